package org.ansuz.variants.cyvasse;

import static org.ansuz.variants.cyvasse.CyvasseGeometry.CELLS;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.NAME;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.NAME_ORDER;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.RANKS;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.RANK_START;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.STEP;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.adjacent;
import static org.ansuz.variants.cyvasse.CyvassePosition.ARMY;
import static org.ansuz.variants.cyvasse.CyvassePosition.DROPS_PER_SIDE;
import static org.ansuz.variants.cyvasse.CyvassePosition.EMPTY;
import static org.ansuz.variants.cyvasse.CyvassePosition.KING;
import static org.ansuz.variants.cyvasse.CyvassePosition.LETTERS;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN_KIND;
import static org.ansuz.variants.cyvasse.CyvassePosition.RABBLE;
import static org.ansuz.variants.cyvasse.CyvassePosition.SETUP_DROPS;
import static org.ansuz.variants.cyvasse.CyvassePosition.TOWER;
import static org.ansuz.variants.cyvasse.CyvassePosition.CELL_A;
import static org.ansuz.variants.cyvasse.CyvassePosition.CELL_B;
import static org.ansuz.variants.cyvasse.CyvassePosition.CELL_C;
import static org.ansuz.variants.cyvasse.CyvassePosition.CELL_D;
import static org.ansuz.variants.cyvasse.CyvassePosition.DROP_KIND;
import static org.ansuz.variants.cyvasse.CyvassePosition.TYPE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * Position text and move texts of rules section 13. Not a hot path: the texts of Rabble double
 * moves are found by listing every legal way to play the move's effect.
 */
final class CyvasseNotation {
    private CyvasseNotation() {
    }

    // ---- position text --------------------------------------------------------------------------

    static String fen(CyvassePosition p) {
        StringBuilder s = CyvasseGeometry.CODEC.write(new StringBuilder(64), p::symbolAt);
        s.append(p.sideToMove() == 0 ? " w " : " b ").append(p.mapId).append(' ')
                .append(p.pending >= 0 ? NAME[p.pending] : "-").append(' ')
                .append(p.inSetup() ? "setup:" + p.setup : "play");
        if (!p.inSetup() && p.playPlies > 0) {
            s.append(' ').append(p.playPlies);
        }
        if (p.solo != CyvassePosition.SOLO_NONE) {
            s.append(" solo:").append(p.solo == CyvassePosition.SOLO_ALL ? "all"
                    : p.solo == CyvassePosition.SOLO_KING ? "king" : NAME[p.solo]);
        }
        return s.toString();
    }

