package org.ansuz.protocol.shell;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.BoardDrawing;

/**
 * The shell's board: the text drawing with the last move's cells marked, the square-number map beside
 * it where moves are written with square numbers (international, english ...: the map is how a
 * person finds square 32), and a legend of the letters.
 */
final class ShellBoard {
    private static final String GAP = "     ";

    private ShellBoard() {
    }

    static List<String> lines(Variant variant, Position pos, int width) {
        Board board = variant.board(pos);
        List<String> drawn = BoardDrawing.lines(board, pos, lastMoveCells(board, pos));
        List<String> out = new ArrayList<>();
        if (isNumbered(board)) {
            List<String> map = BoardDrawing.names(board);
            int left = 0;
            for (String l : drawn) {
                left = Math.max(left, l.length());
            }
            int right = 0;
            for (String l : map) {
                right = Math.max(right, l.length());
            }
            if (left + GAP.length() + right <= width) {
                for (int i = 0; i < Math.max(drawn.size(), map.size()); i++) {
                    String a = i < drawn.size() ? drawn.get(i) : "";
                    String b = i < map.size() ? map.get(i) : "";
                    out.add(b.isEmpty() ? a : a + " ".repeat(left - a.length()) + GAP + b);
                }
            } else {
                out.addAll(drawn);
                out.addAll(map);
            }
        } else {
            out.addAll(drawn);
        }
        String legend = variant.pieceLegend();
        String marked = pos.plies() > 0 ? BoardDrawing.MARK + " the last move" : "";
        String all = legend.isEmpty() ? marked : marked.isEmpty() ? legend : legend + "; " + marked;
        if (!all.isEmpty()) {
            out.addAll(wrap(all, width));
        }
        return out;
    }

    /** Whether every cell is named by a number: moves are square numbers, and a person needs the map. */
    static boolean isNumbered(Board board) {
        for (String n : board.cellNames()) {
            if (n.isEmpty() || !n.chars().allMatch(Character::isDigit)) {
                return false;
            }
        }
        return board.cells() > 0;
    }

    /** The cells the last move changed (found by undoing it on a copy), or {@code null} at the root. */
    private static boolean[] lastMoveCells(Board board, Position pos) {
        if (pos.plies() == 0) {
            return null;
        }
        Position before = pos.copy();
        before.undo();
        if (before.board() != null && before.board().cells() != board.cells()) {
            return null; // the board itself changed (a growing board): nothing to compare cell by cell
        }
        boolean[] marked = new boolean[board.cells()];
        for (int c = 0; c < marked.length; c++) {
            marked[c] = !text(pos, c).equals(text(before, c));
        }
        return marked;
    }

    private static String text(Position pos, int cell) {
        String t = pos.cellText(cell);
        return t == null || t.isEmpty() ? String.valueOf(pos.symbolAt(cell)) : t;
    }

    /** Words onto lines no wider than {@code width}, never breaking a word. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}
