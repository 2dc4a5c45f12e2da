package org.ansuz.variants;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;

/** Synchronous access to the engine facade for tests and matches: one search, its best move. */
public final class EngineMoves {
    private EngineMoves() {
    }

    public static long bestMove(Engine engine, Position pos, SearchLimits limits) {
        return bestLine(engine, pos, limits).move();
    }

    /** A finished search: its best move and the score of its last reported line, for the side to move. */
    public record Line(long move, int score) {
    }

    /** One search to its limits: the best move and the last line's score. */
    public static Line bestLine(Engine engine, Position pos, SearchLimits limits) {
        CompletableFuture<Line> best = new CompletableFuture<>();
        int[] score = new int[1];
        engine.go(pos, limits, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                if (info.multiPv() == 1) {
                    score[0] = info.score();
                }
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                best.complete(new Line(bestMove, score[0]));
            }
        });
        try {
            return best.get();
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    public static SearchLimits depth(int depth) {
        SearchLimits l = new SearchLimits();
        l.depth = depth;
        return l;
    }

    public static SearchLimits moveTime(long ms) {
        SearchLimits l = new SearchLimits();
        l.moveTimeMs = ms;
        return l;
    }
}
