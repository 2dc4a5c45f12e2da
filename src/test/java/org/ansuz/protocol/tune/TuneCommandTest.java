package org.ansuz.protocol.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code ansuz tune} reads recorded games, fits and writes a weights file the evaluation can read. */
class TuneCommandTest {
    @TempDir
    Path dir;

    /** Random games written the way the match runner writes them: tags, numbered moves, the result. */
    static String randomGames(int count, long seed) {
        Variant v = Variants.registry().find("international").orElseThrow();
        SplittableRandom random = new SplittableRandom(seed);
        MoveList list = new MoveList();
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < count; g++) {
            Position p = v.startPosition();
            StringBuilder moves = new StringBuilder();
            for (int ply = 0; ply < 120; ply++) {
                int n = p.generate(list);
                if (n == 0 || p.result().isOver()) {
                    break;
                }
                long m = list.move(random.nextInt(n));
                moves.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(p.moveText(m)).append(ply % 7 == 6 ? "\n" : " ");
                p.play(m);
            }
            // The side with more pieces is said to have won: a pattern the fit can find.
            String result = p.evaluate() == 0 ? "1/2-1/2" : (p.evaluate() > 0) == (p.sideToMove() == 0) ? "1-0" : "0-1";
            sb.append("[Event \"test\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"").append(result).append("\"]\n\n")
                    .append(moves).append(result).append("\n\n");
        }
        return sb.toString();
    }

    @Test
    void recordsAreReadBackMoveByMove() {
        List<RecordedGame> games = RecordedGame.parse("[Result \"0-1\"]\n[FEN \"W:W31-50:B1-20\"]\n\n"
                + "1. 32-28 {a comment} 19-23 2. 28x19 (2. 37-32) 14x23 0-1\n\n[Result \"*\"]\n\n1. 33-29 *\n");
        assertThat(games).hasSize(2);
        assertThat(games.get(0).moves()).containsExactly("32-28", "19-23", "28x19", "14x23");
        assertThat(games.get(0).tag("FEN")).isEqualTo("W:W31-50:B1-20");
        assertThat(games.get(1).moves()).containsExactly("33-29");
    }

    @Test
    void parenthesesInsideAMoveAreNoVariation() {
        List<RecordedGame> games = RecordedGame.parse("[Result \"0-1\"]\n\n"
                + "1. a10-f10 h9-f11x(f10) (1... h9-g10) 2. d13-k13 f11-e12x(e13,f13) 0-1\n");
        assertThat(games.get(0).moves()).containsExactly("a10-f10", "h9-f11x(f10)", "d13-k13", "f11-e12x(e13,f13)");
    }

    @Test
    void tuningWritesWeightsAndReportsTheErrorBeforeAndAfter() throws Exception {
        Path games = dir.resolve("games.pdn");
        Files.writeString(games, randomGames(40, 7), StandardCharsets.UTF_8);
        Path out = dir.resolve("international.eval");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = new CommandLine(new TuneCommand(name -> Variants.registry().find(name), print))
                .execute("--games", games.toString(), "--epochs", "20", "--out", out.toString());
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(code).as(text).isZero();
        assertThat(text).contains("40 games (0 rejected", "evaluation in use: training cross-entropy",
                "fitted weights: training cross-entropy", "scaled so that mg.man = 100", "wrote " + out);
        String weights = Files.readString(out);
        assertThat(weights).startsWith("# international evaluation weights").contains("\nmg = 800 ", "\neg = ")
                .contains("\npattern.0 = ", "\npattern.15 = ").doesNotContain("pattern.16");
    }

    @Test
    void aVariantWithoutALearntEvaluationIsRefused() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLine cl = new CommandLine(new TuneCommand(name -> Variants.registry().find(name), print));
        cl.setErr(new java.io.PrintWriter(bytes, true));
        assertThat(cl.execute("--variant", "turkish", "--games", dir.resolve("none.pdn").toString())).isEqualTo(2);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("turkish has no tunable evaluation");
    }

    /** The command in the shipped weights' header, run on the games in the repository, writes the same weights. */
    @Test
    @Tag("slow")
    void theShippedWeightsAreRegeneratedByTheirCommand() throws Exception {
        Path shipped = Path.of("variants/src/main/resources/org/ansuz/variants/draughts/international.eval");
        String text = Files.readString(shipped);
        String command = text.lines().filter(l -> l.startsWith("# ansuz tune ")).findFirst().orElseThrow()
                .substring("# ansuz tune ".length());
        Path out = dir.resolve("international.eval");
        List<String> args = new java.util.ArrayList<>(List.of(command.split(" ")));
        args.add("--out");
        args.add(out.toString());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = new CommandLine(new TuneCommand(name -> Variants.registry().find(name), print))
                .execute(args.toArray(new String[0]));
        assertThat(code).as(bytes.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(out).lines().filter(l -> !l.startsWith("#")))
                .containsExactlyElementsOf(text.lines().filter(l -> !l.startsWith("#")).toList());
    }
}
