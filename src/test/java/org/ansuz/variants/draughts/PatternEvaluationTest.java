package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.variants.ShippedVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The learnt evaluation: colour symmetry, agreement with the features tuning reads, the features themselves.
 * The model checks run on the 10x10 board, on the 8x8 diagonal one (its windows tile the board differently) and
 * on the 8x8 board of all squares (Turkish, Greek: windows 2 squares wide and 4 tall) and, once it ships weights,
 * on Senegalese's 6x5 board of all squares (windows at offsets from both ends of its odd side).
 */
class PatternEvaluationTest {
    private static final DraughtsVariant INTERNATIONAL = draughts("international");

    private static DraughtsVariant draughts(String name) {
        return (DraughtsVariant) DraughtsTesting.variant(name);
    }

    /** The model checks run on every game that ships learnt weights: each new fit is checked as it lands. */
    static List<String> gamesWithWeights() {
        return ShippedVariants.of("draughts").stream().map(Variant::name).filter(PatternEvaluation::hasWeights).toList();
    }

    /** Positions of random playouts from the start (captures are forced, so they reach every phase). */
    private static List<DraughtsPosition> playouts(DraughtsVariant variant, long seed, int games) throws NotationException {
        SplittableRandom random = new SplittableRandom(seed);
        List<DraughtsPosition> out = new ArrayList<>();
        MoveList moves = new MoveList();
        for (int g = 0; g < games; g++) {
            DraughtsPosition p = (DraughtsPosition) variant.startPosition();
            for (int ply = 0; ply < 200; ply++) {
                int n = p.generate(moves);
                if (n == 0 || p.result().isOver()) {
                    break;
                }
                p.play(moves.move(random.nextInt(n)));
                out.add((DraughtsPosition) variant.newPosition(p.fen()));
            }
        }
        return out;
    }

    /** A layout with random weights, the way tuning could set them. */
    private static PatternEvaluation randomWeights(DraughtsVariant variant, long seed) {
        PatternEvaluation e = variant.patternLayout();
        SplittableRandom random = new SplittableRandom(seed);
        int[] w = new int[e.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = random.nextInt(-800, 801);
        }
        e.set(w);
        return e;
    }

