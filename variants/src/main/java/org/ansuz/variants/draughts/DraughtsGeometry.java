package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.spi.Board;

/**
 * A draughts board: {@code width x height} squares, the playable ones, their numbering and a table of
 * step directions, built on the kit's {@link Geometry} (cells, names, coordinates, steps, drawing), plus
 * what the bitboard generator needs on boards of up to 64 cells (shift masks and amounts, promotion
 * rows; larger boards are played on a mailbox over the step tables, {@link WideDraughtsPosition}). Bit
 * {@code i} of every bitboard is cell {@code i} = square number {@code i + 1} (PDN order), so captured
 * sets, FENs and {@link Board} cells share one index.
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

    /** Most playable squares: a wide board's move names its cells in 8 bits ({@link WideDraughtsPosition}). */
    static final int MAX_CELLS = 256;

    public final int width;
    public final int height;
    public final int cells;
    /**
     * The board as the kit describes it: cells in PDN order (cell {@code i} = square {@code i + 1}), named
     * the way the game writes its moves, their coordinates, drawing and step table. The fields below that
     * repeat it ({@link #x}, {@link #y}, {@link #step}) are the same data in the family's direction order,
     * held as plain arrays for the generator.
     */
    public final Geometry grid;
    /** Column and row of each cell ({@link Geometry#x}, {@link Geometry#y}), for hot paths. */
    public final int[] x;
    public final int[] y;
    public final int[][] dirs;
    /**
     * {@code step[d][cell]}: the neighbouring cell in direction d of {@link #dirs}, or -1 off the board:
     * the kit's {@code grid.step} rows in this family's direction order (shared arrays, not copies).
     */
    public final int[][] step;
    /** Index of the opposite direction. */
    public final int[] opposite;
    /** Index of the direction mirrored top-bottom (White's forward is Black's forward). */
    public final int[] mirrored;
    final long[] maskA;
    final long[] maskB;
    final int[] rotA;
    final int[] rotB;
    /**
     * The cells fit one {@code long}: only then are the bitboard fields ({@link #all}, {@link #promotionRow},
     * the shift tables) filled; larger boards are played by {@link WideDraughtsPosition} over {@link #step}.
     */
    public final boolean bitboards;
    public final long all;
    /** Rows {@code y == height-1} (where White promotes) and {@code y == 0} (where Black promotes). */
    public final long[] promotionRow = new long[2];
    /** Row index seen from each colour's own back row: {@code rank[color][cell]}. */
    public final int[][] rank;
    private final boolean algebraicNames;

    /**
     * @param algebraic name the cells {@code a1..} (else by their numbers); the other form stays
     *                  available through {@link #name(int, boolean)}
     */
    public DraughtsGeometry(int width, int height, SquareSet set, boolean reversedNumbering, int[][] dirs,
                            boolean algebraic) {
        this.width = width;
        this.height = height;
        this.dirs = dirs;
        this.algebraicNames = algebraic;
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
        if (cells > MAX_CELLS) {
            throw new IllegalArgumentException(cells + " playable squares, more than the " + MAX_CELLS
                    + " a move can name");
        }
        int nd = dirs.length;
        opposite = new int[nd];
        mirrored = new int[nd];
        for (int d = 0; d < nd; d++) {
            opposite[d] = direction(-dirs[d][0], -dirs[d][1]);
            mirrored[d] = direction(dirs[d][0], -dirs[d][1]);
        }
        // The kit wants opposite directions half the table apart: the first of each pair, then the others.
        int[] kitOf = new int[nd];
        String[] kitNames = new String[nd];
        int half = 0;
        for (int d = 0; d < nd; d++) {
            if (d < opposite[d]) {
                kitOf[d] = half;
                kitOf[opposite[d]] = half + nd / 2;
                kitNames[half] = directionName(dirs[d]);
                kitNames[half + nd / 2] = directionName(dirs[opposite[d]]);
                half++;
            }
        }
        Geometry.Builder b = Geometry.builder("rect", "rect files " + width + " ranks " + height, kitNames);
        int[] cellAt = new int[width * height];
        java.util.Arrays.fill(cellAt, -1);
        for (int i = 0; i < cells; i++) {
            int[] sq = order.get(reversedNumbering ? cells - 1 - i : i);
            cellAt[sq[1] * width + sq[0]] = i;
            b.add(algebraic ? algebraic(sq[0], sq[1]) : Integer.toString(i + 1), sq[0], sq[1], height - 1 - sq[1], sq[0]);
        }
        for (int i = 0; i < cells; i++) {
            int[] sq = order.get(reversedNumbering ? cells - 1 - i : i);
            for (int d = 0; d < nd; d++) {
                int tx = sq[0] + dirs[d][0];
                int ty = sq[1] + dirs[d][1];
                if (tx >= 0 && ty >= 0 && tx < width && ty < height && cellAt[ty * width + tx] >= 0) {
                    b.link(i, kitOf[d], cellAt[ty * width + tx]);
                }
            }
        }
        grid = b.drawing(height, width, Geometry.rankLabels(height), Geometry.fileLabels(width)).build();
        x = new int[cells];
        y = new int[cells];
        for (int c = 0; c < cells; c++) {
            x[c] = grid.x(c);
            y[c] = grid.y(c);
        }
        bitboards = cells <= 64;
        all = !bitboards ? 0 : cells == 64 ? -1L : (1L << cells) - 1;
        step = new int[nd][];
        maskA = new long[nd];
        maskB = new long[nd];
        rotA = new int[nd];
        rotB = new int[nd];
        for (int d = 0; d < nd; d++) {
            step[d] = grid.step[kitOf[d]];
            if (!bitboards) {
                continue;
            }
            boolean haveA = false;
            boolean haveB = false;
            for (int c = 0; c < cells; c++) {
                int t = step[d][c];
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
        for (int c = 0; c < cells; c++) {
            rank[0][c] = y[c];
            rank[1][c] = height - 1 - y[c];
            if (!bitboards) {
                continue;
            }
            if (y[c] == height - 1) {
                promotionRow[0] |= 1L << c;
            }
            if (y[c] == 0) {
                promotionRow[1] |= 1L << c;
            }
        }
    }

    private static String algebraic(int xx, int yy) {
        return (char) ('a' + xx) + Integer.toString(yy + 1);
    }

    /** A compass name for a step: {@code NE}, {@code S}, {@code E2} (two squares). */
    /** {@code N}, {@code SE}, {@code E2}...: a direction's compass name (the variants file's spelling). */
    static String directionName(int[] v) {
        String name = (v[1] > 0 ? "N" : v[1] < 0 ? "S" : "") + (v[0] > 0 ? "E" : v[0] < 0 ? "W" : "");
        int length = Math.max(Math.abs(v[0]), Math.abs(v[1]));
        return length > 1 ? name + length : name;
    }

    private int direction(int dx, int dy) {
        for (int d = 0; d < dirs.length; d++) {
            if (dirs[d][0] == dx && dirs[d][1] == dy) {
                return d;
            }
        }
        return -1;
    }

    /** The cell at grid square (x, y), or -1 when it is off the board or not played on. Not a hot path. */
    public int cell(int xx, int yy) {
        return grid.cellAt(xx, yy);
    }

    /** A cell's name as a number ({@code 1..}) or on the grid ({@code a1..}). */
    public String name(int cell, boolean algebraic) {
        return algebraic == algebraicNames ? grid.name(cell) : algebraic ? algebraic(x[cell], y[cell])
                : Integer.toString(cell + 1);
    }

    /** Every piece of {@code bb} moved one step in direction {@code d}; pieces that would leave the board vanish. */
    public long shift(long bb, int d) {
        return Long.rotateLeft(bb & maskA[d], rotA[d]) | Long.rotateLeft(bb & maskB[d], rotB[d]);
    }

    /** The drawing of the board ({@link Geometry#board()}). */
    public Board board() {
        return grid.board();
    }
}
