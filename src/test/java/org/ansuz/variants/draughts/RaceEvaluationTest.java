package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.CountedEvaluation;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.engine.tune.WeightedSumCheck;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

/** Gauntlet's race evaluation: the counts by name, and the search's sum equal to the weighted counts tuning fits. */
class RaceEvaluationTest {
    private static final DraughtsVariant GAUNTLET = (DraughtsVariant) DraughtsTesting.variant("gauntlet");

    private static LinearEvaluation tuning() {
        return ((Tunable) GAUNTLET).linearEvaluation();
    }

    @Test
    void onlyGauntletIsARace() {
        assertThat(RaceEvaluation.fits(GAUNTLET.rules())).isTrue();
        for (String name : new String[] {"international", "senegalese", "turkish"}) {
            assertThat(RaceEvaluation.fits(((DraughtsVariant) DraughtsTesting.variant(name)).rules())).as(name).isFalse();
        }
        LinearEvaluation eval = tuning();
        assertThat(eval.size()).as("runner, free, blocker by row (8 each), idle, two steps, two tempi").isEqualTo(29);
        assertThat(eval.name(eval.unitWeight())).isEqualTo("runner.0");
    }

    @Test
    void theCountsOfAPosition() {
        // The left blocker a2 can still stop b1 (one step to b2 before b1 gets there). c3 and f6 are free: the
        // right blocker h5 is 5 steps from the c-file and c3 2 rows from its row; g7 has passed both files.
        Position p = DraughtsTesting.position("gauntlet", "W:Wb1,c3,f6:Ba2,g7,Kh5");
        Map<String, Double> f = TuningFeatures.features(tuning(), p);
        assertThat(f).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("runner.0", 1.0), Map.entry("runner.2", 1.0), Map.entry("runner.5", 1.0),
                Map.entry("free.2", 1.0), Map.entry("free.5", 1.0), Map.entry("blocker.1", -1.0),
                Map.entry("idle", -2.0), Map.entry("runnerSteps", 3.0), Map.entry("blockerSteps", -3.0),
                Map.entry("move", 1.0), Map.entry("runnersMove", 1.0)));
        assertThat(TuningFeatures.features(tuning(), DraughtsTesting.position("gauntlet", "W:Wb1,c3:Ba2,Ke5")))
                .as("e5 is 2 steps from the c-file, c3 2 rows from its row").containsEntry("blocker.4", -1.0)
                .containsEntry("blocker.1", -1.0).doesNotContainKeys("free.0", "free.2", "idle");
        // The blockers to move: every count turns but the mover's own, and the runners' tempo is gone.
        Map<String, Double> b = TuningFeatures.features(tuning(), DraughtsTesting.position("gauntlet", "B:Wb1,c3,f6:Ba2,g7,Kh5"));
        assertThat(b).containsEntry("runner.5", -1.0).containsEntry("free.5", -1.0).containsEntry("idle", 2.0)
                .containsEntry("move", 1.0).doesNotContainKey("runnersMove");
        // A blocker right beside a runner on its row, moving towards it, can still take it.
        assertThat(TuningFeatures.features(tuning(), DraughtsTesting.position("gauntlet", "W:Wc4:Bb4")))
                .containsEntry("blocker.3", -1.0).doesNotContainKey("free.3");
        assertThat(TuningFeatures.features(tuning(), DraughtsTesting.position("gauntlet", "W:Wc4:Bd4")))
                .containsEntry("idle", -1.0).containsEntry("free.3", 1.0);
    }

    @Test
    void gauntletEvaluatesWithItsShippedWeights() throws Exception {
        assertThat(RaceEvaluation.hasWeights("gauntlet")).isTrue();
        WeightedSumCheck.Seen seen = WeightedSumCheck.check(GAUNTLET, p -> 0, 80, 120);
        assertThat(seen.positions()).isGreaterThan(1000);
        assertThat(seen.noisy()).as("random games reach captures").isGreaterThan(10);
        // tune writes the weights as the resource reads them
        LinearEvaluation eval = tuning();
        String shipped;
        try (var in = RaceEvaluation.class.getResourceAsStream("gauntlet.race")) {
            shipped = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertThat(eval.format(eval.weights(), "header").lines().filter(l -> !l.startsWith("#")).toList())
                .isEqualTo(shipped.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList());
    }

    @Test
    void theSearchScoresTheWeightedCounts() {
        SplittableRandom random = new SplittableRandom(3);
        int[] w = new int[tuning().size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = random.nextInt(-300, 301);
        }
        RaceEvaluation weights = new RaceEvaluation(java.util.Arrays.copyOfRange(w, 0, 8), java.util.Arrays.copyOfRange(w, 8, 16),
                java.util.Arrays.copyOfRange(w, 16, 24), w[24], w[25], w[26], w[27], w[28]);
        assertThat(CountedEvaluation.flatten(weights)).containsExactly(w);
        RaceEvaluation.Counter counter = new RaceEvaluation.Counter(GAUNTLET.rules(), GAUNTLET.geometry());
        DraughtsEvaluation eval = RaceEvaluation.evaluator(weights.flatFor(counter), counter);
        LinearEvaluation tuning = tuning();
        int[] index = new int[tuning.maxFeatures()];
        double[] value = new double[tuning.maxFeatures()];
        int seen = TuningFeatures.randomPlay(GAUNTLET, 5, 60, 200, p -> {
            int n = tuning.features(p, index, value);
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += w[index[i]] * (long) value[i];
            }
            assertThat(eval.evaluate((DraughtsPosition) p)).as(p.fen()).isEqualTo(sum);
        });
        assertThat(seen).isGreaterThan(1000);
    }
}
