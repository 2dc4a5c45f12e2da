package org.ansuz.variants.abalone;

import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.Mailbox;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.NotationException;

/**
 * The 61-cell hexagon shared by Abalone and Taacoca: the kit's {@code Geometry.hexagon(5)} on an
 * 11x11 padded mailbox (see {@code package-info}). Everything here is an immutable table built once.
 */
final class HexGrid {
    static final Geometry GEOMETRY = Geometry.hexagon(5);
    static final Mailbox MAILBOX = new Mailbox(GEOMETRY, 11, 121);
    static final int SIZE = MAILBOX.size;
    static final int CELLS = GEOMETRY.cells;
    static final byte EMPTY = StonePosition.EMPTY;
    static final byte OFF = StonePosition.BORDER;
    /** Directions E, NE, NW, W, SW, SE: {@code (d + 3) % 6} is the opposite direction. */
    static final int[] STEP = MAILBOX.offset;
    static final String[] DIR_NAMES = {"E", "NE", "NW", "W", "SW", "SE"};

    /** Mailbox index of each board cell, in board order (row I first, left to right). */
    static final int[] CELL = MAILBOX.square;
    /** Rings from the centre: 0 at E5, 4 on the edge; -1 off the board. */
    static final int[] RING = new int[SIZE];
    static final String[] NAME = new String[SIZE];
    static final Board BOARD = GEOMETRY.board();

    static {
        java.util.Arrays.fill(RING, -1);
        for (int c = 0; c < CELLS; c++) {
            int sq = CELL[c];
            int i = GEOMETRY.y(c) - 4;
            int j = GEOMETRY.x(c) - 4;
            RING[sq] = Math.max(Math.abs(i), Math.max(Math.abs(j), Math.abs(j - i)));
            NAME[sq] = GEOMETRY.name(c);
        }
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

    /** The squares of row {@code r} in number order. */
    static int[] rowSquares(int r) {
        int[] row = new int[highNumber(r) - lowNumber(r) + 1];
        for (int n = lowNumber(r); n <= highNumber(r); n++) {
            row[n - lowNumber(r)] = square(r, n);
        }
        return row;
    }

    static int row(int sq) {
        return sq / 11 - 1;
    }

    /** Parses a cell name such as {@code E5} (case-insensitive) into a mailbox index. */
    static int parseCell(String text) throws NotationException {
        int c = GEOMETRY.cell(text);
        if (c >= 0) {
            return CELL[c];
        }
        int r = text.length() == 2 ? Character.toUpperCase(text.charAt(0)) - 'A' : -1;
        int n = text.length() == 2 ? text.charAt(1) - '0' : -1;
        if (r < 0 || r > 8 || n < 1 || n > 9) {
            throw new NotationException("not a cell: '" + text + "' (expected a row A-I and a diagonal 1-9, e.g. E5)");
        }
        throw new NotationException("no such cell: " + text.toUpperCase() + " (row " + (char) ('A' + r)
                + " has diagonals " + lowNumber(r) + "-" + highNumber(r) + ")");
    }

    static int parseDirection(String text) throws NotationException {
        int d = GEOMETRY.direction(text);
        if (d < 0) {
            throw new NotationException("not a direction: '" + text + "' (expected E, NE, NW, W, SW or SE)");
        }
        return d;
    }

    /**
     * The parts of a group-move text {@code <cells>-<DIR>} of either game, upper case and without spaces:
     * {@code parts[0]} the cells before the dash, {@code parts[1]} the direction after it.
     *
     * @param game and {@code form} name the game and the expected form in the message when the dash is missing
     */
    static String[] groupParts(String t, String text, String game, String form) throws NotationException {
        int dash = t.indexOf('-');
        if (dash < 0) {
            throw new NotationException(game + " move '" + text + "' needs a direction: " + form);
        }
        return new String[] {t.substring(0, dash), t.substring(dash + 1)};
    }

    /** The mailbox squares of the one to three cells a group-move text names ({@code E5F6}). */
    static int[] groupCells(String cells, String text, String game) throws NotationException {
        if (cells.isEmpty() || cells.length() % 2 != 0 || cells.length() > 6) {
            throw new NotationException(game + " move '" + text + "' must name one to three cells before the direction");
        }
        int[] sq = new int[cells.length() / 2];
        for (int i = 0; i < sq.length; i++) {
            sq[i] = parseCell(cells.substring(2 * i, 2 * i + 2));
        }
        return sq;
    }

    /** Fails unless the side to move has a stone on square {@code sq}. */
    static void ownStone(StonePosition pos, int sq, String text, String player, String stone) throws NotationException {
        if (pos.stoneAt(sq) != pos.sideToMove() + 1) {
            throw new NotationException("illegal move " + text.trim() + ": " + NAME[sq] + " holds no " + player + " " + stone);
        }
    }
}
