package org.ansuz.variants.alquerque;

import org.ansuz.engine.board.Geometry;

/**
 * The point graph of one game, built on the kit's {@link Geometry}: points on a coordinate grid of
 * {@code files x ranks} cells (files {@code a..}, ranks {@code 1..}, y = 0 at the bottom), numbered top
 * rank first, left to right (the order of the position text, {@code *} for grid cells that are not
 * points). {@code step[d][p]} is the next point along the line in direction {@code d} (0..7 = N, NE, E,
 * SE, S, SW, W, NW) or -1; a jump goes on along the same direction, so "the point beyond" is
 * {@code step[d][step[d][p]]}.
 *
 * <ul>
 *   <li>{@code STRONG_GRID}: every cell is a point, orthogonal lines everywhere, diagonals only through the
 *       strong points {@code (x + y) % 2 == 0} (Alquerque, Zamma, Fanorona).</li>
 *   <li>{@code SQUARES}: {@code w x h} squares each with both diagonals; the points are the corners
 *       (x, y even) and the centres (x, y odd) of a {@code (2w+1) x (2h+1)} grid; corners are joined
 *       orthogonally two cells apart, every point diagonally to its diagonal neighbours (Kharbaga, Dablot).</li>
 *   <li>{@code CROSS_*}: the 33-point cross of a 7x7 grid (a point iff {@code 2 <= x <= 4} or
 *       {@code 2 <= y <= 4}), orthogonal lines, and diagonals at every point, at strong points only, or
 *       none (Fox and Geese).</li>
 * </ul>
 */
public final class AlquerqueGeometry {
    /** The board shapes. */
    public enum Kind { STRONG_GRID, SQUARES, CROSS_ALL_DIAGONALS, CROSS_ALTERNATING, CROSS_ORTHOGONAL }

    /**
     * A board by kind and size: for {@code SQUARES} the numbers of squares across and up, otherwise the
     * numbers of files and ranks of points.
     */
    public record Spec(Kind kind, int width, int height) {
    }

    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};

    final Kind kind;
    final int files;
    final int ranks;
    final Geometry kit;
    final int size;
    final int[] x;
    final int[] y;
    final String[] names;
    final int[][] step;
    /** Number of lines leaving each point. */
    final int[] degree;

    AlquerqueGeometry(Spec spec, String description) {
        kind = spec.kind();
        files = kind == Kind.SQUARES ? 2 * spec.width() + 1 : spec.width();
        ranks = kind == Kind.SQUARES ? 2 * spec.height() + 1 : spec.height();
        Geometry.Builder b = Geometry.builder("points", description, "N", "NE", "E", "SE", "S", "SW", "W", "NW");
        int[][] at = new int[files][ranks];
        for (int yy = ranks - 1; yy >= 0; yy--) {
            int[] slots = new int[files];
            for (int xx = 0; xx < files; xx++) {
                at[xx][yy] = isPoint(xx, yy)
                        ? b.add((char) ('a' + xx) + Integer.toString(yy + 1), xx, yy, ranks - 1 - yy, xx) : -1;
                slots[xx] = at[xx][yy];
            }
            b.textRow(Integer.toString(yy + 1), slots);
        }
        for (int xx = 0; xx < files; xx++) {
            for (int yy = 0; yy < ranks; yy++) {
                for (int d = 0; d < 4; d++) { // N, NE, E, SE: the builder adds the way back
                    int to = at[xx][yy] < 0 ? -1 : link(xx, yy, d, at);
                    if (to >= 0) {
                        b.link(at[xx][yy], d, to);
                    }
                }
            }
        }
        kit = b.drawing(ranks, files, Geometry.rankLabels(ranks), Geometry.fileLabels(files)).drawLines().build();
        size = kit.cells;
        step = kit.step;
        x = new int[size];
        y = new int[size];
        names = new String[size];
        degree = new int[size];
        for (int p = 0; p < size; p++) {
            x[p] = kit.x(p);
            y[p] = kit.y(p);
            names[p] = kit.name(p);
            for (int d = 0; d < 8; d++) {
                if (step[d][p] >= 0) {
                    degree[p]++;
                }
            }
        }
    }

    private boolean isPoint(int xx, int yy) {
        if (xx < 0 || yy < 0 || xx >= files || yy >= ranks) {
            return false;
        }
        return switch (kind) {
            case STRONG_GRID -> true;
            case SQUARES -> xx % 2 == yy % 2;
            default -> (xx >= 2 && xx <= 4) || (yy >= 2 && yy <= 4);
        };
    }

    /** The point joined to (xx, yy) by a line in direction {@code d}, or -1. */
    private int link(int xx, int yy, int d, int[][] at) {
        boolean diagonal = d % 2 == 1;
        int tx = xx + DX[d];
        int ty = yy + DY[d];
        switch (kind) {
            case STRONG_GRID, CROSS_ALTERNATING -> {
                if (diagonal && (xx + yy) % 2 != 0) {
                    return -1;
                }
            }
            case CROSS_ORTHOGONAL -> {
                if (diagonal) {
                    return -1;
                }
            }
            case SQUARES -> {
                if (!diagonal) {
                    if (xx % 2 != 0) {
                        return -1; // a centre point has only its diagonals
                    }
                    tx = xx + 2 * DX[d];
                    ty = yy + 2 * DY[d];
                }
            }
            default -> {
            }
        }
        return isPoint(tx, ty) ? at[tx][ty] : -1;
    }

    static int opposite(int d) {
        return d ^ 4;
    }
}