    static CyvassePosition parsePosition(CyvasseVariant v, String text) throws NotationException {
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        CyvassePosition p = new CyvassePosition(v);
        String[] ranks = f[0].split("/", -1);
        if (ranks.length != RANKS) {
            throw new NotationException("a Cyvasse board has 9 ranks separated by '/', not " + ranks.length);
        }
        for (int r = 0; r < RANKS; r++) {
            int width = RANK_START[r + 1] - RANK_START[r];
            int x = 0;
            String row = ranks[r];
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                if (Character.isDigit(ch)) {
                    int run = 0;
                    while (i < row.length() && Character.isDigit(row.charAt(i))) {
                        run = run * 10 + row.charAt(i++) - '0';
                    }
                    i--;
                    if (run == 0) {
                        throw new NotationException("rank " + (r + 1) + ": an empty run of 0 cells");
                    }
                    x += run;
                } else {
                    int kind = "KRSLHECTDWM".indexOf(Character.toUpperCase(ch));
                    if (kind < 0) {
                        throw new NotationException("rank " + (r + 1) + ": '" + ch
                                + "' is not a Cyvasse piece (K R S L H E C T D W, M for a mountain, digits for empty cells)");
                    }
                    if (x >= width) {
                        throw new NotationException("rank " + (r + 1) + " has more than " + width + " cells");
                    }
                    p.put(RANK_START[r] + x, CyvassePosition.code(Character.isUpperCase(ch) ? 0 : 1, kind + 1));
                    x++;
                }
            }
            if (x != width) {
                throw new NotationException("rank " + (r + 1) + " has " + width + " cells, not " + x);
            }
        }
        p.setSide(f.length > 1 ? BoardPosition.parseSide(f[1], "w", "b") : 0);
        if (f.length > 2) {
            if (!f[2].equals(v.mapId)) {
                p.water = CyvasseMaps.parse(f[2]);
                p.mapId = CyvasseMaps.id(p.water);
            }
        }
        String pendingText = f.length > 3 ? f[3] : "-";
        p.setup = SETUP_DROPS;
        if (f.length > 4) {
            String phase = f[4].toLowerCase(Locale.ROOT);
            if (phase.startsWith("setup:")) {
                try {
                    p.setup = Integer.parseInt(phase.substring(6));
                } catch (NumberFormatException e) {
                    throw new NotationException("setup:<n> needs a number of drops 0-54, not '" + f[4] + "'");
                }
                if (p.setup < 0 || p.setup > SETUP_DROPS) {
                    throw new NotationException("setup:<n> needs a number of drops 0-54, not " + p.setup);
                }
                checkSetup(p);
            } else if (!phase.equals("play")) {
                throw new NotationException("phase must be play or setup:<n>, not '" + f[4] + "'");
            }
        }
        for (int i = 5; i < f.length; i++) {
            String t = f[i].toLowerCase(Locale.ROOT);
            if (t.startsWith("solo:")) {
                String goal = t.substring(5);
                p.solo = switch (goal) {
                    case "all" -> CyvassePosition.SOLO_ALL;
                    case "king" -> CyvassePosition.SOLO_KING;
                    default -> {
                        int cell = CyvasseGeometry.cell(goal);
                        if (cell < 0) {
                            throw new NotationException("solo goal must be all, king or a cell, not '" + goal + "'");
                        }
                        yield cell;
                    }
                };
            } else if (t.matches("\\d{1,5}") && !p.inSetup()) {
                p.playPlies = Integer.parseInt(t);
            } else {
                throw new NotationException("unexpected field '" + f[i] + "' (after the phase: plies of play, solo:<goal>)");
            }
        }
        if (p.solo == CyvassePosition.SOLO_NONE) { // lesson boards may hold any number of pieces
            for (int colour = 0; colour < 2; colour++) {
                for (int kind = KING; kind <= TOWER; kind++) {
                    if (p.count[colour][kind] > ARMY[kind]) {
                        throw new NotationException((colour == 0 ? "White" : "Black") + " has " + p.count[colour][kind]
                                + " of piece " + LETTERS.charAt(kind) + ", an army has " + ARMY[kind]);
                    }
                }
            }
            if (p.count[0][MOUNTAIN_KIND] > 8) {
                throw new NotationException("at most 8 mountains, not " + p.count[0][MOUNTAIN_KIND]);
            }
        }
        if (!pendingText.equals("-")) {
            int cell = CyvasseGeometry.cell(pendingText.toLowerCase(Locale.ROOT));
            if (cell < 0 || p.inSetup() || p.sq[cell] != CyvassePosition.code(p.sideToMove(), RABBLE)) {
                throw new NotationException("field 3 must be '-' or the cell of the side to move's Rabble that just moved, not '"
                        + pendingText + "'");
            }
            p.pending = cell;
        }
        p.rekey();
        return p;
    }

    /** A setup position must be what the drop order of rules section 3 leaves after {@code setup} drops. */
    private static void checkSetup(CyvassePosition p) throws NotationException {
        int n = p.setup;
        if (n == SETUP_DROPS) {
            p.setup = SETUP_DROPS;
            return;
        }
        int expectedSide = n < DROPS_PER_SIDE ? 0 : 1;
        if (p.sideToMove() != expectedSide) {
            throw new NotationException("after " + n + " setup drops " + (expectedSide == 0 ? "White" : "Black")
                    + " drops next, so the side to move is " + (expectedSide == 0 ? "w" : "b"));
        }
        for (int colour = 0; colour < 2; colour++) {
            int drops = colour == 0 ? Math.min(n, DROPS_PER_SIDE) : Math.max(0, n - DROPS_PER_SIDE);
            int mountains = 0;
            int pieces = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                int code = p.sq[cell];
                if (code == MOUNTAIN && CyvasseGeometry.home(colour, cell)) {
                    mountains++;
                } else if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == colour) {
                    if (!CyvasseGeometry.home(colour, cell)) {
                        throw new NotationException("setup: " + NAME[cell] + " is outside its owner's home zone");
                    }
                    if (CyvassePosition.kind(code) == KING && !CyvasseGeometry.throne(colour, cell)) {
                        throw new NotationException("setup: the King on " + NAME[cell] + " is not on a King's cell");
                    }
                    pieces++;
                }
            }
            int kings = p.count[colour][KING];
            int towers = p.count[colour][TOWER];
            boolean ok = mountains == Math.min(drops, 4) && kings == (drops >= 5 ? 1 : 0)
                    && towers == Math.max(0, Math.min(drops - 5, 2)) && pieces == Math.max(0, drops - 4);
            if (!ok) {
                throw new NotationException("setup:" + n + " does not match the drop order (4 mountains, King, 2 Towers,"
                        + " 20 others) of " + (colour == 0 ? "White" : "Black"));
            }
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if (p.sq[cell] == MOUNTAIN && !CyvasseGeometry.home(0, cell) && !CyvasseGeometry.home(1, cell)) {
                throw new NotationException("setup: a mountain on " + NAME[cell] + " is in no home zone");
            }
            if (p.sq[cell] == MOUNTAIN && p.water[cell]) {
                throw new NotationException("setup: a mountain on " + NAME[cell] + " stands on water");
            }
        }
    }

    // ---- move texts -----------------------------------------------------------------------------

    static String moveText(CyvassePosition p, long m) {
        int t = TYPE.of(m);
        if ((t == CyvassePosition.QUIET && DROP_KIND.of(m) == RABBLE && p.pending < 0 && !p.inSetup())
                || t == CyvassePosition.DOUBLE) {
            List<String> all = rabbleTexts(p, m);
            if (!all.isEmpty()) {
                return all.get(0);
            }
        }
        return plainText(m);
    }

    private static String plainText(long m) {
        return switch (TYPE.of(m)) {
            case CyvassePosition.DROP -> LETTERS.charAt(DROP_KIND.of(m)) + "@" + NAME[CELL_A.of(m)];
            case CyvassePosition.QUIET -> NAME[CELL_A.of(m)] + "-" + NAME[CELL_B.of(m)];
            case CyvassePosition.CAPTURE -> NAME[CELL_A.of(m)] + "x" + NAME[CELL_B.of(m)];
            case CyvassePosition.OVERRUN -> NAME[CELL_A.of(m)] + "x" + NAME[CELL_B.of(m)] + "-" + NAME[CELL_C.of(m)];
            case CyvassePosition.SHOT -> NAME[CELL_A.of(m)] + "<" + NAME[CELL_B.of(m)] + "x" + NAME[CELL_C.of(m)];
            case CyvassePosition.DOUBLE -> NAME[CELL_A.of(m)] + "-" + NAME[CELL_B.of(m)] + "+" + NAME[CELL_C.of(m)] + "-"
                    + NAME[CELL_D.of(m)];
            case CyvassePosition.PASS -> "pass";
            default -> "?";
        };
    }

    /**
     * Every legal text of a Rabble move's effect, canonical first: a lone step, then double moves by
     * their first origin in a1..l9 order, then their first destination (rules section 8).
     */
    static List<String> rabbleTexts(CyvassePosition p, long m) {
        List<int[]> ways = new ArrayList<>(); // {from1, to1, from2, to2}, from2 = -1 for a lone step
        byte rabble = CyvassePosition.code(p.sideToMove(), RABBLE);
        if (TYPE.of(m) == CyvassePosition.QUIET) {
            int r = CELL_A.of(m);
            int q = CELL_B.of(m);
            if (adjacent(r, q) && (p.rules.rabbleSecondMove() == CyvasseRules.RabbleSecondMove.OPTIONAL
                    || !otherRabbleCanMove(p, r, q))) {
                ways.add(new int[] {r, q, -1, -1});
            }
            for (int relay = 0; relay < CELLS; relay++) {
                if (relay != r && p.sq[relay] == rabble && adjacent(relay, r) && adjacent(relay, q)) {
                    ways.add(new int[] {relay, q, r, relay});
                }
            }
        } else {
            int o1 = CELL_A.of(m);
            int d1 = CELL_B.of(m);
            int o2 = CELL_C.of(m);
            int d2 = CELL_D.of(m);
            for (int swap = 0; swap < 2; swap++) {
                int x = swap == 0 ? d1 : d2;
                int y = swap == 0 ? d2 : d1;
                if (adjacent(o1, x) && adjacent(o2, y)) {
                    ways.add(new int[] {o1, x, o2, y});
                    ways.add(new int[] {o2, y, o1, x});
                }
            }
        }
        ways.sort((u, w) -> {
            if ((u[2] < 0) != (w[2] < 0)) {
                return u[2] < 0 ? -1 : 1;
            }
            int c1 = Integer.compare(NAME_ORDER[u[0]], NAME_ORDER[w[0]]);
            return c1 != 0 ? c1 : Integer.compare(NAME_ORDER[u[1]], NAME_ORDER[w[1]]);
        });
        List<String> texts = new ArrayList<>();
        for (int[] w : ways) {
            texts.add(NAME[w[0]] + "-" + NAME[w[1]] + (w[2] < 0 ? "" : "+" + NAME[w[2]] + "-" + NAME[w[3]]));
        }
        return texts;
    }

    /** After the step r -> q, could another of the mover's Rabbles step (the forced second move)? */
    private static boolean otherRabbleCanMove(CyvassePosition p, int r, int q) {
        byte rabble = CyvassePosition.code(p.sideToMove(), RABBLE);
        for (int s = 0; s < CELLS; s++) {
            if (s == r || p.sq[s] != rabble) {
                continue;
            }
            for (int dir = 0; dir < 6; dir++) {
                int n = STEP[s * 6 + dir];
                if (n >= 0 && n != q && (p.sq[n] == EMPTY || n == r)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- parsing moves --------------------------------------------------------------------------

    private static final String SYNTAX = "[krslhectdwm]@[a-l]\\d|[a-l]\\d[-x][a-l]\\d(-[a-l]\\d)?"
            + "|[a-l]\\d-[a-l]\\d\\+[a-l]\\d-[a-l]\\d|[a-l]\\d<[a-l]\\dx[a-l]\\d|pass";

    static long parseMove(CyvassePosition p, String text) throws NotationException {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        if (!wanted.matches(SYNTAX)) {
            throw new NotationException("not a Cyvasse move: '" + text.trim() + "' (drops K@h8, moves f6-f5,"
                    + " captures e7xe5, overruns e7xe5-e4, Rabble pairs f6-f5+h6-h5, Trebuchet shots h6<h7xh3, pass)");
        }
        Long m = legalTexts(p).get(wanted);
        if (m == null) {
            throw new NotationException("illegal move: " + text.trim() + (p.inSetup()
                    ? " (setup drop " + (p.setup % DROPS_PER_SIDE + 1) + " of " + (p.sideToMove() == 0 ? "White" : "Black") + ")"
                    : ""));
        }
        return m;
    }

    private static Map<String, Long> legalTexts(CyvassePosition p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        Map<String, Long> map = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            int t = TYPE.of(m);
            if ((t == CyvassePosition.QUIET && DROP_KIND.of(m) == RABBLE && p.pending < 0) || t == CyvassePosition.DOUBLE) {
                for (String s : rabbleTexts(p, m)) {
                    map.putIfAbsent(s, m);
                }
            } else {
                map.putIfAbsent(plainText(m).toLowerCase(Locale.ROOT), m);
            }
        }
        return map;
    }
}
