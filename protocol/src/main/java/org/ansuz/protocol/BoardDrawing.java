package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.CellMarks;
import org.ansuz.engine.Position;

/**
 * Draws any {@link Board}: drawing rows top to bottom, each cell's symbol at its (row, column), row
 * labels on the left and column labels underneath. Square boards get two characters per column;
 * hex boards already come with doubled columns, so one character per column offsets their rows. A
 * position with {@link CellMarks} gets its marks after the symbols and their legend underneath.
 */
public final class BoardDrawing {
    private BoardDrawing() {
    }

    public static List<String> lines(Board board, Position pos) {
        int slot = "hex".equals(board.shape()) ? 1 : 2;
        int width = board.columns() * slot;
        char[][] grid = new char[board.rows()][width + 2];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int c = 0; c < board.cells(); c++) {
            int r = board.cellRow()[c];
            int x = board.cellColumn()[c] * slot;
            if (r >= 0 && r < grid.length && x >= 0 && x < width) {
                grid[r][x] = pos.symbolAt(c);
                if (slot == 2 && pos instanceof CellMarks marks) {
                    grid[r][x + 1] = marks.markAt(c);
                }
            }
        }
        int labelWidth = 0;
        for (String l : board.rowLabels()) {
            labelWidth = Math.max(labelWidth, l.length());
        }
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < board.rows(); r++) {
            String label = r < board.rowLabels().size() ? board.rowLabels().get(r) : "";
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
        if (pos instanceof CellMarks marks) {
            lines.add(marks.markLegend());
        }
        return lines;
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
