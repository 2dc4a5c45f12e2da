package org.ansuz.protocol.match;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code ansuz match}: engine-vs-engine matches. PLACEHOLDER until the match runner lands. */
@Command(name = "match", description = "Play engine-vs-engine matches.")
public final class MatchCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("ansuz match: not available yet");
        return 2;
    }
}
