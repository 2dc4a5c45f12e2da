package org.ansuz.variants.alquerque;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A board of points joined by lines, laid on a coordinate grid of {@code files x ranks} cells (files
 * {@code a..}, ranks {@code 1..}, y = 0 at the bottom). Points are numbered {@code 0..size-1} top rank
 * first, left to right (the order of the position text). {@code step[d][p]} is the next point from
 * {@code p} along the line in direction {@code d} (0..7 = N, NE, E, SE, S, SW, W, NW), or -1 where no
 * line runs; a jump goes on along the same direction, so "the point beyond" is {@code step[d][step[d][p]]}.
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
    final int size;
    final int[] x;
    final int[] y;
    final String[] names;
    /** Point at grid cell {@code y * files + x}, or -1. */
    final int[] pointAt;
    final int[][] step;
    /** Number of lines leaving each point. */
    final int[] degree;

    AlquerqueGeometry(Spec spec) {
        kind = spec.kind();
        if (kind == Kind.SQUARES) {
            files = 2 * spec.width() + 1;
            ranks = 2 * spec.height() + 1;
        } else {
            files = spec.width();
            ranks = spec.height();
        }
        pointAt = new int[files * ranks];
        Arrays.fill(pointAt, -1);
        List<int[]> pts = new ArrayList<>();
        for (int yy = ranks - 1; yy >= 0; yy--) {
            for (int xx = 0; xx < files; xx++) {
                if (isPoint(xx, yy)) {
                    pointAt[yy * files + xx] = pts.size();
                    pts.add(new int[] {xx, yy});
                }
            }
        }
        size = pts.size();
        x = new int[size];
        y = new int[size];
        names = new String[size];
        for (int p = 0; p < size; p++) {
            x[p] = pts.get(p)[0];
            y[p] = pts.get(p)[1];
            names[p] = (char) ('a' + x[p]) + Integer.toString(y[p] + 1);
        }
        step = new int[8][size];
        degree = new int[size];
        for (int d = 0; d < 8; d++) {
            for (int p = 0; p < size; p++) {
                step[d][p] = link(p, d);
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

    private int point(int xx, int yy) {
        return isPoint(xx, yy) ? pointAt[yy * files + xx] : -1;
    }

    /** The neighbour of {@code p} along direction {@code d}, if a line joins them. */
    private int link(int p, int d) {
        boolean diagonal = d % 2 == 1;
        int px = x[p];
        int py = y[p];
        return switch (kind) {
            case STRONG_GRID, CROSS_ALTERNATING -> diagonal && (px + py) % 2 != 0 ? -1 : point(px + DX[d], py + DY[d]);
            case CROSS_ALL_DIAGONALS -> point(px + DX[d], py + DY[d]);
            case CROSS_ORTHOGONAL -> diagonal ? -1 : point(px + DX[d], py + DY[d]);
            case SQUARES -> diagonal ? point(px + DX[d], py + DY[d])
                    : px % 2 == 0 ? point(px + 2 * DX[d], py + 2 * DY[d]) : -1;
        };
    }

    /** The point called {@code name} ({@code c3}), or -1. */
    int find(String name) {
        for (int p = 0; p < size; p++) {
            if (names[p].equals(name)) {
                return p;
            }
        }
        return -1;
    }

    static int opposite(int d) {
        return d ^ 4;
    }
}
