package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.DIR_NAMES;
import static org.ansuz.variants.abalone.HexGrid.NAME;
import static org.ansuz.variants.abalone.TaacocaPosition.cellAt;
import static org.ansuz.variants.abalone.TaacocaPosition.count;
import static org.ansuz.variants.abalone.TaacocaPosition.dir;

import java.util.Arrays;
import java.util.Locale;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.NotationException;

/** Taacoca move texts: the moving stones' cells in board order and the direction, {@code A1,B2,C3-NE}. */
final class TaacocaNotation implements MoveNotation<TaacocaPosition> {
    static final TaacocaNotation INSTANCE = new TaacocaNotation();

    private TaacocaNotation() {
    }

    @Override
    public String moveText(TaacocaPosition pos, long move) {
        StringBuilder sb = new StringBuilder(12);
        int n = count(move);
        for (int s = 0; s < n; s++) {
            if (s > 0) {
                sb.append(',');
            }
            sb.append(NAME[cellAt(move, s)]);
        }
        return sb.append('-').append(DIR_NAMES[dir(move)]).toString();
    }

    /** Accepts the cells in any order, with or without commas, any case, optional {@code x} capture marks. */
    @Override
    public long parseMove(TaacocaPosition pos, String text) throws NotationException {
        String[] parts = HexGrid.groupParts(text.trim().toUpperCase(Locale.ROOT).replace(" ", "").replace(",", "")
                .replace("X", ""), text, "Taacoca", "<cell>,<cell>,<cell>-<DIR>, e.g. A1,B2,C3-NE");
        int d = HexGrid.parseDirection(parts[1]);
        int[] named = HexGrid.groupCells(parts[0], text, "Taacoca");
        int n = named.length;
        int side = pos.sideToMove();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                if (named[j] == named[i]) {
                    throw new NotationException("Taacoca move '" + text + "' names " + NAME[named[i]] + " twice");
                }
            }
            HexGrid.ownStone(pos, named[i], text, side == 0 ? "White" : "Black", "stone");
        }
        int[] sq = Arrays.copyOf(named, 3);
        Arrays.sort(sq, 0, n);
        int needed = Math.min(3, pos.stones(side + 1));
        if (n != needed) {
            throw new NotationException("illegal move " + text.trim() + ": exactly " + needed + " stone"
                    + (needed == 1 ? "" : "s") + " must move");
        }
        int moves = pos.generate(pos.scratch);
        for (int i = 0; i < moves; i++) {
            long m = pos.scratch.move(i);
            if (dir(m) == d && cellAt(m, 0) == sq[0] && cellAt(m, 1) == sq[1] && cellAt(m, 2) == sq[2]) {
                return m;
            }
        }
        throw new NotationException("illegal move " + text.trim() + ": " + (pos.allDirections() ? ""
                : "stones step forward only (" + (side == 0 ? "NW or NE" : "SW or SE") + "), ")
                + "every target must be on the board and not hold a stone of the mover that stays");
    }

    /** The position a text {@code <rows I..A> <w|b>} describes; nothing is built when the text is malformed. */
    static TaacocaPosition parsePosition(TaacocaVariant variant, String fen) throws NotationException {
        String[] f = TaacocaPosition.textFields(fen, "empty Taacoca position (expected e.g. " + TaacocaVariant.START + ")");
        if (f.length > 2) {
            throw new NotationException("too many fields in Taacoca position: expected <rows I..A> <w|b>");
        }
        TaacocaPosition pos = new TaacocaPosition(variant, new GameHistory());
        pos.placeStones(f);
        for (int p = 1; p <= 2; p++) {
            if (pos.stones(p) > 12) {
                throw new NotationException((p == 1 ? "White" : "Black") + " has " + pos.stones(p) + " stones: at most 12");
            }
        }
        return pos;
    }
}
