package org.ansuz.variants.abalone;

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
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "abalone-draws", "taacoca", "taacoca-dagaz"})
    void evaluationIsTheWeightedSumOfTheFeaturesPlusTheFixedPart(String name) throws NotationException {
        Variant v = Variants.registry().find(name).orElseThrow();
        TaacocaEvaluation race = v instanceof TaacocaVariant t ? new TaacocaEvaluation(t.weightVector, TaacocaWeights.RACE) : null;
        WeightedSumCheck.Seen seen = WeightedSumCheck.check(v, pos -> race == null ? 0 : race.fixedPart((TaacocaPosition) pos),
                30, 250);
        assertThat(seen.positions()).isGreaterThan(race != null ? 300 : 3000);
        assertThat(seen.noisy()).as("random games reach the ejections and captures of two or more").isGreaterThan(10);
        if (race != null) {
            assertThat(seen.fixed()).as("random games reach won races").isGreaterThan(0);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"abalone", "taacoca"})
    void theWeightsAreWrittenAsTheResourceReadsThem(String name) throws Exception {
        LinearEvaluation eval = ((Tunable) Variants.registry().find(name).orElseThrow()).linearEvaluation();
        String text = eval.format(eval.weights(), "header");
        String shipped;
        try (var in = LearntEvaluationTest.class.getResourceAsStream(name + ".weights")) {
            shipped = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertThat(text).startsWith("# header\n");
        assertThat(values(text)).isEqualTo(values(shipped));
        assertThat(eval.name(eval.unitWeight())).isEqualTo(name.equals("abalone") ? "marble" : "stone");
        assertThat(eval.size()).isEqualTo(name.equals("abalone") ? AbaloneEvaluation.FEATURES : TaacocaEvaluation.FEATURES);
    }

    /** The table's lines without comments. */
    private static java.util.List<String> values(String table) {
        return table.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }
}
