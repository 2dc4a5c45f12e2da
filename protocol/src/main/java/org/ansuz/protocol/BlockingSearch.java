package org.ansuz.protocol;

import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;

/** A search the caller waits for ({@code bench}, the shell's {@code hint}): the last report and the best move. */
public final class BlockingSearch implements SearchListener {
    private final CountDownLatch done = new CountDownLatch(1);
    private final Consumer<SearchInfo> onInfo;
    private volatile SearchInfo last;
    private volatile long best;

    private BlockingSearch(Consumer<SearchInfo> onInfo) {
        this.onInfo = onInfo;
    }

    /** Searches {@code pos} with {@code limits} (which must be bounded) and waits for the result. */
    public static BlockingSearch run(Engine engine, Position pos, SearchLimits limits, Consumer<SearchInfo> onInfo) {
        BlockingSearch s = new BlockingSearch(onInfo);
        engine.go(pos, limits, s);
        try {
            s.done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            engine.stop();
        }
        engine.waitForIdle();
        return s;
    }

    @Override
    public void onInfo(SearchInfo info) {
        last = info;
        onInfo.accept(info);
    }

    @Override
    public void onBestMove(long bestMove, long ponder) {
        best = bestMove;
        done.countDown();
    }

    public SearchInfo lastInfo() {
        return last;
    }

    public long bestMove() {
        return best;
    }

    public long nodes() {
        SearchInfo i = last;
        return i == null ? 0 : i.nodes();
    }
}
