package org.ansuz.engine.spi;

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
    QUIESCENCE_WITHOUT_TABLE,
    /**
     * Quiescence meets a quiet position whose mover is threatened ({@link Position#isThreatened}) with
     * a one-ply search instead of a stand-pat: in draughts a threatened capture is the exchange that
     * the static evaluation cannot see.
     */
    QUIESCENCE_THREATS,
    /**
     * Late-move reductions as Scan makes them, but sparing the moves that threaten a capture: at
     * depth 2 and more, every quiet move but the first (the first three on the principal variation)
     * and the killers loses a ply, from the fifth at non-PV nodes two; a move after which the mover
     * could capture ({@link Position#isThreatened} of the reply) is searched in full.
     */
    REDUCTIONS_SPARE_THREATS
}
