package org.ansuz.protocol.match;

/** {@code ansuz match}: engine-vs-engine matches. PLACEHOLDER until the match runner lands. */
public final class MatchCommand {
}
