package org.ansuz.engine.search;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.Position;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A listener that keeps everything the search reported, for assertions. */
public final class SearchRecorder implements SearchListener {
    /** A search of {@code pos} with no limit (until stop), started on {@code engine}; answers its recorder. */
    public static SearchRecorder goInfinite(Engine engine, Position pos) {
        SearchLimits limits = new SearchLimits();
        limits.infinite = true;
        SearchRecorder rec = new SearchRecorder();
        engine.go(pos, limits, rec);
        return rec;
    }

    public final List<SearchInfo> infos = new CopyOnWriteArrayList<>();
    public final List<long[]> bestMoves = new CopyOnWriteArrayList<>();
    public final List<String> messages = new CopyOnWriteArrayList<>();
    final CountDownLatch done = new CountDownLatch(1);
    volatile long bestMoveNanos;

    @Override
    public void onInfo(SearchInfo info) {
        infos.add(info);
    }

    @Override
    public void onBestMove(long bestMove, long ponder) {
        bestMoveNanos = System.nanoTime();
        bestMoves.add(new long[] {bestMove, ponder});
        done.countDown();
    }

    @Override
    public void onMessage(String text) {
        messages.add(text);
    }

    public boolean await(long ms) throws InterruptedException {
        return done.await(ms, TimeUnit.MILLISECONDS);
    }

    public long bestMove() {
        return bestMoves.get(0)[0];
    }

    public SearchInfo last() {
        return infos.get(infos.size() - 1);
    }
}
