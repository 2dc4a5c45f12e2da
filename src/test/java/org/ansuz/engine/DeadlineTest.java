package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.search.SearchRecorder;
import org.ansuz.engine.toy.ConnectGame;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The answer of a timed search must not depend on the search thread's progress: a thread that is
 * starved (here: held inside its own report of depth 1) still answers at the hard limit, through the
 * deadline timer, with the best move found so far, and exactly once.
 */
class DeadlineTest {
    private final Engine engine = new Engine();
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void releaseAndStop() {
        release.countDown();
        engine.stop();
    }

    /** A listener whose first report never returns until released: the search thread is stuck. */
    private final class StuckListener implements SearchListener {
        final SearchRecorder rec = new SearchRecorder();
        final CountDownLatch stuck = new CountDownLatch(1);

        @Override
        public void onBestMove(long bestMove, long ponder) {
            rec.onBestMove(bestMove, ponder);
        }

        @Override
        public void onInfo(SearchInfo info) {
            rec.onInfo(info);
            if (stuck.getCount() == 0) {
                return; // only the search thread's first report is stuck
            }
            stuck.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void aStarvedSearchStillAnswersAtTheHardLimitWithItsBestMoveSoFar() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = 150;
        StuckListener stuck = new StuckListener();
        SearchRecorder rec = stuck.rec;
        // Whatever depth 1 found is what the timer must answer.
        engine.go(new NimGame(3, false).position(10), limits, stuck);
        assertThat(stuck.stuck.await(20, TimeUnit.SECONDS)).as("depth 1 reported").isTrue();
        long depthOneBest = rec.infos.get(0).pv()[0];
        assertThat(rec.await(20_000)).as("the timer answers while the search thread is stuck").isTrue();
        assertThat(engine.isSearching()).as("the search thread is still stuck").isTrue();
        assertThat(rec.bestMove()).isEqualTo(depthOneBest);

        // the timer's answer closes with the count actually spent, like the search thread's own answer
        assertThat(rec.infos).as("the depth-1 report and the closing count").hasSize(2);
        SearchInfo closing = rec.infos.get(1);
        assertThat(closing.pv()[0]).isEqualTo(depthOneBest);
        assertThat(closing.depth()).isEqualTo(rec.infos.get(0).depth());
        assertThat(closing.nodes()).isGreaterThanOrEqualTo(rec.infos.get(0).nodes());
        assertThat(closing.timeMs()).as("at least the hard limit").isGreaterThanOrEqualTo(limits.moveTimeMs - Engine.DEFAULT_MOVE_OVERHEAD_MS);

        release.countDown();
        engine.waitForIdle();
        assertThat(rec.bestMoves).as("the search thread does not answer a second time").hasSize(1);
        assertThat(rec.infos).as("no info after the answer").hasSize(2);
    }

    @Test
    void aSearchThatMeetsItsDeadlineAnswersItselfWithItsFinalInfo() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = 100;
        SearchRecorder rec = new SearchRecorder();
        engine.go(ConnectGame.connectFour().startPosition(), limits, rec);
        assertThat(rec.await(20_000)).isTrue();
        engine.waitForIdle();
        Thread.sleep(50); // past the timer's moment too
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(rec.bestMove()).isNotZero();
    }

    @Test
    void afterPonderhitTheTimerRunsFromThePonderhit() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.ponder = true;
        limits.moveTimeMs = 100;
        StuckListener stuck = new StuckListener();
        SearchRecorder rec = stuck.rec;
        engine.go(new NimGame(3, false).position(10), limits, stuck);
        assertThat(stuck.stuck.await(20, TimeUnit.SECONDS)).isTrue();
        assertThat(rec.await(300)).as("no answer while pondering").isFalse();
        engine.ponderHit();
        assertThat(rec.await(20_000)).as("the timer answers after ponderhit").isTrue();
        release.countDown();
        engine.waitForIdle();
        assertThat(rec.bestMoves).hasSize(1);
    }

    /**
     * Every search runs on the same kept thread: a thread started per move waited hundreds of
     * milliseconds for its first time slice on a loaded machine, and the JVM's safepoints waited for it.
     */
    @Test
    void searchesRunOnOneKeptThreadNotOneStartedPerMove() throws Exception {
        java.util.List<Thread> on = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int i = 0; i < 5; i++) {
            SearchLimits limits = new SearchLimits();
            limits.depth = 2;
            SearchRecorder rec = new SearchRecorder();
            engine.go(ConnectGame.connectFour().startPosition(), limits, new SearchListener() {
                @Override
                public void onInfo(SearchInfo info) {
                    on.add(Thread.currentThread());
                    rec.onInfo(info);
                }

                @Override
                public void onBestMove(long bestMove, long ponder) {
                    rec.onBestMove(bestMove, ponder);
                }
            });
            assertThat(rec.await(20_000)).isTrue();
            engine.waitForIdle();
        }
        assertThat(on).isNotEmpty();
        assertThat(on.stream().distinct()).hasSize(1);
        assertThat(on.get(0).isAlive()).isTrue();
        assertThat(engine.isSearching()).isFalse();
    }

    /** A stopped search cancels its deadline: the cecp helper's 400,000-line fuzz run found 551 engines kept alive. */
    @Test
    void aSearchStoppedLongBeforeItsLimitLeavesNoDeadlineBehind() throws Exception {
        Engine own = new Engine();
        int before = Engine.pendingDeadlines();
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = 1_000_000_000L; // eleven days: the timer would hold the job, and the engine, that long
        SearchRecorder rec = new SearchRecorder();
        own.go(new NimGame(3, false).position(10), limits, rec);
        own.stop();
        assertThat(rec.await(20_000)).isTrue();
        own.waitForIdle();
        assertThat(Engine.pendingDeadlines()).isLessThanOrEqualTo(before);
    }
}
