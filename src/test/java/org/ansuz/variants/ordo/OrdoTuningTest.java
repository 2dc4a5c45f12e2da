package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.junit.jupiter.api.Test;

class OrdoTuningTest {

    /** On every position of random games that is not decided, the evaluation is exactly Σ w·x. */
    @Test
    void evaluationIsTheWeightedSumOfTheFeaturesInEveryVariant() {
        for (String name : new String[] {"ordo", "ordo-x"}) {
            Tunable variant = (Tunable) Variants.registry().find(name).orElseThrow();
            LinearEvaluation tuning = variant.linearEvaluation();
            double[] w = tuning.weights();
            int[] index = new int[tuning.maxFeatures()];
            double[] value = new double[tuning.maxFeatures()];
            SplittableRandom random = new SplittableRandom(41);
            MoveList moves = new MoveList();
            int checked = 0;
            int split = 0;
            for (int game = 0; game < 12; game++) {
                Position p = Variants.registry().find(name).orElseThrow().startPosition();
                for (int ply = 0; ply < 80 && !p.result().isOver(); ply++) {
                    int n = p.generate(moves);
                    if (n == 0) {
                        break;
                    }
                    double sum = 0;
                    for (int i = 0, k = tuning.features(p, index, value); i < k; i++) {
                        sum += w[index[i]] * value[i];
                    }
                    assertThat((int) sum).as("%s %s", name, p).isEqualTo(p.evaluate());
                    checked++;
                    if (((OrdoPosition) p).generator.label(((OrdoPosition) p).me()) > 1) {
                        split++;
                    }
                    p.play(moves.moves[random.nextInt(n)]);
                }
            }
            assertThat(checked).as(name).isGreaterThan(200);
            if (name.equals("ordo")) { // in Ordo X no army is ever split: a capture removes the smaller sub-groups
                assertThat(split).as("positions with a split army").isGreaterThan(0);
            }
        }
    }

    @Test
    void formatWritesTheWeightsFileItReads() {
        LinearEvaluation tuning = ((Tunable) Variants.registry().find("ordo").orElseThrow()).linearEvaluation();
        String text = tuning.format(tuning.weights(), "hand-set");
        assertThat(text).startsWith("# fit: hand-set\n").contains("piece = 100\n", "split = 300\n", "runner = 40\n");
        assertThat(tuning.name(tuning.unitWeight())).isEqualTo("piece");
        assertThat(tuning.resourcePath()).endsWith("org/ansuz/variants/ordo/ordo.weights");
    }
}
