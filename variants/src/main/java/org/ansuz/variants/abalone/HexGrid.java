package org.ansuz.variants.abalone;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.NotationException;

/**
 * The 61-cell hexagon shared by Abalone and Taacoca, as an 11×11 padded mailbox (see
 * {@code package-info}). Everything here is an immutable table built once.
 */
final class HexGrid {
    static final int SIZE = 121;
    static final int CELLS = 61;
    static final byte EMPTY = 0;
    static final byte OFF = 3;
    /** Directions E, NE, NW, W, SW, SE: {@code (d + 3) % 6} is the opposite direction. */
    static final int[] STEP = {1, 12, 11, -1, -12, -11};
    static final String[] DIR_NAMES = {"E", "NE", "NW", "W", "SW", "SE"};

    /** Mailbox index of each board cell, in board order (row I first, left to right). */
    static final int[] CELL = new int[CELLS];
    /** Board cell index of each mailbox square, -1 off the board. */
    static final int[] BOARD_INDEX = new int[SIZE];
    /** Rings from the centre: 0 at E5, 4 on the edge; -1 off the board. */
    static final int[] RING = new int[SIZE];
    static final String[] NAME = new String[SIZE];
    static final Board BOARD;

    static {
        java.util.Arrays.fill(BOARD_INDEX, -1);
        java.util.Arrays.fill(RING, -1);
        int[] row = new int[CELLS];
        int[] col = new int[CELLS];
        List<String> names = new ArrayList<>();
        int c = 0;
        for (int r = 8; r >= 0; r--) {
            for (int n = lowNumber(r); n <= highNumber(r); n++) {
                int sq = square(r, n);
                CELL[c] = sq;
                BOARD_INDEX[sq] = c;
                int i = r - 4;
                int j = n - 5;
                RING[sq] = Math.max(Math.abs(i), Math.max(Math.abs(j), Math.abs(j - i)));
                NAME[sq] = "" + (char) ('A' + r) + n;
                names.add(NAME[sq]);
                row[c] = 8 - r;
                col[c] = Math.abs(r - 4) + 2 * (n - lowNumber(r));
                c++;
            }
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = 8; r >= 0; r--) {
            rowLabels.add(String.valueOf((char) ('A' + r)));
        }
        // Column slots are half cells; label the slots of the widest row (E1..E9) with its diagonals.
        List<String> colLabels = new ArrayList<>();
        for (int x = 0; x < 17; x++) {
            colLabels.add(x % 2 == 0 ? Integer.toString(x / 2 + 1) : "");
        }
        BOARD = new Board("hex", "hex radius 5", 9, 17, row, col, List.copyOf(names), List.copyOf(rowLabels),
                List.copyOf(colLabels));
    }

    private HexGrid() {
    }

    /** Mailbox index of row {@code r} (A = 0) and diagonal {@code n} (1..9). */
    static int square(int r, int n) {
        return (r + 1) * 11 + n;
    }

    static int lowNumber(int r) {
        return Math.max(1, r - 3);
    }

    static int highNumber(int r) {
        return Math.min(9, r + 5);
    }

    static int row(int sq) {
        return sq / 11 - 1;
    }

    static boolean onBoard(int sq) {
        return sq >= 0 && sq < SIZE && BOARD_INDEX[sq] >= 0;
    }

    /** A fresh mailbox: every square off the board, the 61 cells empty. */
    static byte[] emptyMailbox() {
        byte[] b = new byte[SIZE];
        java.util.Arrays.fill(b, OFF);
        for (int sq : CELL) {
            b[sq] = EMPTY;
        }
        return b;
    }

    /** Parses a cell name such as {@code E5} (case-insensitive) into a mailbox index. */
    static int parseCell(String text) throws NotationException {
        if (text.length() != 2) {
            throw new NotationException("not a cell: '" + text + "' (expected a row A-I and a diagonal 1-9, e.g. E5)");
        }
        int r = Character.toUpperCase(text.charAt(0)) - 'A';
        int n = text.charAt(1) - '0';
        if (r < 0 || r > 8 || n < 1 || n > 9) {
            throw new NotationException("not a cell: '" + text + "' (expected a row A-I and a diagonal 1-9, e.g. E5)");
        }
        if (n < lowNumber(r) || n > highNumber(r)) {
            throw new NotationException("no such cell: " + text.toUpperCase() + " (row " + (char) ('A' + r)
                    + " has diagonals " + lowNumber(r) + "-" + highNumber(r) + ")");
        }
        return square(r, n);
    }

