package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import org.ansuz.engine.search.MonteCarloSearch;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchRecorder;
import org.ansuz.engine.search.TranspositionTable;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.toy.ConnectGame;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code Hash} at any size: a table the heap cannot hold falls back to a smaller one and says so,
 * the engine still plays (also with MCTS), and resizing never blocks the caller (the protocol's
 * reader, which must answer {@code isready}).
 */
class HashLimitsTest {
    private final Engine engine = new Engine();
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stopEngine() {
        release.countDown();
        engine.stop();
    }

    private static SearchLimits nodes(long n) {
        SearchLimits l = new SearchLimits();
        l.nodes = n;
        return l;
    }

    @Test
    void aTableLargerThanTheSpareHeapFallsBackToWhatFits() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.resize(4096, 8L << 20);
        assertThat(tt.megabytes()).isBetween(1, 9);
        tt.store(42, 7, 0, 3, TranspositionTable.BOUND_EXACT);
        long[] out = new long[2];
        assertThat(tt.probe(42, out)).isTrue();
        assertThat(out[0]).isEqualTo(7);
    }

    @Test
    void anMctsTreeLargerThanTheSpareHeapFallsBackToWhatFits() {
        MonteCarloSearch tree = MonteCarloSearch.allocate(4096, 16L << 20);
        assertThat(tree).isNotNull();
        assertThat(tree.megabytes()).isBetween(1, 16);
        assertThat(MonteCarloSearch.allocate(4096, 0).megabytes()).as("never below the minimum tree").isPositive();
    }

    @Test
    void settingHashReturnsAtOnceAndTheNextSearchWaitsForTheTable() throws Exception {
        engine.onTable(() -> {
            try {
                release.await(); // a table that takes long to allocate
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        engine.setHashMb(8); // queued behind the slow work: must not wait for it
        engine.clearHash();
        engine.newGame();
        SearchRecorder rec = new SearchRecorder();
        engine.go(new NimGame(3, false).position(10), nodes(1_000), rec);
        assertThat(rec.await(200)).as("no search before the table is ready").isFalse();
        release.countDown();
        assertThat(rec.await(20_000)).isTrue();
        engine.waitForIdle();
        assertThat(rec.bestMove()).isEqualTo(2);
        assertThat(engine.hashMb()).isEqualTo(8);
    }

    @Test
    void stopWhileTheTableIsBeingMadeStillAnswersOnce() throws Exception {
        engine.onTable(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        SearchRecorder rec = new SearchRecorder();
        engine.go(new NimGame(3, false).position(10), nodes(1_000), rec);
        engine.stop();
        assertThat(rec.await(20_000)).isTrue();
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(rec.bestMove()).isNotZero();
    }

    /** The reproduction of issue 9: maximum Hash with MCTS answered {@code bestmove (none)}. Allocates gigabytes. */
    @Test
    @Tag("slow")
    void maximumHashWithMctsStillPlays() throws Exception {
        engine.setHashMb(Engine.MAX_HASH_MB);
        engine.setSearchKind(SearchKind.MCTS);
        SearchRecorder rec = new SearchRecorder();
        engine.go(ConnectGame.connectFour().startPosition(), nodes(2_000), rec);
        assertThat(rec.await(600_000)).isTrue();
        engine.waitForIdle();
        assertThat(rec.bestMove()).isNotZero();
        assertThat(rec.messages).noneMatch(m -> m.startsWith("error"));
        long heap = Runtime.getRuntime().maxMemory();
        if (heap < 2L * Engine.MAX_HASH_MB << 20) {
            assertThat(rec.messages).anyMatch(m -> m.contains("cannot be allocated"));
        }
    }
}
