package org.ansuz.protocol.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.ansuz.engine.Progress;
import org.ansuz.engine.SpeedTable;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.BenchRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ansuz bench [--variant V|all] [--depth N]}: the node-count signature; last line {@code N nodes M nps}.
 * {@code --speed}: a table of each variant's perft and search speed per CPU-second instead.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search fixed positions to a fixed depth with one thread; prints the node total and speed.")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "all", description = "A variant or 'all' (default).")
    String variant;

    @Option(names = "--depth", paramLabel = "N", description = "Search depth (default: each position deepens to a fixed node budget).")
    int depth = BenchRunner.DEFAULT_DEPTH;

    @Option(names = "--speed", description = "Print each variant's perft leaves and search nodes per CPU-second "
            + "(one search thread, warmed) instead of the signature: about ten minutes for all.")
    boolean speed;

    private static int speedTable(List<Variant> variants) {
        System.out.println("| family | variant | perft depth | perft leaves per CPU-second | bench nodes | search nodes per CPU-second |");
        System.out.println("|---|---|---|---|---|---|");
        try {
            SpeedTable.measure(variants, r -> System.out.printf("| %s | %s | %d | %,d | %,d | %,d |%n", r.family(),
                    r.variant(), r.perftDepth(), r.perftLeavesPerCpuSecond(), r.searchNodes(), r.searchNodesPerCpuSecond()));
        } catch (NotationException e) {
            System.err.println("ansuz bench: " + e.getMessage());
            return 1;
        }
        return 0;
    }

    @Override
    public Integer call() {
        if (depth < 0 || depth > BenchRunner.MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(),
                    "--depth must be 0 (automatic) to " + BenchRunner.MAX_DEPTH + ", not " + depth);
        }
        List<Variant> vs = variant.equalsIgnoreCase("all") ? Variants.registry().all()
                : List.of(AnsuzCommand.checkVariant(spec, variant));
        if (speed) {
            return speedTable(vs);
        }
        BenchRunner.run(vs, depth, System.out::println, Progress.NONE);
        return 0;
    }
}
