package org.ansuz.variants.draughts;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The placement index of the endgame tables of one draughts board. A table holds one material
 * signature with White to move ({@link Material}); its index is a mixed-radix number of four digits,
 * one per piece kind (white men, white kings, black men, black kings), each the rank of that kind's
 * squares in the combinatorial number system over the squares the kind may stand on (men never on their
 * own promotion row). Placements where two kinds share a square get an index too (near-perfect: for
 * few pieces they are a small fraction) and are marked impossible in the table.
 *
 * <p>Black to move is White to move on the board turned half round with the colours swapped
 * ({@link #flip}): the rules of the games the tables serve are the same for both colours on the
 * turned board, so one side to move is stored per signature.
 */
final class EndgameIndex {
    /** At most this many pieces in a table (a count per kind fits three bits). */
    static final int MAX_PIECES = 8;
    /** Square lists: where a white man, a black man, a king may stand. */
    private static final int WHITE_MEN = 0;
    private static final int BLACK_MEN = 1;
    private static final int KINGS = 2;

    final int cells;
    /** Every cell of the board. */
    final long all;
    /** {@code binomial[n][k]} for n up to 64, k up to {@link #MAX_PIECES}. */
    private final long[][] binomial = new long[65][MAX_PIECES + 1];
    /** Per square list: the rank of each cell in it, -1 where the kind may not stand. */
    private final int[][] rankIn = new int[3][];
    private final int[] listSize = new int[3];
    /** Per square list: its cells in order. */
    private final int[][] listCells = new int[3][];
    /** {@code flipCell[c]}: the cell c lands on when the board is turned half round. */
    private final int[] flipCell;
    /** The turn reverses the cell numbering: a bitboard turns with one bit reversal. */
    private final boolean flipReverses;
    /** Every combination of k squares of a list as a bitboard, by rank: made when first asked for. */
    private final ConcurrentHashMap<Integer, long[]> combinations = new ConcurrentHashMap<>();

    /** @throws IllegalArgumentException when turning the board half round does not map it onto itself */
    EndgameIndex(DraughtsGeometry g) {
        cells = g.cells;
        all = g.all;
        for (int n = 0; n <= 64; n++) {
            binomial[n][0] = 1;
            for (int k = 1; k <= MAX_PIECES && k <= n; k++) {
                binomial[n][k] = binomial[n - 1][k - 1] + (k <= n - 1 ? binomial[n - 1][k] : 0);
            }
        }
        long[] allowed = {g.all & ~g.promotionRow[0], g.all & ~g.promotionRow[1], g.all};
        for (int list = 0; list < 3; list++) {
            rankIn[list] = new int[cells];
            listCells[list] = new int[Long.bitCount(allowed[list])];
            int r = 0;
            for (int c = 0; c < cells; c++) {
                if ((allowed[list] >>> c & 1) != 0) {
                    listCells[list][r] = c;
                    rankIn[list][c] = r++;
                } else {
                    rankIn[list][c] = -1;
                }
            }
            listSize[list] = r;
        }
        flipCell = new int[cells];
        boolean reverses = true;
        long seen = 0;
        for (int c = 0; c < cells; c++) {
            int f = g.cell(g.width - 1 - g.x[c], g.height - 1 - g.y[c]);
            if (f < 0 || (seen >>> f & 1) != 0) {
                throw new IllegalArgumentException("the board does not map onto itself when turned half round");
            }
            seen |= 1L << f;
            flipCell[c] = f;
            reverses &= f == cells - 1 - c;
        }
        flipReverses = reverses;
    }

    /** The board turned half round: each piece of {@code bb} on its turned square. */
    long flip(long bb) {
        if (flipReverses) {
            return Long.reverse(bb) >>> (64 - cells);
        }
        long out = 0;
        for (long b = bb; b != 0; b &= b - 1) {
            out |= 1L << flipCell[Long.numberOfTrailingZeros(b)];
        }
        return out;
    }

    /** The number of entries of a table (placements, some impossible). */
    long size(Material m) {
        return binomial[listSize[WHITE_MEN]][m.whiteMen()] * binomial[listSize[KINGS]][m.whiteKings()]
                * binomial[listSize[BLACK_MEN]][m.blackMen()] * binomial[listSize[KINGS]][m.blackKings()];
    }

    /** The rank of the squares of {@code bb} in square list {@code list}, or -1 when one may not be there. */
    private long rank(int list, long bb) {
        long r = 0;
        int j = 1;
        int[] ranks = rankIn[list];
        for (long b = bb; b != 0; b &= b - 1, j++) {
            int rk = ranks[Long.numberOfTrailingZeros(b)];
            if (rk < 0) {
                return -1;
            }
            r += binomial[rk][j];
        }
        return r;
    }

    /**
     * The index of White-to-move pieces {@code white}, {@code black} with {@code kings} in table {@code m}
     * (their counts are m's), or -1 when a man stands on its promotion row.
     */
    long index(Material m, long white, long black, long kings) {
        long wm = rank(WHITE_MEN, white & ~kings);
        long wk = rank(KINGS, white & kings);
        long bm = rank(BLACK_MEN, black & ~kings);
        long bk = rank(KINGS, black & kings);
        if ((wm | bm) < 0) {
            return -1;
        }
        int kingSquares = listSize[KINGS];
        return ((wm * binomial[kingSquares][m.whiteKings()] + wk) * binomial[listSize[BLACK_MEN]][m.blackMen()] + bm)
                * binomial[kingSquares][m.blackKings()] + bk;
    }

    /**
     * Writes the placement of entry {@code index} of table {@code m} into {@code out} (white, black,
     * kings) and returns whether it is possible (no two pieces on one square).
     */
    boolean placement(Material m, long index, long[] out) {
        int kingSquares = listSize[KINGS];
        long nbk = binomial[kingSquares][m.blackKings()];
        long nbm = binomial[listSize[BLACK_MEN]][m.blackMen()];
        long nwk = binomial[kingSquares][m.whiteKings()];
        long bk = combinations(KINGS, m.blackKings())[(int) (index % nbk)];
        index /= nbk;
        long bm = combinations(BLACK_MEN, m.blackMen())[(int) (index % nbm)];
        index /= nbm;
        long wk = combinations(KINGS, m.whiteKings())[(int) (index % nwk)];
        long wm = combinations(WHITE_MEN, m.whiteMen())[(int) (index / nwk)];
        out[0] = wm | wk;
        out[1] = bm | bk;
        out[2] = wk | bk;
        return Long.bitCount(out[0] | out[1]) == m.pieces();
    }

    /** Every combination of {@code k} squares of square list {@code list}, by rank. */
    private long[] combinations(int list, int k) {
        return combinations.computeIfAbsent(list * 16 + k, key -> {
            long[] all = new long[(int) binomial[listSize[list]][k]];
            for (int r = 0; r < all.length; r++) {
                long rest = r;
                long bb = 0;
                for (int j = k; j >= 1; j--) {
                    int c = j - 1;
                    while (binomial[c + 1][j] <= rest) {
                        c++;
                    }
                    rest -= binomial[c][j];
                    bb |= 1L << listCells[list][c];
                }
                all[r] = bb;
            }
            return all;
        });
    }

    /**
     * One table's material: men and kings per colour, White to move. Its name lists White's kings
     * ({@code K}) and men ({@code M}), then {@code v}, then Black's: {@code KKvK}, {@code KMvM}.
     */
    record Material(int whiteMen, int whiteKings, int blackMen, int blackKings) {
        /** A key below 4096 per material of at most {@link #MAX_PIECES} pieces. */
        int key() {
            return key(whiteMen, whiteKings, blackMen, blackKings);
        }

        static int key(int whiteMen, int whiteKings, int blackMen, int blackKings) {
            return whiteMen | whiteKings << 3 | blackMen << 6 | blackKings << 9;
        }

        int pieces() {
            return whiteMen + whiteKings + blackMen + blackKings;
        }

        int men() {
            return whiteMen + blackMen;
        }

        /** The same material with the colours swapped: this table's positions with Black to move. */
        Material flipped() {
            return new Material(blackMen, blackKings, whiteMen, whiteKings);
        }

        String name() {
            return "K".repeat(whiteKings) + "M".repeat(whiteMen) + "v" + "K".repeat(blackKings) + "M".repeat(blackMen);
        }

        /** @throws IllegalArgumentException for a name that is not {@code K..M..vK..M..} with pieces on both sides */
        static Material parse(String name) {
            int v = name.indexOf('v');
            if (v < 0 || !name.matches("K*M*vK*M*")) {
                throw new IllegalArgumentException("not a table name (like KKvK or KMvM): " + name);
            }
            String w = name.substring(0, v);
            String b = name.substring(v + 1);
            Material m = new Material(count(w, 'M'), count(w, 'K'), count(b, 'M'), count(b, 'K'));
            if (w.isEmpty() || b.isEmpty() || m.pieces() > MAX_PIECES) {
                throw new IllegalArgumentException("a table has 1 to " + (MAX_PIECES - 1)
                        + " pieces a side and at most " + MAX_PIECES + " in all: " + name);
            }
            return m;
        }

        private static int count(String s, char c) {
            return (int) s.chars().filter(x -> x == c).count();
        }
    }
}
