package org.ansuz.engine.board;

import java.util.Arrays;

/**
 * The immutable tables of a game of two colours of like stones on a padded {@link Mailbox}
 * (Abalone, Taacoca, Epaminondas, Ordo): the geometry and its mailbox, the text codec, the letters of
 * the two colours, the Zobrist keys and each square's rank. Build one per board and share it; the
 * positions are {@link StonePosition}s. A game that asks how many stones stand on a rank builds its
 * board {@link #countingRanks()}; the others do not pay for the count in every move.
 */
public final class StoneBoard {
    public final Geometry geometry;
    public final Mailbox mailbox;
    public final RowCodec codec;
    /** The letters of stone 1 and stone 2 in position texts, also naming the side to move ({@code "wb"}). */
    public final String letters;
    /** {@code keys[colour][square]} for colours 1 and 2; row 0 is all zeros. */
    final long[][] keys;
    /** The key xored in while the second player is to move. */
    public final long sideKey;
    /** The rank ({@link Geometry#y}) of each square, 0 on the border. */
    final int[] rank;
    /** Ranks on the board. */
    public final int ranks;
    /** Whether positions keep the stones per colour and rank ({@link StonePosition#stonesOnRank}). */
    public final boolean countsRanks;

    /**
     * @param keys    Zobrist keys of stone 1 and stone 2 per square (at least {@code mailbox.size} each)
     * @param sideKey the key xored in while the second player is to move
     */
    public StoneBoard(Geometry geometry, Mailbox mailbox, String letters, long[] first, long[] second, long sideKey) {
        if (letters.length() != 2) {
            throw new IllegalArgumentException("two letters, one per colour: " + letters);
        }
        this.geometry = geometry;
        this.mailbox = mailbox;
        this.codec = new RowCodec(geometry);
        this.letters = letters;
        this.keys = new long[][] {new long[mailbox.size], Arrays.copyOf(first, mailbox.size),
            Arrays.copyOf(second, mailbox.size)};
        this.sideKey = sideKey;
        rank = new int[mailbox.size];
        int top = 0;
        for (int c = 0; c < geometry.cells; c++) {
            rank[mailbox.square[c]] = geometry.y(c);
            top = Math.max(top, geometry.y(c));
        }
        ranks = top + 1;
        if (ranks > StonePosition.RANK_SLOTS) {
            throw new IllegalArgumentException("at most " + StonePosition.RANK_SLOTS + " ranks");
        }
        countsRanks = false;
    }

    private StoneBoard(StoneBoard tables, boolean countsRanks) {
        geometry = tables.geometry;
        mailbox = tables.mailbox;
        codec = tables.codec;
        letters = tables.letters;
        keys = tables.keys;
        sideKey = tables.sideKey;
        rank = tables.rank;
        ranks = tables.ranks;
        this.countsRanks = countsRanks;
    }

    /** The same board whose positions keep the stones per colour and rank as they move. */
    public StoneBoard countingRanks() {
        return new StoneBoard(this, true);
    }

    /**
     * The keys the Epaminondas and Ordo way: {@code n} keys for stone 1, {@code n} for stone 2, then the
     * side key, drawn from one seed.
     */
    public static StoneBoard seeded(Geometry geometry, Mailbox mailbox, String letters, long seed, int n) {
        Zobrist z = new Zobrist(seed);
        long[] first = z.table(n);
        long[] second = z.table(n);
        return new StoneBoard(geometry, mailbox, letters, first, second, z.next());
    }

    /**
     * A {@code files x ranks} rectangle on a mailbox with one border ring (stride {@code files + 1}, so
     * that every step off the board lands on a border square), keyed as {@link #seeded}, counting ranks.
     */
    public static StoneBoard paddedRectangle(Geometry geometry, int files, int ranks, String letters, long seed, int n) {
        Mailbox mailbox = new Mailbox(geometry, files + 1, (ranks + 3) * (files + 1));
        return seeded(geometry, mailbox, letters, seed, n).countingRanks();
    }

    /**
     * The start of a game with two full ranks of stones per side on a {@code files x ranks} rectangle:
     * the second letter's stones on the top two ranks, the first letter's on the bottom two, and the
     * first player to move.
     */
    public static String twoHomeRanksEach(int files, int ranks, String letters) {
        String top = String.valueOf(letters.charAt(1)).repeat(files);
        String bottom = String.valueOf(letters.charAt(0)).repeat(files);
        StringBuilder s = new StringBuilder(top).append('/').append(top);
        for (int i = 0; i < ranks - 4; i++) {
            s.append('/').append(files);
        }
        return s.append('/').append(bottom).append('/').append(bottom).append(' ').append(letters.charAt(0)).toString();
    }

    /** The name of the cell on a square. */
    public String name(int square) {
        return geometry.name(mailbox.cell[square]);
    }

    /** The rank of a square's cell (0 at the bottom). */
    public int rank(int square) {
        return rank[square];
    }
}
