package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.spi.Score;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    private final long[] out = new long[2];

    @Test
    void storedEntriesComeBackWithTheirFields() {
        TranspositionTable tt = new TranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        tt.store(key, 0xFFFF_0000_1234L, -517, 9, TranspositionTable.BOUND_LOWER);
        assertThat(tt.probe(key, out)).isTrue();
        assertThat(out[0]).isEqualTo(0xFFFF_0000_1234L);
        assertThat(TranspositionTable.score(out[1])).isEqualTo(-517);
        assertThat(TranspositionTable.depth(out[1])).isEqualTo(9);
        assertThat(TranspositionTable.bound(out[1])).isEqualTo(TranspositionTable.BOUND_LOWER);
    }

    @Test
    void aKeyThatSharesTheBucketButDiffersIsAMiss() {
        TranspositionTable tt = new TranspositionTable(1);
        long key = 0x0101_0101_0000_0001L;
        tt.store(key, 5, 10, 3, TranspositionTable.BOUND_EXACT);
        assertThat(tt.probe(key ^ 0xFF, out)).isFalse(); // same high half: same bucket
        assertThat(tt.probe(key, out)).isTrue();
        assertThat(new TranspositionTable(1).probe(0, out)).as("empty table, zero key").isFalse();
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        // Found at ply 7: a win 4 plies further on, i.e. WIN - 11 from the root.
        int atRoot = Score.WIN - 11;
        int stored = TranspositionTable.toTable(atRoot, 7);
        assertThat(stored).isEqualTo(Score.WIN - 4);
        assertThat(TranspositionTable.fromTable(stored, 3)).isEqualTo(Score.WIN - 7);
        assertThat(TranspositionTable.fromTable(TranspositionTable.toTable(-Score.WIN + 9, 5), 2))
                .isEqualTo(-Score.WIN + 6);
        assertThat(TranspositionTable.toTable(250, 7)).isEqualTo(250);

        TranspositionTable tt = new TranspositionTable(1);
        tt.store(99, 1, stored, 4, TranspositionTable.BOUND_EXACT);
        assertThat(tt.probe(99, out)).isTrue();
        assertThat(TranspositionTable.fromTable(TranspositionTable.score(out[1]), 7)).isEqualTo(atRoot);
    }

    @Test
    void deepEntriesSurviveShallowOnesInTheSameBucket() {
        TranspositionTable tt = new TranspositionTable(1);
        long deep = 0x7777_0000_0000_0001L;
        tt.store(deep, 1, 0, 12, TranspositionTable.BOUND_EXACT);
        for (long low = 2; low < 10; low++) {
            tt.store(deep ^ low, low, 0, 2, TranspositionTable.BOUND_UPPER); // same bucket, shallow
        }
        assertThat(tt.probe(deep, out)).isTrue();
        assertThat(tt.probe(deep ^ 9, out)).as("the latest shallow entry").isTrue();
        assertThat(tt.probe(deep ^ 8, out)).as("replaced by the always-replace slot").isFalse();
    }

    @Test
    void aResultWithoutMoveKeepsTheKnownMove() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(42, 77, 10, 3, TranspositionTable.BOUND_LOWER);
        tt.store(42, 0, -5, 4, TranspositionTable.BOUND_UPPER);
        assertThat(tt.probe(42, out)).isTrue();
        assertThat(out[0]).isEqualTo(77);
        assertThat(TranspositionTable.score(out[1])).isEqualTo(-5);
    }

    @Test
    void hashfullCountsTheCurrentSearchOnlyAndClearEmpties() {
        TranspositionTable tt = new TranspositionTable(1);
        assertThat(tt.hashfull()).isZero();
        java.util.SplittableRandom r = new java.util.SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            tt.store(r.nextLong(), 1, 0, 1 + i % 7, TranspositionTable.BOUND_EXACT);
        }
        assertThat(tt.hashfull()).isGreaterThan(500);
        tt.newSearch();
        assertThat(tt.hashfull()).isZero();
        tt.clear();
        assertThat(tt.hashfull()).isZero();
        assertThat(tt.megabytes()).isEqualTo(1);
    }
}
