package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.WeightedSumCheck;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Magyar's evaluation as tuning sees it: the weighted sum of its features, the features, the samples. */
class MagyarTuningTest {
    private static final MagyarVariant MAGYAR = (MagyarVariant) Variants.registry().find("magyar").orElseThrow();
    /**
     * The start hexagon with G6 and I5 empty, White's h4 holding two red prisoners, White to move: White owns
     * 9 columns and Red 8; White's columns touch the empty tiles 7 times and Red's 5; White's neighbours of its
     * own are 22, Red's 18; both sides' columns have 15 cells off the tiles around them.
     */
    private static final String HEXAGON = "F7:w G7:w H7:w F6:w G6:. H6:w I6:w F5:w G5:w H5:r I5:. J5:r G4:r H4:%s "
            + "I4:%s J4:r H3:r I3:r J3:r w %s";

    @ParameterizedTest
    @ValueSource(strings = {"magyar", "magyar-single"})
    void theEvaluationIsTheWeightedSumOfTheFeatures(String name) throws NotationException {
        WeightedSumCheck.Seen seen = WeightedSumCheck.check(Variants.registry().find(name).orElseThrow(), p -> 0, 40, 300);
        assertThat(seen.positions()).isGreaterThan(1000);
        // captures were played: columns grew and changed hands
        assertThat(seen.noisy()).isGreaterThan(100);
    }

    @Test
    void featuresCountEachTermFromTheSideToMove() throws NotationException {
        LinearEvaluation eval = MAGYAR.linearEvaluation();
        Position white = MAGYAR.newPosition(HEXAGON.formatted("rrw", "r", "stones"));
        assertThat(TuningFeatures.features(eval, white))
                .isEqualTo(Map.of("column", 1.0, "prisoner", 2.0, "height", 2.0, "liberty", 2.0, "friend", 4.0));
        // the shipped (fitted) weights: column 100, prisoner 205, height 178, liberty -94, friend -54
        assertThat(white.evaluate()).isEqualTo(100 + 205 * 2 + 178 * 2 - 94 * 2 - 54 * 4);
        Position red = MAGYAR.newPosition(HEXAGON.formatted("rrw", "r", "stones").replace(" w stones", " r stones"));
        assertThat(TuningFeatures.features(eval, red))
                .isEqualTo(Map.of("column", -1.0, "prisoner", -2.0, "height", -2.0, "liberty", -2.0, "friend", -4.0));
    }

    @Test
    void enPriseIsAColumnAnEnemyBesideItCanJumpAndBackedOneWhoseSecondStoneIsTheTops() throws NotationException {
        // I4 empty as well: Red's g4 can jump White's g5 (to g6) and h4 (to i4), White's g5 can jump Red's h5 (to i5);
        // h4 is now a white stone on a white one on a red one
        Position p = MAGYAR.newPosition(HEXAGON.formatted("rww", ".", "stones"));
        Map<String, Double> x = TuningFeatures.features(MAGYAR.linearEvaluation(), p);
        assertThat(x).containsEntry("enPrise", 1.0).containsEntry("backed", 1.0).containsEntry("prisoner", 1.0)
                .containsEntry("column", 2.0).containsEntry("single", 1.0);
    }

    @Test
    void onlyStonePhasePositionsWithNoCaptureAreSamples() throws NotationException {
        LinearEvaluation eval = MAGYAR.linearEvaluation();
        assertThat(eval.quiet(MAGYAR.startPosition())).isTrue();
        // White's g5 can jump h5: a capture is pending
        assertThat(eval.quiet(MAGYAR.newPosition(HEXAGON.formatted("rrw", "r", "stones")))).isFalse();
        // the start position in the tile phase: no capture there, but half a turn
        assertThat(eval.quiet(MAGYAR.newPosition(
                "F7:w G7:w H7:w F6:w G6:w H6:w I6:w F5:w G5:w H5:. I5:r J5:r G4:r H4:r I4:r J4:r H3:r I3:r J3:r r tile")))
                .isFalse();
    }

    @Test
    void formatWritesWeightsTheFileReads() {
        LinearEvaluation eval = MAGYAR.linearEvaluation();
        String text = eval.format(new double[] {100, 41.6, 7.4, 5, -20, 3, 2, -1, -12}, "fitted");
        assertThat(text).startsWith("# fit: fitted\n")
                .contains("\ncolumn = 100\n", "\nprisoner = 42\n", "\nheight = 7\n", "\nliberty = 5\n", "\nenPrise = -20\n",
                        "\nbacked = 3\n", "\nfriend = 2\n", "\nedge = -1\n")
                .endsWith("\nsingle = -12\n");
    }
}
