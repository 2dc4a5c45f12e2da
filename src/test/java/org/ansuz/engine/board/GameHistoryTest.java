package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GameHistoryTest {

    @Test
    void countsRepetitionsSinceTheLastIrreversiblePly() {
        GameHistory h = new GameHistory(2);
        h.push(10, 1, false); // A -> B
        h.push(20, 2, false); // B -> A
        h.push(10, 3, false); // A -> B
        h.push(20, 4, false); // B -> A
        assertThat(h.repetitions(10)).isEqualTo(3);
        assertThat(h.repetitions(30)).isEqualTo(1);
        assertThat(h.plies()).isEqualTo(4);
        assertThat(h.reversiblePlies()).isEqualTo(4);
        h.push(10, 5, true); // a capture: A cannot come back
        assertThat(h.repetitions(10)).isEqualTo(1);
        assertThat(h.reversiblePlies()).isZero();
        h.push(40, 6, false);
        assertThat(h.repetitions(40)).isEqualTo(2);
        assertThat(h.reversiblePlies()).isEqualTo(1);
    }

    @Test
    void popRestoresTheCounts() {
        GameHistory h = new GameHistory();
        h.push(10, 7, false);
        h.push(20, 8, true);
        assertThat(h.lastMove()).isEqualTo(8);
        assertThat(h.pop()).isEqualTo(8);
        assertThat(h.repetitions(10)).isEqualTo(2);
        assertThat(h.key(0)).isEqualTo(10);
        assertThat(h.move(0)).isEqualTo(7);
        GameHistory c = h.copy();
        h.clear();
        assertThat(h.lastMove()).isZero();
        assertThat(c.plies()).isEqualTo(1);
        assertThat(c.repetitions(10)).isEqualTo(2);
    }

    @Test
    void keepsAnUndoWordPerPlyThroughGrowthAndCopies() {
        GameHistory h = new GameHistory(1);
        h.push(10, 1, false, 0xABCL);
        h.push(20, 2, true, -5);
        h.push(30, 3, false);
        assertThat(h.state(0)).isEqualTo(0xABCL);
        assertThat(h.state(1)).isEqualTo(-5);
        assertThat(h.state(2)).isZero();
        GameHistory c = new GameHistory(1);
        c.copyFrom(h);
        assertThat(c.state(1)).isEqualTo(-5);
        assertThat(c.copy().state(0)).isEqualTo(0xABCL);
    }
}
