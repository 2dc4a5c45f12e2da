package org.ansuz.variants.thud;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.Mailbox;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.spi.Board;

/**
 * The 15x15 octagon of 165 squares on the kit's padded {@link Mailbox}: stride 17, one border ring,
 * the cut corners marked {@link #OFF} like the border, so every step off the octagon lands on an
 * {@code OFF} cell. Mailbox index of square {@code (x, y)} is {@code (y + 1) * 17 + x + 1}.
 */
final class ThudBoard {
    /** What a mailbox square holds: nothing, a dwarf, a troll, the Rock, the Thudstone, or it is off the octagon. */
    static final byte EMPTY = 0, DWARF = 1, TROLL = 2, ROCK = 3, STONE = 4, OFF = 5;

    static final int STRIDE = 17;
    static final int CELLS = STRIDE * STRIDE;
    /** The octagon's squares, named {@code a1} to {@code o15}, linked in eight directions. */
    static final Geometry GEOMETRY = Geometry.rectangle(15, 15, Geometry.Links.EIGHT, ThudBoard::exists);
    static final Mailbox MAILBOX = new Mailbox(GEOMETRY, STRIDE, CELLS);
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets; the opposite of {@code d} is {@code d ^ 4}. */
    static final int[] DIR = MAILBOX.offset;
    /** The centre h8 (the Thudstone in classic Thud). */
    static final int CENTRE = index(7, 7);
    /** Mailbox index of every square in board-drawing order (rank 15 first, left to right). */
    static final int[] SQUARES = MAILBOX.square;
    /** An empty board: every square {@link #EMPTY}, everything else {@link #OFF}. */
    static final byte[] TEMPLATE = MAILBOX.newBoard(OFF, EMPTY);
    static final String[] NAME = new String[CELLS];
    /** Drawing-order number of each mailbox square (its place in {@link #SQUARES}), -1 off the octagon. */
    static final int[] ORDER = new int[CELLS];
    /** Longs in a {@link #nextIn set} of squares: one bit per square of the octagon, in drawing order. */
    static final int SET_LONGS = 3;
    /** File and rank of every mailbox index (what {@link Mailbox#x} and {@link Mailbox#y} compute by division). */
    private static final byte[] FILE = new byte[CELLS], RANK = new byte[CELLS];
    /** Position text: ranks 15 to 1 at their natural lengths (no marks for the cut corners). */
    static final RowCodec CODEC;
    static final Board DRAWING;

    static {
        Arrays.fill(ORDER, -1);
        for (int c = 0; c < SQUARES.length; c++) {
            ORDER[SQUARES[c]] = c;
        }
        for (int i = 0; i < CELLS; i++) {
            FILE[i] = (byte) MAILBOX.x(i);
            RANK[i] = (byte) MAILBOX.y(i);
        }
        List<String> names = new ArrayList<>();
        boolean[] playable = new boolean[15 * 15];
        for (int c = 0; c < GEOMETRY.cells; c++) {
            NAME[SQUARES[c]] = GEOMETRY.name(c);
            names.add(GEOMETRY.name(c));
            playable[GEOMETRY.y(c) * 15 + GEOMETRY.x(c)] = true;
        }
        DRAWING = Board.rectangular(15, 15, playable, names);
        int[][] ranks = GEOMETRY.textRows();
        for (int r = 0; r < ranks.length; r++) {
            ranks[r] = Arrays.stream(ranks[r]).filter(c -> c >= 0).toArray();
        }
        CODEC = new RowCodec(ranks, GEOMETRY.textRowNames(), "rank", "squares");
    }

    private ThudBoard() {
    }

    /** The octagon: a 15x15 square less a triangle of 15 squares at each corner. */
    static boolean exists(int x, int y) {
        return x >= 0 && y >= 0 && x < 15 && y < 15 && x + y >= 5 && 14 - x + y >= 5 && x + 14 - y >= 5
                && 28 - x - y >= 5;
    }

    static int index(int x, int y) {
        return MAILBOX.square(x, y);
    }

    static int file(int idx) {
        return FILE[idx];
    }

    static int rank(int idx) {
        return RANK[idx];
    }

    /**
     * The first square of {@code set} ({@link #SET_LONGS} longs, bit {@code c} for {@code SQUARES[c]}) at
     * drawing-order number {@code c} or later, as its number, or -1: a walk over a set visits its squares in
     * the order of {@link #SQUARES}, so the moves come in the same order as from a scan of the board.
     */
    static int nextIn(long[] set, int c) {
        int w = c >>> 6;
        if (w >= SET_LONGS) {
            return -1;
        }
        long bits = set[w] & (-1L << c);
        while (bits == 0) {
            if (++w == SET_LONGS) {
                return -1;
            }
            bits = set[w];
        }
        return w << 6 | Long.numberOfTrailingZeros(bits);
    }

    /** Mailbox index of a square name such as {@code h8}, or -1. */
    static int parseSquare(String s) {
        if (s.length() < 2 || s.length() > 3) {
            return -1;
        }
        int x = s.charAt(0) - 'a';
        int y;
        try {
            y = Integer.parseInt(s.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
        return exists(x, y) ? index(x, y) : -1;
    }

    /** First file of rank {@code y} on the octagon. */
    static int firstFile(int y) {
        int x = 0;
        while (!exists(x, y)) {
            x++;
        }
        return x;
    }
}
