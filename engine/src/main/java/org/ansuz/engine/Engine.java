package org.ansuz.engine;

/**
 * The facade the protocol drives: options, {@code go}, {@code stop}, {@code ponderhit}. A search runs
 * on its own thread(s); {@link #go} returns at once and the listener receives {@code onInfo} lines
 * and exactly one {@code onBestMove}.
 *
 * <p>PLACEHOLDER until the search lands: plays the first legal move after a one-ply look.
 */
public final class Engine {
    public static final int MAX_HASH_MB = 4096;
    public static final int MAX_THREADS = 64;
    public static final int MAX_MULTI_PV = 64;

    private volatile Thread worker;
    private volatile boolean stopRequested;

    public void setHashMb(int mb) {
    }

    public void clearHash() {
    }

    public void setThreads(int threads) {
    }

    public void setMultiPv(int lines) {
    }

    public void setMoveOverheadMs(int ms) {
    }

    /** 0..20; 20 = full strength. */
    public void setSkillLevel(int level) {
    }

    public void setRandomSeed(long seed) {
    }

    /** Analysis mode: forced moves are still searched, no instant replies. */
    public void setAnalyseMode(boolean on) {
    }

    public void setShowWdl(boolean on) {
    }

    /** Forget everything learned from earlier games (TT, history). */
    public void newGame() {
    }

    /** Starts a search of {@code root} (which the engine copies) and returns at once. */
    public synchronized void go(Position root, SearchLimits limits, SearchListener listener) {
        stop();
        Position pos = root.copy();
        stopRequested = false;
        worker = new Thread(() -> {
            MoveList list = new MoveList();
            int n = pos.generate(list);
            long best = n > 0 ? list.move(0) : 0;
            while ((limits.infinite || limits.ponder) && !stopRequested) {
                Thread.onSpinWait();
            }
            listener.onBestMove(best, 0);
        }, "ansuz-search");
        worker.start();
    }

    /** Ends the running search (its {@code onBestMove} still comes) and waits for it. */
    public void stop() {
        stopRequested = true;
        waitForIdle();
    }

    /** The pondered move was played: continue as a normal timed search. */
    public void ponderHit() {
        stopRequested = true;
    }

    public boolean isSearching() {
        Thread t = worker;
        return t != null && t.isAlive();
    }

    public void waitForIdle() {
        Thread t = worker;
        if (t != null && t != Thread.currentThread()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
