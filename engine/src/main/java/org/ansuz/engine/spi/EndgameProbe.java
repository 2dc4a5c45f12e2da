package org.ansuz.engine.spi;

/**
 * Capability of a position whose game can have endgame tables: the game-theoretic value of the position
 * for the side to move when its material is in a loaded table. The value knows nothing of the game's
 * counter rules (repetition, move limits): the search checks those first and takes the table's word only
 * for a position they have not ended.
 */
public interface EndgameProbe {
    /** The side to move loses with best play. */
    int LOSS = -1;
    /** Neither side can force a win. */
    int DRAW = 0;
    /** The side to move wins with best play. */
    int WIN = 1;
    /** No loaded table holds this position. */
    int UNKNOWN = 2;

    /** Whether a table is loaded for this position's game at all (read once per search, not per node). */
    boolean hasEndgameTables();

    /** {@link #WIN}, {@link #DRAW}, {@link #LOSS} or {@link #UNKNOWN}. A hot path: allocates nothing. */
    int probeEndgame();

    /** The number of pieces on the board (what the tables are ordered by). A hot path. */
    int endgamePieces();
}
