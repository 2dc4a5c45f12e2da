package org.ansuz.variants.thud;

import org.ansuz.engine.board.MoveField;

/** The bit layout of a move (see {@code package-info}); static helpers only. */
final class ThudMove {
    /**
     * Kinds of move: a dwarf's move, a hurl, a troll's move or shove, a Rock move, a Koom Valley troll
     * move, a trample chain.
     */
    static final int DWARF = 1, HURL = 2, TROLL = 3, ROCK = 4, KV_TROLL = 5, TRAMPLE = 6;
    /** The longest trample chain one move can carry: 16 hops of 3 bits fill the long. */
    static final int MAX_HOPS = 16;
    /** The move's kind: {@link #DWARF} to {@link #TRAMPLE}. */
    static final MoveField KIND = new MoveField(0, 3);
    /** The mailbox square the piece leaves. */
    static final MoveField FROM = KIND.next(9);
    /** Where it lands (no trample). */
    static final MoveField TO = FROM.next(9);
    /** Captured pieces as a mask of directions from the destination (bit d: the neighbour in direction d). */
    static final MoveField MASK = TO.next(8);

    private ThudMove() {
    }

    /** Dwarf move, hurl, Thud troll move/shove, Rock move or Koom Valley troll move. */
    static long encode(int kind, int from, int to, int mask) {
        return KIND.put(kind) | FROM.put(from) | TO.put(to) | MASK.put(mask);
    }

    /** A trample chain: {@code hops} jumps in the directions of {@code dirs} (3 bits each, first jump lowest). */
    static long trample(int from, int hops, long dirs) {
        return KIND.put(TRAMPLE) | FROM.put(from) | (long) (hops - 1) << 12 | dirs << 16;
    }

    static int hops(long m) {
        return ((int) (m >>> 12) & 15) + 1;
    }

    static int hop(long m, int i) {
        return (int) (m >>> (16 + 3 * i)) & 7;
    }

    /** Landing square of a trample chain. */
    static int trampleEnd(long m) {
        int cur = FROM.of(m);
        for (int i = 0, n = hops(m); i < n; i++) {
            cur += 2 * ThudBoard.DIR[hop(m, i)];
        }
        return cur;
    }

    static boolean isCapture(long m) {
        int k = KIND.of(m);
        return k == HURL || k == TRAMPLE || ((k == TROLL || k == DWARF) && MASK.of(m) != 0);
    }
}
