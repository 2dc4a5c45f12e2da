package org.ansuz.engine.search;

import org.ansuz.engine.spi.Score;

/**
 * One line of search progress, as the protocol prints it. Created once per iteration and PV line,
 * never per node.
 *
 * @param depth     nominal depth of the finished (or partial) iteration
 * @param selDepth  deepest ply reached
 * @param multiPv   1-based line number when MultiPV &gt; 1, else 1
 * @param score     see {@link Score}
 * @param bound     0 exact, 1 lower bound (fail high), 2 upper bound (fail low)
 * @param nodes     nodes searched by all threads
 * @param timeMs    elapsed milliseconds
 * @param hashfull  permille of the transposition table in use
 * @param wdl       win/draw/loss permille for the side to move, or {@code null}
 * @param pv        principal variation, first move first
 * @param mateTurns for a decisive score, the root mover's own turns to the end (negative when it
 *                  loses): UCI {@code mate N}, counted along the line, so turns need not alternate
 */
public record SearchInfo(int depth, int selDepth, int multiPv, int score, int bound, long nodes,
                         long timeMs, int hashfull, int[] wdl, long[] pv, int mateTurns) {
    /** {@link #bound}: the score is at least this (the search failed high). */
    public static final int LOWER_BOUND = 1;
    /** {@link #bound}: the score is at most this (the search failed low). */
    public static final int UPPER_BOUND = 2;

    /** A line whose mate distance, if any, assumes alternating turns. */
    public SearchInfo(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long timeMs,
                      int hashfull, int[] wdl, long[] pv) {
        this(depth, selDepth, multiPv, score, bound, nodes, timeMs, hashfull, wdl, pv,
                Score.isDecisive(score) ? Score.movesToWin(score) : 0);
    }

    public long nps() {
        return timeMs <= 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }
}
