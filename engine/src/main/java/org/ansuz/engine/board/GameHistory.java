package org.ansuz.engine.board;

import java.util.Arrays;

/**
 * The moves played on a position and the key before each: the undo stack every family needs, and
 * repetition counting since the last irreversible ply (a capture, a man's move: positions before it
 * cannot come back). Grows as needed; the steady state allocates nothing.
 */
public final class GameHistory {
    private long[] keys;
    private long[] moves;
    /** Per ply: the family's undo word (captured pieces, old counters), 0 where it stores none. */
    private long[] states;
    /** Per ply: the first ply whose key can still repeat after it. */
    private int[] since;
    private int plies;

    public GameHistory() {
        this(256);
    }

    public GameHistory(int capacity) {
        keys = new long[capacity];
        moves = new long[capacity];
        states = new long[capacity];
        since = new int[capacity];
    }

    /** Records a move about to be played from a position with key {@code keyBefore}. */
    public void push(long keyBefore, long move, boolean irreversible) {
        push(keyBefore, move, irreversible, 0);
    }

    /**
     * Records a move about to be played and {@code state}, what {@code undo} needs besides the move
     * and the key (what the move captured, counters it resets): read back with {@link #state(int)}.
     */
    public void push(long keyBefore, long move, boolean irreversible, long state) {
        if (plies == keys.length) {
            keys = Arrays.copyOf(keys, plies * 2);
            moves = Arrays.copyOf(moves, plies * 2);
            states = Arrays.copyOf(states, plies * 2);
            since = Arrays.copyOf(since, plies * 2);
        }
        since[plies] = irreversible ? plies + 1 : base();
        keys[plies] = keyBefore;
        states[plies] = state;
        moves[plies++] = move;
    }

    /** Forgets the last move and returns it. */
    public long pop() {
        return moves[--plies];
    }

    /** Number of moves recorded. */
    public int plies() {
        return plies;
    }

    /** The move of ply {@code i} (0 = first). */
    public long move(int i) {
        return moves[i];
    }

    /** The state word pushed with ply {@code i}. */
    public long state(int i) {
        return states[i];
    }

    /** The key of the position before ply {@code i}. */
    public long key(int i) {
        return keys[i];
    }

    /** The last move, or 0 when none was played. */
    public long lastMove() {
        return plies == 0 ? 0 : moves[plies - 1];
    }

    /** Plies played since the last irreversible one (a draw counter such as the 50-move rule). */
    public int reversiblePlies() {
        return plies - base();
    }

    /**
     * How often the position with key {@code current} (the present one) has stood since the last
     * irreversible ply, itself included: 1 for a new position, 3 for a threefold repetition. Keys
     * include the side to move, so turns need not alternate.
     */
    public int repetitions(long current) {
        int n = 1;
        for (int i = base(); i < plies; i++) {
            if (keys[i] == current) {
                n++;
            }
        }
        return n;
    }

    /** Empties the history. */
    public void clear() {
        plies = 0;
    }

    /** Makes this history equal to {@code other}. */
    public void copyFrom(GameHistory other) {
        if (keys.length < other.plies) {
            keys = new long[other.keys.length];
            moves = new long[other.keys.length];
            states = new long[other.keys.length];
            since = new int[other.keys.length];
        }
        System.arraycopy(other.keys, 0, keys, 0, other.plies);
        System.arraycopy(other.moves, 0, moves, 0, other.plies);
        System.arraycopy(other.states, 0, states, 0, other.plies);
        System.arraycopy(other.since, 0, since, 0, other.plies);
        plies = other.plies;
    }

    /** An independent copy. */
    public GameHistory copy() {
        GameHistory h = new GameHistory(Math.max(16, keys.length));
        h.copyFrom(this);
        return h;
    }

    private int base() {
        return plies == 0 ? 0 : since[plies - 1];
    }
}
