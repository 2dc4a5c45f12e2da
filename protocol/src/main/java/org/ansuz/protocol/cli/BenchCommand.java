package org.ansuz.protocol.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.ansuz.engine.Progress;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.BenchRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz bench [--variant V|all] [--depth N]}: the node-count signature; last line {@code N nodes M nps}. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search fixed positions to a fixed depth with one thread; prints the node total and speed.")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "all", description = "A variant or 'all' (default).")
    String variant;

    @Option(names = "--depth", paramLabel = "N", description = "Search depth (default: each position deepens to a fixed node budget).")
    int depth = BenchRunner.DEFAULT_DEPTH;

    @Override
    public Integer call() {
        if (depth < 0 || depth > BenchRunner.MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(),
                    "--depth must be 0 (automatic) to " + BenchRunner.MAX_DEPTH + ", not " + depth);
        }
        List<Variant> vs = variant.equalsIgnoreCase("all") ? Variants.registry().all()
                : List.of(AnsuzCommand.checkVariant(spec, variant));
        BenchRunner.run(vs, depth, System.out::println, Progress.NONE);
        return 0;
    }
}
