package org.ansuz.variants.alquerque;

import java.util.Locale;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * Reads move text: every route of a move is accepted and stands for the move (a Fanorona chain or a
 * triangle of jumps run either way), letters in any case, {@code :} or {@code -} for {@code x}; a Fanorona step may
 * leave out its {@code A}/{@code W} when only one capture fits. Not a hot path.
 */
final class AlquerqueNotation {
    private AlquerqueNotation() {
    }

    static long parse(AlquerquePosition pos, String text) throws NotationException {
        boolean fanorona = pos.rules.capture() == AlquerqueRules.Capture.APPROACH_WITHDRAWAL;
        String wanted = normalise(text, fanorona);
        String shape = fanorona ? "[a-z]\\d{1,2}(-[a-z]\\d{1,2}[aw]?)+" : "[a-z]\\d{1,2}([-x][a-z]\\d{1,2})+";
        if (!wanted.matches(shape)) {
            throw new NotationException("not a move: '" + text.trim() + "' (expected "
                    + (fanorona ? "e2-e3, d2-e3A or a chain d2-e3A-f4W" : "c2-c3 or a capture b3xd3xd5") + ")");
        }
        MoveList routes = new MoveList();
        java.util.List<String> texts = new java.util.ArrayList<>();
        int n = pos.generateRoutes(routes, texts);
        long found = 0;
        long loose = 0;
        int looseCount = 0;
        for (int i = 0; i < n; i++) {
            String t = normalise(i < texts.size() ? texts.get(i) : pos.moveText(routes.move(i)), fanorona);
            long move = routes.move(pos.canonicalRoute(i));
            if (t.equals(wanted)) {
                found = move;
                break;
            }
            if (fanorona && sameSteps(t, wanted) && move != loose) {
                loose = move;
                looseCount++;
            }
        }
        if (found != 0) {
            return found;
        }
        if (looseCount == 1) {
            return loose;
        }
        if (looseCount > 1) {
            throw new NotationException("ambiguous move: " + text.trim() + " (add A for approach or W for withdrawal)");
        }
        throw new NotationException("illegal move: " + text.trim());
    }

    /**
     * Lower case, {@code :} read as {@code x}; in the jump games {@code -} too (a quiet step and a capture
     * never share their points: the capture jumps over a piece the step would need gone).
     */
    private static String normalise(String text, boolean fanorona) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace(':', 'x');
        return fanorona ? t : t.replace('-', 'x');
    }

    /** Whether typed chain {@code wanted} names the steps of {@code t}, a step's A/W left out where it likes. */
    private static boolean sameSteps(String t, String wanted) {
        String[] a = t.split("-");
        String[] b = wanted.split("-");
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!a[i].equals(b[i]) && !a[i].substring(0, a[i].length() - 1).equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    /** The position a text {@code <rows> <w|b>} describes; nothing is built when the text is malformed. */
    static AlquerquePosition parsePosition(AlquerqueVariant v, String text) throws NotationException {
        AlquerquePosition p = new AlquerquePosition(v, new GameHistory());
        String[] fields = text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        String letters = v.rules.letters();
        String both = letters.toUpperCase(Locale.ROOT) + letters;
        int types = letters.length();
        v.codec.parse(fields[0], both, (cell, piece) -> {
            int owner = piece < types ? 0 : 1;
            int t = piece % types + 1;
            if (v.rules.hunt() && t != owner + 1) {
                throw new NotationException("the geese are 'G' (first player), the fox is 'f'");
            }
            p.put(cell, (byte) (owner << 3 | t));
        });
        if (fields.length > 1) {
            p.finishSetup(BoardPosition.parseSide(fields[1], "w", "b"));
        }
        if (fields.length > 2) {
            throw new NotationException("unexpected text after the side to move: '" + fields[2] + "'");
        }
        return p;
    }
}
