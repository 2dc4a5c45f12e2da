package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.variants.ShippedVariants;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

/** The point-and-line evaluation as tuning sees it: the weighted sum of its features, the features, the file. */
class AlquerqueTuningTest {
    @Test
    void theEvaluationIsTheWeightedSumOfTheFeaturesInEveryGame() {
        int checked = 0;
        for (Variant v : ShippedVariants.of("alquerque")) {
            LinearEvaluation eval = ((AlquerqueVariant) v).linearEvaluation();
            checked += TuningFeatures.randomPlay(v, v.name().hashCode(), 10, 120,
                    p -> assertThat(TuningFeatures.weightedSum(eval, p)).as(v.name() + " " + p.fen()).isEqualTo(p.evaluate()));
        }
        assertThat(checked).isGreaterThan(5000);
    }

    @Test
    void featuresOfAPositionCountEachTermFromTheSideToMove() throws NotationException {
        AlquerqueVariant v = (AlquerqueVariant) org.ansuz.engine.Variants.registry().find("alquerque").orElseThrow();
        LinearEvaluation eval = v.linearEvaluation();
        // White: a man on a1 (3 lines); Black: men on a2 (3 lines, 3 ranks from its side) and b3 (4 lines, 2 ranks)
        Position p = v.newPosition("5/5/1p3/p4/P4 w");
        Map<String, Double> expected = Map.of("man", -1.0, "advance", -5.0, "lines", -4.0,
                "square.a1", 1.0, "square.e4", -1.0, "square.d3", -1.0);
        assertThat(TuningFeatures.features(eval, p)).isEqualTo(expected);
        Map<String, Double> black = new HashMap<>();
        expected.forEach((k, x) -> black.put(k, -x));
        assertThat(TuningFeatures.features(eval, v.newPosition("5/5/1p3/p4/P4 b"))).isEqualTo(black);
    }

    @Test
    void formatReplacesOneGamesBlockAndKeepsTheRest() throws NotationException {
        AlquerqueVariant v = (AlquerqueVariant) org.ansuz.engine.Variants.registry().find("zamma").orElseThrow();
        AlquerqueTuning eval = (AlquerqueTuning) v.linearEvaluation();
        double[] w = eval.weights();
        w[AlquerqueTerms.LINES] = 7.4;
        w[AlquerqueTerms.SQUARE + 3] = -12.6;
        String text = eval.format(w, "fitted\nfrom games");
        assertThat(text).contains("# zamma (tuned): fitted\n# zamma (tuned): from games\nzamma.man = 100\n")
                .contains("zamma.lines = 7\n").contains("zamma.contempt = 0\n")
                .contains("zamma.square = 0 0 0 -13 0").contains("dablot.king = 1126\n")
                .contains("foxgeese.contempt = 1500\n").doesNotContain("zamma.lines = 2\n");
        assertThat(text.split("zamma\\.man", -1)).hasSize(2);
        // a second fit replaces the first one's comments and block
        w[AlquerqueTerms.LINES] = 9;
        String again = eval.format(text, w, "refitted");
        assertThat(again.lines().filter(l -> l.startsWith("# zamma (tuned)")).toList()).containsExactly("# zamma (tuned): refitted");
        assertThat(again).contains("zamma.lines = 9\n").doesNotContain("zamma.lines = 7\n");
        assertThat(again.replace("# zamma (tuned): refitted\n", "").replace("zamma.lines = 9", "zamma.lines = 7"))
                .isEqualTo(text.replace("# zamma (tuned): fitted\n# zamma (tuned): from games\n", ""));
    }
}
