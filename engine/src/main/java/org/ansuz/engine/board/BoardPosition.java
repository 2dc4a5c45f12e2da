package org.ansuz.engine.board;

import org.ansuz.engine.Position;

/**
 * What every board game's position holds besides its board: the side to move, the Zobrist key and
 * the {@link GameHistory}, with the SPI's accessors for them. A family's position extends it and
 * keeps both fields up to date in {@code play} and {@code undo}.
 */
public abstract class BoardPosition implements Position {
    /** 0 = the first player, 1 = the other, or {@link Position#CHANCE}. */
    protected int side;
    /** The Zobrist key of everything that matters for legality and result, side to move included. */
    protected long key;
    /** The moves played on this position and the key before each. */
    protected final GameHistory history;

    protected BoardPosition(GameHistory history) {
        this.history = history;
    }

    @Override
    public final int sideToMove() {
        return side;
    }

    @Override
    public final long key() {
        return key;
    }

    @Override
    public final int plies() {
        return history.plies();
    }

    @Override
    public String toString() {
        return fen();
    }
}
