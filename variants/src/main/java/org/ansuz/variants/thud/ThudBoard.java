package org.ansuz.variants.thud;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;

/**
 * The 15x15 octagon of 165 squares on a padded mailbox: stride 17, one border ring, the cut corners
 * marked {@link #OFF} like the border, so every step off the octagon lands on an {@code OFF} cell.
 * Mailbox index of square {@code (x, y)} is {@code (y + 1) * 17 + x + 1}.
 */
final class ThudBoard {
    static final byte EMPTY = 0;
    static final byte DWARF = 1;
    static final byte TROLL = 2;
    static final byte ROCK = 3;
    static final byte STONE = 4;
    static final byte OFF = 5;

    static final int SIZE = 17;
    static final int STRIDE = 17;
    static final int CELLS = STRIDE * STRIDE;
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets; the opposite of {@code d} is {@code d ^ 4}. */
    static final int[] DIR = {STRIDE, STRIDE + 1, 1, 1 - STRIDE, -STRIDE, -STRIDE - 1, -1, STRIDE - 1};
    /** The centre h8 (the Thudstone in classic Thud). */
    static final int CENTRE = index(7, 7);
    /** Mailbox index of every square in board-drawing order (rank 15 first, left to right). */
    static final int[] SQUARES;
    /** An empty board: every square {@link #EMPTY}, everything else {@link #OFF}. */
    static final byte[] TEMPLATE = new byte[CELLS];
    /** Board cell number of a mailbox index, -1 off the octagon. */
    static final int[] CELL_OF = new int[CELLS];
    static final String[] NAME = new String[CELLS];
    static final Board DRAWING;

    static {
        java.util.Arrays.fill(TEMPLATE, OFF);
        java.util.Arrays.fill(CELL_OF, -1);
        List<Integer> squares = new ArrayList<>();
        List<String> names = new ArrayList<>();
        boolean[] playable = new boolean[15 * 15];
        for (int y = 14; y >= 0; y--) {
            for (int x = 0; x < 15; x++) {
                if (exists(x, y)) {
                    int i = index(x, y);
                    CELL_OF[i] = squares.size();
                    squares.add(i);
                    TEMPLATE[i] = EMPTY;
                    NAME[i] = (char) ('a' + x) + Integer.toString(y + 1);
                    names.add(NAME[i]);
                    playable[y * 15 + x] = true;
                }
            }
        }
        SQUARES = squares.stream().mapToInt(Integer::intValue).toArray();
        DRAWING = Board.rectangular(15, 15, playable, names);
    }

    private ThudBoard() {
    }

    /** The octagon: a 15x15 square less a triangle of 15 squares at each corner. */
    static boolean exists(int x, int y) {
        return x >= 0 && y >= 0 && x < 15 && y < 15 && x + y >= 5 && 14 - x + y >= 5 && x + 14 - y >= 5
                && 28 - x - y >= 5;
    }

    static int index(int x, int y) {
        return (y + 1) * STRIDE + x + 1;
    }

    static int file(int idx) {
        return idx % STRIDE - 1;
    }

    static int rank(int idx) {
        return idx / STRIDE - 1;
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
