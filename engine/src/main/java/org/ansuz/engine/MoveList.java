package org.ansuz.engine;

import java.util.Arrays;

/**
 * A primitive list of moves with one sort score each, preallocated per search ply. It grows only
 * when a position has more moves than ever seen before, so the steady state allocates nothing.
 */
public final class MoveList {
    public long[] moves;
    public int[] scores;
    public int size;

    public MoveList() {
        this(256);
    }

    public MoveList(int capacity) {
        moves = new long[capacity];
        scores = new int[capacity];
    }

    public void clear() {
        size = 0;
    }

    public void add(long move) {
        if (size == moves.length) {
            grow();
        }
        moves[size++] = move;
    }

    public long move(int i) {
        return moves[i];
    }

    public int size() {
        return size;
    }

    public boolean contains(long move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Swaps the best-scored move among {@code from..size-1} into {@code from} (selection sort step). */
    public long pickBest(int from) {
        int best = from;
        for (int i = from + 1; i < size; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        if (best != from) {
            long m = moves[best];
            moves[best] = moves[from];
            moves[from] = m;
            int s = scores[best];
            scores[best] = scores[from];
            scores[from] = s;
        }
        return moves[from];
    }

    private void grow() {
        moves = Arrays.copyOf(moves, moves.length * 2);
        scores = Arrays.copyOf(scores, scores.length * 2);
    }
}
