package org.ansuz.variants.breakthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

/** Breakthrough's evaluation as tuning sees it: the weighted sum of its features, and the features themselves. */
class BreakthroughTuningTest {
    private static final BreakthroughVariant BREAKTHROUGH =
            (BreakthroughVariant) Variants.registry().find("breakthrough").orElseThrow();

    @Test
    void theEvaluationIsTheWeightedSumOfTheFeatures() {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        int checked = TuningFeatures.randomPlay(BREAKTHROUGH, 41, 50, 400,
                p -> assertThat(TuningFeatures.weightedSum(eval, p)).as(p.fen()).isEqualTo(p.evaluate()));
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void featuresCountEachTermFromTheSideToMove() throws NotationException {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        // White: a1 at home, b2 one rank up and guarded by a1; Black: h8 at home, c2 six ranks up and unattacked
        Position white = BREAKTHROUGH.newPosition("7b/8/8/8/8/8/1wb5/w7 w");
        assertThat(TuningFeatures.features(eval, white)).isEqualTo(Map.of("advance", -35.0, "guarded", 1.0, "runner", -1.0));
        // the shipped (fitted) weights: advance 2, guarded -1, runner 198
        assertThat(white.evaluate()).isEqualTo(2 * -35 - 1 - 198);
        Position black = BREAKTHROUGH.newPosition("7b/8/8/8/8/8/1wb5/w7 b");
        assertThat(TuningFeatures.features(eval, black)).isEqualTo(Map.of("advance", 35.0, "guarded", -1.0, "runner", 3.0));
    }

    @Test
    void formatWritesWeightsTheFileReads() {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        String text = eval.format(new double[] {100, 2.6, 5.2, -7.5, 280}, "fitted");
        assertThat(text).startsWith("# fit: fitted\n")
                .contains("\nman = 100\n", "\nadvance = 3\n", "\nguarded = 5\n", "\nhomeGuard = -7\n")
                .endsWith("\nrunner = 280\n");
    }
}
