package org.ansuz.protocol.cli;

import java.util.concurrent.Callable;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.PerftDivide;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz perft --variant V [--fen F] --depth N [--divide] [--routes]}. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaf nodes of the legal-move tree (optionally per root move).")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "international", description = "Variant (default: ${DEFAULT-VALUE}).")
    String variant;

    @Option(names = "--fen", paramLabel = "F", description = "Start from this position (default: the start position).")
    String fen;

    @Option(names = "--depth", paramLabel = "N", required = true, description = "Depth in plies (turns).")
    int depth;

    @Option(names = "--divide", description = "Print the count below each root move.")
    boolean divide;

    @Option(names = "--routes", description = "Count every capture route as a move (draughts: the same pieces "
            + "captured in another order), the convention of published draughts perft tables.")
    boolean routes;

    @Override
    public Integer call() {
        Variant v = AnsuzCommand.checkVariant(spec, variant);
        if (depth < 0 || depth > PerftDivide.MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(),
                    "--depth must be 0 to " + PerftDivide.MAX_DEPTH + ", not " + depth);
        }
        Position pos;
        try {
            pos = fen == null ? v.startPosition() : v.newPosition(fen);
        } catch (NotationException | RuntimeException e) {
            throw new ParameterException(spec.commandLine(), "bad --fen for " + v.name() + ": " + e.getMessage());
        }
        long start = System.nanoTime();
        long nodes = PerftDivide.run(pos, depth, divide, routes, System.out::println, Progress.NONE);
        long ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        System.out.println("Time: " + ms + " ms, " + (nodes * 1000 / ms) + " leaves/s");
        return 0;
    }
}
