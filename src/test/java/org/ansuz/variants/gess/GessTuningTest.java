package org.ansuz.variants.gess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

/** GESS's evaluation as tuning sees it: the weighted sum of its features, and the features themselves. */
class GessTuningTest {
    private static final GessVariant GESS = (GessVariant) Variants.registry().find("gess").orElseThrow();

    @Test
    void theEvaluationIsTheWeightedSumOfTheFeatures() {
        LinearEvaluation eval = GESS.linearEvaluation();
        SplittableRandom random = new SplittableRandom(41);
        MoveList moves = new MoveList();
        int checked = 0;
        int captures = 0;
        int threatenedRings = 0;
        for (int game = 0; game < 20; game++) {
            Position p = GESS.startPosition();
            for (int ply = 0; ply < 200 && !p.result().isOver(); ply++) {
                assertThat(TuningFeatures.weightedSum(eval, p)).as(p.fen()).isEqualTo(p.evaluate());
                checked++;
                threatenedRings += TuningFeatures.features(eval, p).containsKey("ringThreat") ? 1 : 0;
                captures += playRandomly(p, moves, random) ? 1 : 0;
            }
        }
        assertThat(checked).isGreaterThan(2000);
        assertThat(captures).as("random games capture stones").isGreaterThan(100);
        assertThat(threatenedRings).as("random games bring enemy stones near one ring and not the other").isGreaterThan(0);
    }

    /**
     * Plays a random move of {@code p}, preferring one that does not end the game (most random GESS moves break
     * the mover's own ring), and says whether it captured.
     */
    private static boolean playRandomly(Position p, MoveList moves, SplittableRandom random) {
        int n = p.generate(moves);
        for (int tries = 0; ; tries++) {
            long m = moves.move(random.nextInt(n));
            p.play(m);
            if (!p.result().isOver() || tries == 20) {
                p.undo();
                boolean noisy = p.isNoisy(m);
                p.play(m);
                return noisy;
            }
            p.undo();
        }
    }

    @Test
    void featuresCountEachTermFromTheSideToMove() throws NotationException {
        LinearEvaluation eval = GESS.linearEvaluation();
        // Black: the ring around c3 and the pair j10 k10 in the middle third on central files; White: the ring
        // around p16 and f5, in Black's third and within three squares of Black's ring, where it blocks e4 and e5.
        String black = GessRulesTest.BLACK_RING + " j10 k10";
        String white = GessRulesTest.WHITE_RING + " f5";
        Position blackToMove = GessRulesTest.position(black, white, 'b');
        // stones 10-9; strong pieces: the 8 ring stones (24 directions) and the pair (1 each) against White's 8 (24);
        // movable pieces: 23 round the ring and 12 round the pair against 25 and the 6 round f5 that the ring
        // does not block
        assertThat(TuningFeatures.features(eval, blackToMove)).isEqualTo(Map.of("stone", 1.0, "strongPiece", 2.0,
                "strongDirection", 2.0, "piece", 4.0, "centreFile", 2.0, "advance.0", 2.0, "advance.1", -1.0,
                "ringThreat", 1.0));
        // the learnt weights: stone 100, strongPiece 29, strongDirection -2, piece -4, centreFile 14, advance -10 13,
        // ringThreat -144
        assertThat(blackToMove.evaluate()).isEqualTo(100 + 2 * 29 + 2 * -2 + 4 * -4 + 2 * 14 + 2 * -10 - 13 - 144);
        Position whiteToMove = GessRulesTest.position(black, white, 'w');
        assertThat(TuningFeatures.features(eval, whiteToMove)).containsEntry("piece", -4.0).containsEntry("ringThreat", -1.0);
        assertThat(whiteToMove.evaluate()).isEqualTo(-blackToMove.evaluate());
    }

    @Test
    void spareRingsCountBeyondTheFirst() throws NotationException {
        LinearEvaluation eval = GESS.linearEvaluation();
        // Black has two rings (c3 and c13), White one: a spare ring for Black, and both have a first one
        String black = GessRulesTest.BLACK_RING + " b12 c12 d12 b13 d13 b14 c14 d14";
        Position p = GessRulesTest.position(black, GessRulesTest.WHITE_RING, 'b');
        Map<String, Double> x = TuningFeatures.features(eval, p);
        assertThat(x).containsEntry("extraRing", 1.0).doesNotContainKey("ring").doesNotContainKey("ringThreat");
        assertThat(x.get("stone")).isEqualTo(8.0);
    }

    @Test
    void aSampleIsAPositionWhereTheSideToMoveCannotTakeTheLastRing() throws NotationException {
        LinearEvaluation eval = GESS.linearEvaluation();
        String black = GessRulesTest.BLACK_RING + " j10 k10";
        String white = GessRulesTest.WHITE_RING + " f5";
        // Black may capture f5 or slide j10 k10 across the board, but reaches no stone of White's ring
        assertThat(eval.quiet(GessRulesTest.position(black, white, 'b'))).isTrue();
        // the strong piece l16 slides east two squares onto o15 o16 o17: White's only ring is gone
        Position ringInReach = GessRulesTest.position(black + " l16 m16", white, 'b');
        assertThat(GessRulesTest.movesFrom(ringInReach, "l16")).contains("l16-n16x3");
        assertThat(eval.quiet(ringInReach)).isFalse();
        assertThat(ringInReach.fen()).as("the test plays and takes back every capture").isEqualTo(
                GessRulesTest.position(black + " l16 m16", white, 'b').fen());
    }

    @Test
    void theWeightsAreWrittenAsTheResourceReadsThem() throws Exception {
        LinearEvaluation eval = GESS.linearEvaluation();
        String text = eval.format(eval.weights(), "header");
        String shipped;
        try (var in = GessTuningTest.class.getResourceAsStream("gess.weights")) {
            shipped = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertThat(text).startsWith("# header\n");
        assertThat(values(text)).isEqualTo(values(shipped));
        assertThat(eval.name(eval.unitWeight())).isEqualTo("stone");
        assertThat(eval.size()).isEqualTo(GessEvaluation.FEATURES);
        assertThat(GessWeights.load("gess.weights").advance()).hasSize(GessWeights.ADVANCE_ZONES);
    }

    /** The table's lines without comments. */
    private static java.util.List<String> values(String table) {
        return table.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }
}
