package org.ansuz.engine.search;

/**
 * What a {@code go} asks for. Limits combine with OR: the search stops at the first one reached. No
 * limit at all means "until stopped". Times are milliseconds; {@code -1} means "not given".
 * Clocks are indexed by player: {@code [0]} = p1 (the player who moves first), {@code [1]} = p2.
 */
public final class SearchLimits {
    public int depth;
    public long nodes;
    public long moveTimeMs = -1;
    /** Find a forced win in at most this many own moves. */
    public int mate;
    public boolean infinite;
    public boolean ponder;
    public final long[] timeMs = {-1, -1};
    public final long[] incMs = {0, 0};
    public int movesToGo;
    /** Restrict the root to these moves; {@code null} = all legal moves. */
    public long[] searchMoves;

    public boolean hasClock() {
        return timeMs[0] >= 0 || timeMs[1] >= 0;
    }

    /** True when nothing bounds the search: it runs until {@code stop}. */
    public boolean isUnbounded() {
        return depth == 0 && nodes == 0 && moveTimeMs < 0 && mate == 0 && !hasClock();
    }
}