    static int parseDirection(String text) throws NotationException {
        for (int d = 0; d < 6; d++) {
            if (DIR_NAMES[d].equalsIgnoreCase(text)) {
                return d;
            }
        }
        throw new NotationException("not a direction: '" + text + "' (expected E, NE, NW, W, SW or SE)");
    }

    /**
     * Parses the board part of a position text (rows I..A separated by '/', digits for empty runs) into
     * {@code board}, mapping letters through {@code pieces} ("bw": 'b' gives 1, 'w' gives 2).
     */
    static void parseRows(String rows, String pieces, byte[] board) throws NotationException {
        String[] parts = rows.split("/", -1);
        if (parts.length != 9) {
            throw new NotationException("expected 9 rows (I to A) separated by '/', found " + parts.length);
        }
        for (int k = 0; k < 9; k++) {
            int r = 8 - k;
            int len = highNumber(r) - lowNumber(r) + 1;
            int n = lowNumber(r);
            String part = parts[k];
            for (int i = 0; i < part.length(); i++) {
                char ch = part.charAt(i);
                int count;
                byte piece;
                if (ch >= '1' && ch <= '9') {
                    count = ch - '0';
                    piece = EMPTY;
                } else if (ch == '.' || ch == '-') {
                    count = 1;
                    piece = EMPTY;
                } else {
                    int p = pieces.indexOf(Character.toLowerCase(ch));
                    if (p < 0) {
                        throw new NotationException("unexpected character '" + ch + "' in row " + (char) ('A' + r)
                                + " (expected " + pieces.charAt(0) + ", " + pieces.charAt(1) + " or a digit)");
                    }
                    count = 1;
                    piece = (byte) (p + 1);
                }
                if (n + count - 1 > highNumber(r)) {
                    throw new NotationException("row " + (char) ('A' + r) + " is too long: it has " + len + " cells");
                }
                for (int j = 0; j < count; j++) {
                    board[square(r, n++)] = piece;
                }
            }
            if (n != highNumber(r) + 1) {
                throw new NotationException("row " + (char) ('A' + r) + " describes " + (n - lowNumber(r))
                        + " cells, it has " + len);
            }
        }
    }

    /** Writes the board part of a position text; {@code pieces} as in {@link #parseRows}. */
    static void appendRows(StringBuilder sb, byte[] board, String pieces) {
        for (int r = 8; r >= 0; r--) {
            int empty = 0;
            for (int n = lowNumber(r); n <= highNumber(r); n++) {
                byte p = board[square(r, n)];
                if (p == EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(pieces.charAt(p - 1));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
    }

    /**
     * The side-to-move field of a position text: 0 for {@code letters.charAt(0)}, 1 for the other
     * letter (case-insensitive).
     */
    static int parseSide(String field, String letters) throws NotationException {
        String s = field.toLowerCase();
        if (s.length() == 1 && letters.indexOf(s.charAt(0)) >= 0) {
            return letters.indexOf(s.charAt(0));
        }
        throw new NotationException("side to move must be " + letters.charAt(0) + " or " + letters.charAt(1)
                + ", not '" + field + "'");
    }

    /** Counts the pieces on the board by value: {@code count[1]} and {@code count[2]}. */
    static void countPieces(byte[] board, int[] count) {
        for (int sq : CELL) {
            if (board[sq] != EMPTY) {
                count[board[sq]]++;
            }
        }
    }

    /** The Zobrist key of the pieces on the board, {@code z[value][square]}. */
    static long pieceKey(byte[] board, long[][] z) {
        long k = 0;
        for (int sq : CELL) {
            if (board[sq] != EMPTY) {
                k ^= z[board[sq]][sq];
            }
        }
        return k;
    }
}
