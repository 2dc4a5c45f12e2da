package org.ansuz.protocol.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
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
        return randomGames(count, seed, false);
    }

    /** As {@link #randomGames(int, long)}, the side with fewer pieces said to have won when {@code backwards}. */
    static String randomGames(int count, long seed, boolean backwards) {
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
            // The side with more pieces (fewer when backwards) is said to have won: a pattern the fit can find.
            String result = p.evaluate() == 0 ? "1/2-1/2" : (p.evaluate() > 0) == (p.sideToMove() == 0) != backwards ? "1-0" : "0-1";
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

    /** With --margin-scale, a battle of a game played for points is labelled by its final margin, not its result. */
    @Test
    void aGamePlayedForPointsIsLabelledByItsMargin() throws Exception {
        Variant thud = Variants.registry().find("thud").orElseThrow();
        // one dwarf beside one troll: the dwarf takes it (the dwarfs win by 1), or steps away and is taken (the
        // trolls win by 4)
        String fen = "[FEN \"5/7/9/11/13/15/15/7X7/15/15/3dT8/11/9/7/5 d\"]\n";
        RecordedGame dwarfsWin = RecordedGame.parse(fen + "[Result \"1-0\"]\n\n1. e5xf5 1-0\n").get(0);
        RecordedGame trollsWin = RecordedGame.parse(fen + "[Result \"0-1\"]\n\n1. e5-e6 f5-f6x(e6) 0-1\n").get(0);
        assertThat(GamePositions.marginScore(thud, dwarfsWin, 4)).isCloseTo(1 / (1 + Math.exp(-0.25)), within(1e-12));
        assertThat(GamePositions.marginScore(thud, trollsWin, 4)).isCloseTo(1 / (1 + Math.exp(1)), within(1e-12));
        // a game that is not over at its last move, or not decided on points, keeps its result
        RecordedGame unfinished = RecordedGame.parse(fen + "[Result \"1-0\"]\n\n1. e5-e6 1-0\n").get(0);
        assertThat(GamePositions.marginScore(thud, unfinished, 4)).isNull();
        RecordedGame draughts = RecordedGame.parse("[FEN \"W:Wc3:Bd4\"]\n[Result \"1-0\"]\n\n1. c3:e5 1-0\n").get(0);
        assertThat(GamePositions.marginScore(Variants.registry().find("russian").orElseThrow(), draughts, 4)).isNull();
    }

    /**
     * Labelled by margins, the fit keeps the margin's own unit: k is 1/(100 x the margin scale), so the weights read
     * in hundredths of a point, as the search scores a battle that ends, and they are not rescaled to a dwarf of 100.
     */
    @Test
    void aFitToMarginsReadsInHundredthsOfAPoint() throws Exception {
        // random battles of 40 plies from the start (the report, not the labels, is under test)
        Variant thud = Variants.registry().find("thud").orElseThrow();
        SplittableRandom random = new SplittableRandom(5);
        MoveList list = new MoveList();
        StringBuilder games = new StringBuilder();
        for (int g = 0; g < 20; g++) {
            Position p = thud.startPosition();
            StringBuilder moves = new StringBuilder();
            for (int ply = 0; ply < 40 && p.generate(list) > 0 && !p.result().isOver(); ply++) {
                long m = list.move(random.nextInt(list.size));
                moves.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(p.moveText(m)).append(' ');
                p.play(m);
            }
            String result = g % 2 == 0 ? "1-0" : "0-1";
            games.append("[Result \"").append(result).append("\"]\n\n").append(moves).append(result).append("\n\n");
        }
        Path file = dir.resolve("battles.pgn");
        Files.writeString(file, games, StandardCharsets.UTF_8);
        Tuned run = tune("--variant", "thud", "--games", file.toString(), "--epochs", "5",
                "--margin-scale", "8", "--out", "-");
        assertThat(run.code()).as(run.text()).isZero();
        assertThat(run.text()).contains("k = 0.001250 per centi-unit (1/(100 x margin scale): the evaluation reads the "
                + "margin in hundredths of a point)", "labelled by margins, so not rescaled: thudDwarf = ")
                .doesNotContain("scaled so that");
    }

    /** What one run of {@code ansuz tune} returned and printed (its report and its usage errors alike). */
    private record Tuned(int code, String text) {
    }

    private static Tuned tune(String... args) {
        return tune(name -> Variants.registry().find(name), args);
    }

    private static Tuned tune(Function<String, Optional<Variant>> variants, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLine cl = new CommandLine(new TuneCommand(variants, print));
        cl.setErr(new java.io.PrintWriter(bytes, true));
        int code = cl.execute(args);
        return new Tuned(code, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void tuningWritesWeightsAndReportsTheErrorBeforeAndAfter() throws Exception {
        Path games = dir.resolve("games.pdn");
        Files.writeString(games, randomGames(40, 7), StandardCharsets.UTF_8);
        Path out = dir.resolve("international.eval");
        Tuned run = tune("--games", games.toString(), "--epochs", "20", "--out", out.toString());
        String text = run.text();
        assertThat(run.code()).as(text).isZero();
        assertThat(text).contains("40 games (0 rejected", "evaluation in use: training cross-entropy",
                "fitted weights: training cross-entropy", "scaled so that mg.man = 100", "wrote " + out);
        String weights = Files.readString(out);
        assertThat(weights).startsWith("# international evaluation weights").contains("\nmg = 800 ", "\neg = ")
                .contains("\npattern.0 = ", "\npattern.15 = ").doesNotContain("pattern.16");
    }

    /**
     * Games won by the side the evaluation in use says is behind: its best scale is the lowest the fit of k
     * tries, and the report says what that means (Ordo's first fit read such a k as "predicts nothing").
     */
    @Test
    void anEvaluationThatPredictsTheResultsBackwardsIsReportedSo() throws Exception {
        Path games = dir.resolve("games.pdn");
        Files.writeString(games, randomGames(40, 7, true), StandardCharsets.UTF_8);
        Tuned run = tune("--games", games.toString(), "--epochs", "1");
        String text = run.text();
        assertThat(run.code()).as(text).isZero();
        assertThat(text).contains("k = 0.000010 per centi-unit (fitted to the evaluation in use: the lowest k tried, so the "
                + "evaluation in use predicts the results backwards or not at all; give --k)");
    }

    @Test
    void heldWeightsAreReportedAtTheirValuesInUseAndTheOthersMove() throws Exception {
        Path games = dir.resolve("games.pdn");
        Files.writeString(games, randomGames(40, 7), StandardCharsets.UTF_8);
        LinearEvaluation eval = GamePositions.evaluation(Variants.registry().find("international").orElseThrow());
        double[] inUse = eval.weights();
        Tuned run = tune("--games", games.toString(), "--epochs", "20", "--hold", eval.name(0) + "," + eval.name(1),
                        "--out", "-");
        String text = run.text();
        assertThat(run.code()).as(text).isZero();
        assertThat(text).contains(eval.name(0) + ", " + eval.name(1) + " held at the values in use, so not rescaled",
                "--hold " + eval.name(0) + "," + eval.name(1)).doesNotContain("scaled so that");
        Map<String, Double> reported = new HashMap<>();
        text.lines().filter(l -> l.startsWith("  ")).map(String::trim).map(l -> l.split(" +"))
                .forEach(f -> reported.put(f[0], Double.parseDouble(f[1])));
        assertThat(reported.get(eval.name(0))).isEqualTo(inUse[0]);
        assertThat(reported.get(eval.name(1))).isEqualTo(inUse[1]);
        // the initial weights of the rest are 0 but for the material; the fit moved some of them
        assertThat(reported.entrySet().stream().filter(e -> !e.getKey().equals(eval.name(0))
                && !e.getKey().equals(eval.name(1)) && e.getValue() != 0)).isNotEmpty();
    }

    @Test
    void anUnknownHeldWeightIsRefusedBeforeAnyGameIsRead() {
        Path out = dir.resolve("never.weights");
        Tuned run = tune("--variant", "cyvasse", "--games", dir.resolve("none.pgn").toString(), "--hold", "rabble,queen",
                "--out", out.toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.text()).contains("--hold: cyvasse has no weight named 'queen'");
        assertThat(out).doesNotExist();
    }

    @Test
    void aVariantWithoutALearntEvaluationIsRefused() {
        // Every shipped game has one; a draughts game on more than 64 squares has none.
        VariantsFormat.Result defined = VariantsFormat.read("wide.toml", """
                [wide]
                base = "international"
                width = 12
                height = 12
                start = "W:W61-72:B1-12"
                """);
        assertThat(defined.problems()).isEmpty();
        Variant wide = defined.variants().get(0);
        Tuned run = tune(name -> Optional.of(wide).filter(v -> v.name().equals(name)),
                "--variant", "wide", "--games", dir.resolve("none.pdn").toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.text()).contains("wide has no tunable evaluation");
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
        Tuned run = tune(args.toArray(new String[0]));
        assertThat(run.code()).as(run.text()).isZero();
        assertThat(Files.readString(out).lines().filter(l -> !l.startsWith("#")))
                .containsExactlyElementsOf(text.lines().filter(l -> !l.startsWith("#")).toList());
    }
}
