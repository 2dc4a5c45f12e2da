package org.ansuz.engine.search;

import org.ansuz.engine.Engine;

/** Where a search reports. The search never prints; the protocol decides what the user sees. */
public interface SearchListener {

    void onInfo(SearchInfo info);

    /**
     * Called exactly once per {@link Engine#go}, after the search has ended (also after {@code stop}).
     *
     * @param bestMove the move to play, {@code 0} when the root has no legal move
     * @param ponder   the expected reply, {@code 0} if none
     */
    void onBestMove(long bestMove, long ponder);

    /** A free-text remark ({@code info string ...}). */
    default void onMessage(String text) {
    }
}
