package org.ansuz.protocol.tune;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.protocol.cli.AnsuzCommand;
import org.ansuz.protocol.cluster.ClusterOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ansuz label}: scores the quiet positions of recorded games by a fixed-depth search, for
 * {@code ansuz tune --positions}. Each position is searched alone (one thread, a fresh table), so the
 * labels depend only on the position, the depth and the build.
 */
@Command(name = "label", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = AnsuzCommand.VersionProvider.class,
        description = {"Label the quiet positions of recorded games with a fixed-depth search score, for "
                + "'ansuz tune --positions'.",
                "Writes one line per position: <position text> <score> <result> <game>: the search score in "
                        + "centi-units and the game's result (1, 0.5, 0), both for the side to move, and the "
                        + "game's id (which decides whether tune holds it out). A .gz name is compressed."})
public final class LabelCommand implements Callable<Integer> {
    /** Decisive scores are written as this many centi-units (a won position, not a count of plies). */
    static final int DECISIVE = 2_000;

    @Spec
    CommandSpec spec;

    @Option(names = "--variant", defaultValue = "international", description = "The game (default ${DEFAULT-VALUE}).")
    String variantName;

    @Option(names = "--games", arity = "1..*", required = true, paramLabel = "FILE", description = "Record files.")
    List<Path> gameFiles = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where to write ('-': standard output).")
    String out;

    @Option(names = "--depth", defaultValue = "8", description = "Search depth per position (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--skip", defaultValue = "10", description = "Plies at the start of each game not used "
            + "(default ${DEFAULT-VALUE}).")
    int skip;

    @Option(names = "--every", defaultValue = "1", description = "Label every Nth quiet position of a game "
            + "(default ${DEFAULT-VALUE}).")
    int every;

    @Option(names = "--from", defaultValue = "0", description = "Leave out the first N games in their sorted "
            + "order (to label in parts; default ${DEFAULT-VALUE}).")
    int from;

    @Option(names = "--cluster", paramLabel = "HOST:PORT[,...]",
            description = "Label on the workers ('ansuz worker') of the cluster these members belong to, "
                    + CHUNK_GAMES + " games per job; the file is the same as without.")
    String cluster;

    @Mixin
    ClusterOptions clusterOptions;

    /** Games per job of a cluster run: small enough to spread, large enough that a job outweighs its travel. */
    static final int CHUNK_GAMES = 4;

    @Option(names = "--limit", defaultValue = "0", description = "Label at most N games, from --from on in their "
            + "sorted order (default: all).")
    int limit;

    private final Function<String, Optional<Variant>> variants;
    private final PrintStream stdout;
    private final PrintStream stderr;

    public LabelCommand() {
        this(name -> Variants.registry().find(name), System.out, System.err);
    }

    LabelCommand(Function<String, Optional<Variant>> variants, PrintStream stdout, PrintStream stderr) {
        this.variants = variants;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        GamePositions.Tuned tuned = GamePositions.tunable(spec, variants, variantName);
        Variant variant = tuned.variant();
        LinearEvaluation eval = tuned.eval();
        if (depth < 1 || depth > 64 || skip < 0 || every < 1 || limit < 0 || from < 0) {
            throw new ParameterException(spec.commandLine(),
                    "--depth 1 to 64, --skip >= 0, --every >= 1, --from >= 0 and --limit >= 0 are required");
        }
        List<RecordedGame> games = GamePositions.distinct(GamePositions.read(spec, gameFiles));
        games = games.subList(Math.min(from, games.size()), limit > 0 ? Math.min(games.size(), from + limit) : games.size());
        Labeller.Settings settings = new Labeller.Settings(variant.name(), depth, skip, every);
        long t0 = System.nanoTime();
        GamePositions.Count games1;
        long positions;
        long nodes;
        try (Writer w = writer()) {
            if (cluster != null) {
                org.ansuz.protocol.cluster.ClusterLabels run = new org.ansuz.protocol.cluster.ClusterLabels(
                        clusterOptions, cluster, stdout);
                Labeller.Chunk total;
                try {
                    total = run.label(settings, Labeller.chunks(games, CHUNK_GAMES), w);
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(spec.commandLine(), "--cluster: " + e.getMessage());
                }
                if (total == null) {
                    return 1;
                }
                games1 = new GamePositions.Count(total.used(), total.rejected());
                positions = total.positions();
                nodes = total.nodes();
            } else {
                Labeller labeller = new Labeller(variant, eval, settings);
                games1 = labeller.label(games, w, n -> {
                    if (n % 10_000 == 0) {
                        stderr.printf(Locale.ROOT, "%d positions, %.0f s%n", n, (System.nanoTime() - t0) / 1e9);
                    }
                });
                positions = labeller.positions;
                nodes = labeller.nodes;
            }
        }
        double s = (System.nanoTime() - t0) / 1e9;
        stdout.printf(Locale.ROOT, "%d distinct games (%d rejected), %d positions labelled at depth %d, %d nodes, %.0f s%n",
                games1.used(), games1.rejected(), positions, depth, nodes, s);
        stdout.flush();
        return 0;
    }

    private Writer writer() throws IOException {
        if (out.equals("-")) {
            return new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8)) {
                @Override
                public void close() throws IOException {
                    flush();
                }
            };
        }
        Path path = Path.of(out);
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        var stream = Files.newOutputStream(path);
        return new BufferedWriter(new OutputStreamWriter(out.endsWith(".gz") ? new GZIPOutputStream(stream) : stream,
                StandardCharsets.UTF_8));
    }
}
