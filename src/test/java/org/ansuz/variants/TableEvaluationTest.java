package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.TableEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The families whose evaluation is a {@link TableEvaluation} (chess-T, Thud and Koom Valley): in every shipped
 * game the search's static score is exactly the sum of the weights in use times the features tuning fits, on
 * the positions of seeded random playouts; and writing the weights in use back gives the resource as it is.
 */
class TableEvaluationTest {
    private static final List<String> FAMILIES = List.of("chesst", "thud");
    private static final int GAMES = 6;
    private static final int MAX_PLIES = 200;

    @TestFactory
    Stream<DynamicTest> theStaticScoreIsTheWeightedSumOfTheFeatures() {
        return FAMILIES.stream().flatMap(f -> ShippedVariants.of(f).stream())
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> sumsAgree(v)));
    }

    private static void sumsAgree(Variant variant) throws Exception {
        assertThat(variant).isInstanceOf(Tunable.class);
        LinearEvaluation eval = ((Tunable) variant).linearEvaluation();
        assertThat(eval).isInstanceOf(TableEvaluation.class);
        double[] w = eval.weights();
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        SplittableRandom random = new SplittableRandom(20261129L ^ variant.name().hashCode());
        MoveList moves = new MoveList();
        int checked = 0;
        int distinctScores = 0;
        int lastScore = Integer.MIN_VALUE;
        for (int game = 0; game < GAMES; game++) {
            Position p = variant.startPosition();
            for (int ply = 0; ply < MAX_PLIES && !GameResult.of(p).isOver(); ply++) {
                if (p.sideToMove() != Position.CHANCE) {
                    int n = eval.features(p, index, value);
                    double sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += w[index[i]] * value[i];
                    }
                    int score = p.evaluate();
                    assertThat(sum).as("%s: the features' sum at %s", variant.name(), p.fen()).isEqualTo(score);
                    distinctScores += score != lastScore ? 1 : 0;
                    lastScore = score;
                    checked++;
                }
                int n = p.generate(moves);
                if (n == 0) {
                    break;
                }
                p.play(moves.moves[random.nextInt(n)]);
            }
        }
        assertThat(checked).as(variant.name()).isGreaterThan(200);
        assertThat(distinctScores).as("%s: the scores vary", variant.name()).isGreaterThan(checked / 4);
    }

    @TestFactory
    Stream<DynamicTest> theWeightsInUseWriteTheResourceBack() {
        return FAMILIES.stream().flatMap(f -> ShippedVariants.of(f).stream())
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> {
                    LinearEvaluation eval = ((Tunable) v).linearEvaluation();
                    String path = eval.resourcePath();
                    String shipped = java.nio.file.Files.readString(java.nio.file.Path.of(path));
                    String written = eval.format(eval.weights(), "a header");
                    assertThat(written).isEqualTo("# fit: a header\n" + shipped.replaceAll("(?m)^# fit: .*\\R", ""));
                }));
    }
}
