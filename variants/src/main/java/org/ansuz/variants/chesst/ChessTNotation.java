package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE_OWNER;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.LETTERS;
import static org.ansuz.variants.chesst.ChessTGeometry.RANKS;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTGeometry.name;
import static org.ansuz.variants.chesst.ChessTPosition.EXCHANGE;
import static org.ansuz.variants.chesst.ChessTPosition.FROM;
import static org.ansuz.variants.chesst.ChessTPosition.KIND;
import static org.ansuz.variants.chesst.ChessTPosition.PROMO;
import static org.ansuz.variants.chesst.ChessTPosition.SELECTION;
import static org.ansuz.variants.chesst.ChessTPosition.TO;
import static org.ansuz.variants.chesst.ChessTPosition.colourOf;
import static org.ansuz.variants.chesst.ChessTPosition.kindOf;

import java.util.Locale;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * Chess-T texts: positions (section 14.1, read and checked) and moves. Reads the move texts of section 14.3 ({@code h2h4}, {@code g7g8r}, {@code b6d8c}, {@code @g4h5}) and,
 * liberally, the book's forms: a leading piece letter ({@code Rh2-h4}), the separators {@code - : x %},
 * a {@code =} before the transformation letter, the redundant {@code v} of a Knecht's transformation, check
 * marks, and the selection written {@code *) g4; h5}. Matching is against the legal moves' canonical texts.
 */
final class ChessTNotation {
    /** The board's squares in text order (the kit's RowCodec writes and reads the placement). */
    private static final Geometry TEXT_GEOMETRY = Geometry.rectangle(FILES, RANKS, Geometry.Links.ORTHOGONAL);
    private static final RowCodec TEXT_ROWS = new RowCodec(TEXT_GEOMETRY);

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

