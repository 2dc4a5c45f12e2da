package org.ansuz.protocol.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.render.BoardPicture;
import org.ansuz.protocol.render.Picture;

/**
 * A legal move as the cells a person clicks to enter it: first the cells its text names, in order (from, via,
 * to; the ends of an Abalone line), then the other cells it changes (where a group lands, the pieces it takes).
 * The page narrows the legal moves down by the cells clicked so far, so this works the same for a draughts
 * capture, an Abalone group move and a Fanorona chain.
 */
record MovePath(String text, int[] cells) {

    /** A cell a legal move creates (a Magyar tile's new place): its name and where it lies on today's drawing. */
    record NewCell(String name, double x, double y) {
    }

    /**
     * The legal moves of {@code pos}. A move that changes the board's cells (a tile move) gets the cells it
     * creates as click targets: they are added to {@code newCells} and numbered after the board's cells.
     */
    static List<MovePath> legalMoves(Variant variant, Board board, BoardPicture drawing, Position pos,
                                     List<NewCell> newCells) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        List<MovePath> out = new ArrayList<>(n);
        String[] before = Picture.cellTexts(board, pos);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = pos.moveText(m);
            List<Integer> cells = namedCells(board, text);
            pos.play(m);
            Board afterBoard = variant.board(pos);
            if (afterBoard.cellNames().equals(board.cellNames())) {
                String[] after = Picture.cellTexts(board, pos);
                for (int c = 0; c < after.length; c++) {
                    if (!after[c].equals(before[c]) && !cells.contains(c)) {
                        cells.add(c);
                    }
                }
            } else {
                for (String created : createdCells(board, drawing, afterBoard, pos, newCells)) {
                    cells.add(board.cells() + indexOf(newCells, created));
                }
            }
            pos.undo();
            out.add(new MovePath(text, cells.stream().mapToInt(Integer::intValue).toArray()));
        }
        return out;
    }

    /**
     * The names of the cells {@code after} has and {@code board} has not, each added to {@code newCells} once
     * with its place on today's drawing: the new board is drawn, and its cells that both boards share are
     * mapped onto today's picture by the scale and shift that fit them best.
     */
    private static List<String> createdCells(Board board, BoardPicture drawing, Board after, Position afterPos,
                                             List<NewCell> newCells) {
        List<String> created = new ArrayList<>();
        for (String name : after.cellNames()) {
            if (!board.cellNames().contains(name)) {
                created.add(name);
            }
        }
        if (created.isEmpty()) {
            return created;
        }
        BoardPicture afterDrawing = Picture.of(after, afterPos, false, drawing.width()).drawing();
        List<double[]> pairs = new ArrayList<>(); // {after x, after y, today x, today y}
        for (int c = 0; c < after.cells(); c++) {
            int today = board.cellNames().indexOf(after.cellNames().get(c));
            if (today >= 0) {
                pairs.add(new double[] {afterDrawing.centerX(c), afterDrawing.centerY(c), drawing.centerX(today),
                        drawing.centerY(today)});
            }
        }
        double[] mean = new double[4];
        for (double[] p : pairs) {
            for (int k = 0; k < 4; k++) {
                mean[k] += p[k] / pairs.size();
            }
        }
        double cross = 0;
        double spread = 0;
        for (double[] p : pairs) {
            cross += (p[0] - mean[0]) * (p[2] - mean[2]) + (p[1] - mean[1]) * (p[3] - mean[3]);
            spread += (p[0] - mean[0]) * (p[0] - mean[0]) + (p[1] - mean[1]) * (p[1] - mean[1]);
        }
        double scale = spread == 0 ? 1 : cross / spread;
        for (String name : created) {
            if (indexOf(newCells, name) < 0) {
                int c = after.cellNames().indexOf(name);
                newCells.add(new NewCell(name, mean[2] + scale * (afterDrawing.centerX(c) - mean[0]),
                        mean[3] + scale * (afterDrawing.centerY(c) - mean[1])));
            }
        }
        return created;
    }

    private static int indexOf(List<NewCell> cells, String name) {
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The cells whose names occur in {@code text}, left to right, longest name first at each place. */
    static List<Integer> namedCells(Board board, String text) {
        List<String> names = board.cellNames();
        String lower = text.toLowerCase(Locale.ROOT);
        List<Integer> cells = new ArrayList<>();
        int i = 0;
        while (i < lower.length()) {
            int best = -1;
            int bestLen = 0;
            for (int c = 0; c < names.size(); c++) {
                String name = names.get(c).toLowerCase(Locale.ROOT);
                if (name.length() > bestLen && lower.startsWith(name, i) && !continuesName(lower, i + name.length(), name)) {
                    best = c;
                    bestLen = name.length();
                }
            }
            if (best >= 0) {
                if (!cells.contains(best)) {
                    cells.add(best);
                }
                i += bestLen;
            } else {
                i++;
            }
        }
        return cells;
    }

    /** A name like {@code 3} must not match the start of {@code 32}: digits run on to the longer name. */
    private static boolean continuesName(String text, int end, String name) {
        return end < text.length() && Character.isDigit(text.charAt(end)) && Character.isDigit(name.charAt(name.length() - 1));
    }
}
