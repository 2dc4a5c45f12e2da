package org.ansuz.engine.board;

import java.util.Arrays;

/**
 * A padded mailbox over a {@link Geometry} of rectangle or hex rows: cell ({@code x}, {@code y}) is
 * square {@code (y + 1) * stride + x + 1}, and every other square of the array is a border, so a
 * move generator can step with constant offsets ({@link #offset}) and stop on the border value
 * instead of testing coordinates. With {@code stride = files + 1} one border column serves both
 * sides of a rank; hex boards need {@code stride = diagonals + 2}.
 */
public final class Mailbox {
    /** Number of squares in the array. */
    public final int size;
    /** Squares per row. */
    public final int stride;
    /** {@code square[cell]}: the square of each cell, in cell order. */
    public final int[] square;
    /** {@code cell[square]}: the cell on each square, -1 on the border. */
    public final int[] cell;
    /** {@code offset[d]}: the square difference of one step along direction {@code d} of the geometry. */
    public final int[] offset;

    public Mailbox(Geometry geometry, int stride, int size) {
        this.size = size;
        this.stride = stride;
        square = new int[geometry.cells];
        cell = new int[size];
        Arrays.fill(cell, -1);
        for (int c = 0; c < geometry.cells; c++) {
            square[c] = square(geometry.x(c), geometry.y(c));
            cell[square[c]] = c;
        }
        offset = new int[geometry.directions];
        for (int d = 0; d < geometry.directions; d++) {
            boolean known = false;
            for (int c = 0; c < geometry.cells; c++) {
                int t = geometry.step[d][c];
                if (t < 0) {
                    continue;
                }
                int delta = square[t] - square[c];
                if (known && delta != offset[d]) {
                    throw new IllegalArgumentException("direction " + geometry.directionName(d)
                            + " is no constant offset on this mailbox");
                }
                offset[d] = delta;
                known = true;
            }
        }
    }

    /** The square of logical coordinates ({@code x}, {@code y}) (a cell, a hole or the border ring). */
    public int square(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    /** The logical column of a square: -1 on the left border. */
    public int x(int square) {
        return square % stride - 1;
    }

    /** The logical row of a square from 0 at the bottom: -1 on the lower border. */
    public int y(int square) {
        return square / stride - 1;
    }

    /** A board array: {@code border} everywhere, {@code empty} on the cells. */
    public byte[] newBoard(byte border, byte empty) {
        byte[] b = new byte[size];
        Arrays.fill(b, border);
        for (int sq : square) {
            b[sq] = empty;
        }
        return b;
    }
}
