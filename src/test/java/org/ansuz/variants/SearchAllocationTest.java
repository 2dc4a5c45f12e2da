package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.stream.Stream;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The search itself allocates nothing per node: a warmed search of {@link #LONG} nodes allocates no more than
 * one of {@link #SHORT} nodes plus a bounded constant (the reports of the extra iterations), for alpha-beta and
 * MCTS on a few representative games. {@link HotPathAllocationTest} checks the games' own hot paths.
 */
class SearchAllocationTest {
    static final long SHORT = 10_000;
    static final long LONG = 60_000;
    /**
     * What the longer search may allocate beyond the shorter one: its extra iterations' reports and principal
     * variations (0.3 to 5 KB were measured for 100,000 extra nodes). One allocation per node would be at least 16
     * bytes times the {@code LONG - SHORT} extra nodes, 800 KB.
     */
    static final long EXTRA_BYTES_ALLOWED = 64 * 1024;

    /** Draughts, a wide hexagonal game, a chess-like game with a setup phase and a territory game. */
    static final String[] GAMES = {"international", "abalone", "chess-t", "cyvasse", "thud"};

    @TestFactory
    Stream<DynamicTest> alphaBetaAllocatesNothingPerNode() {
        return Stream.of(GAMES).map(name -> DynamicTest.dynamicTest(name, () -> check(name, "alphabeta")));
    }

    @TestFactory
    Stream<DynamicTest> monteCarloAllocatesNothingPerNode() {
        return Stream.of(GAMES).map(name -> DynamicTest.dynamicTest(name, () -> check(name, "mcts")));
    }

    private static void check(String name, String searchKind) throws NotationException {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        Variant v = Variants.registry().find(name).orElseThrow();
        Position pos = v.newPosition(v.benchFens().get(v.benchFens().size() > 1 ? 1 : 0));
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setGameInfo(v.info());
        engine.setSearchKind(SearchKind.parse(searchKind));
        NodeCount listener = new NodeCount();
        for (int warm = 0; warm < 2; warm++) {
            allocatedBy(engine, pos, LONG, listener, mx);
        }
        // The least of a few rounds: a round may catch the JIT replacing interpreted code, which allocates
        // what compiled code does not, while an allocation per node shows in every round.
        long extra = Long.MAX_VALUE;
        for (int round = 0; round < 4 && extra >= EXTRA_BYTES_ALLOWED; round++) {
            long shortSearch = allocatedBy(engine, pos, SHORT, listener, mx);
            listener.nodes = 0;
            long longSearch = allocatedBy(engine, pos, LONG, listener, mx);
            assertThat(listener.nodes).as("%s %s: nodes searched", name, searchKind).isGreaterThan(LONG / 2);
            extra = Math.min(extra, longSearch - shortSearch);
        }
        assertThat(extra).as("%s %s: bytes a %d-node search allocates beyond a %d-node one", name, searchKind, LONG,
                SHORT).isLessThan(EXTRA_BYTES_ALLOWED);
    }

    /** Keeps the node count of the last report; allocates nothing itself. */
    private static final class NodeCount implements SearchListener {
        volatile long nodes;

        @Override
        public void onInfo(SearchInfo info) {
            nodes = info.nodes();
        }

        @Override
        public void onBestMove(long bestMove, long ponder) {
            // the node count is all this test needs
        }
    }

    /** Bytes every thread allocates while the engine searches {@code nodes} nodes from a fresh table. */
    private static long allocatedBy(Engine engine, Position pos, long nodes, SearchListener listener,
                                    com.sun.management.ThreadMXBean mx) {
        engine.newGame();
        SearchLimits limits = new SearchLimits();
        limits.nodes = nodes;
        long before = totalAllocated(mx);
        engine.go(pos, limits, listener);
        engine.waitForIdle();
        return totalAllocated(mx) - before;
    }

    /** The search runs on the engine's own threads, whichever they are: the sum over all live threads. */
    private static long totalAllocated(com.sun.management.ThreadMXBean mx) {
        long sum = 0;
        for (long bytes : mx.getThreadAllocatedBytes(mx.getAllThreadIds())) {
            sum += Math.max(0, bytes);
        }
        return sum;
    }
}
