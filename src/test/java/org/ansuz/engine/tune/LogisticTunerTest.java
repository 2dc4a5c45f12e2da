package org.ansuz.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fit recovers the weights and the scale that generated synthetic results. */
class LogisticTunerTest {
    private static final double K = 0.01;
    private static final double[] TRUE = {100, -40, 25};

    /** Samples with three features, results drawn from the logistic model with {@link #TRUE} weights. */
    private static TrainingSet synthetic(long seed, int n) {
        SplittableRandom random = new SplittableRandom(seed);
        TrainingSet set = new TrainingSet();
        int[] index = {0, 1, 2};
        double[] value = new double[3];
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int i = 0; i < 3; i++) {
                value[i] = random.nextInt(-2, 3);
                s += TRUE[i] * value[i];
            }
            double result = random.nextDouble() < LogisticTuner.sigmoid(K * s) ? 1 : 0;
            set.add(3, index, value, result, s);
        }
        return set;
    }

    @Test
    void theFitFindsTheWeightsThatMadeTheResults() {
        TrainingSet set = synthetic(1, 40_000);
        double[] w = LogisticTuner.fit(set, new double[3], new double[3],
                new LogisticTuner.Settings(400, 5, 0, K), null);
        for (int i = 0; i < 3; i++) {
            assertThat(w[i]).as("weight %d", i).isCloseTo(TRUE[i], within(Math.abs(TRUE[i]) * 0.1));
        }
        assertThat(LogisticTuner.error(set, w, K).crossEntropy())
                .isLessThan(LogisticTuner.error(set, new double[3], K).crossEntropy());
    }

    @Test
    void theScaleIsFittedToTheEvaluationInUse() {
        TrainingSet set = synthetic(2, 40_000);
        assertThat(LogisticTuner.fitScale(set, null)).isCloseTo(K, within(K * 0.1));
    }

    @Test
    void aPenaltyShrinksWeightsTowardsZero() {
        TrainingSet set = synthetic(3, 5_000);
        double[] free = LogisticTuner.fit(set, new double[3], new double[3],
                new LogisticTuner.Settings(200, 5, 0, K), null);
        double[] shrunk = LogisticTuner.fit(set, new double[3], new double[] {1, 1, 1},
                new LogisticTuner.Settings(200, 5, 50, K), null);
        for (int i = 0; i < 3; i++) {
            assertThat(Math.abs(shrunk[i])).as("weight %d", i).isLessThan(Math.abs(free[i]));
        }
    }

    /** A fixed weight keeps its starting value exactly; the others are still fitted around it. */
    @Test
    void aFixedWeightKeepsItsStartingValue() {
        TrainingSet set = synthetic(4, 40_000);
        double[] w = LogisticTuner.fit(set, new double[] {100, 0, 0}, new double[3], new boolean[] {true, false, false},
                new LogisticTuner.Settings(400, 5, 0, K), null);
        assertThat(w[0]).isEqualTo(100);
        assertThat(w[1]).isCloseTo(TRUE[1], within(Math.abs(TRUE[1]) * 0.1));
        assertThat(w[2]).isCloseTo(TRUE[2], within(Math.abs(TRUE[2]) * 0.1));
    }
}
