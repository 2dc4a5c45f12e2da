package org.ansuz.engine.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.Board;

/**
 * A board as data: cells {@code 0..cells-1}, their names, their logical coordinates ({@link #x},
 * {@link #y}), where they are drawn, and a direction table {@code step[dir][cell]} giving the
 * neighbouring cell along a line, or -1 where no line runs. Immutable; build one per variant (or one
 * per board a position changes to) and share it.
 *
 * <p>Directions come in opposite pairs: {@code opposite(d) == (d + directions / 2) % directions}.
 * The factories use these orders: rectangles {@code N NE E SE S SW W NW} ({@link Links#EIGHT},
 * {@link Links#STRONG_POINTS}), {@code N E S W} ({@link Links#ORTHOGONAL}), {@code NE SE SW NW}
 * ({@link Links#DIAGONAL}); hex boards {@code E NE NW W SW SE}.
 *
 * <p>Cells are numbered in reading order, top row first, left to right: the order of the position
 * text ({@link RowCodec}) and of {@link Board}.
 */
public final class Geometry {

    /** Which lines join the cells of a rectangular board. */
    public enum Links {
        /** Files and ranks: {@code N E S W}. */
        ORTHOGONAL,
        /** Diagonals only: {@code NE SE SW NW}. */
        DIAGONAL,
        /** Files, ranks and diagonals: {@code N NE E SE S SW W NW}. */
        EIGHT,
        /**
         * Files and ranks everywhere, diagonals only through the strong points ({@code x + y} even,
         * as on Alquerque and Fanorona boards): {@code N NE E SE S SW W NW}.
         */
        STRONG_POINTS
    }

    /** Which grid squares of a rectangle are cells ({@code x} file from 0, {@code y} rank from 0 at the bottom). */
    @FunctionalInterface
    public interface CellFilter {
        boolean contains(int x, int y);
    }

    /** The name of the hex cell in row {@code r} (0 at the bottom) and diagonal {@code n} (0 at the left). */
    @FunctionalInterface
    public interface HexNamer {
        String name(int n, int r);
    }

