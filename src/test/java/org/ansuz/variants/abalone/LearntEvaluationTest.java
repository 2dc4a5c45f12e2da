package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The evaluation in the search is exactly the weighted sum of the features {@code ansuz tune} fits. */
class LearntEvaluationTest {

    @ParameterizedTest
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "abalone-draws", "taacoca", "taacoca-dagaz"})
    void evaluationIsTheWeightedSumOfTheFeaturesPlusTheFixedPart(String name) throws NotationException {
        Variant v = Variants.registry().find(name).orElseThrow();
        TaacocaEvaluation race = v instanceof TaacocaVariant t ? new TaacocaEvaluation(t.weightVector, TaacocaWeights.RACE) : null;
        int[] scratch = new int[TaacocaEvaluation.FEATURES];
        int races = 0;
        LinearEvaluation eval = ((Tunable) v).linearEvaluation();
        double[] w = eval.weights();
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        SplittableRandom random = new SplittableRandom(41);
        MoveList moves = new MoveList();
        int checked = 0;
        int ejections = 0;
        for (int game = 0; game < 30; game++) {
            Position pos = v.startPosition();
            for (int ply = 0; ply < 250; ply++) {
                int n = eval.features(pos, index, value);
                double sum = 0;
                for (int i = 0; i < n; i++) {
                    sum += w[index[i]] * value[i];
                }
                if (race != null) {
                    race.count((TaacocaPosition) pos, scratch);
                    int fixed = race.race((TaacocaPosition) pos);
                    races += fixed != 0 ? 1 : 0;
                    sum += fixed;
                }
                assertThat(sum).as("%s at %s", name, pos.fen()).isEqualTo(pos.evaluate());
                checked++;
                int moveCount = pos.generate(moves);
                if (moveCount == 0) {
                    break;
                }
                long m = moves.move(random.nextInt(moveCount));
                ejections += pos.isNoisy(m) ? 1 : 0;
                pos.play(m);
            }
        }
        assertThat(checked).isGreaterThan(v instanceof TaacocaVariant ? 300 : 3000);
        assertThat(ejections).as("random games reach the ejections and captures of two or more").isGreaterThan(10);
        if (race != null) {
            assertThat(races).as("random games reach won races").isGreaterThan(0);
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
