package org.ansuz.protocol.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.BlockingSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code ansuz label} scores the quiet positions of games by a search; {@code ansuz tune --positions} reads them. */
class LabelCommandTest {
    @TempDir
    Path dir;

    private static final String GAMES = TuneCommandTest.randomGames(6, 11);

    private String run(Object command, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CommandLine cl = new CommandLine(command);
        cl.setErr(new java.io.PrintWriter(bytes, true));
        int code = cl.execute(args);
        assertThat(code).as(bytes.toString(StandardCharsets.UTF_8)).isZero();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static LabelCommand label(PrintStream out) {
        return new LabelCommand(name -> Variants.registry().find(name), out, out);
    }

    @Test
    void everyQuietPositionAfterTheSkipIsScoredByASearchOfItsDepth() throws Exception {
        Path games = dir.resolve("games.pdn");
        // Every game twice: a repeated game is labelled once.
        Files.writeString(games, GAMES + GAMES, StandardCharsets.UTF_8);
        Path out = dir.resolve("labels.txt");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        run(label(new PrintStream(bytes, true, StandardCharsets.UTF_8)),
                "--games", games.toString(), "--depth", "2", "--out", out.toString());
        List<String> lines = Files.readAllLines(out);
        // The same samples as tune reads from the games, in the same order, with the same results.
        Variant v = Variants.registry().find("international").orElseThrow();
        var eval = ((org.ansuz.engine.tune.Tunable) v).linearEvaluation();
        List<String> expected = new java.util.ArrayList<>();
        GamePositions.walk(v, eval, GamePositions.read(List.of(games)).stream().distinct().toList(), 10, 0,
                (game, pos, result) -> expected.add(pos.fen() + " " + (result == 0.5 ? "0.5" : result > 0.5 ? "1" : "0")
                        + " " + game));
        assertThat(lines).hasSize(expected.size()).isNotEmpty();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("6 distinct games (0 rejected), " + lines.size()
                + " positions labelled at depth 2");
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(1);
        engine.setGameInfo(v.info());
        SearchLimits limits = new SearchLimits();
        limits.depth = 2;
        for (int i = 0; i < lines.size(); i++) {
            String[] f = lines.get(i).split(" ");
            String[] e = expected.get(i).split(" ");
            assertThat(f[0] + " " + f[2] + " " + f[3]).isEqualTo(expected.get(i));
            if (i % 25 == 0) {
                Position pos = v.newPosition(f[0]);
                engine.newGame();
                int score = BlockingSearch.run(engine, pos, limits, x -> { }).lastInfo().score();
                assertThat(Integer.parseInt(f[1])).as(lines.get(i)).isEqualTo(
                        Math.max(-LabelCommand.DECISIVE, Math.min(LabelCommand.DECISIVE, score)));
            }
            assertThat(e).hasSize(3);
        }
        // Every second position of each game, and only the first games.
        Path half = dir.resolve("half.txt");
        run(label(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                "--games", games.toString(), "--depth", "1", "--every", "2", "--limit", "3", "--out", half.toString());
        assertThat(Files.readAllLines(half).stream().map(l -> l.substring(l.lastIndexOf(' ') + 1)).distinct().count())
                .isEqualTo(3);
        assertThat(Files.readAllLines(half).size()).isLessThan(lines.size() / 2 + 3);
        // Labelled in two parts, the same lines.
        Path first = dir.resolve("first.txt");
        Path rest = dir.resolve("rest.txt");
        run(label(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                "--games", games.toString(), "--depth", "2", "--limit", "4", "--out", first.toString());
        run(label(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                "--games", games.toString(), "--depth", "2", "--from", "4", "--out", rest.toString());
        List<String> parts = new java.util.ArrayList<>(Files.readAllLines(first));
        parts.addAll(Files.readAllLines(rest));
        assertThat(parts).isEqualTo(lines);
    }

    /** With the result's full weight, labelled positions teach exactly what their games teach. */
    @Test
    void positionsLabelledByTheirResultsAloneFitTheSameWeightsAsTheirGames() throws Exception {
        Path games = dir.resolve("games.pdn");
        Files.writeString(games, GAMES, StandardCharsets.UTF_8);
        Path labels = dir.resolve("labels.txt");
        run(label(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                "--games", games.toString(), "--depth", "1", "--out", labels.toString());
        Path fromGames = dir.resolve("games.eval");
        Path fromPositions = dir.resolve("positions.eval");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        run(new TuneCommand(name -> Variants.registry().find(name), print), "--games", games.toString(),
                "--epochs", "10", "--k", "0.004", "--out", fromGames.toString());
        run(new TuneCommand(name -> Variants.registry().find(name), print), "--positions", labels.toString(),
                "--result-weight", "1", "--epochs", "10", "--k", "0.004", "--out", fromPositions.toString());
        List<String> a = Files.readAllLines(fromGames).stream().filter(l -> !l.startsWith("#")).toList();
        assertThat(Files.readAllLines(fromPositions).stream().filter(l -> !l.startsWith("#")).toList())
                .containsExactlyElementsOf(a);
        assertThat(Files.readString(fromPositions)).contains("# ansuz tune --variant international --positions "
                + labels + " --result-weight 1.0 --epochs 10");
        // The search's prediction alone gives other weights, and the report measures them against the results too.
        bytes.reset();
        run(new TuneCommand(name -> Variants.registry().find(name), print), "--positions", labels.toString(),
                "--result-weight", "0", "--epochs", "10", "--k", "0.004", "--out", fromPositions.toString());
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("labels of the labelled positions: 1.00 x the "
                + "search's prediction + 0.00 x the result", "held out against results: cross-entropy");
        assertThat(Files.readAllLines(fromPositions).stream().filter(l -> !l.startsWith("#")).toList()).isNotEqualTo(a);
    }

    @Test
    void aLineThatDoesNotParseIsReportedWithItsNumber() throws Exception {
        Path labels = dir.resolve("bad.txt");
        Files.writeString(labels, "# comment\nW:W31-50:B1-20 12 0.5 7\nW:W31-50:B1-20 twelve 0.5 7\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLine cl = new CommandLine(new TuneCommand(name -> Variants.registry().find(name), print));
        cl.setErr(new java.io.PrintWriter(bytes, true));
        assertThat(cl.execute("--positions", labels.toString())).isEqualTo(2);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("line 3");
        bytes.reset();
        assertThat(cl.execute("--epochs", "1")).isEqualTo(2);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("--games or --positions");
    }
}
