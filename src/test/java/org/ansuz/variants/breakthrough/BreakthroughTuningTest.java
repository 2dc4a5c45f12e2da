package org.ansuz.variants.breakthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.junit.jupiter.api.Test;

/** Breakthrough's evaluation as tuning sees it: the weighted sum of its features, and the features themselves. */
class BreakthroughTuningTest {
    private static final BreakthroughVariant BREAKTHROUGH =
            (BreakthroughVariant) Variants.registry().find("breakthrough").orElseThrow();

    private static Map<String, Double> features(LinearEvaluation eval, Position p) {
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        int n = eval.features(p, index, value);
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < n; i++) {
            out.put(eval.name(index[i]), value[i]);
        }
        return out;
    }

    @Test
    void theEvaluationIsTheWeightedSumOfTheFeatures() {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        double[] w = eval.weights();
        MoveList moves = new MoveList();
        SplittableRandom random = new SplittableRandom(41);
        int checked = 0;
        for (int game = 0; game < 50; game++) {
            Position p = BREAKTHROUGH.startPosition();
            while (!p.result().isOver()) {
                double sum = 0;
                for (Map.Entry<String, Double> f : features(eval, p).entrySet()) {
                    sum += w[java.util.Arrays.asList(BreakthroughEvaluation.NAMES).indexOf(f.getKey())] * f.getValue();
                }
                assertThat(sum).as(p.fen()).isEqualTo(p.evaluate());
                checked++;
                int n = p.generate(moves);
                if (n == 0) {
                    break;
                }
                p.play(moves.move(random.nextInt(n)));
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void featuresCountEachTermFromTheSideToMove() throws NotationException {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        // White: a1 at home, b2 one rank up and guarded by a1; Black: h8 at home, c2 six ranks up and unattacked
        Position white = BREAKTHROUGH.newPosition("7b/8/8/8/8/8/1wb5/w7 w");
        assertThat(features(eval, white)).isEqualTo(Map.of("advance", -35.0, "guarded", 1.0, "runner", -1.0));
        assertThat(white.evaluate()).isEqualTo(2 * -35 + 6 - 300);
        Position black = BREAKTHROUGH.newPosition("7b/8/8/8/8/8/1wb5/w7 b");
        assertThat(features(eval, black)).isEqualTo(Map.of("advance", 35.0, "guarded", -1.0, "runner", 3.0));
    }

    @Test
    void formatWritesWeightsTheFileReads() {
        LinearEvaluation eval = BREAKTHROUGH.linearEvaluation();
        String text = eval.format(new double[] {100, 2.6, 5.2, -7.5, 280}, "fitted");
        assertThat(text).startsWith("# fitted\n").endsWith("man = 100\nadvance = 3\nguarded = 5\nhomeGuard = -7\nrunner = 280\n");
    }
}
