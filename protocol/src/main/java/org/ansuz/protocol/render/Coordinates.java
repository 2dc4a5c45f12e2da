package org.ansuz.protocol.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.Board;

/** Where a picture writes its coordinates: as the game's notation reads them, beside the rows and lines they name. */
final class Coordinates {
    private Coordinates() {
    }

    /** Square and point boards: the board's row labels on the left, its column labels underneath. */
    static List<BoardPicture.Label> squareLabels(BoardPicture d, Board board) {
        List<BoardPicture.Label> out = new ArrayList<>();
        for (int r = 0; r < board.rows() && r < board.rowLabels().size(); r++) {
            String l = board.rowLabels().get(r);
            if (!l.isEmpty()) {
                out.add(new BoardPicture.Label(l, d.left - d.unit * 0.4, d.rowY(r)));
            }
        }
        for (int x = 0; x < board.columns() && x < board.columnLabels().size(); x++) {
            String l = board.columnLabels().get(x);
            if (!l.isEmpty()) {
                out.add(new BoardPicture.Label(l, d.left + d.unit * (x + 0.5), d.top + board.rows() * d.unit + d.unit * 0.35));
            }
        }
        return out;
    }

    /**
     * Hex boards, read from the cell names as the notation writes them ({@code A1}, {@code e5}): the part that
     * stays the same along a drawing row labels that row at its end; the other part names a diagonal line of
     * cells and is written just past the line's lower end, where a real board prints it (Abalone's 1-9 along
     * the bottom and the lower right edge).
     */
    static List<BoardPicture.Label> hexLabels(BoardPicture d, Board board) {
        int n = board.cells();
        String[] letters = new String[n];
        String[] digits = new String[n];
        for (int c = 0; c < n; c++) {
            String name = board.cellNames().get(c);
            int split = 0;
            while (split < name.length() && Character.isLetter(name.charAt(split))) {
                split++;
            }
            letters[c] = name.substring(0, split);
            digits[c] = name.substring(split);
        }
        String[] rowPart = sameAlongRows(board, letters) ? letters : sameAlongRows(board, digits) ? digits : null;
        if (rowPart == null) {
            return squareLabelsOnHex(d, board);
        }
        String[] linePart = rowPart == letters ? digits : letters;
        List<BoardPicture.Label> out = new ArrayList<>();
        double slope = 0;
        Map<String, Integer> lowest = new LinkedHashMap<>();
        for (int c = 0; c < n; c++) {
            Integer b = lowest.get(linePart[c]);
            if (b == null || board.cellRow()[c] > board.cellRow()[b]) {
                lowest.put(linePart[c], c);
            }
        }
        for (Map.Entry<String, Integer> e : lowest.entrySet()) {
            int bottom = e.getValue();
            int next = -1;
            for (int c = 0; c < n; c++) {
                if (linePart[c].equals(e.getKey()) && board.cellRow()[c] == board.cellRow()[bottom] - 1
                        && (next < 0 || Math.abs(d.centerX(c) - d.centerX(bottom)) < Math.abs(d.centerX(next) - d.centerX(bottom)))) {
                    next = c;
                }
            }
            double dx = next < 0 ? 0 : d.centerX(bottom) - d.centerX(next);
            double dy = next < 0 ? d.unit : d.centerY(bottom) - d.centerY(next);
            double len = Math.hypot(dx, dy);
            out.add(new BoardPicture.Label(e.getKey(), d.centerX(bottom) + dx / len * d.unit * 0.8, d.centerY(bottom) + dy / len * d.unit * 0.8));
            slope += dx;
        }
        // Row labels go on the side the lines' labels leave free: d.left where those run down to the right.
        boolean rightSide = slope < 0;
        for (int r = 0; r < board.rows(); r++) {
            int end = -1;
            for (int c = 0; c < n; c++) {
                if (board.cellRow()[c] == r && (end < 0 || (rightSide ? board.cellColumn()[c] > board.cellColumn()[end]
                        : board.cellColumn()[c] < board.cellColumn()[end]))) {
                    end = c;
                }
            }
            if (end >= 0) {
                out.add(new BoardPicture.Label(rowPart[end], d.centerX(end) + (rightSide ? 0.8 : -0.8) * d.unit, d.rowY(r)));
            }
        }
        return out;
    }

    /** Whether every drawing row's cells share their {@code part} of the name. */
    private static boolean sameAlongRows(Board board, String[] part) {
        String[] seen = new String[board.rows()];
        for (int c = 0; c < part.length; c++) {
            if (part[c].isEmpty()) {
                return false;
            }
            int r = board.cellRow()[c];
            if (seen[r] == null) {
                seen[r] = part[c];
            } else if (!seen[r].equals(part[c])) {
                return false;
            }
        }
        return true;
    }

    /** A hex board whose names do not split: the board's own labels, rows on the left, columns underneath. */
    private static List<BoardPicture.Label> squareLabelsOnHex(BoardPicture d, Board board) {
        List<BoardPicture.Label> out = new ArrayList<>();
        for (int r = 0; r < board.rows() && r < board.rowLabels().size(); r++) {
            out.add(new BoardPicture.Label(board.rowLabels().get(r), d.left - d.unit * 0.5, d.rowY(r)));
        }
        for (int x = 0; x < board.columns() && x < board.columnLabels().size(); x++) {
            if (!board.columnLabels().get(x).isEmpty()) {
                out.add(new BoardPicture.Label(board.columnLabels().get(x), d.left + d.unit * (x / 2.0 + 0.5), d.rowY(board.rows() - 1) + d.unit * 0.9));
            }
        }
        return out;
    }
}
