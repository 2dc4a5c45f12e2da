package org.ansuz.protocol;

import java.util.List;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Position;

/**
 * Turns one search's reports into protocol lines. It guarantees exactly one final line per
 * {@code go} and, while {@code hold} is set ({@code go infinite}, {@code go ponder}), keeps that line
 * back until {@link #release} ({@code stop}, {@code ponderhit}) even if the search ends early.
 */
public final class SearchReporter implements SearchListener {

    /** How the lines of one protocol look. */
    public interface Format {
        String info(Position root, SearchInfo info);

        String best(Position root, long best, long ponder);

        /** A remark of the engine ({@code error ...}, {@code warning ...}); {@code null} drops it. */
        default String message(String text) {
            return "info string " + text;
        }

        /** What a {@code go} on a finished game prints before its final line. */
        String gameOver(GameResult result);
    }

    private Position root;
    private final Output out;
    private final Format format;
    private final boolean infinite;
    private boolean ponder;
    private boolean hold;
    private String pending;
    private volatile boolean finished;
    /** Lines that must come after the final line ({@link #after}). */
    private final List<String> following = new java.util.ArrayList<>();

    public SearchReporter(Position root, Output out, Format format, boolean infinite, boolean ponder) {
        this.root = root == null ? null : root.copy();
        this.out = out;
        this.format = format;
        this.infinite = infinite;
        this.ponder = ponder;
        this.hold = infinite || ponder;
    }

    @Override
    public synchronized void onInfo(SearchInfo info) {
        if (!finished) {
            String line;
            try {
                line = format.info(root, info);
            } catch (RuntimeException e) {
                return; // a malformed report is dropped, never fatal
            }
            if (line != null) {
                out.line(line);
            }
        }
    }

    @Override
    public synchronized void onMessage(String text) {
        String line = format.message(text);
        if (!finished && line != null) {
            out.line(line);
        }
    }

    /**
     * Runs a {@code go} of {@code session} through this reporter: whatever happens (no valid position,
     * a finished game, a search that cannot start), exactly one final line follows.
     */
    public void start(EngineSession session, SearchLimits limits, List<String> searchMoves) {
        String chance = session.resolveChance();
        if (chance != null) {
            synchronized (this) {
                root = session.position().copy();
            }
            onMessage("chance " + chance);
        }
        switch (session.go(limits, searchMoves, this)) {
            case STARTED -> { }
            case NO_POSITION -> {
                onMessage("error no valid position");
                release();
                onBestMove(0, 0);
            }
            case GAME_OVER -> {
                report(format.gameOver(session.result()));
                onBestMove(0, 0);
            }
            case FAILED -> {
                release();
                onBestMove(0, 0);
            }
        }
    }

    /** A line printed as if the search had sent it (terminal root). */
    synchronized void report(String line) {
        if (!finished && line != null) {
            out.line(line);
        }
    }

    @Override
    public synchronized void onBestMove(long bestMove, long ponderMove) {
        if (finished || pending != null) {
            return;
        }
        String line;
        try {
            line = format.best(root, bestMove, ponderMove);
        } catch (RuntimeException e) {
            line = format.best(root, 0, 0);
        }
        if (hold) {
            pending = line;
        } else {
            emit(line);
        }
    }

    /** {@code stop}: the final line may go out now (at once if the search already ended). */
    public synchronized void release() {
        hold = false;
        if (pending != null && !finished) {
            emit(pending);
        }
    }

    /** {@code ponderhit}: the search goes on as a normal one, unless it is also infinite. */
    public synchronized void ponderHit() {
        ponder = false;
        if (!infinite) {
            release();
        }
    }

    public synchronized boolean isPondering() {
        return ponder && !finished;
    }

    /** True once the final line has been written. */
    public boolean isFinished() {
        return finished;
    }

    /**
     * Queues {@code line} to follow the final line (CECP's {@code pong} during a search); false when the
     * final line is already out, and the caller prints it now.
     */
    public synchronized boolean after(String line) {
        if (finished) {
            return false;
        }
        following.add(line);
        return true;
    }

    private void emit(String line) {
        finished = true;
        out.line(line);
        following.forEach(out::line);
        following.clear();
    }
}
