package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.toy.ConnectGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class MonteCarloSearchTest {
    private final Engine engine = new Engine();

    @BeforeEach
    void useMonteCarlo() {
        engine.setSearchKind(SearchKind.MCTS);
    }

    @AfterEach
    void stopEngine() {
        engine.stop();
    }

    private SearchRecorder search(Position pos, SearchLimits limits) throws InterruptedException {
        SearchRecorder rec = new SearchRecorder();
        engine.go(pos, limits, rec);
        assertThat(rec.await(20_000)).isTrue();
        engine.waitForIdle();
        return rec;
    }

    private static SearchLimits nodes(long n) {
        SearchLimits l = new SearchLimits();
        l.nodes = n;
        return l;
    }

    @Test
    void takesAnImmediateWinAndBlocksAThreat() throws Exception {
        ConnectGame ttt = ConnectGame.ticTacToe();
        Position win = ttt.newPosition("xx./oo./... w");
        assertThat(win.moveText(search(win, nodes(3_000)).bestMove())).isEqualTo("c3");
        Position block = ttt.newPosition("xx./.o./... b"); // o must stop x on the top row
        assertThat(block.moveText(search(block, nodes(3_000)).bestMove())).isEqualTo("c3");
    }

    @Test
    void playoutsAreDeterministicAndRespectTheLimit() throws Exception {
        Position start = ConnectGame.connectFour().startPosition();
        SearchRecorder a = search(start, nodes(4_000));
        SearchRecorder b = search(start, nodes(4_000));
        assertThat(a.last().nodes()).isEqualTo(4_000);
        assertThat(b.bestMove()).isEqualTo(a.bestMove());
        assertThat(b.last().pv()).isEqualTo(a.last().pv());
        assertThat(a.bestMoves).hasSize(1);
    }

    @Test
    void stopEndsAnInfiniteSearchWithOneBestMove() throws Exception {
        SearchRecorder rec = SearchRecorder.goInfinite(engine, ConnectGame.connectFour().startPosition());
        assertThat(rec.await(200)).isFalse();
        long t0 = System.nanoTime();
        engine.stop();
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(500);
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(rec.bestMove()).isNotZero();
    }

    @Test
    void multiPvListsDistinctMovesMostVisitedFirst() throws Exception {
        engine.setMultiPv(3);
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), nodes(2_048));
        var lastLines = rec.infos.subList(rec.infos.size() - 4, rec.infos.size() - 1);
        assertThat(lastLines).extracting(SearchInfo::multiPv).containsExactly(1, 2, 3);
        assertThat(lastLines).extracting(i -> i.pv()[0]).doesNotHaveDuplicates();
    }

    @Test
    void theSearchOptionFollowsTheGameUnlessForced() {
        engine.setSearchKind(SearchKind.AUTO);
        engine.setGameInfo(GameInfo.of("test").withPlayers("a", "b")
                .withMaterialUnit("unit")
                .withTypicalGamePlies(80)
                .withDefaultSearch(SearchKind.MCTS));
        assertThat(engine.effectiveSearchKind()).isEqualTo(SearchKind.MCTS);
        engine.setGameInfo(GameInfo.of("test").withPlayers("a", "b")
                .withMaterialUnit("unit")
                .withTypicalGamePlies(80));
        assertThat(engine.effectiveSearchKind()).isEqualTo(SearchKind.ALPHABETA);
        engine.setSearchKind(SearchKind.parse("MCTS"));
        assertThat(engine.effectiveSearchKind()).isEqualTo(SearchKind.MCTS);
        assertThatThrownBy(() -> SearchKind.parse("minimax")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFinishedGameAnswersLikeAlphaBeta() throws Exception {
        SearchRecorder rec = search(ConnectGame.ticTacToe().newPosition("xxx/oo./... b"), nodes(100));
        assertThat(rec.last().depth()).isZero();
        assertThat(rec.bestMoves).containsExactly(new long[] {0, 0});
    }

    @Test
    void winProbabilityAndScoreConvertBothWays() {
        assertThat(MonteCarloSearch.probability(0)).isEqualTo(0.5);
        assertThat(MonteCarloSearch.scoreOf(MonteCarloSearch.probability(120))).isEqualTo(120);
        assertThat(MonteCarloSearch.scoreOf(0.5)).isZero();
    }

    /** A position whose every {@code generate} is counted: a plain proxy of a real one, not a mock. */
    private static Position counting(Position real, java.util.concurrent.atomic.AtomicLong generated) {
        return (Position) java.lang.reflect.Proxy.newProxyInstance(Position.class.getClassLoader(),
                new Class<?>[] {Position.class}, (proxy, method, args) -> {
                    if (method.getName().equals("copy")) {
                        return counting(real.copy(), generated);
                    }
                    if (method.getName().equals("generate")) {
                        generated.incrementAndGet();
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /**
     * A stop is seen after the playout in progress, not after up to 64 of them: in Ordo X, where one
     * playout takes about a millisecond, every command that stopped a search held the reader for 0.4-0.6 s.
     */
    @Test
    void aStopEndsTheSearchAfterThePlayoutInProgress() throws Exception {
        java.util.concurrent.atomic.AtomicLong generated = new java.util.concurrent.atomic.AtomicLong();
        SearchRecorder rec = SearchRecorder.goInfinite(engine, counting(ConnectGame.connectFour().startPosition(), generated));
        while (generated.get() < 5_000) {
            Thread.sleep(1);
        }
        long atStop = generated.get();
        engine.stop();
        assertThat(rec.await(20_000)).isTrue();
        assertThat(generated.get() - atStop).as("generations after the stop (a playout may generate twice; it was up to 64 playouts)").isLessThanOrEqualTo(8);
    }
}
