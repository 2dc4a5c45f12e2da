package org.ansuz.variants.epaminondas;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.engine.tune.WeightedSumCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The evaluation in the search is exactly the weighted sum of the features {@code ansuz tune} fits. */
class LearntEvaluationTest {

    @ParameterizedTest
    @ValueSource(strings = {"epaminondas", "epaminondas-8x8"})
    void evaluationIsTheWeightedSumOfTheFeatures(String name) throws NotationException {
        Variant v = Variants.registry().find(name).orElseThrow();
        WeightedSumCheck.Seen seen = WeightedSumCheck.check(v, pos -> 0, 20, 300);
        assertThat(seen.positions()).isGreaterThan(1000);
        assertThat(seen.noisy()).as("random games reach captures").isGreaterThan(10);
    }

    @ParameterizedTest
    @ValueSource(strings = {"epaminondas"})
    void theWeightsAreWrittenAsTheResourceReadsThem(String name) throws Exception {
        LinearEvaluation eval = ((Tunable) Variants.registry().find(name).orElseThrow()).linearEvaluation();
        String text = eval.format(eval.weights(), "header");
        String shipped;
        try (var in = LearntEvaluationTest.class.getResourceAsStream("epaminondas.weights")) {
            shipped = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertThat(text).startsWith("# header\n");
        assertThat(text.lines().filter(l -> !l.startsWith("#")).toList())
                .isEqualTo(shipped.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList());
        assertThat(eval.name(eval.unitWeight())).isEqualTo("stone");
        assertThat(eval.size()).isEqualTo(EpaminondasEvaluation.FEATURES);
    }
}
