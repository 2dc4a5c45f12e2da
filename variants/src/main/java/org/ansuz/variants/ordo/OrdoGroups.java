package org.ansuz.variants.ordo;

import static org.ansuz.variants.ordo.OrdoPosition.FILES;
import static org.ansuz.variants.ordo.OrdoPosition.MAILBOX;
import static org.ansuz.variants.ordo.OrdoPosition.RANKS;
import static org.ansuz.variants.ordo.OrdoPosition.SIZE;

/**
 * Ordo's connectivity on bit sets: the 10x8 board as two longs of four 11-bit rows each (ranks 1-4 and
 * 5-8, a1 in bit 0 of the low half). The eleventh bit of every row is never a square, so growing a set
 * by one king step is a handful of shifts with no edge masks: what spills into a spare bit or past a
 * half is cleared by the mask of the army it grows in. A group is found by growing a seed until it
 * stops, a few shifts per step of the group's width, instead of a square-by-square flood fill; the
 * move generator asks this for every candidate part.
 */
final class OrdoGroups {
    /** Bits per row: ten files and a spare bit that keeps the shifts of adjacent rows apart. */
    private static final int ROW = FILES + 1;
    /** From the top row of the low half to the bottom row of the high half. */
    private static final int HALF = ROW * (RANKS / 2 - 1);
    private static final int HALF_BITS = ROW * RANKS / 2;
    /** The bit of each mailbox square in the low and the high half (0 in the other half and off the board). */
    static final long[] LOW = new long[SIZE];
    static final long[] HIGH = new long[SIZE];
    /** The mailbox square of each bit, the high half's after the low half's. */
    private static final int[] SQUARE = new int[2 * HALF_BITS];

    static {
        for (int y = 0; y < RANKS; y++) {
            for (int x = 0; x < FILES; x++) {
                int idx = MAILBOX.square(x, y);
                int bit = (y % (RANKS / 2)) * ROW + x;
                if (y < RANKS / 2) {
                    LOW[idx] = 1L << bit;
                    SQUARE[bit] = idx;
                } else {
                    HIGH[idx] = 1L << bit;
                    SQUARE[HALF_BITS + bit] = idx;
                }
            }
        }
    }

    /** The group found by the last {@link #grow}. */
    long groupLow;
    long groupHigh;

    /**
     * Grows the seed (squares of {@code armyLow/armyHigh}) to everything 8-connected to it within the army;
     * leaves it in {@link #groupLow}/{@link #groupHigh} and returns its size.
     */
    int grow(long seedLow, long seedHigh, long armyLow, long armyHigh) {
        long low = seedLow;
        long high = seedHigh;
        while (true) {
            long nextLow = aroundLow(low, high) & armyLow;
            long nextHigh = aroundHigh(low, high) & armyHigh;
            if (nextLow == low && nextHigh == high) {
                break;
            }
            low = nextLow;
            high = nextHigh;
        }
        groupLow = low;
        groupHigh = high;
        return Long.bitCount(low) + Long.bitCount(high);
    }

    /**
     * The low half of a set grown by one king step; bits off the board may be set, so callers mask the
     * result with a set of squares.
     */
    static long aroundLow(long low, long high) {
        long rowLow = low | low << 1 | low >>> 1;
        long rowHigh = high | high << 1 | high >>> 1;
        return rowLow | rowLow << ROW | rowLow >>> ROW | rowHigh << HALF;
    }

    /** The high half of a set grown by one king step (see {@link #aroundLow}). */
    static long aroundHigh(long low, long high) {
        long rowLow = low | low << 1 | low >>> 1;
        long rowHigh = high | high << 1 | high >>> 1;
        return rowHigh | rowHigh << ROW | rowHigh >>> ROW | rowLow >>> HALF;
    }

    /** The group of the army's first square in a1, b1, ..., j8 order; its size (0 for no army). */
    int growFirst(long armyLow, long armyHigh) {
        return grow(Long.lowestOneBit(armyLow), armyLow != 0 ? 0 : Long.lowestOneBit(armyHigh), armyLow, armyHigh);
    }

    /** The mailbox square of the first square (a1 order) of a non-empty set. */
    static int firstSquare(long low, long high) {
        return low != 0 ? SQUARE[Long.numberOfTrailingZeros(low)] : SQUARE[HALF_BITS + Long.numberOfTrailingZeros(high)];
    }

    /** The xor of {@code keys} (per mailbox square) over the members of the set. */
    static long keyOf(long low, long high, long[] keys) {
        long k = 0;
        for (long b = low; b != 0; b &= b - 1) {
            k ^= keys[SQUARE[Long.numberOfTrailingZeros(b)]];
        }
        for (long b = high; b != 0; b &= b - 1) {
            k ^= keys[SQUARE[HALF_BITS + Long.numberOfTrailingZeros(b)]];
        }
        return k;
    }

    /** Writes {@code value} into {@code out} at the square of every member of the set. */
    static void mark(long low, long high, int[] out, int value) {
        for (long b = low; b != 0; b &= b - 1) {
            out[SQUARE[Long.numberOfTrailingZeros(b)]] = value;
        }
        for (long b = high; b != 0; b &= b - 1) {
            out[SQUARE[HALF_BITS + Long.numberOfTrailingZeros(b)]] = value;
        }
    }
}
