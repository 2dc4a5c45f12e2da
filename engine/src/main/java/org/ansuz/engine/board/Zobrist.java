package org.ansuz.engine.board;

import java.util.SplittableRandom;

/**
 * Seeded Zobrist keys: the same seed gives the same keys in every run (bench signatures and
 * recorded hash behaviour depend on it). Tables are drawn in the order they are asked for.
 */
public final class Zobrist {
    private final SplittableRandom random;

    public Zobrist(long seed) {
        random = new SplittableRandom(seed);
    }

    /** The next key. */
    public long next() {
        return random.nextLong();
    }

    /** {@code n} keys. */
    public long[] table(int n) {
        long[] t = new long[n];
        for (int i = 0; i < n; i++) {
            t[i] = random.nextLong();
        }
        return t;
    }

    /**
     * Keys for the given squares of a mailbox of {@code size} squares, drawn in the order listed; the
     * other squares (the border) get 0.
     */
    public long[] table(int[] squares, int size) {
        long[] t = new long[size];
        for (int sq : squares) {
            t[sq] = random.nextLong();
        }
        return t;
    }

    /** {@code kinds x n} keys, kind by kind ({@code table[piece][cell]}). */
    public long[][] table(int kinds, int n) {
        long[][] t = new long[kinds][];
        for (int k = 0; k < kinds; k++) {
            t[k] = table(n);
        }
        return t;
    }
}
