package org.ansuz.engine.board;

import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/**
 * What every board game's position holds besides its board: the side to move, the Zobrist key and
 * the {@link GameHistory}, with the SPI's accessors for them. A family's position extends it and
 * keeps both fields up to date in {@code play} and {@code undo}: {@code play} starts with
 * {@link #pushMove} (the key before the move, and an undo word if it needs one), {@code undo} with
 * {@link #popMove} (which gives the key back), and {@code copy} starts with {@link #startCopy}.
 */
public abstract class BoardPosition implements Position {
    /** 0 = the first player, 1 = the other, or {@link Position#CHANCE}. */
    protected int side;
    /** The Zobrist key of everything that matters for legality and result, side to move included. */
    protected long key;
    /** The moves played on this position and the key before each. */
    protected final GameHistory history;

    /** The family's notation class, or null where the position writes its texts itself. */
    private final MoveNotation<BoardPosition> notation;

    protected BoardPosition(GameHistory history) {
        this(history, null);
    }

    /** A position whose {@code moveText} and {@code parseMove} are its family's {@code notation}. */
    @SuppressWarnings("unchecked")
    protected <P extends BoardPosition> BoardPosition(GameHistory history, MoveNotation<P> notation) {
        this.history = history;
        this.notation = (MoveNotation<BoardPosition>) notation;
    }

    /**
     * Starts a copy of this position: {@code copy} is a fresh position of the same game built on
     * {@code history.copy()}; it takes this side to move and key, and is returned for the family to
     * copy its board and counters into.
     */
    protected final <P extends BoardPosition> P startCopy(P copy) {
        copy.side = side;
        copy.key = key;
        return copy;
    }

    /**
     * Records {@code move}, about to be played from this position, with {@code state}: what
     * {@code undo} needs besides the move (what it captured, counters it reset); 0 if nothing.
     *
     * @param irreversible whether positions before this move can never come back (repetition count)
     */
    protected final void pushMove(long move, boolean irreversible, long state) {
        history.push(key, move, irreversible, state);
    }

    /** The undo word of the last move: read it before {@link #popMove}. */
    protected final long lastState() {
        return history.state(history.plies() - 1);
    }

    /** Takes the last move off the history, gives the key back its value before it, and returns the move. */
    protected final long popMove() {
        key = history.key(history.plies() - 1);
        return history.pop();
    }

    /** Empties {@code out} and tells whether the game is over, when {@code generate} lists no move. */
    protected final boolean over(MoveList out) {
        out.clear();
        return result().isOver();
    }

    /** How often this position has stood since the last irreversible move, itself included. */
    protected final int repetitions() {
        return history.repetitions(key);
    }

    /**
     * The side a position text's field names: 0 for {@code first}, 1 for {@code second}, in any case.
     *
     * @throws NotationException naming both letters when it is neither
     */
    public static int parseSide(String field, String first, String second) throws NotationException {
        String s = field.toLowerCase(Locale.ROOT);
        if (s.equals(first)) {
            return 0;
        }
        if (s.equals(second)) {
            return 1;
        }
        throw new NotationException("side to move must be " + first + " or " + second + ", not '" + field + "'");
    }

    /** The last move played, or 0 when none was played on this position. */
    public final long lastMove() {
        return history.lastMove();
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

    /** Through the family's notation; a position built without one overrides it. */
    @Override
    public String moveText(long move) {
        if (notation == null) {
            throw new UnsupportedOperationException(getClass().getSimpleName() + " has no MoveNotation: override moveText");
        }
        return notation.moveText(this, move);
    }

    /** Through the family's notation; a position built without one overrides it or keeps the SPI's default. */
    @Override
    public long parseMove(String text) throws NotationException {
        return notation != null ? notation.parseMove(this, text) : Position.super.parseMove(text);
    }

    @Override
    public String toString() {
        return fen();
    }
}
