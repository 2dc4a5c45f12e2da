package org.ansuz.variants.thud;

/** The bit layout of a move (see {@code package-info}); static helpers only. */
final class ThudMove {
    static final int DWARF = 1;
    static final int HURL = 2;
    static final int TROLL = 3;
    static final int ROCK = 4;
    static final int KV_TROLL = 5;
    static final int TRAMPLE = 6;
    /** The longest trample chain one move can carry: 16 hops of 3 bits fill the long. */
    static final int MAX_HOPS = 16;

    private ThudMove() {
    }

    /** Dwarf move, hurl, Thud troll move/shove, Rock move or Koom Valley troll move. */
    static long encode(int kind, int from, int to, int mask) {
        return kind | (long) from << 3 | (long) to << 12 | (long) mask << 21;
    }

    /** A trample chain: {@code hops} jumps in the directions of {@code dirs} (3 bits each, first jump lowest). */
    static long trample(int from, int hops, long dirs) {
        return TRAMPLE | (long) from << 3 | (long) (hops - 1) << 12 | dirs << 16;
    }

    static int kind(long m) {
        return (int) (m & 7);
    }

    static int from(long m) {
        return (int) (m >>> 3) & 0x1ff;
    }

    static int to(long m) {
        return (int) (m >>> 12) & 0x1ff;
    }

    /** Captured pieces as a mask of directions from the destination (bit d: the neighbour in direction d). */
    static int mask(long m) {
        return (int) (m >>> 21) & 0xff;
    }

    static int hops(long m) {
        return ((int) (m >>> 12) & 15) + 1;
    }

    static int hop(long m, int i) {
        return (int) (m >>> (16 + 3 * i)) & 7;
    }

    /** Landing square of a trample chain. */
    static int trampleEnd(long m) {
        int cur = from(m);
        for (int i = 0, n = hops(m); i < n; i++) {
            cur += 2 * ThudBoard.DIR[hop(m, i)];
        }
        return cur;
    }

    static boolean isCapture(long m) {
        int k = kind(m);
        return k == HURL || k == TRAMPLE || ((k == TROLL || k == DWARF) && mask(m) != 0);
    }
}
