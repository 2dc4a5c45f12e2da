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

    /**
     * White's d2 holds c1-c2 to e3: black's d6 takes it straight down the d-file, so it is an exposed cut
     * piece. With black on h6 and i7 instead, no black line meets d2, and e3, which h6 meets, is no cut piece.
     */
    @Test
    void exposedCountsTheCutPiecesTheEnemyCanTake() throws Exception {
        OrdoVariant ordo = (OrdoVariant) Variants.registry().find("ordo").orElseThrow();
        int[] x = new int[OrdoEvaluation.TERMS];
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/4b5/3b6/10/10/4w5/2ww6/2w7 w"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(-1);
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/4b5/3b6/10/10/4w5/2ww6/2w7 b"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(1);
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/8b1/7b2/10/10/4w5/2ww6/2w7 w"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(0);
    }

    @Test
    void formatWritesTheWeightsFileItReads() {
        LinearEvaluation tuning = ((Tunable) Variants.registry().find("ordo").orElseThrow()).linearEvaluation();
        String text = tuning.format(tuning.weights(), "hand-set");
        assertThat(text).startsWith("# fit: hand-set\n").contains("piece = -78\n", "split = 395\n", "runner = -50\n", "exposed = 35\n");
        assertThat(tuning.name(tuning.unitWeight())).isEqualTo("piece");
        assertThat(tuning.resourcePath()).endsWith("org/ansuz/variants/ordo/ordo.weights");
        LinearEvaluation ordoX = ((Tunable) Variants.registry().find("ordo-x").orElseThrow()).linearEvaluation();
        assertThat(ordoX.resourcePath()).endsWith("org/ansuz/variants/ordo/ordo-x.weights");
        assertThat(ordoX.format(ordoX.weights(), "hand-set")).contains("piece = 100\n", "split = 300\n", "exposed = 0\n");
    }
}
