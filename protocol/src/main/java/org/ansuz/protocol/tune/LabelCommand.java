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
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.Variants;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.protocol.cli.AnsuzCommand;
import org.ansuz.protocol.BlockingSearch;
import picocli.CommandLine.Command;
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
    public Integer call() throws IOException {
        GamePositions.Tuned tuned = GamePositions.tunable(spec, variants, variantName);
        Variant variant = tuned.variant();
        LinearEvaluation eval = tuned.eval();
        if (depth < 1 || depth > 64 || skip < 0 || every < 1 || limit < 0 || from < 0) {
            throw new ParameterException(spec.commandLine(),
                    "--depth 1 to 64, --skip >= 0, --every >= 1, --from >= 0 and --limit >= 0 are required");
        }
        List<RecordedGame> games = GamePositions.distinct(GamePositions.read(spec, gameFiles));
        games = games.subList(Math.min(from, games.size()), limit > 0 ? Math.min(games.size(), from + limit) : games.size());
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(1);
        engine.setGameInfo(variant.info());
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        long t0 = System.nanoTime();
        long[] count = new long[3]; // positions, nodes, game's sample index
        int[] lastGame = {0};
        GamePositions.Count games1;
        try (Writer w = writer()) {
            games1 = GamePositions.walk(variant, eval, games, skip, (game, pos, result) -> {
                if (game != lastGame[0]) {
                    lastGame[0] = game;
                    count[2] = 0;
                    w.flush();
                }
                if (count[2]++ % every != 0) {
                    return;
                }
                engine.newGame();
                SearchInfo info = BlockingSearch.run(engine, pos, limits, i -> { }).lastInfo();
                int score = info == null ? pos.evaluate() : info.score();
                if (Score.isDecisive(score)) {
                    score = score > 0 ? DECISIVE : -DECISIVE;
                }
                score = Math.max(-DECISIVE, Math.min(DECISIVE, score));
                w.write(pos.fen() + " " + score + " " + (result == 0.5 ? "0.5" : result > 0.5 ? "1" : "0") + " " + game + "\n");
                count[0]++;
                count[1] += info == null ? 0 : info.nodes();
                if (count[0] % 10_000 == 0) {
                    stderr.printf(Locale.ROOT, "%d positions, %.0f s%n", count[0], (System.nanoTime() - t0) / 1e9);
                }
            });
        }
        engine.stop();
        double s = (System.nanoTime() - t0) / 1e9;
        stdout.printf(Locale.ROOT, "%d distinct games (%d rejected), %d positions labelled at depth %d, %d nodes, %.0f s%n",
                games1.used(), games1.rejected(), count[0], depth, count[1], s);
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
