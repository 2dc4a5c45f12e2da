package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.toy.ConnectGame;
import org.junit.jupiter.api.Test;

class PerftTest {

    @Test
    void ticTacToeCountsMatchTheKnownGameTree() {
        // Games end at three in a row, so the counts fall below 9!/(9-d)! from depth 6 on.
        long[] expected = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
        Position pos = ConnectGame.ticTacToe().startPosition();
        for (int d = 0; d < expected.length; d++) {
            assertThat(Perft.count(pos, d)).as("depth %d", d).isEqualTo(expected[d]);
        }
        assertThat(pos.fen()).isEqualTo(ConnectGame.ticTacToe().startFen());
    }

    @Test
    void divideSumsToTheCountAndReportsProgress() {
        Position pos = ConnectGame.connectFour().startPosition();
        List<int[]> calls = new ArrayList<>();
        List<Perft.Entry> entries = Perft.divide(pos, 4, (done, total) -> calls.add(new int[] {done, total}));
        assertThat(entries).hasSize(7);
        assertThat(entries).allSatisfy(e -> assertThat(e.nodes()).isEqualTo(343));
        assertThat(entries.get(0).text()).isEqualTo("a1");
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(Perft.count(pos, 4)).isEqualTo(2401);
        assertThat(calls).extracting(c -> c[0]).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(Perft.count(pos, 4, null)).isEqualTo(2401);
    }
}
