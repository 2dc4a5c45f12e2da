package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.Position;

/**
 * Draws any {@link Board}: drawing rows top to bottom, each cell's symbol at its (row, column), row
 * labels on the left and column labels underneath. Square boards get two characters per column;
 * hex boards already come with doubled columns, so one character per column offsets their rows.
 * A board with {@link Board#lines} (points joined by lines) is drawn twice as far apart, with
 * {@code -}, {@code |}, {@code /} and {@code \} between the points a line joins ({@code X} where two
 * diagonals cross), so a reader sees which points have diagonals. A position with {@link CellMarks}
 * gets its marks right after the symbols and their legend underneath.
 */
public final class BoardDrawing {
    private BoardDrawing() {
    }

    public static List<String> lines(Board board, Position pos) {
        return lines(board, pos, null);
    }

    /**
     * As {@link #lines(Board, Position)}, with a {@link #MARK} right after each cell in {@code marked}
     * (the cells the last move changed; {@code null} marks none) where that slot is free.
     */
    public static List<String> lines(Board board, Position pos, boolean[] marked) {
        String[] texts = new String[board.cells()];
        for (int c = 0; c < texts.length; c++) {
            String t = pos.cellText(c);
            texts[c] = t == null || t.isEmpty() ? String.valueOf(pos.symbolAt(c)) : t;
        }
        return draw(board, texts, pos instanceof CellMarks m ? m : null, marked, false);
    }

    /** The board with each cell's name where its piece would be: the square-number map of a numbered board. */
    public static List<String> names(Board board) {
        return draw(board, board.cellNames().toArray(new String[0]), null, null, true);
    }

    /** What marks a cell the last move changed. */
    public static final char MARK = '<';

    /**
     * @param compact where no two cells of a drawing row are neighbours (a draughts board's dark squares),
     *                wide texts use the empty slots between them instead of widening every slot
     */
    private static List<String> draw(Board board, String[] texts, CellMarks cellMarks, boolean[] marked, boolean compact) {
        int spread = board.lines().length > 0 ? 2 : 1;
        int base = "hex".equals(board.shape()) ? 1 : 2;
        // Cells drawn with more than one character (stacks: "W3") get wider slots, one blank between neighbours.
        int widest = 1;
        for (String t : texts) {
            widest = Math.max(widest, t.length());
        }
        // Neighbours are two slots apart on a hex board's doubled columns and one (of two characters) on a square one.
        int widen = widest == 1 ? 1 : (widest + 2) / 2;
        if (compact && widest > 1) {
            int apart = base * closestInRow(board);
            widen = Math.max(1, (widest + apart) / apart);
        }
        int slot = base * spread * widen;
        int width = board.columns() * slot + widest - 1;
        int rows = (board.rows() - 1) * spread + 1;
        char[][] grid = new char[rows][width + 2];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int[] line : board.lines()) {
            drawLine(grid, board.cellRow()[line[0]] * spread, board.cellColumn()[line[0]] * slot,
                    board.cellRow()[line[1]] * spread, board.cellColumn()[line[1]] * slot);
        }
        for (int c = 0; c < board.cells(); c++) {
            int r = board.cellRow()[c] * spread;
            int x = board.cellColumn()[c] * slot;
            if (r >= 0 && r < grid.length && x >= 0 && x < width) {
                for (int i = 0; i < texts[c].length() && x + i < width; i++) {
                    grid[r][x + i] = texts[c].charAt(i);
                }
                // square slots and hex half-cell gaps both leave x + 1 free (one-character cells)
                if (widest == 1 && cellMarks != null) {
                    grid[r][x + 1] = cellMarks.markAt(c);
                }
                int after = x + texts[c].length();
                if (marked != null && marked[c] && after < grid[r].length && (grid[r][after] == ' ' || spread > 1)) {
                    grid[r][after] = MARK;
                }
            }
        }
        int labelWidth = 0;
        for (String l : board.rowLabels()) {
            labelWidth = Math.max(labelWidth, l.length());
        }
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            int boardRow = r / spread;
            String label = r % spread == 0 && boardRow < board.rowLabels().size() ? board.rowLabels().get(boardRow) : "";
            lines.add(stripEnd(pad(label, labelWidth) + "  " + new String(grid[r])));
        }
        char[] under = new char[width + 8];
        java.util.Arrays.fill(under, ' ');
        for (int x = 0; x < board.columns() && x < board.columnLabels().size(); x++) {
            String l = board.columnLabels().get(x);
            for (int i = 0; i < l.length() && x * slot + i < under.length; i++) {
                under[x * slot + i] = l.charAt(i);
            }
        }
        lines.add(stripEnd(" ".repeat(labelWidth) + "  " + new String(under)));
        if (cellMarks != null && !cellMarks.markLegend().isEmpty()) {
            lines.add(cellMarks.markLegend());
        }
        return lines;
    }

    /** The fewest columns between two cells of one drawing row. */
    private static int closestInRow(Board board) {
        int closest = Integer.MAX_VALUE;
        for (int a = 0; a < board.cells(); a++) {
            for (int b = a + 1; b < board.cells(); b++) {
                if (board.cellRow()[a] == board.cellRow()[b]) {
                    closest = Math.min(closest, Math.abs(board.cellColumn()[a] - board.cellColumn()[b]));
                }
            }
        }
        return closest == Integer.MAX_VALUE || closest == 0 ? 1 : closest;
    }

    /** The characters strictly between two drawn points: one per grid row, or per column when level. */
    private static void drawLine(char[][] grid, int r1, int c1, int r2, int c2) {
        if (r1 > r2 || (r1 == r2 && c1 > c2)) {
            drawLine(grid, r2, c2, r1, c1);
            return;
        }
        if (r1 == r2) {
            for (int c = c1 + 1; c < c2; c++) {
                put(grid, r1, c, '-');
            }
            return;
        }
        char ch = c1 == c2 ? '|' : c2 > c1 ? '\\' : '/';
        for (int r = r1 + 1; r < r2; r++) {
            int c = c1 + (c2 - c1) * (r - r1) / (r2 - r1);
            put(grid, r, c, ch);
        }
    }

    private static void put(char[][] grid, int r, int c, char ch) {
        if (r < 0 || r >= grid.length || c < 0 || c >= grid[r].length) {
            return;
        }
        char old = grid[r][c];
        grid[r][c] = old == ' ' || old == ch ? ch : (old == '/' || old == '\\') && (ch == '/' || ch == '\\') ? 'X' : '+';
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    private static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }
}
