package org.ansuz.protocol.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.record.Opening;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz openings}: generates balanced opening lines for matches. */
@Command(name = "openings", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = OpeningsCommand.VersionLine.class,
        description = {"Generate balanced, distinct opening lines for a variant: random legal moves from the start, "
                + "kept when a small search finds the position about equal.",
                "Output: one 'startpos moves ...' line each, ready for 'ansuz match --openings'."})
public final class OpeningsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", required = true, description = "The game, e.g. russian.")
    String variantName;

    @Option(names = "--count", defaultValue = "24", description = "Number of lines (default ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--plies", defaultValue = "6", description = "Moves per line (default ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--depth", defaultValue = "2",
            description = "Depth of the balance search, plus captures (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--max-eval", defaultValue = "50", paramLabel = "CENTI",
            description = "Largest accepted |score|, in centi-units of the game's material unit "
                    + "(default ${DEFAULT-VALUE}).")
    int maxEval;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path out;

    private final Function<String, Optional<Variant>> variants;
    private final PrintStream stdout;
    private final PrintStream stderr;
    /** How often a slow run says how far it got, in milliseconds. */
    private final long progressEveryMs;

    public OpeningsCommand() {
        this(name -> Variants.registry().find(name), System.out, System.err, 10_000);
    }

    OpeningsCommand(Function<String, Optional<Variant>> variants, PrintStream stdout) {
        this(variants, stdout, System.err, 10_000);
    }

    OpeningsCommand(Function<String, Optional<Variant>> variants, PrintStream stdout, PrintStream stderr,
                    long progressEveryMs) {
        this.variants = variants;
        this.stdout = stdout;
        this.stderr = stderr;
        this.progressEveryMs = progressEveryMs;
    }

    /** Sane ranges for the numbers (the generator's attempt budget is 500 per line; its search keeps a list per ply). */
    static final int MAX_COUNT = 100_000;
    static final int MAX_PLIES = 1_000;
    static final int MAX_DEPTH = 20;
    static final int MAX_EVAL = 1_000_000;

    @Override
    public Integer call() throws IOException {
        Variant variant = variants.apply(variantName).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown variant: " + variantName + " (known: " + String.join(", ", Variants.registry().names()) + ")"));
        if (count < 1 || count > MAX_COUNT || plies < 0 || plies > MAX_PLIES || depth < 0 || depth > MAX_DEPTH
                || maxEval < 0 || maxEval > MAX_EVAL) {
            throw new ParameterException(spec.commandLine(), "--count must be 1 to " + MAX_COUNT + ", --plies 0 to "
                    + MAX_PLIES + ", --depth 0 to " + MAX_DEPTH + ", --max-eval 0 to " + MAX_EVAL);
        }
        OpeningGenerator generator = new OpeningGenerator(variant, plies, depth, maxEval, seed);
        long[] nextReport = {System.nanoTime() + progressEveryMs * 1_000_000};
        List<Opening> lines = generator.generate(count, (tried, found, closest) -> {
            if (System.nanoTime() - nextReport[0] >= 0) {
                nextReport[0] = System.nanoTime() + progressEveryMs * 1_000_000;
                stderr.println("ansuz openings: " + tried + " tried, " + found + " of " + count + " found"
                        + (closest == Integer.MAX_VALUE ? "" : ", the most balanced |score| " + closest));
                stderr.flush();
            }
        });
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(lines.size()).append(" opening lines for ").append(variant.name())
                .append(": ansuz openings --variant ").append(variant.name()).append(" --count ").append(count)
                .append(" --plies ").append(plies).append(" --seed ").append(seed).append(" --depth ").append(depth)
                .append(" --max-eval ").append(maxEval).append('\n');
        sb.append("# random legal moves from the start, |score| <= ").append(maxEval)
                .append(" after a depth-").append(depth).append(" search plus captures, distinct positions\n");
        for (Opening o : lines) {
            sb.append(o).append('\n');
        }
        if (out == null) {
            stdout.print(sb);
            stdout.flush();
        } else {
            try {
                Path parent = out.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(out, sb, StandardCharsets.UTF_8);
            } catch (IOException e) {
                stderr.println("ansuz openings: cannot write " + org.ansuz.protocol.FileErrors.describe(out, e));
                return 1;
            }
        }
        // a line within --max-eval is always kept, so a search that found none saw only scores above it
        if (lines.isEmpty() && generator.closest() != Integer.MAX_VALUE) {
            stderr.println("ansuz openings: found no line in " + generator.attempts() + " tries: the most balanced "
                    + "scored " + generator.closest() + " centi-units, above --max-eval " + maxEval
                    + " (the start is not level by the game's evaluation: give --max-eval " + generator.closest()
                    + " or more)");
        } else if (lines.size() < count) {
            stderr.println("ansuz openings: found only " + lines.size() + " of " + count + " lines in "
                    + generator.attempts() + " tries (try more --plies or a larger --max-eval)");
        }
        return 0;
    }

    /** {@code -V}: the same version line as {@code ansuz -V}. */
    static final class VersionLine implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Ansuz " + Version.get()};
        }
    }
}
