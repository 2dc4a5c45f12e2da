package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.Test;

/**
 * Before depth 1 the root moves are ordered statically, and the deadline timer answers with the first
 * should depth 1 not end in time (a loaded machine, thousands of moves): a move that ends the game ranks
 * by its result there, not by an evaluation that knows nothing of the end.
 */
class RootOrderTest {
    @Test
    void aMoveThatWinsAtOnceLeadsTheStaticOrderAndOneThatLosesEndsIt() {
        // Nim, take 1 to 3, whoever takes the last stone wins; every position evaluates 0
        Position pos = new NimGame(3, false).position(3);
        assertThat(first(pos)).as("taking all three wins").isEqualTo(3);
        // misère-like check from the other side: with 4 stones every move leaves a win to the opponent,
        // none ends the game, so the generation order stands (the evaluation ties)
        assertThat(first(new NimGame(3, false).position(4))).isEqualTo(firstGenerated(new NimGame(3, false).position(4)));
    }

    private static long first(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        long[] moves = java.util.Arrays.copyOf(list.moves, n);
        Search s = new Search(0);
        Search.Job job = new Search.Job(pos, new TranspositionTable(1), new SearchRecorder(), new Search[] {s},
                SearchSettings.DEFAULTS, new SearchLimits(), 1, TimeManager.Budget.NONE, 0);
        s.prepare(job, pos.copy(), moves, n);
        return s.best().move;
    }

    private static long firstGenerated(Position pos) {
        MoveList list = new MoveList();
        pos.generate(list);
        return list.move(0);
    }
}