    private static final String[] RECT_EIGHT = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    private static final int[][] RECT_EIGHT_STEPS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    private static final String[] HEX_DIRECTIONS = {"E", "NE", "NW", "W", "SW", "SE"};
    /** Hex steps as (diagonal, row) changes. */
    private static final int[][] HEX_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}};

    /** Number of cells. */
    public final int cells;
    /** Number of directions. */
    public final int directions;
    /** {@code step[d][cell]}: the next cell along direction {@code d}, or -1 where no line runs. */
    public final int[][] step;

    private final String shape;
    private final String description;
    private final String[] directionNames;
    private final String[] names;
    private final int[] x;
    private final int[] y;
    private final int[] drawRow;
    private final int[] drawColumn;
    private final int drawRows;
    private final int drawColumns;
    private final List<String> rowLabels;
    private final List<String> columnLabels;
    private final int[][] textRows;
    private final String[] textRowNames;
    private final boolean drawLines;
    private final Map<String, Integer> byName = new HashMap<>();
    private final Map<Long, Integer> byCoordinates = new HashMap<>();
    private final Board board;

    private Geometry(Builder b) {
        cells = b.names.size();
        directions = b.directionNames.length;
        step = new int[directions][];
        for (int d = 0; d < directions; d++) {
            step[d] = Arrays.copyOf(b.step[d], cells);
        }
        shape = b.shape;
        description = b.description;
        directionNames = b.directionNames.clone();
        names = b.names.toArray(new String[0]);
        x = b.xs.stream().mapToInt(Integer::intValue).toArray();
        y = b.ys.stream().mapToInt(Integer::intValue).toArray();
        drawRow = b.rows.stream().mapToInt(Integer::intValue).toArray();
        drawColumn = b.columns.stream().mapToInt(Integer::intValue).toArray();
        int maxRow = 0;
        int maxColumn = 0;
        for (int c = 0; c < cells; c++) {
            maxRow = Math.max(maxRow, drawRow[c]);
            maxColumn = Math.max(maxColumn, drawColumn[c]);
            if (byName.put(names[c].toLowerCase(Locale.ROOT), c) != null) {
                throw new IllegalArgumentException("two cells are called " + names[c]);
            }
            byCoordinates.put(pack(x[c], y[c]), c);
        }
        drawRows = b.drawRows > 0 ? b.drawRows : maxRow + 1;
        drawColumns = b.drawColumns > 0 ? b.drawColumns : maxColumn + 1;
        rowLabels = b.rowLabels != null ? List.copyOf(b.rowLabels) : blanks(drawRows);
        columnLabels = b.columnLabels != null ? List.copyOf(b.columnLabels) : blanks(drawColumns);
        drawLines = b.drawLines;
        if (b.textRows.isEmpty()) {
            // one text row per drawing row, cells left to right
            List<int[]> rows = new ArrayList<>();
            List<String> rowNames = new ArrayList<>();
            for (int r = 0; r < drawRows; r++) {
                int rr = r;
                int[] row = java.util.stream.IntStream.range(0, cells).filter(c -> drawRow[c] == rr)
                        .boxed().sorted((a, c) -> Integer.compare(drawColumn[a], drawColumn[c]))
                        .mapToInt(Integer::intValue).toArray();
                if (row.length > 0) {
                    rows.add(row);
                    rowNames.add(rowLabels.get(r).isEmpty() ? Integer.toString(rows.size()) : rowLabels.get(r));
                }
            }
            textRows = rows.toArray(new int[0][]);
            textRowNames = rowNames.toArray(new String[0]);
        } else {
            textRows = b.textRows.toArray(new int[0][]);
            textRowNames = b.textRowNames.toArray(new String[0]);
        }
        board = new Board(shape, description, drawRows, drawColumns, drawRow.clone(), drawColumn.clone(),
                List.of(names), rowLabels, columnLabels, drawLines ? lines() : new int[0][]);
    }

    private static List<String> blanks(int n) {
        return java.util.Collections.nCopies(n, "");
    }

    private static long pack(int a, int b) {
        return (long) a << 32 | (b & 0xffffffffL);
    }

    // ---- factories ------------------------------------------------------------------------------

    /** A full {@code files x ranks} rectangle with cells named {@code a1..}. */
    public static Geometry rectangle(int files, int ranks, Links links) {
        return rectangle(files, ranks, links, (xx, yy) -> true);
    }

    /**
     * A {@code files x ranks} rectangle whose cells are the squares {@code onBoard} accepts; the
     * others are holes ({@code *} in the position text, -1 in the step table). Cells are named
     * {@code a1} (bottom left) to, say, {@code t20}; {@link #x} is the file and {@link #y} the rank,
     * both from 0.
     */
    public static Geometry rectangle(int files, int ranks, Links links, CellFilter onBoard) {
        if (files < 1 || ranks < 1 || files > 26) {
            throw new IllegalArgumentException("a rectangle has 1..26 files and at least one rank");
        }
        String[] dirNames;
        int[][] vectors;
        switch (links) {
            case ORTHOGONAL -> {
                dirNames = new String[]{"N", "E", "S", "W"};
                vectors = new int[][]{{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            }
            case DIAGONAL -> {
                dirNames = new String[]{"NE", "SE", "SW", "NW"};
                vectors = new int[][]{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
            }
            default -> {
                dirNames = RECT_EIGHT;
                vectors = RECT_EIGHT_STEPS;
            }
        }
        boolean strong = links == Links.STRONG_POINTS;
        Builder b = new Builder("rect", "rect files " + files + " ranks " + ranks, dirNames);
        int[][] cellAt = new int[files][ranks];
        for (int[] col : cellAt) {
            Arrays.fill(col, -1);
        }
        for (int yy = ranks - 1; yy >= 0; yy--) {
            int[] slots = new int[files];
            for (int xx = 0; xx < files; xx++) {
                if (onBoard.contains(xx, yy)) {
                    cellAt[xx][yy] = b.add((char) ('a' + xx) + Integer.toString(yy + 1), xx, yy, ranks - 1 - yy, xx);
                }
                slots[xx] = cellAt[xx][yy];
            }
            b.textRow(Integer.toString(yy + 1), slots);
        }
        for (int d = 0; d < vectors.length; d++) {
            boolean diagonal = vectors[d][0] != 0 && vectors[d][1] != 0;
            for (int xx = 0; xx < files; xx++) {
                for (int yy = 0; yy < ranks; yy++) {
                    int tx = xx + vectors[d][0];
                    int ty = yy + vectors[d][1];
                    if (cellAt[xx][yy] < 0 || tx < 0 || ty < 0 || tx >= files || ty >= ranks || cellAt[tx][ty] < 0) {
                        continue;
                    }
                    if (strong && diagonal && (xx + yy) % 2 != 0) {
                        continue;
                    }
                    b.step[d][cellAt[xx][yy]] = cellAt[tx][ty];
                }
            }
        }
        b.drawing(ranks, files, rankLabels(ranks), fileLabels(files));
        if (strong) {
            b.drawLines();
        }
        return b.build();
    }

    /** The row labels of a drawn rectangle, top first: {@code ranks} down to {@code 1}. */
    public static List<String> rankLabels(int ranks) {
        List<String> labels = new ArrayList<>(ranks);
        for (int r = ranks; r >= 1; r--) {
            labels.add(Integer.toString(r));
        }
        return labels;
    }

    /** The column labels of a drawn rectangle: {@code a} to the letter of file {@code files}. */
    public static List<String> fileLabels(int files) {
        List<String> labels = new ArrayList<>(files);
        for (int x = 0; x < files; x++) {
            labels.add(String.valueOf((char) ('a' + x)));
        }
        return labels;
    }

    /**
     * A regular hexagon with {@code radius} cells on each side (Abalone: 5, 61 cells), named as
     * Abalone names them: a row letter from {@code A} at the bottom and a diagonal number from 1.
     */
    public static Geometry hexagon(int radius) {
        int k = radius - 1;
        return hex(2 * radius - 1, 2 * radius - 1, (n, r) -> n - r <= k && r - n <= k,
                (n, r) -> (char) ('A' + r) + Integer.toString(n + 1), "hex radius " + radius);
    }

    /**
     * A hex board of any shape: the cells of a {@code diagonals x rows} rhombus of axial coordinates
     * ({@code n} diagonal from 0, {@code r} row from 0 at the bottom; E is {@code n+1}, NE is
     * {@code n+1, r+1}, NW is {@code r+1}) that {@code onBoard} accepts, named by {@code namer}.
     * Rows are drawn offset by half a cell: drawing columns are half cells, as in {@link Board}.
     */
    public static Geometry hex(int diagonals, int rows, CellFilter onBoard, HexNamer namer, String description) {
        Builder b = new Builder("hex", description, HEX_DIRECTIONS);
        int minColumn = Integer.MAX_VALUE;
        int maxColumn = Integer.MIN_VALUE;
        int topRow = -1;
        int bottomRow = rows;
        for (int r = 0; r < rows; r++) {
            for (int n = 0; n < diagonals; n++) {
                if (onBoard.contains(n, r)) {
                    minColumn = Math.min(minColumn, 2 * n - r);
                    maxColumn = Math.max(maxColumn, 2 * n - r);
                    topRow = Math.max(topRow, r);
                    bottomRow = Math.min(bottomRow, r);
                }
            }
        }
        if (topRow < 0) {
            throw new IllegalArgumentException("a hex board needs at least one cell");
        }
        int[][] cellAt = new int[diagonals][rows];
        List<String> rowLabels = new ArrayList<>();
        for (int r = topRow; r >= bottomRow; r--) {
            List<Integer> row = new ArrayList<>();
            String label = "";
            for (int n = 0; n < diagonals; n++) {
                cellAt[n][r] = -1;
                if (onBoard.contains(n, r)) {
                    String name = namer.name(n, r);
                    cellAt[n][r] = b.add(name, n, r, topRow - r, 2 * n - r - minColumn);
                    row.add(cellAt[n][r]);
                    label = rowLabel(name);
                }
            }
            rowLabels.add(label);
            b.textRow(label.isEmpty() ? Integer.toString(r + 1) : label,
                    row.stream().mapToInt(Integer::intValue).toArray());
        }
        for (int d = 0; d < 6; d++) {
            for (int n = 0; n < diagonals; n++) {
                for (int r = bottomRow; r <= topRow; r++) {
                    int tn = n + HEX_STEPS[d][0];
                    int tr = r + HEX_STEPS[d][1];
                    if (cellAt[n][r] >= 0 && tn >= 0 && tn < diagonals && tr >= bottomRow && tr <= topRow
                            && cellAt[tn][tr] >= 0) {
                        b.step[d][cellAt[n][r]] = cellAt[tn][tr];
                    }
                }
            }
        }
        int width = maxColumn - minColumn + 1;
        // the slots under the widest row carry the numbers of its cells' names (Abalone's diagonals)
        String[] colLabels = new String[width];
        java.util.Arrays.fill(colLabels, "");
        int widest = bottomRow;
        for (int r = bottomRow; r <= topRow; r++) {
            if (b.textRows.get(topRow - r).length > b.textRows.get(topRow - widest).length) {
                widest = r;
            }
        }
        for (int c : b.textRows.get(topRow - widest)) {
            String name = b.names.get(c);
            colLabels[b.columns.get(c)] = name.substring(rowLabel(name).length());
        }
        return b.drawing(topRow - bottomRow + 1, width, rowLabels, List.of(colLabels)).build();
    }

    /** The letters a cell name starts with ({@code E} of {@code E5}), used as its row's label. */
    private static String rowLabel(String name) {
        int i = 0;
        while (i < name.length() && Character.isLetter(name.charAt(i))) {
            i++;
        }
        return name.substring(0, i);
    }

    /** Starts a board of any shape (point-and-line graphs): add cells, link them, build. */
    public static Builder builder(String shape, String description, String... directionNames) {
        return new Builder(shape, description, directionNames);
    }

    // ---- queries --------------------------------------------------------------------------------

    /** The cell called {@code name} (case-insensitive), or -1. */
    public int cell(String name) {
        Integer c = byName.get(name.toLowerCase(Locale.ROOT));
        return c == null ? -1 : c;
    }

    /** The cell at logical coordinates ({@code x}, {@code y}), or -1 (a hole, or off the board). */
    public int cellAt(int xx, int yy) {
        Integer c = byCoordinates.get(pack(xx, yy));
        return c == null ? -1 : c;
    }

    public String name(int cell) {
        return names[cell];
    }

    /** Logical column: the file of a rectangle, the diagonal of a hex board. */
    public int x(int cell) {
        return x[cell];
    }

    /** Logical row from 0 at the bottom: the rank of a rectangle, the row of a hex board. */
    public int y(int cell) {
        return y[cell];
    }

    public String directionName(int d) {
        return directionNames[d];
    }

    /** The direction called {@code name} (case-insensitive), or -1. */
    public int direction(String name) {
        for (int d = 0; d < directions; d++) {
            if (directionNames[d].equalsIgnoreCase(name)) {
                return d;
            }
        }
        return -1;
    }

    public int opposite(int d) {
        return (d + directions / 2) % directions;
    }

    /** The cell {@code distance} steps from {@code cell} along {@code d}, or -1 where the line ends first. */
    public int walk(int cell, int d, int distance) {
        int c = cell;
        for (int i = 0; i < distance && c >= 0; i++) {
            c = step[d][c];
        }
        return c;
    }

    /** Every pair of neighbouring cells {@code {a, b}}, {@code a < b}, once: the lines a drawing shows. */
    public int[][] lines() {
        List<int[]> out = new ArrayList<>();
        for (int d = 0; d < directions; d++) {
            for (int c = 0; c < cells; c++) {
                int t = step[d][c];
                if (t > c) {
                    out.add(new int[]{c, t});
                }
            }
        }
        return out.toArray(new int[0][]);
    }

    /** The rows of the position text, top first: cell indices, -1 for a hole. */
    public int[][] textRows() {
        int[][] copy = new int[textRows.length][];
        for (int i = 0; i < textRows.length; i++) {
            copy[i] = textRows[i].clone();
        }
        return copy;
    }

    /** Names of the text rows as error messages call them ({@code 8}, {@code I}). */
    public List<String> textRowNames() {
        return List.of(textRowNames);
    }

    /** The drawing board (shape, description, drawing coordinates, labels, lines). */
    public Board board() {
        return board;
    }

    public String shape() {
        return shape;
    }

    public String description() {
        return description;
    }

    @Override
    public String toString() {
        return description;
    }

    /** Builds a {@link Geometry} of any shape; the factories use it too. */
    public static final class Builder {
        private final String shape;
        private final String description;
        private final String[] directionNames;
        private final List<String> names = new ArrayList<>();
        private final List<Integer> xs = new ArrayList<>();
        private final List<Integer> ys = new ArrayList<>();
        private final List<Integer> rows = new ArrayList<>();
        private final List<Integer> columns = new ArrayList<>();
        private final List<int[]> textRows = new ArrayList<>();
        private final List<String> textRowNames = new ArrayList<>();
        private int[][] step;
        private int drawRows;
        private int drawColumns;
        private List<String> rowLabels;
        private List<String> columnLabels;
        private boolean drawLines;

        private Builder(String shape, String description, String[] directionNames) {
            if (directionNames.length % 2 != 0) {
                throw new IllegalArgumentException("directions come in opposite pairs");
            }
            this.shape = shape;
            this.description = description;
            this.directionNames = directionNames.clone();
            step = new int[directionNames.length][16];
            for (int[] s : step) {
                Arrays.fill(s, -1);
            }
        }

        /**
         * Adds a cell and returns its index: its name, logical coordinates and drawing position
         * (row 0 at the top).
         */
        public int add(String name, int xx, int yy, int drawRow, int drawColumn) {
            int c = names.size();
            names.add(name);
            xs.add(xx);
            ys.add(yy);
            rows.add(drawRow);
            columns.add(drawColumn);
            if (c == step[0].length) {
                for (int d = 0; d < step.length; d++) {
                    int old = step[d].length;
                    step[d] = Arrays.copyOf(step[d], old * 2);
                    Arrays.fill(step[d], old, old * 2, -1);
                }
            }
            return c;
        }

        /** Joins {@code from} to {@code to} along direction {@code d}, and back along its opposite. */
        public Builder link(int from, int d, int to) {
            step[d][from] = to;
            step[(d + step.length / 2) % step.length][to] = from;
            return this;
        }

        /** The next row of the position text, top first: cells, -1 for a hole. Default: drawing rows. */
        public Builder textRow(String name, int... slots) {
            textRows.add(slots.clone());
            textRowNames.add(name);
            return this;
        }

        /** Drawing grid size and labels (default: just big enough, no labels). */
        public Builder drawing(int rowCount, int columnCount, List<String> rowLabelList, List<String> columnLabelList) {
            drawRows = rowCount;
            drawColumns = columnCount;
            rowLabels = rowLabelList;
            columnLabels = columnLabelList;
            return this;
        }

        /** Draw the lines between neighbouring points (point-and-line boards). */
        public Builder drawLines() {
            drawLines = true;
            return this;
        }

        public Geometry build() {
            return new Geometry(this);
        }
    }
}
