package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ansuz.engine.Board;

/**
 * A draughts board as data: {@code width x height} squares, the playable ones, their numbering and a
 * table of step directions. Bit {@code i} of every bitboard is cell {@code i} = square number
 * {@code i + 1} (PDN order), so captured sets, FENs and {@link Board} cells share one index.
 *
 * <p>Each direction is a fixed displacement {@code (dx, dy)} on the grid (diagonal steps, or two-row
 * orthogonal steps on a diagonal board as Frisian captures use). On the cell numbering a direction moves
 * a bit by one of at most two constant amounts (rows alternate their offset), so a whole bitboard is
 * shifted with two masked rotations: {@link #shift}.
 */
public final class DraughtsGeometry {
    /** Which squares of the grid are played on. */
    public enum SquareSet {
        /** {@code (x + y) % 2 == 0}: a1 is playable (English, Russian, International). */
        A1_DARK,
        /** {@code (x + y) % 2 == 1}: h1 is playable (Italian, Spanish). */
        H1_PLAYING,
        /** Every square (orthogonal games). */
        ALL,
        /** Every square but the four corners (Gauntlet). */
        NO_CORNERS
    }

    /** The four diagonal steps: NE, NW, SE, SW. */
    public static final int[][] DIAGONALS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    /** The four orthogonal steps: N, S, E, W (orthogonal games: Turkish, Senegalese, Gauntlet). */
    public static final int[][] ORTHOGONALS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    /** Diagonals plus the two-row orthogonal steps between same-coloured squares (Frisian captures). */
    public static final int[][] DIAGONALS_AND_LONG_ORTHOGONALS =
            {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {0, 2}, {0, -2}, {2, 0}, {-2, 0}};

    public final int width;
    public final int height;
    public final int cells;
    public final int[] x;
    public final int[] y;
    /** Cell at grid square {@code (x, y)} ({@code y * width + x}) or -1. */
    public final int[] cellAt;
    public final int[][] dirs;
    /** {@code step[d][cell]}: the neighbouring cell in direction d, or -1 off the board. */
    public final int[][] step;
    /** Index of the opposite direction. */
    public final int[] opposite;
    /** Index of the direction mirrored top-bottom (White's forward is Black's forward). */
    public final int[] mirrored;
    final long[] maskA;
    final long[] maskB;
    final int[] rotA;
    final int[] rotB;
    public final long all;
    /** Rows {@code y == height-1} (where White promotes) and {@code y == 0} (where Black promotes). */
    public final long[] promotionRow = new long[2];
    /** Row index seen from each colour's own back row: {@code rank[color][cell]}. */
    public final int[][] rank;
    public final String[] numericName;
    public final String[] algebraicName;

    public DraughtsGeometry(int width, int height, SquareSet set, boolean reversedNumbering, int[][] dirs) {
        this.width = width;
        this.height = height;
        this.dirs = dirs;
        cellAt = new int[width * height];
        Arrays.fill(cellAt, -1);
        List<int[]> order = new ArrayList<>();
        for (int yy = height - 1; yy >= 0; yy--) {
            for (int xx = 0; xx < width; xx++) {
                boolean corner = (xx == 0 || xx == width - 1) && (yy == 0 || yy == height - 1);
                boolean played = switch (set) {
                    case A1_DARK -> (xx + yy) % 2 == 0;
                    case H1_PLAYING -> (xx + yy) % 2 == 1;
                    case ALL -> true;
                    case NO_CORNERS -> !corner;
                };
                if (played) {
                    order.add(new int[]{xx, yy});
                }
            }
        }
        cells = order.size();
        if (cells > 64) {
            throw new IllegalArgumentException("a bitboard holds at most 64 cells");
        }
        x = new int[cells];
        y = new int[cells];
        for (int i = 0; i < cells; i++) {
            int[] sq = order.get(reversedNumbering ? cells - 1 - i : i);
            x[i] = sq[0];
            y[i] = sq[1];
            cellAt[sq[1] * width + sq[0]] = i;
        }
        all = cells == 64 ? -1L : (1L << cells) - 1;
        int nd = dirs.length;
        step = new int[nd][cells];
        opposite = new int[nd];
        mirrored = new int[nd];
        maskA = new long[nd];
        maskB = new long[nd];
        rotA = new int[nd];
        rotB = new int[nd];
        for (int d = 0; d < nd; d++) {
            opposite[d] = direction(-dirs[d][0], -dirs[d][1]);
            mirrored[d] = direction(dirs[d][0], -dirs[d][1]);
            boolean haveA = false;
            boolean haveB = false;
            for (int c = 0; c < cells; c++) {
                int t = cell(x[c] + dirs[d][0], y[c] + dirs[d][1]);
                step[d][c] = t;
                if (t < 0) {
                    continue;
                }
                int delta = t - c;
                if (!haveA || rotA[d] == delta) {
                    haveA = true;
                    rotA[d] = delta;
                    maskA[d] |= 1L << c;
                } else if (!haveB || rotB[d] == delta) {
                    haveB = true;
                    rotB[d] = delta;
                    maskB[d] |= 1L << c;
                } else {
                    throw new IllegalArgumentException("direction " + d + " is not a shift on this numbering");
                }
            }
        }
        rank = new int[2][cells];
        numericName = new String[cells];
        algebraicName = new String[cells];
        for (int c = 0; c < cells; c++) {
            rank[0][c] = y[c];
            rank[1][c] = height - 1 - y[c];
            if (y[c] == height - 1) {
                promotionRow[0] |= 1L << c;
            }
            if (y[c] == 0) {
                promotionRow[1] |= 1L << c;
            }
            numericName[c] = Integer.toString(c + 1);
            algebraicName[c] = (char) ('a' + x[c]) + Integer.toString(y[c] + 1);
        }
    }

    private int direction(int dx, int dy) {
        for (int d = 0; d < dirs.length; d++) {
            if (dirs[d][0] == dx && dirs[d][1] == dy) {
                return d;
            }
        }
        return -1;
    }

    /** The cell at grid square (x, y), or -1 when it is off the board or not played on. */
    public int cell(int xx, int yy) {
        return xx < 0 || yy < 0 || xx >= width || yy >= height ? -1 : cellAt[yy * width + xx];
    }

    /** Every piece of {@code bb} moved one step in direction {@code d}; pieces that would leave the board vanish. */
    public long shift(long bb, int d) {
        return Long.rotateLeft(bb & maskA[d], rotA[d]) | Long.rotateLeft(bb & maskB[d], rotB[d]);
    }

    /** The cells from which a step in direction {@code d} stays on the board. */
    public long canStep(int d) {
        return maskA[d] | maskB[d];
    }

    public Board board(boolean algebraic) {
        int[] row = new int[cells];
        int[] col = new int[cells];
        List<String> names = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            row[c] = height - 1 - y[c];
            col[c] = x[c];
            names.add(algebraic ? algebraicName[c] : numericName[c]);
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            rowLabels.add(Integer.toString(height - r));
        }
        List<String> colLabels = new ArrayList<>();
        for (int xx = 0; xx < width; xx++) {
            colLabels.add(String.valueOf((char) ('a' + xx)));
        }
        return new Board("rect", "rect files " + width + " ranks " + height, height, width, row, col,
                List.copyOf(names), List.copyOf(rowLabels), List.copyOf(colLabels));
    }
}
