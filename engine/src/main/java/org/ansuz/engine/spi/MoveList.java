package org.ansuz.engine.spi;

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

    /**
     * Swaps the best-scored move among {@code from..size-1} into {@code from} (selection sort step); of
     * equal scores the first. The scan keeps the score and the complement of the index in one long, whose
     * maximum is a conditional move rather than a branch the processor would often mispredict.
     */
    public long pickBest(int from) {
        int[] sc = scores;
        long top = (long) sc[from] << 32 | (~from & 0xFFFFFFFFL);
        for (int i = from + 1; i < size; i++) {
            top = Math.max(top, (long) sc[i] << 32 | (~i & 0xFFFFFFFFL));
        }
        int best = ~(int) top;
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
