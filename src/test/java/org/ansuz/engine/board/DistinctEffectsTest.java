package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.toy.SumGame;
import org.junit.jupiter.api.Test;

class DistinctEffectsTest {

    @Test
    void movesWithTheSameEffectBecomeOneKeepingThePreferredText() {
        SumGame pos = new SumGame();
        MoveList list = new MoveList(4);
        pos.generate(list);
        // prefer the larger number: 4 stands for {1, 4}, 5 for {2, 5}, 6 for {3, 6}
        int n = new DistinctEffects(2).filter(pos, list, (a, b) -> a > b);
        assertThat(n).isEqualTo(3);
        assertThat(java.util.Arrays.copyOf(list.moves, n)).containsExactly(4, 5, 6);
        assertThat(pos.fen()).isEqualTo("0 0");
    }

    @Test
    void theFirstSeenPlaceIsKept() {
        SumGame pos = new SumGame();
        MoveList list = new MoveList();
        list.add(6);
        list.add(1);
        list.add(3);
        list.add(4);
        int n = new DistinctEffects(64).filter(pos, list, (a, b) -> a < b);
        assertThat(java.util.Arrays.copyOf(list.moves, n)).containsExactly(3, 1);
    }

    @Test
    void suppliedKeysStandForTheEffectsWithoutPlaying() {
        MoveList list = new MoveList(2);
        for (long move = 1; move <= 5; move++) {
            list.add(move);
        }
        // moves 1 and 4 reach one board, 2 and 5 another; 3 its own
        long[] effects = {70, 80, 90, 70, 80};
        int n = new DistinctEffects(2).filter(list, effects, (a, b) -> a > b);
        assertThat(java.util.Arrays.copyOf(list.moves, n)).containsExactly(4, 5, 3);
    }
}