    /** The same game seen from the other side: the board turned round, colours and the side to move swapped. */
    private static DraughtsPosition mirrored(DraughtsVariant variant, DraughtsPosition p) throws NotationException {
        DraughtsPosition m = (DraughtsPosition) variant.newPosition(p.fen());
        int cells = p.g.cells;
        m.pieces[0] = Long.reverse(p.pieces[1]) >>> (64 - cells);
        m.pieces[1] = Long.reverse(p.pieces[0]) >>> (64 - cells);
        m.kings = Long.reverse(p.kings) >>> (64 - cells);
        m.color = p.color ^ 1;
        m.refresh();
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithWeights")
    void theEvaluationIsTheSameForBothColours(String name) throws NotationException {
        DraughtsVariant variant = draughts(name);
        DraughtsEvaluation eval = randomWeights(variant, 1).evaluator();
        for (DraughtsPosition p : playouts(variant, 2, 20)) {
            assertThat(eval.evaluate(p)).as(p.fen()).isEqualTo(eval.evaluate(mirrored(variant, p)));
        }
    }

    /** The score as a walk adds it up, feature by feature: the definition the hot path must keep exactly. */
    private static int walked(PatternEvaluation layout, DraughtsPosition p) {
        int[] w = layout.get();
        long[] sums = new long[3];
        layout.walk(p, new PatternEvaluation.Terms() {
            @Override
            public void phased(int feature, int value) {
                sums[0] += (long) w[feature] * value;
                sums[1] += (long) w[layout.phased + feature] * value;
            }

            @Override
            public void pattern(int index, int sign) {
                sums[2] += (long) w[2 * layout.phased + index] * sign;
            }
        });
        int ph = layout.phase(p);
        long white = ((sums[0] * ph + sums[1] * (layout.phaseMen - ph)) / layout.phaseMen + sums[2]) / PatternEvaluation.SCALE;
        return (int) (p.color == 0 ? white : -white);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithWeights")
    void theEvaluationIsExactlyTheSumOfTheWalk(String name) throws NotationException {
        DraughtsVariant variant = draughts(name);
        for (long seed = 5; seed < 8; seed++) {
            PatternEvaluation layout = randomWeights(variant, seed);
            PatternEvaluation.Evaluator eval = layout.evaluator();
            for (DraughtsPosition p : playouts(variant, seed, 10)) {
                int walked = walked(layout, p);
                assertThat(eval.learnt(p)).as(p.fen()).isEqualTo(walked);
                int white = p.color == 0 ? walked : -walked;
                int scaled = layout.drawishEndings ? PatternEvaluation.drawish(p.pieces[0], p.pieces[1], p.kings, white) : white;
                assertThat(eval.evaluate(p)).as(p.fen()).isEqualTo(p.color == 0 ? scaled : -scaled);
            }
        }
    }

    /** A draughts game evaluates with its {@code <variant>.eval} where it ships one, else with its hand-set table. */
    @Test
    void everyGameWithAWeightsResourceEvaluatesWithIt() throws NotationException {
        List<String> learnt = new ArrayList<>();
        for (Variant v : ShippedVariants.of("draughts")) {
            DraughtsVariant variant = (DraughtsVariant) v;
            boolean hasWeights = PatternEvaluation.hasWeights(v.name());
            assertThat(variant.newEvaluation() instanceof PatternEvaluation.Evaluator).as(v.name()).isEqualTo(hasWeights);
            if (!hasWeights) {
                continue;
            }
            learnt.add(v.name());
            PatternEvaluation shipped = variant.patternLayout().load();
            for (DraughtsPosition p : playouts(variant, 8, 10)) {
                assertThat(shipped.evaluator().learnt(p)).as(p.fen()).isEqualTo(walked(shipped, p));
                assertThat(p.evaluate()).as(p.fen()).isEqualTo(shipped.evaluator().evaluate(p));
            }
        }
        assertThat(learnt).contains("international");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithWeights")
    void theEvaluationIsTheLinearModelTuningFits(String name) throws NotationException {
        DraughtsVariant variant = draughts(name);
        PatternEvaluation layout = randomWeights(variant, 3);
        PatternEvaluation.Evaluator eval = layout.evaluator();
        int[] w = layout.get();
        LinearEvaluation tuning = variant.linearEvaluation();
        assertThat(tuning.size()).isEqualTo(w.length);
        int[] index = new int[tuning.maxFeatures()];
        double[] value = new double[tuning.maxFeatures()];
        int checked = 0;
        for (DraughtsPosition p : playouts(variant, 4, 30)) {
            int n = tuning.features(p, index, value);
            double model = 0;
            for (int i = 0; i < n; i++) {
                model += w[index[i]] / (double) PatternEvaluation.SCALE * value[i];
            }
            assertThat((double) eval.learnt(p)).as(p.fen()).isCloseTo(model, within(1.2));
            checked++;
        }
        assertThat(checked).isGreaterThan(1000);
    }

    /** The features of a position by name, from the side to move's view, opening and ending parts added. */
    private static Map<String, Double> features(String fen) {
        LinearEvaluation tuning = INTERNATIONAL.linearEvaluation();
        Position p = DraughtsTesting.position("international", fen);
        int[] index = new int[tuning.maxFeatures()];
        double[] value = new double[tuning.maxFeatures()];
        int n = tuning.features(p, index, value);
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < n; i++) {
            String name = tuning.name(index[i]);
            out.merge(name.startsWith("pattern") ? name : name.substring(3), value[i], Double::sum);
        }
        return out;
    }

    @Test
    void theTermsCountWhatTheyName() {
        // White men on 6 (row 8, nothing ahead: a runaway) and 47 (row 0, Black's 41 ahead); Black's man on 41
        // is on his own row 8 (his square 10), White's 47 ahead of it.
        Map<String, Double> f = features("W:W6,47:B41");
        assertThat(f.get("man")).isEqualTo(1.0);
        assertThat(f.get("move")).isEqualTo(1.0);
        assertThat(f.get("runaway.row8")).isEqualTo(1.0);
        assertThat(f).doesNotContainKeys("runaway.row0", "tempo", "king", "outpost");
        assertThat(f.get("square6")).isEqualTo(1.0);
        assertThat(f.get("square47")).isEqualTo(1.0);
        assertThat(f.get("square10")).as("Black's 41 seen from his side").isEqualTo(-1.0);
        assertThat(f.get("mobility")).as("White steps 6-1 and 47-42, Black 41-46").isEqualTo(1.0);
        assertThat(f.get("balance")).as("White 2 men on the left, Black 1 on his right").isEqualTo(1.0);
        // Black to move: the same terms from Black's side.
        assertThat(features("B:W6,47:B41").get("man")).isEqualTo(-1.0);
        assertThat(features("B:W6,47:B41").get("move")).isEqualTo(1.0);

        // White's man on 22 is past the middle with 27 and 28 behind it; the king on 50 reaches 45, 44, 39, 33.
        Map<String, Double> k = features("W:W22,27,28,K50:B3");
        assertThat(k.get("outpost")).isEqualTo(1.0);
        assertThat(k.get("outpostHeld")).isEqualTo(1.0);
        assertThat(k.get("king")).isEqualTo(1.0);
        assertThat(k.get("firstKing")).isEqualTo(1.0);
        assertThat(k.get("kingReach")).isEqualTo(4.0);
        assertThat(features("W:W22,28,K50:B3").get("outpostHeld")).as("27 empty").isNull();
    }

    @Test
    void windowsStartAtEvenOffsetsFromBothEndsSoThatTurningTheBoardMapsThemOntoWindows() {
        assertThat(PatternEvaluation.windowOrigins(10, 4)).containsExactly(0, 2, 4, 6);
        assertThat(PatternEvaluation.windowOrigins(8, 4)).containsExactly(0, 2, 4);
        assertThat(PatternEvaluation.windowOrigins(8, 2)).containsExactly(0, 2, 4, 6);
        // Senegalese's 6x5 board: three columns of windows, rows 1-4 and 2-5, the second the first turned round.
        assertThat(PatternEvaluation.windowOrigins(6, 2)).containsExactly(0, 2, 4);
        assertThat(PatternEvaluation.windowOrigins(5, 4)).containsExactly(0, 1);
        assertThat(PatternEvaluation.windowOrigins(7, 4)).containsExactly(0, 1, 2, 3);
        assertThat(draughts("senegalese").patternLayout().windows).isEqualTo(6);
        assertThat(draughts("turkish").patternLayout().windows).isEqualTo(12);
        assertThat(draughts("russian").patternLayout().windows).isEqualTo(9);
        assertThat(INTERNATIONAL.patternLayout().windows).isEqualTo(16);
    }

    @Test
    void kingEndingsTheSideAheadSeldomWinsScoreNearerADraw() throws NotationException {
        // Three pieces against a king: an eighth. Equal kings, one man more: a half. Otherwise, or
        // without a king for the side behind, the learnt score stands. White's view, either sign (the lone
        // king ahead by the learnt terms cannot win either).
        assertThat(drawish("W:WK1,K2,K3:BK50", 800)).isEqualTo(100);
        assertThat(drawish("W:WK1,K2,K3:BK50", -800)).isEqualTo(-100);
        assertThat(drawish("W:WK1:BK48,K49,K50", -800)).isEqualTo(-100);
        assertThat(drawish("W:WK1,K2,K3,K4:BK50", 800)).isEqualTo(800);
        assertThat(drawish("W:WK1,30,31,32:BK50,20,21", 300)).isEqualTo(150);
        assertThat(drawish("W:WK1,30,31,32,33:BK50,20,21", 300)).isEqualTo(300);
        assertThat(drawish("W:W30,31,32:B20", 300)).isEqualTo(300);
        assertThat(drawish("W:WK1,31,32:B20,21,22", 300)).isEqualTo(300);
    }

    @Test
    void twoKingsAgainstOneAreScaledOnlyWhereDiagonalKingsLandAnywhereBeyond() throws NotationException {
        // Two kings against one: a win with short kings (English, Italian), with Thai's, Argentine's and Greek's,
        // which fly but land directly behind their victim, and with Turkish's, which fly along ranks and files;
        // drawish with diagonal flying ones that land anywhere beyond (Russian, Filipino).
        for (String name : new String[] {"english", "italian", "russian", "thai", "argentine", "filipino", "turkish",
                "greek"}) {
            DraughtsVariant variant = draughts(name);
            PatternEvaluation.Evaluator eval = randomWeights(variant, 9).evaluator();
            String fen = variant.geometry().cells == 64 ? "W:WKa1,Kb1:BKh8" : "W:WK1,K2:BK32";
            DraughtsPosition p = (DraughtsPosition) variant.newPosition(fen);
            int learnt = eval.learnt(p);
            assertThat(Math.abs(learnt)).as(name).isGreaterThan(8);
            boolean fromAfar = name.equals("russian") || name.equals("filipino");
            assertThat(eval.evaluate(p)).as(name).isEqualTo(fromAfar ? learnt / 8 : learnt);
        }
    }

    private static int drawish(String fen, int whiteScore) throws NotationException {
        DraughtsPosition p = (DraughtsPosition) INTERNATIONAL.newPosition(fen);
        return PatternEvaluation.drawish(p.pieces[0], p.pieces[1], p.kings, whiteScore);
    }
}
