package org.ansuz.engine.board;

import java.util.Arrays;

/**
 * A mutable set of cells for boards of any size (Thud's 165 cells, GESS's 400): one bit per cell
 * in a {@code long[]}. Every operation works in place and allocates nothing, so positions may keep
 * sets as fields and scratch buffers. Iterate with
 * {@code for (int c = s.first(); c >= 0; c = s.next(c + 1))}.
 */
public final class CellSet {
    private final long[] words;
    private final int capacity;

    /** An empty set for cells {@code 0..capacity-1}. */
    public CellSet(int capacity) {
        this.capacity = capacity;
        words = new long[(capacity + 63) >>> 6];
    }

    /** A copy of {@code other}. */
    public CellSet(CellSet other) {
        capacity = other.capacity;
        words = other.words.clone();
    }

    public int capacity() {
        return capacity;
    }

    public boolean contains(int cell) {
        return (words[cell >>> 6] & 1L << cell) != 0;
    }

    public void add(int cell) {
        words[cell >>> 6] |= 1L << cell;
    }

    public void remove(int cell) {
        words[cell >>> 6] &= ~(1L << cell);
    }

    /** Adds the cell if absent, removes it if present. */
    public void toggle(int cell) {
        words[cell >>> 6] ^= 1L << cell;
    }

    public void clear() {
        Arrays.fill(words, 0);
    }

    public boolean isEmpty() {
        for (long w : words) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    public int size() {
        int n = 0;
        for (long w : words) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The smallest cell in the set, or -1. */
    public int first() {
        return next(0);
    }

    /** The smallest cell {@code >= from} in the set, or -1. */
    public int next(int from) {
        if (from >= capacity) {
            return -1;
        }
        int i = from >>> 6;
        long w = words[i] & -1L << from;
        while (w == 0) {
            if (++i == words.length) {
                return -1;
            }
            w = words[i];
        }
        return (i << 6) + Long.numberOfTrailingZeros(w);
    }

    /** Makes this set equal to {@code other} (same capacity). */
    public void copyFrom(CellSet other) {
        System.arraycopy(other.words, 0, words, 0, words.length);
    }

    public void addAll(CellSet other) {
        for (int i = 0; i < words.length; i++) {
            words[i] |= other.words[i];
        }
    }

    public void retainAll(CellSet other) {
        for (int i = 0; i < words.length; i++) {
            words[i] &= other.words[i];
        }
    }

    public void removeAll(CellSet other) {
        for (int i = 0; i < words.length; i++) {
            words[i] &= ~other.words[i];
        }
    }

    public boolean intersects(CellSet other) {
        for (int i = 0; i < words.length; i++) {
            if ((words[i] & other.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** A hash of the contents (for Zobrist-free keys in tests and tables). */
    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CellSet s && s.capacity == capacity && Arrays.equals(s.words, words);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int c = first(); c >= 0; c = next(c + 1)) {
            sb.append(sb.length() > 1 ? ", " : "").append(c);
        }
        return sb.append('}').toString();
    }
}
