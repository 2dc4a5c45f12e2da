package org.ansuz.engine;

/**
 * Search techniques a game opts into through {@link GameInfo#searchTraits}, where a match in that game
 * showed they pay: a pruning tuned on one game's scores and tactics can lose in another.
 */
public enum SearchTrait {
    /**
     * At non-PV nodes from depth 3, a null-window search of 40 % of the depth that beats beta by a
     * margin of 5 centi-units per ply cuts the node (measured in international draughts).
     */
    PROBCUT,
    /**
     * Quiescence neither probes nor writes the transposition table: in draughts its memory latency cost
     * more than the rare transposition among capture sequences saved.
     */
    QUIESCENCE_WITHOUT_TABLE
}
