package org.ansuz.protocol.match;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code ansuz openings}: generates opening lines for matches. PLACEHOLDER until the match runner lands. */
@Command(name = "openings", description = "Generate balanced opening lines for a variant.")
public final class OpeningsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("ansuz openings: not available yet");
        return 2;
    }
}
