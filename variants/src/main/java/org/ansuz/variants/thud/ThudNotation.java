package org.ansuz.variants.thud;

import static org.ansuz.variants.thud.ThudBoard.DIR;
import static org.ansuz.variants.thud.ThudBoard.DWARF;
import static org.ansuz.variants.thud.ThudBoard.EMPTY;
import static org.ansuz.variants.thud.ThudBoard.NAME;
import static org.ansuz.variants.thud.ThudBoard.ROCK;
import static org.ansuz.variants.thud.ThudBoard.STONE;
import static org.ansuz.variants.thud.ThudBoard.TROLL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * Position and move texts ({@code docs/rules/thud.md#notation}).
 * Positions: ranks 15 to 1 at their natural lengths, {@code d} dwarf, {@code T} troll, {@code R} Rock,
 * {@code X} Thudstone, digits for empty runs, then {@code d|t}. Moves: {@code e2-e6}, hurl {@code e2xe6},
 * troll {@code g7-f6x(e5,e6)}, trample {@code f13xf11xd11}.
 */
final class ThudNotation {
    private ThudNotation() {
    }

    static char symbol(byte piece) {
        return switch (piece) {
            case DWARF -> 'd';
            case TROLL -> 'T';
            case ROCK -> 'R';
            case STONE -> 'X';
            default -> '.';
        };
    }

    static ThudPosition parsePosition(ThudVariant v, String text) throws NotationException {
        ThudPosition p = new ThudPosition(v);
        boolean thud = v.rules.isThud();
        String[] fields = text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != 15) {
            throw new NotationException("a position has 15 ranks separated by '/', not " + ranks.length);
        }
        for (int r = 0; r < 15; r++) {
            int y = 14 - r;
            int first = ThudBoard.firstFile(y);
            int width = 15 - 2 * first;
            int x = 0;
            String row = ranks[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j + 1 < row.length() && Character.isDigit(row.charAt(j + 1))) {
                        j++;
                    }
                    x += Integer.parseInt(row.substring(i, j + 1));
                    i = j;
                    continue;
                }
                if (x >= width) {
                    throw new NotationException("rank " + (y + 1) + " has more than " + width + " squares: '" + row + "'");
                }
                int idx = ThudBoard.index(first + x, y);
                byte piece = switch (Character.toLowerCase(c)) {
                    case 'd' -> DWARF;
                    case 't' -> TROLL;
                    case 'r' -> ROCK;
                    case 'x' -> STONE;
                    default -> throw new NotationException("unknown piece '" + c + "' on rank " + (y + 1)
                            + " (d dwarf, T troll, R Rock, X Thudstone)");
                };
                if (piece == STONE) {
                    if (!thud || idx != ThudBoard.CENTRE) {
                        throw new NotationException(thud ? "the Thudstone stands on h8 only"
                                : "Koom Valley has no Thudstone");
                    }
                } else if (thud && idx == ThudBoard.CENTRE) {
                    throw new NotationException("h8 holds the Thudstone (X)");
                } else if (piece == ROCK) {
                    if (thud) {
                        throw new NotationException("classic Thud has no Rock");
                    }
                    if (p.rock >= 0) {
                        throw new NotationException("there is only one Rock");
                    }
                    p.put(idx, piece);
                } else {
                    p.put(idx, piece);
                }
                x++;
            }
            if (x != width) {
                throw new NotationException("rank " + (y + 1) + " has " + width + " squares, not " + x + ": '" + row + "'");
            }
        }
        if (thud && p.sq[ThudBoard.CENTRE] != STONE) {
            throw new NotationException("h8 holds the Thudstone (X)");
        }
        int side = ThudPosition.DWARFS;
        if (fields.length > 1) {
            String s = fields[1].toLowerCase(Locale.ROOT);
            if (s.equals("t")) {
                side = ThudPosition.TROLLS;
            } else if (!s.equals("d")) {
                throw new NotationException("side to move must be d (dwarfs) or t (trolls), not '" + fields[1] + "'");
            }
        }
        if (fields.length > 2) {
            throw new NotationException("unexpected text after the side to move: '" + fields[2] + "'");
        }
        p.finishSetup(side);
        return p;
    }

    // ---- moves --------------------------------------------------------------------------------------

    /** The canonical text of a move; a Thud move names every square it touches, so it needs no position. */
    static String moveText(long move) {
        int from = ThudMove.FROM.of(move);
        int kind = ThudMove.KIND.of(move);
        StringBuilder s = new StringBuilder(NAME[from]);
        if (kind == ThudMove.TRAMPLE) {
            int cur = from;
            for (int i = 0, n = ThudMove.hops(move); i < n; i++) {
                cur += 2 * DIR[ThudMove.hop(move, i)];
                s.append('x').append(NAME[cur]);
            }
            return s.toString();
        }
        int to = ThudMove.TO.of(move);
        s.append(kind == ThudMove.HURL ? 'x' : '-').append(NAME[to]);
        int mask = ThudMove.MASK.of(move);
        if (mask != 0) {
            s.append("x(").append(String.join(",", captured(to, mask))).append(')');
        }
        return s.toString();
    }

    /** Names of the squares in a capture mask, by file then rank. */
    private static List<String> captured(int to, int mask) {
        List<Integer> squares = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            if ((mask & 1 << d) != 0) {
                squares.add(to + DIR[d]);
            }
        }
        squares.sort(Comparator.comparingInt((Integer i) -> ThudBoard.file(i)).thenComparingInt(ThudBoard::rank));
        List<String> names = new ArrayList<>();
        for (int i : squares) {
            names.add(NAME[i]);
        }
        return names;
    }

    /**
     * Finds the legal move a text names: any case, spaces ignored, a capture list in any order; where the
     * captures follow from the rules (Dagaz "take all" trolls, Koom Valley dwarfs) the list may be omitted;
     * a trample chain may name any route with the same effect.
     */
    static long parseMove(ThudPosition p, String text) throws NotationException {
        String t = text.replace(" ", "").toLowerCase(Locale.ROOT);
        if (!t.matches("[a-o]\\d{1,2}([-x][a-o]\\d{1,2})+(x\\(([a-o]\\d{1,2})(,[a-o]\\d{1,2})*\\))?")) {
            throw new NotationException("not a Thud move: '" + text.trim() + "' (expected e.g. e2-e6, e2xe6, "
                    + "g7-f6x(e5,e6) or f13xf11xd11)");
        }
        MoveList list = new MoveList();
        int n = p.generate(list);
        String[] parts = t.split("x\\(", 2);
        String path = parts[0];
        List<String> wantedCaptures = parts.length > 1
                ? sortedNames(parts[1].substring(0, parts[1].length() - 1)) : null;
        String[] squares = path.split("[-x]");
        int[] idx = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            idx[i] = ThudBoard.parseSquare(squares[i]);
            if (idx[i] < 0) {
                throw new NotationException("no square " + squares[i] + " on the octagon: " + text.trim());
            }
        }
        boolean trampleForm = !p.rules.isThud() && path.contains("x");
        if (trampleForm && wantedCaptures != null) {
            throw new NotationException("a trample names its landing squares only: " + text.trim());
        }
        String effect = trampleForm ? trampleEffect(p, idx) : null;
        long found = 0;
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            if (ThudMove.FROM.of(m) != idx[0]) {
                continue;
            }
            if (trampleForm) {
                if (ThudMove.KIND.of(m) == ThudMove.TRAMPLE && effect != null && effect.equals(trampleEffect(m))) {
                    return m;
                }
                continue;
            }
            if (squares.length != 2 || ThudMove.KIND.of(m) == ThudMove.TRAMPLE || ThudMove.TO.of(m) != idx[1]) {
                continue;
            }
            boolean hurl = ThudMove.KIND.of(m) == ThudMove.HURL;
            if (hurl != path.contains("x")) {
                continue;
            }
            List<String> caps = captured(ThudMove.TO.of(m), ThudMove.MASK.of(m));
            if (wantedCaptures != null ? caps.equals(wantedCaptures)
                    : caps.isEmpty() || p.rules.trollCapture() == ThudRules.TrollCapture.ALL) {
                if (wantedCaptures == null && found != 0) {
                    throw new NotationException("ambiguous move " + text.trim() + ": name the captured dwarfs");
                }
                found = m;
                if (wantedCaptures != null) {
                    return m;
                }
            }
        }
        if (found != 0) {
            return found;
        }
        throw new NotationException("illegal move: " + text.trim());
    }

    private static List<String> sortedNames(String list) throws NotationException {
        List<Integer> squares = new ArrayList<>();
        for (String s : list.split(",")) {
            int i = ThudBoard.parseSquare(s);
            if (i < 0 || squares.contains(i)) {
                throw new NotationException("bad capture list: (" + list + ")");
            }
            squares.add(i);
        }
        squares.sort(Comparator.comparingInt((Integer i) -> ThudBoard.file(i)).thenComparingInt(ThudBoard::rank));
        List<String> names = new ArrayList<>();
        for (int i : squares) {
            names.add(NAME[i]);
        }
        return names;
    }

    /** Landing square and captured squares of a generated trample chain, as text. */
    private static String trampleEffect(long m) {
        int cur = ThudMove.FROM.of(m);
        List<Integer> caps = new ArrayList<>();
        for (int i = 0, n = ThudMove.hops(m); i < n; i++) {
            int d = DIR[ThudMove.hop(m, i)];
            caps.add(cur + d);
            cur += 2 * d;
        }
        caps.sort(null);
        return cur + ":" + caps;
    }

    /** The effect of a chain of landing squares typed by a user, or null when it is no chain of jumps over dwarfs. */
    private static String trampleEffect(ThudPosition p, int[] squares) {
        List<Integer> caps = new ArrayList<>();
        int cur = squares[0];
        for (int i = 1; i < squares.length; i++) {
            int next = squares[i];
            int dx = ThudBoard.file(next) - ThudBoard.file(cur);
            int dy = ThudBoard.rank(next) - ThudBoard.rank(cur);
            if (!((dx == 0 || Math.abs(dx) == 2) && (dy == 0 || Math.abs(dy) == 2) && (dx != 0 || dy != 0))) {
                return null;
            }
            int jumped = (cur + next) / 2;
            boolean landingFree = p.sq[next] == EMPTY || next == squares[0] || caps.contains(next);
            if (p.sq[jumped] != DWARF || caps.contains(jumped) || !landingFree) {
                return null;
            }
            caps.add(jumped);
            cur = next;
        }
        caps.sort(null);
        return cur + ":" + caps;
    }
}