    static long parseMove(ChessTPosition pos, String text) throws NotationException {
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

    // ---- move texts ------------------------------------------------------------------------------------

    static String moveText(long m) {
        if (KIND.of(m) == SELECTION) {
            return "@" + name(FROM.of(m)) + name(TO.of(m));
        }
        String s = name(FROM.of(m)) + name(TO.of(m));
        int promo = PROMO.of(m);
        return promo == 0 ? s : s + Character.toLowerCase(LETTERS.charAt(promo));
    }

    /** Whether {@code m} (legal in {@code pos}) turns a Knecht into a Ver Knecht. */
    static boolean becomesVerKnecht(ChessTPosition pos, long m) {
        int p = pos.board[FROM.of(m)];
        int to = TO.of(m);
        return kindOf(p) == KNECHT && KIND.of(m) != EXCHANGE && KIND.of(m) != SELECTION
                && (colourOf(p) == 0 ? to / FILES >= 5 : to / FILES <= 2);
    }

    // ---- position texts (section 14) -------------------------------------------------------------------

    static String fen(ChessTPosition p) {
        StringBuilder s = TEXT_ROWS.write(new StringBuilder(80),
                cell -> letter(p.board[TEXT_GEOMETRY.y(cell) * FILES + TEXT_GEOMETRY.x(cell)]));
        s.append(p.side == 0 ? " w " : " b ");
        s.append(p.impW < 0 ? "-" : name(p.impW) + name(p.impB));
        s.append(' ');
        if (p.rights == 0) {
            s.append('-');
        } else {
            s.append((p.rights & 1) != 0 ? "P" : "").append((p.rights & 2) != 0 ? "p" : "");
        }
        return s.append(' ').append(p.clock).append(' ').append(p.fullmove).toString();
    }

    static char letter(int code) {
        if (code == 0) {
            return '.';
        }
        char l = LETTERS.charAt(kindOf(code));
        return colourOf(code) == 0 ? l : Character.toLowerCase(l);
    }

    /** The position a {@code fen} text describes (section 14.1); nothing is built when the text is malformed. */
    static ChessTPosition parsePosition(ChessTVariant v, String text) throws NotationException {
        ChessTPosition p = new ChessTPosition(v);
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        if (f.length > 6) {
            throw new NotationException("too many fields: expected <placement> <side> <impregnable> <rights> "
                    + "<halfmove> <fullmove>");
        }
        int[] codes = new int[SQUARES];
        String kinds = v.rules.scouts() ? "kcprvis" : "kcprvi";
        String letters = kinds.toUpperCase(Locale.ROOT) + kinds; // upper case White, lower case Black
        TEXT_ROWS.parse(f[0], letters, (cell, piece) -> {
            int c = TEXT_GEOMETRY.y(cell) * FILES + TEXT_GEOMETRY.x(cell);
            codes[c] = LETTERS.indexOf(Character.toUpperCase(letters.charAt(piece))) | (piece >= kinds.length() ? 8 : 0);
        });
        for (int s = 0; s < SQUARES; s++) {
            if (codes[s] != 0) {
                p.put(s, codes[s]);
            }
        }
        if (f.length > 1) {
            p.side = BoardPosition.parseSide(f[1], "w", "b");
        }
        if (f.length > 2 && !f[2].equals("-")) {
            String imp = f[2].toLowerCase(Locale.ROOT);
            int w = imp.length() == 4 ? ChessTGeometry.square(imp.substring(0, 2)) : -1;
            int b = imp.length() == 4 ? ChessTGeometry.square(imp.substring(2)) : -1;
            if (w < 0 || b < 0 || w / FILES != 3 || b / FILES != 4 || !candidateFile(w) || !candidateFile(b)) {
                throw new NotationException("impregnable squares must be '-' or White's a4|b4|c4|g4|h4|i4 then "
                        + "Black's a5|b5|c5|g5|h5|i5, e.g. g4h5, not '" + f[2] + "'");
            }
            p.setImpregnable(w, b);
        }
        if (f.length > 3) {
            String r = f[3];
            if (!r.matches("-|P|p|Pp")) {
                throw new NotationException("Prince rights must be Pp, P, p or -, not '" + r + "'");
            }
            p.rights = (r.contains("P") ? 1 : 0) | (r.contains("p") ? 2 : 0);
        }
        if (f.length > 4) {
            p.clock = number(f[4], "halfmove clock", 0, 200);
        }
        if (f.length > 5) {
            p.fullmove = number(f[5], "fullmove number", 1, 60000);
        }
        validate(p);
        return p;
    }

    private static boolean candidateFile(int sq) {
        int x = sq % FILES;
        return x <= 2 || x >= 6;
    }

    private static int number(String s, String what, int min, int max) throws NotationException {
        try {
            int n = Integer.parseInt(s);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new NotationException(what + " must be a number from " + min + " to " + max + ", not '" + s + "'");
    }

    /** The validity checks of section 14.1. */
    private static void validate(ChessTPosition p) throws NotationException {
        for (int c = 0; c < 2; c++) {
            if (p.count[KING | c << 3] > 1) {
                throw new NotationException((c == 0 ? "White" : "Black") + " has more than one King");
            }
        }
        for (int s = 0; s < SQUARES; s++) {
            int code = p.board[s];
            if (code == 0) {
                continue;
            }
            int k = kindOf(code);
            int c = colourOf(code);
            int y = s / FILES;
            if (CASTLE_OWNER[s] >= 0 && !isRoyal(k)) {
                throw new NotationException("only a King, Connet or Prince may stand on the castle square " + name(s));
            }
            if (k == KNECHT && (c == 0 ? y >= 5 : y <= 2)) {
                throw new NotationException("a Knecht on " + name(s) + " would have become a Ver Knecht");
            }
            if (k == VER_KNECHT && y == (c == 0 ? RANKS - 1 : 0)) {
                throw new NotationException("a Ver Knecht on the far rank (" + name(s) + ") must have transformed");
            }
            if (s == p.enemyImp(c)) {
                throw new NotationException("a piece stands on its enemy's impregnable square " + name(s));
            }
        }
    }
}
