package org.ansuz.engine.board;

import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;

/**
 * A position of two colours of like stones on a padded mailbox ({@link StoneBoard}): stone {@code 1}
 * belongs to the first player (side 0), stone {@code 2} to the other, {@link #EMPTY} and {@link #BORDER}
 * fill the rest. {@link #put}, {@link #remove} and {@link #move} keep the key and the stones per colour
 * up to date, and the stones per colour and rank on a board built {@link StoneBoard#countingRanks()}; the position text is {@code <rows> <letter of the side to
 * move>} with the family's own fields after it. A family's position extends it with its moves, its
 * end of game and what else it counts.
 */
public abstract class StonePosition extends BoardPosition implements PieceView {
    public static final byte EMPTY = 0;
    public static final byte BORDER = 3;
    /** Slots per colour in {@link #onRank}: the most ranks a stone board may have. */
    static final int RANK_SLOTS = 32;

    protected final StoneBoard stones;
    /** The mailbox: {@code 1}, {@code 2}, {@link #EMPTY} or {@link #BORDER} per square. */
    protected final byte[] sq;
    /** Stones on the board per colour (index 1 and 2). */
    protected final int[] count = new int[3];
    /** Stones per colour and rank: {@code onRank[colour * 32 + rank]}, see {@link #stonesOnRank}. */
    private final int[] onRank = new int[3 * RANK_SLOTS];
    private final long[][] keys;
    private final int[] rank;
    private final boolean countRanks;

    protected StonePosition(StoneBoard stones, GameHistory history) {
        this(stones, history, null);
    }

    /** A stone position whose move texts are the family's {@code notation}. */
    protected <P extends StonePosition> StonePosition(StoneBoard stones, GameHistory history, MoveNotation<P> notation) {
        super(history, notation);
        this.stones = stones;
        this.keys = stones.keys;
        this.rank = stones.rank;
        this.countRanks = stones.countsRanks;
        sq = stones.mailbox.newBoard(BORDER, EMPTY);
    }

    /** The board's tables (geometry, mailbox, names). */
    public final StoneBoard stoneBoard() {
        return stones;
    }

    /** The stone of the side to move (1 or 2). */
    protected final byte mine() {
        return (byte) (side + 1);
    }

    /** The stone of the other side. */
    protected final byte theirs() {
        return (byte) (2 - side);
    }

    /** Places a stone of {@code colour} on the empty square {@code idx}. */
    protected final void put(int idx, byte colour) {
        sq[idx] = colour;
        key ^= keys[colour][idx];
        count[colour]++;
        if (countRanks) {
            onRank[colour * RANK_SLOTS + rank[idx]]++;
        }
    }

    /** Takes the stone off square {@code idx}. */
    protected final void remove(int idx) {
        byte colour = sq[idx];
        sq[idx] = EMPTY;
        key ^= keys[colour][idx];
        count[colour]--;
        if (countRanks) {
            onRank[colour * RANK_SLOTS + rank[idx]]--;
        }
    }

    /** Moves the stone on {@code from} to the empty square {@code to}. */
    protected final void move(int from, int to) {
        byte colour = sq[from];
        sq[from] = EMPTY;
        sq[to] = colour;
        long[] k = keys[colour];
        key ^= k[from] ^ k[to];
        if (countRanks) {
            int base = colour * RANK_SLOTS;
            onRank[base + rank[from]]--;
            onRank[base + rank[to]]++;
        }
    }

    /**
     * The Zobrist keys of stone {@code colour} per square, for a family that moves its stones by hand in
     * its hottest loop (on a board that does not count ranks) instead of through {@link #move}.
     */
    protected final long[] stoneKeys(int colour) {
        return keys[colour];
    }

    /** Hands the turn to the other side. */
    protected final void passTurn() {
        side ^= 1;
        key ^= stones.sideKey;
    }

    /**
     * How many stones of {@code colour} stand on {@code rank} (0 = the bottom rank); kept only on a board
     * built {@link StoneBoard#countingRanks()} (always 0 elsewhere).
     */
    public final int stonesOnRank(int colour, int rank) {
        return onRank[colour * RANK_SLOTS + rank];
    }

    /** How many stones of {@code colour} (1 or 2) are on the board. */
    public final int stones(int colour) {
        return count[colour];
    }

    /** What stands on a square: 1, 2, {@link #EMPTY} or {@link #BORDER}. */
    public final byte stoneAt(int square) {
        return sq[square];
    }

    // ---- position text ------------------------------------------------------------------------

    /** The whitespace-separated fields of a position text; {@code emptyMessage} when there are none. */
    protected static String[] fields(String text, String emptyMessage) throws NotationException {
        if (text == null || text.isBlank()) {
            throw new NotationException(emptyMessage);
        }
        return text.trim().split("\\s+");
    }

    /** Reads the placement ({@code fields[0]}) and, when present, the side to move ({@code fields[1]}). */
    protected final void readStones(String[] fields) throws NotationException {
        stones.codec.parse(fields[0], stones.letters, (cell, piece) -> put(stones.mailbox.square[cell],
                (byte) (piece + 1)));
        if (fields.length > 1
                && parseSide(fields[1], stones.letters.substring(0, 1), stones.letters.substring(1)) == 1) {
            passTurn();
        }
    }

    /** The placement and the side to move, {@code <rows> <letter>}. */
    protected final StringBuilder writeStones(StringBuilder out) {
        return stones.codec.write(out, this::symbolAt).append(' ').append(stones.letters.charAt(side));
    }

    /** The placement and the side to move; a family with more fields overrides it. */
    @Override
    public String fen() {
        return writeStones(new StringBuilder(sq.length)).toString();
    }

    @Override
    public final char symbolAt(int cell) {
        byte c = sq[stones.mailbox.square[cell]];
        return c == 1 || c == 2 ? stones.letters.charAt(c - 1) : '.';
    }

    /** A stone of the family's kind ({@link #stoneKind}) in its side's colour, or nothing. */
    @Override
    public Piece pieceAt(int cell) {
        byte c = sq[stones.mailbox.square[cell]];
        return c == 1 || c == 2 ? Piece.of(stoneKind(), c - 1) : null;
    }

    /** What the family calls its stones in a drawing ({@link Piece#kind}); {@code stone} by default. */
    protected String stoneKind() {
        return "stone";
    }

    /** The colour its letter in position texts names ({@code w} white, {@code b} black, {@code r} red). */
    @Override
    public String sideColour(int side) {
        return switch (stones.letters.charAt(side)) {
            case 'w' -> "white";
            case 'r' -> "red";
            default -> "black";
        };
    }

    /** Makes {@code copy}, a fresh position on the same board, hold this one's stones, side, key and counts. */
    protected final <P extends StonePosition> P copyStonesTo(P copy) {
        StonePosition c = startCopy(copy);
        System.arraycopy(sq, 0, c.sq, 0, sq.length);
        System.arraycopy(count, 0, c.count, 0, count.length);
        System.arraycopy(onRank, 0, c.onRank, 0, onRank.length);
        return copy;
    }
}
