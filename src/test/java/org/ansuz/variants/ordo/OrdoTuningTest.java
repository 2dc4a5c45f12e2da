package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

class OrdoTuningTest {

    /** On every position of random games that is not decided, the evaluation is exactly Σ w·x. */
    @Test
    void evaluationIsTheWeightedSumOfTheFeaturesInEveryVariant() {
        for (String name : new String[] {"ordo", "ordo-x"}) {
            Variant variant = Variants.registry().find(name).orElseThrow();
            LinearEvaluation tuning = ((Tunable) variant).linearEvaluation();
            int[] split = new int[1];
            int checked = TuningFeatures.randomPlay(variant, 41, 12, 80, p -> {
                assertThat((int) TuningFeatures.weightedSum(tuning, p)).as("%s %s", name, p).isEqualTo(p.evaluate());
                if (((OrdoPosition) p).generator.label(((OrdoPosition) p).me()) > 1) {
                    split[0]++;
                }
            });
            assertThat(checked).as(name).isGreaterThan(200);
            if (name.equals("ordo")) { // in Ordo X no army is ever split: a capture removes the smaller sub-groups
                assertThat(split[0]).as("positions with a split army").isGreaterThan(0);
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
