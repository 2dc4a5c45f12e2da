package org.ansuz.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MoveListTest {

    @Test
    void pickBestTakesTheHighestScoreAndOfEqualScoresTheFirst() {
        MoveList list = listOf(new long[] {10, 11, 12, 13, 14}, new int[] {-5, 7, -1, 7, Integer.MIN_VALUE});
        assertThat(list.pickBest(0)).isEqualTo(11);
        assertThat(list.moves).startsWith(11, 10, 12, 13, 14);
        assertThat(list.pickBest(1)).isEqualTo(13);
        assertThat(list.pickBest(2)).isEqualTo(12);
        assertThat(list.pickBest(3)).isEqualTo(10);
        assertThat(list.pickBest(4)).isEqualTo(14);
        assertThat(list.scores).startsWith(7, 7, -1, -5, Integer.MIN_VALUE);
    }

    @Test
    void pickBestOrdersAsASelectionSortWithSwapsDoes() {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(40);
            long[] moves = new long[n];
            int[] scores = new int[n];
            for (int i = 0; i < n; i++) {
                moves[i] = i + 1;
                // Few distinct values, so that ties are common; extremes included.
                int kind = random.nextInt(6);
                scores[i] = kind == 0 ? Integer.MAX_VALUE : kind == 1 ? Integer.MIN_VALUE : random.nextInt(-3, 4);
            }
            MoveList list = listOf(moves, scores);
            long[] expected = moves.clone();
            int[] expectedScores = scores.clone();
            for (int from = 0; from < n; from++) {
                // The best score, the first place that holds it, then a swap into place.
                int best = IntStream.range(from, n).boxed()
                        .max(Comparator.<Integer>comparingInt(i -> expectedScores[i]).thenComparing(i -> -i))
                        .orElseThrow();
                long m = expected[best];
                expected[best] = expected[from];
                expected[from] = m;
                expectedScores[best] = expectedScores[from];
                assertThat(list.pickBest(from)).isEqualTo(m);
            }
            assertThat(Arrays.copyOf(list.moves, n)).containsExactly(expected);
        }
    }

    private static MoveList listOf(long[] moves, int[] scores) {
        MoveList list = new MoveList();
        for (int i = 0; i < moves.length; i++) {
            list.add(moves[i]);
            list.scores[i] = scores[i];
        }
        return list;
    }
}
