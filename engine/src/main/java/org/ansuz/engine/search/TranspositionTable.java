package org.ansuz.engine.search;

import org.ansuz.engine.spi.Score;

/**
 * The shared transposition table: one {@code long[]}, buckets of two entries (a depth-preferred slot
 * and an always-replace slot), three longs per entry: {@code check = key ^ move ^ data}, the move, and
 * the packed data. Threads read and write without locks; a torn entry fails the check and reads as a
 * miss (Hyatt and Mann's lockless hashing), so the full 64-bit key is verified on every hit.
 *
 * <p>Data layout: bits 0-15 score (signed), 16-23 depth, 24-25 bound, 26-31 generation. Mate scores
 * are stored relative to the node ({@link #toTable}) so that they stay right at any ply.
 */
public final class TranspositionTable {
    public static final int BOUND_UPPER = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_EXACT = 3;
    private static final int LONGS_PER_BUCKET = 6;

    private long[] table;
    private long buckets;
    private int generation = 1;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Reallocates to at most {@code megabytes} MB (halving until the JVM can hold it) and clears. */
    public void resize(int megabytes) {
        resize(megabytes, spareHeapBytes());
    }

    /** As {@link #resize(int)} with {@code spareBytes} of heap to spare besides the current table. */
    public void resize(int megabytes, long spareBytes) {
        long bytes = Math.max(1, megabytes) * (1L << 20);
        long old = table == null ? 0 : table.length * 8L;
        table = null;
        bytes = Math.max(1L << 20, Math.min(bytes, spareBytes + old));
        while (true) {
            long n = Math.max(1, bytes / (8L * LONGS_PER_BUCKET));
            n = Math.min(n, (Integer.MAX_VALUE - 8) / LONGS_PER_BUCKET);
            try {
                table = new long[(int) (n * LONGS_PER_BUCKET)];
                buckets = n;
                return;
            } catch (OutOfMemoryError e) {
                bytes /= 2;
            }
        }
    }

    /**
     * The heap that a large table may take without leaving the rest of the engine short: what is not
     * in use, less a margin of a sixteenth of the heap (at least 64 MB).
     */
    static long spareHeapBytes() {
        Runtime rt = Runtime.getRuntime();
        long max = rt.maxMemory() == Long.MAX_VALUE ? rt.totalMemory() : rt.maxMemory();
        long used = rt.totalMemory() - rt.freeMemory();
        return Math.max(0, max - used - Math.max(64L << 20, max / 16));
    }

    public int megabytes() {
        return (int) ((table.length * 8L + (1 << 19)) >> 20);
    }

    public void clear() {
        java.util.Arrays.fill(table, 0L);
        generation = 1;
    }

    /** Starts a new search: older entries become preferred victims. */
    public void newSearch() {
        generation = (generation + 1) & 63;
        if (generation == 0) {
            generation = 1;
        }
    }

    private int bucket(long key) {
        // The high half of the key picks the bucket; all 64 bits are checked.
        return (int) (((key >>> 32) * buckets) >>> 32) * LONGS_PER_BUCKET;
    }

    /**
     * Looks up {@code key}; on a hit writes the move to {@code out[0]}, the data word to
     * {@code out[1]} and returns true.
     */
    public boolean probe(long key, long[] out) {
        int b = bucket(key);
        long[] t = table;
        for (int s = b; s < b + LONGS_PER_BUCKET; s += 3) {
            long move = t[s + 1];
            long data = t[s + 2];
            if (data != 0 && (t[s] ^ move ^ data) == key) {
                out[0] = move;
                out[1] = data;
                return true;
            }
        }
        return false;
    }

    /** Stores a node's result; {@code score} must already be {@link #toTable table-relative}. */
    public void store(long key, long move, int score, int depth, int bound) {
        int b = bucket(key);
        long[] t = table;
        int slot = b + 3; // always-replace, unless the depth-preferred slot takes it
        long d0 = t[b + 2];
        boolean same0 = d0 != 0 && (t[b] ^ t[b + 1] ^ d0) == key;
        if (same0 || d0 == 0 || depth >= depthOf(d0) || generationOf(d0) != generation) {
            slot = b;
        }
        long old = t[slot + 2];
        if (move == 0 && old != 0 && (t[slot] ^ t[slot + 1] ^ old) == key) {
            move = t[slot + 1]; // keep the best move known for this position
        }
        long data = (score & 0xFFFFL) | (long) (depth & 0xFF) << 16 | (long) bound << 24
                | (long) generation << 26;
        t[slot] = key ^ move ^ data;
        t[slot + 1] = move;
        t[slot + 2] = data;
    }

    public static int score(long data) {
        return (short) data;
    }

    public static int depth(long data) {
        return (int) (data >>> 16) & 0xFF;
    }

    public static int bound(long data) {
        return (int) (data >>> 24) & 3;
    }

    private static int depthOf(long data) {
        return depth(data);
    }

    private static int generationOf(long data) {
        return (int) (data >>> 26) & 63;
    }

    /** A score as the table keeps it: wins counted from this node, not from the root. */
    public static int toTable(int score, int ply) {
        return score >= Score.WIN_BOUND ? score + ply : score <= -Score.WIN_BOUND ? score - ply : score;
    }

    /** The inverse of {@link #toTable} at the probing node's ply. */
    public static int fromTable(int score, int ply) {
        return score >= Score.WIN_BOUND ? score - ply : score <= -Score.WIN_BOUND ? score + ply : score;
    }

    /** Permille of sampled entries written in the current search. */
    public int hashfull() {
        int sample = (int) Math.min(1000, buckets * 2);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long data = table[(i >> 1) * LONGS_PER_BUCKET + (i & 1) * 3 + 2];
            if (data != 0 && generationOf(data) == generation) {
                used++;
            }
        }
        return used * 1000 / sample;
    }
}
