package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.toy.ConnectGame;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.Test;

class BenchTest {

    @Test
    void theNodeCountIsASignatureThatRepeats() throws Exception {
        List<Variant> games = List.of(ConnectGame.connectFour(), new NimGame(3, false));
        List<String> seen = new ArrayList<>();
        Bench.Result a = Bench.run(games, 6, s -> seen.add(s.done() + "/" + s.total() + " " + s.variant()));
        Bench.Result b = Bench.run(games, 6, null);
        assertThat(a.nodes()).isPositive().isEqualTo(b.nodes());
        assertThat(seen).containsExactly("1/2 connect", "2/2 nim");
    }

    @Test
    void withoutADepthEachPositionDeepensToANodeBudget() throws Exception {
        List<Variant> games = List.of(ConnectGame.ticTacToe(), new NimGame(3, true));
        Bench.Result a = Bench.run(games, 0, null);
        assertThat(a.nodes()).isPositive().isEqualTo(Bench.run(games, 0, null).nodes());
    }
}
