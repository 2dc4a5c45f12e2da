package org.ansuz.protocol.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.protocol.render.Picture;

/**
 * A legal move as the cells a person clicks to enter it: first the cells its text names, in order (from, via,
 * to; the ends of an Abalone line), then the other cells it changes (where a group lands, the pieces it takes).
 * The page narrows the legal moves down by the cells clicked so far, so this works the same for a draughts
 * capture, an Abalone group move and a Fanorona chain.
 */
record MovePath(String text, int[] cells) {

    static List<MovePath> legalMoves(Board board, Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        List<MovePath> out = new ArrayList<>(n);
        String[] before = Picture.cellTexts(board, pos);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = pos.moveText(m);
            List<Integer> cells = namedCells(board, text);
            pos.play(m);
            String[] after = Picture.cellTexts(board, pos);
            pos.undo();
            for (int c = 0; c < after.length; c++) {
                if (!after[c].equals(before[c]) && !cells.contains(c)) {
                    cells.add(c);
                }
            }
            out.add(new MovePath(text, cells.stream().mapToInt(Integer::intValue).toArray()));
        }
        return out;
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
