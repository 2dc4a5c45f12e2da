package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.AbalonePosition.axis;
import static org.ansuz.variants.abalone.AbalonePosition.dir;
import static org.ansuz.variants.abalone.AbalonePosition.size;
import static org.ansuz.variants.abalone.AbalonePosition.tail;
import static org.ansuz.variants.abalone.HexGrid.DIR_NAMES;
import static org.ansuz.variants.abalone.HexGrid.NAME;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import java.util.Locale;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.NotationException;

/** Abalone move texts: {@code B2C3-NE} (tail, head, direction), a single marble {@code C3-NW}. */
final class AbaloneNotation implements MoveNotation<AbalonePosition> {
    static final AbaloneNotation INSTANCE = new AbaloneNotation();

    private AbaloneNotation() {
    }

    @Override
    public String moveText(AbalonePosition pos, long move) {
        int tail = tail(move);
        int size = size(move);
        String text = NAME[tail];
        if (size > 1) {
            text += NAME[tail + (size - 1) * STEP[axis(move)]];
        }
        return text + "-" + DIR_NAMES[dir(move)];
    }

    /**
     * Accepts {@code <end><end>-<DIR>} with the two ends in either order, {@code <cell>-<DIR>}, any case,
     * an optional ejection mark {@code x1}/{@code x2}, and the middle marble spelled out
     * ({@code A1A2A3-E}).
     */
    @Override
    public long parseMove(AbalonePosition pos, String text) throws NotationException {
        String[] parts = HexGrid.groupParts(text.trim().toUpperCase(Locale.ROOT).replace(" ", ""), text, "Abalone",
                "<tail><head>-<DIR>, e.g. B2C3-NE");
        int x = parts[1].indexOf('X');
        int d = HexGrid.parseDirection(x >= 0 ? parts[1].substring(0, x) : parts[1]);
        int[] sq = HexGrid.groupCells(parts[0], text, "Abalone");
        int a = sq[0];
        int b = sq[sq.length - 1];
        int size = 1;
        int axis = -1;
        if (a != b || sq.length > 1) {
            for (int ax = 0; ax < 6 && axis < 0; ax++) {
                for (int n = 1; n <= 2; n++) {
                    if (a + n * STEP[ax] == b) {
                        axis = ax;
                        size = n + 1;
                    }
                }
            }
            if (axis < 0 || (sq.length == 3 && (size != 3 || sq[1] != a + STEP[axis]))) {
                throw new NotationException("'" + parts[0] + "' is not a line of two or three adjacent cells");
            }
        }
        String player = pos.sideToMove() == 0 ? "Black" : "White";
        for (int i = 0; i < size; i++) {
            HexGrid.ownStone(pos, a + i * (axis < 0 ? 0 : STEP[axis]), text, player, "marble");
        }
        int n = pos.generate(pos.scratch);
        for (int i = 0; i < n; i++) {
            long m = pos.scratch.move(i);
            if (dir(m) != d || size(m) != size) {
                continue;
            }
            int mt = tail(m);
            int mh = mt + (size - 1) * STEP[axis(m)];
            if ((mt == a && mh == b) || (mt == b && mh == a)) {
                return m;
            }
        }
        throw new NotationException("illegal move " + text.trim() + ": that group cannot move " + DIR_NAMES[d]
                + " here" + (size > 1 ? " (blocked, off the board, or a sumito without superiority)" : " (the cell is not empty)"));
    }

    /**
     * The position a text {@code <rows> <b|w> <ejected by Black> <ejected by White>} describes (the counts may
     * be left out); nothing is built when the text is malformed.
     */
    static AbalonePosition parsePosition(AbaloneVariant variant, String fen) throws NotationException {
        String[] f = AbalonePosition.textFields(fen, "empty Abalone position (expected e.g. " + variant.startFen() + ")");
        if (f.length > 4) {
            throw new NotationException("too many fields in Abalone position: expected <rows> <b|w> <ejected by Black> <ejected by White>");
        }
        AbalonePosition pos = new AbalonePosition(variant, new GameHistory());
        pos.placeStones(f);
        int[] lost = new int[3]; // marbles pushed off, indexed by marble value 1..2
        for (int k = 2; k < f.length; k++) {
            int n;
            try {
                n = Integer.parseInt(f[k]);
            } catch (NumberFormatException e) {
                throw new NotationException("ejected-marble count must be a number 0-14, not '" + f[k] + "'");
            }
            if (n < 0 || n > 14) {
                throw new NotationException("ejected-marble count must be 0-14, not " + n);
            }
            // Field 2 counts marbles ejected by Black, i.e. White marbles lost.
            lost[k == 2 ? 2 : 1] = n;
        }
        for (int p = 1; p <= 2; p++) {
            if (pos.stones(p) + lost[p] > 14) {
                throw new NotationException((p == 1 ? "Black" : "White") + " has " + pos.stones(p) + " marbles on the board and "
                        + lost[p] + " ejected: more than 14");
            }
        }
        pos.setLost(lost[1], lost[2]);
        return pos;
    }
}
