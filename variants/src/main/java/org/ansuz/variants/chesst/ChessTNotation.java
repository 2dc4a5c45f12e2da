package org.ansuz.variants.chesst;

import java.util.Locale;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;

/**
 * Reads the move texts of section 14.3 ({@code h2h4}, {@code g7g8r}, {@code b6d8c}, {@code @g4h5}) and,
 * liberally, the book's forms: a leading piece letter ({@code Rh2-h4}), the separators {@code - : x %},
 * a {@code =} before the transformation letter, the redundant {@code v} of a Knecht's transformation, check
 * marks, and the selection written {@code *) g4; h5}. Matching is against the legal moves' canonical texts.
 */
final class ChessTNotation {
    private ChessTNotation() {
    }

    static String normalise(String text) {
        String t = text.trim();
        boolean selection = t.startsWith("*)") || t.startsWith("@");
        if (!selection && t.length() >= 3 && "KCPRVIS".indexOf(t.charAt(0)) >= 0
                && Character.isLowerCase(t.charAt(1)) && Character.isDigit(t.charAt(2))) {
            t = t.substring(1);
        }
        StringBuilder s = new StringBuilder(t.length());
        for (char ch : t.toLowerCase(Locale.ROOT).toCharArray()) {
            if (Character.isLetterOrDigit(ch) && ch != 'x') {
                s.append(ch);
            }
        }
        return selection ? "@" + s : s.toString();
    }

    static long parse(ChessTPosition pos, String text) throws NotationException {
        String wanted = normalise(text);
        if (!wanted.matches("@?[a-i][1-8][a-i][1-8][a-z]?")) {
            throw new NotationException("not a chess-T move: '" + text.trim()
                    + "' (expected from and to squares such as h2h4, a transformation letter as in g7g8r, "
                    + "or an impregnable selection such as @g4h5)");
        }
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                if (pos.moveText(list.move(i)).equals(wanted)) {
                    return list.move(i);
                }
            }
            if (wanted.endsWith("v") && wanted.length() == 5) {
                wanted = wanted.substring(0, 4); // the automatic Knecht transformation may be written
            } else {
                break;
            }
        }
        if (pos.chancePending()) {
            throw new NotationException("illegal move: " + text.trim()
                    + " (the impregnable squares are being chosen: expected @<white square><black square>, "
                    + "e.g. @g4h5)");
        }
        throw new NotationException("illegal move: " + text.trim());
    }
}
