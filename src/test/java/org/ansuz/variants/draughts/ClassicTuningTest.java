package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.engine.tune.WeightedSumCheck;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

/**
 * Where the pattern evaluation does not fit the board (one without corners) and the game is no race
 * ({@link RaceEvaluation}), {@code ansuz tune} fits the hand-set table: its counts weighted by the table are exactly
 * the evaluation the search uses. The game here is Gauntlet with runners crowned on the far row instead of winning.
 */
class ClassicTuningTest {
    private static final Variant GAUNTLET = crownedGauntlet();

    private static Variant crownedGauntlet() {
        try {
            return DraughtsSwitches.define("crowned-gauntlet", DraughtsTesting.variant("gauntlet"),
                    Map.of("far_rank", "promote"), null);
        } catch (org.ansuz.engine.spi.VariantDefinitionException e) {
            throw new IllegalStateException(e);
        }
    }

    private static LinearEvaluation tuning() {
        return ((Tunable) GAUNTLET).linearEvaluation();
    }

    private static Position position(String fen) {
        try {
            return GAUNTLET.newPosition(fen);
        } catch (NotationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theTableIsTunedWeightByWeight() {
        LinearEvaluation eval = tuning();
        assertThat(eval.size()).as("man, king, 8 advance rows, centre, backRank, tempo, mobility, kingMobility, endgameKing")
                .isEqualTo(16);
        assertThat(eval.name(eval.unitWeight())).isEqualTo("man");
        assertThat(eval.name(2)).isEqualTo("advance.0");
        assertThat(eval.weights()[eval.unitWeight()]).isEqualTo(((DraughtsVariant) GAUNTLET).rules().weights().man());
    }

    @Test
    void theEvaluationIsTheWeightedSumOfTheCounts() throws NotationException {
        WeightedSumCheck.Seen seen = WeightedSumCheck.check(GAUNTLET, p -> 0, 80, 120);
        assertThat(seen.positions()).isGreaterThan(1000);
        assertThat(seen.noisy()).as("random games reach captures").isGreaterThan(10);
    }

    @Test
    void theCountsOfAPosition() {
        // Runners on b1 (row 0) and c3 (row 2, a central square), a left blocker on a2 and a right one (K) on h5.
        Position p = position("W:Wb1,c3:Ba2,Kh5");
        Map<String, Double> f = TuningFeatures.features(tuning(), p);
        assertThat(f).containsEntry("man", 1.0).containsEntry("king", -1.0)
                .containsEntry("advance.0", 1.0).containsEntry("advance.2", 1.0)
                .containsEntry("centre", 1.0).containsEntry("tempo", 1.0)
                .containsEntry("mobility", 1.0) // b1-b2 and c3-c4 against a2-b2
                .containsEntry("kingMobility", -1.0) // h5-g5
                .containsEntry("endgameKing", -1.0); // the runners have no king
        assertThat(f).doesNotContainKeys("advance.1", "advance.3");
        // The blockers' side to move: every count turns.
        Map<String, Double> b = TuningFeatures.features(tuning(), position("B:Wb1,c3:Ba2,Kh5"));
        assertThat(b).containsEntry("man", -1.0).containsEntry("advance.2", -1.0).containsEntry("tempo", 1.0);
    }
}
