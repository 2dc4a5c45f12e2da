package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ZobristTest {

    @Test
    void keysAreTheSeededSequenceInTheOrderAsked() {
        Zobrist z = new Zobrist(42);
        long[][] t = z.table(2, 3);
        long side = z.next();
        SplittableRandom r = new SplittableRandom(42);
        for (long[] row : t) {
            for (long k : row) {
                assertThat(k).isEqualTo(r.nextLong());
            }
        }
        assertThat(side).isEqualTo(r.nextLong());
        assertThat(new Zobrist(42).table(4)).containsExactly(new Zobrist(42).table(4));
    }
}
