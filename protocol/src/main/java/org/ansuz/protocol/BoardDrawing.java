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
        int spread = board.lines().length > 0 ? 2 : 1;
        int base = "hex".equals(board.shape()) ? 1 : 2;
        // Cells drawn with more than one character (stacks: "W3") get wider slots, one blank between neighbours.
        String[] texts = new String[board.cells()];
        int widest = 1;
        for (int c = 0; c < texts.length; c++) {
            String t = pos.cellText(c);
            texts[c] = t == null || t.isEmpty() ? String.valueOf(pos.symbolAt(c)) : t;
            widest = Math.max(widest, texts[c].length());
        }
        // Neighbours are two slots apart on a hex board's doubled columns and one (of two characters) on a square one.
        int widen = widest == 1 ? 1 : (widest + 2) / 2;
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
                if (widest == 1 && pos instanceof CellMarks marks) {
                    grid[r][x + 1] = marks.markAt(c);
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
        if (pos instanceof CellMarks marks && !marks.markLegend().isEmpty()) {
            lines.add(marks.markLegend());
        }
        return lines;
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
