package org.ansuz.variants.ordo;

import static org.ansuz.variants.ordo.OrdoPosition.DIRS;
import static org.ansuz.variants.ordo.OrdoPosition.MAILBOX;
import static org.ansuz.variants.ordo.OrdoPosition.S;
import static org.ansuz.variants.ordo.OrdoPosition.axisStep;
import static org.ansuz.variants.ordo.OrdoPosition.captures;
import static org.ansuz.variants.ordo.OrdoPosition.dir;
import static org.ansuz.variants.ordo.OrdoPosition.distance;
import static org.ansuz.variants.ordo.OrdoPosition.first;
import static org.ansuz.variants.ordo.OrdoPosition.keep1;
import static org.ansuz.variants.ordo.OrdoPosition.keep2;
import static org.ansuz.variants.ordo.OrdoPosition.name;
import static org.ansuz.variants.ordo.OrdoPosition.part;
import static org.ansuz.variants.ordo.OrdoPosition.part1;
import static org.ansuz.variants.ordo.OrdoPosition.part2;
import static org.ansuz.variants.ordo.OrdoPosition.size;

import java.util.Locale;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.NotationException;

/**
 * Ordo move texts: {@code e3-e6}, {@code e3xe6}, {@code c2d2-c4}, Ordo X two-part turns
 * {@code d3-e3;e3e4-e6} with {@code /keep:} naming the sub-group kept. Parsing goes through the
 * canonical texts of the legal moves (the kit's {@code MoveMatcher}), then accepts any other way of
 * playing an Ordo X turn that reaches the same board.
 */
final class OrdoNotation implements MoveNotation<OrdoPosition> {
    static final OrdoNotation INSTANCE = new OrdoNotation();

    private OrdoNotation() {
    }

    @Override
    public String moveText(OrdoPosition pos, long move) {
        return moveText(move);
    }

    static String moveText(long move) {
        StringBuilder s = new StringBuilder(24);
        appendPart(s, part1(move), keep1(move));
        long p2 = part2(move);
        if (p2 != 0) {
            appendPart(s.append(';'), p2, keep2(move));
        }
        return s.toString();
    }

    private static void appendPart(StringBuilder s, long part, int keep) {
        int f = first(part);
        int k = size(part);
        s.append(name(f));
        if (k > 1) {
            s.append(name(f + (k - 1) * axisStep(part)));
        }
        s.append(captures(part) ? 'x' : '-').append(name(f + distance(part) * DIRS[dir(part)]));
        if (keep != 0) {
            s.append("/keep:").append(name(keep));
        }
    }

    /**
     * Accepts the canonical text in any case with {@code -}, {@code x} or {@code :} as separator, any
     * text of an Ordo X turn that reaches the same board, and {@code /keep:} naming any square of the
     * surviving sub-group.
     */
    @Override
    public long parseMove(OrdoPosition pos, String text) throws NotationException {
        String wanted = text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
        if (!wanted.matches("[a-j][1-8]([a-j][1-8])?[-x:][a-j][1-8](/keep:[a-j][1-8])?"
                + "(;[a-j][1-8]([a-j][1-8])?[-x:][a-j][1-8](/keep:[a-j][1-8])?)?")) {
            throw new NotationException("not an Ordo move: '" + text.trim()
                    + "' (expected e.g. e3-e6, e3xe6, c2d2-c4 or, in Ordo X, d3-e3;e3e4-e6)");
        }
        long[] legal = pos.matcher.legal(pos);
        long exact = pos.matcher.find(pos, wanted);
        if (exact != 0) {
            return exact;
        }
        String plain = normalise(wanted).replaceAll("/keep:[a-j][1-8]", "");
        for (long m : legal) {
            if (normalise(moveText(m)).replaceAll("/keep:[a-j][1-8]", "").equals(plain)
                    && keepsMatch(pos, m, wanted)) {
                return m;
            }
        }
        // Ordo X: another way of playing a generated turn (e.g. sideways then forward instead of diagonal)
        if (pos.rules().ordoX() && wanted.contains(";")) {
            String[] halves = wanted.split(";");
            try {
                long p = partFromText(halves[0]);
                long q = partFromText(halves[1]);
                for (long m : legal) {
                    if (pos.generator.sameBoard(m, p, q)) {
                        return m;
                    }
                }
            } catch (NotationException e) {
                // fall through to the error below
            }
        }
        throw new NotationException("illegal move: " + text.trim()
                + " (no legal singleton or ordo move with these squares"
                + (pos.rules().ordoX() ? ", or the two parts do not make a legal turn)" : ")"));
    }

    /** Separators {@code x} and {@code :} become {@code -}; the {@code /keep:} suffix stays. */
    static String normalise(String text) {
        return text.replace("/keep:", "/keep=").replace('x', '-').replace(':', '-').replace("/keep=", "/keep:");
    }

    /** Whether the {@code /keep:} squares of the text name the sub-groups the move keeps. */
    private static boolean keepsMatch(OrdoPosition pos, long move, String wanted) {
        String[] halves = wanted.split(";");
        int k1 = keepSquare(halves[0]);
        int k2 = halves.length > 1 ? keepSquare(halves[1]) : 0;
        if ((k1 != 0) != (keep1(move) != 0) || (k2 != 0) != (keep2(move) != 0)) {
            return false;
        }
        OrdoPosition c = (OrdoPosition) pos.copy();
        byte me = (byte) pos.me();
        if (!c.generator.sameSubGroup(part1(move), keep1(move), k1, me)) {
            return false;
        }
        c.playPart(part1(move), keep1(move), me);
        return part2(move) == 0 || c.generator.sameSubGroup(part2(move), keep2(move), k2, me);
    }

    private static int keepSquare(String partText) {
        int at = partText.indexOf("/keep:");
        return at < 0 ? 0 : MAILBOX.square(partText.charAt(at + 6) - 'a', partText.charAt(at + 7) - '1');
    }

    private static long partFromText(String t) throws NotationException {
        String s = t.replaceAll("/keep:[a-j][1-8]", "").replace('x', '-').replace(':', '-');
        String[] ends = s.split("-");
        int a = MAILBOX.square(ends[0].charAt(0) - 'a', ends[0].charAt(1) - '1');
        int b = ends[0].length() == 4 ? MAILBOX.square(ends[0].charAt(2) - 'a', ends[0].charAt(3) - '1') : a;
        int to = MAILBOX.square(ends[1].charAt(0) - 'a', ends[1].charAt(1) - '1');
        int first = Math.min(a, b);
        int last = Math.max(a, b);
        int axis = MAILBOX.y(first) == MAILBOX.y(last) ? 0 : 1;
        int step = axis == 0 ? 1 : S;
        if (MAILBOX.x(first) != MAILBOX.x(last) && axis == 1) {
            throw new NotationException("an ordo is a horizontal or vertical line");
        }
        int k = (last - first) / step + 1;
        int delta = to - (a == first ? first : last) ;
        for (int d = 0; d < 8; d++) {
            for (int m = 1; m < 10; m++) {
                if (m * DIRS[d] == delta) {
                    return part(first, k, axis, d, m, false);
                }
            }
        }
        throw new NotationException("not a straight move: " + t);
    }

    /** The position a text {@code <rows> <side>} describes; nothing is built when the text is malformed. */
    static OrdoPosition parsePosition(OrdoVariant v, String text) throws NotationException {
        OrdoPosition p = new OrdoPosition(v, new GameHistory());
        p.placeStones(OrdoPosition.textFields(text, "empty position text"));
        return p;
    }
}
