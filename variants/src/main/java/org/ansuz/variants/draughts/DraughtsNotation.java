package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/** PDN FEN and move text of the draughts family. Nothing here is on a hot path. */
final class DraughtsNotation {
    private DraughtsNotation() {
    }

    /** Receives every capture route the generator finds, duplicates included. */
    interface RouteSink {
        void route(long move, int from, int[] land, int[] dir, boolean[] king, int length);
    }

    /** The routes of each legal move of a position, in generation order. */
    static final class Routes implements RouteSink {
        final Map<Long, List<int[]>> full = new LinkedHashMap<>();
        final Map<Long, List<int[]>> compressed = new LinkedHashMap<>();
        private final boolean flying;

        Routes(boolean flying) {
            this.flying = flying;
        }

        @Override
        public void route(long move, int from, int[] land, int[] dir, boolean[] king, int length) {
            int[] f = Arrays.copyOf(land, length);
            List<Integer> c = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                boolean straightOn = flying && i + 1 < length && king[i] && king[i + 1] && dir[i] == dir[i + 1];
                if (!straightOn) {
                    c.add(land[i]);
                }
            }
            full.computeIfAbsent(move, m -> new ArrayList<>()).add(f);
            compressed.computeIfAbsent(move, m -> new ArrayList<>())
                    .add(c.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    static int from(long move) {
        return (int) (move >>> DraughtsPosition.FROM_SHIFT) & 63;
    }

    static int to(long move) {
        return (int) (move >>> DraughtsPosition.TO_SHIFT) & 63;
    }

    /** Legal moves of {@code pos} with their capture routes. */
    static long[] legalMoves(DraughtsPosition pos, Routes routes) {
        MoveList list = new MoveList();
        pos.generator.routeSink = routes;
        try {
            int n = pos.generate(list);
            return Arrays.copyOf(list.moves, n);
        } finally {
            pos.generator.routeSink = null;
        }
    }

    // ---------------------------------------------------------------- FEN

    static String fen(DraughtsPosition pos) {
        DraughtsRules r = pos.rules;
        StringBuilder sb = new StringBuilder();
        sb.append(pos.color == 0 ? 'W' : 'B');
        for (int c = 0; c < 2; c++) {
            sb.append(':').append(c == 0 ? 'W' : 'B');
            squares(sb, pos, pos.pieces[c], r.algebraicFen());
        }
        if (pos.quiet != 0 || pos.fullmove != 1) {
            sb.append(":H").append(pos.quiet).append(":F").append(pos.fullmove);
        }
        return sb.toString();
    }

    private static void squares(StringBuilder sb, DraughtsPosition pos, long set, boolean algebraic) {
        DraughtsGeometry g = pos.g;
        boolean first = true;
        if (algebraic) {
            List<Integer> cells = new ArrayList<>();
            for (long b = set; b != 0; b &= b - 1) {
                cells.add(Long.numberOfTrailingZeros(b));
            }
            cells.sort((a, b) -> g.x[a] != g.x[b] ? g.x[a] - g.x[b] : g.y[a] - g.y[b]);
            for (int c : cells) {
                sb.append(first ? "" : ",").append((pos.kings >>> c & 1) != 0 ? "K" : "").append(g.name(c, true));
                first = false;
            }
            return;
        }
        int c = 0;
        while (c < g.cells) {
            if ((set >>> c & 1) == 0) {
                c++;
                continue;
            }
            long king = pos.kings >>> c & 1;
            int end = c;
            while (end + 1 < g.cells && (set >>> (end + 1) & 1) != 0 && (pos.kings >>> (end + 1) & 1) == king) {
                end++;
            }
            String k = king != 0 ? "K" : "";
            if (end - c >= 2) {
                sb.append(first ? "" : ",").append(k).append(c + 1).append('-').append(end + 1);
            } else {
                for (int i = c; i <= end; i++) {
                    sb.append(first ? "" : ",").append(k).append(i + 1);
                    first = false;
                }
            }
            first = false;
            c = end + 1;
        }
    }

    static DraughtsPosition parsePosition(DraughtsVariant v, String text) throws NotationException {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty position text");
        }
        String s = text.replaceAll("\\s+", "");
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        String[] fields = s.split(":", -1);
        DraughtsPosition pos = new DraughtsPosition(v);
        DraughtsGeometry g = v.geometry();
        String side = fields[0].toUpperCase(Locale.ROOT);
        if (!side.equals("W") && !side.equals("B")) {
            throw new NotationException("position must start with the side to move, W or B: " + text);
        }
        pos.color = side.equals("W") ? 0 : 1;
        boolean[] seenColor = new boolean[2];
        for (int i = 1; i < fields.length; i++) {
            String f = fields[i];
            if (f.isEmpty()) {
                throw new NotationException("empty field in position: " + text);
            }
            char head = Character.toUpperCase(f.charAt(0));
            if (head == 'H' || head == 'F') {
                int n;
                try {
                    n = Integer.parseInt(f.substring(1));
                } catch (NumberFormatException e) {
                    throw new NotationException("bad counter '" + f + "' in position: " + text);
                }
                if (n < 0 || n > 100_000 || head == 'F' && n < 1) {
                    throw new NotationException("counter out of range '" + f + "'");
                }
                if (head == 'H') {
                    pos.quiet = n;
                } else {
                    pos.fullmove = n;
                }
                continue;
            }
            if (head != 'W' && head != 'B') {
                throw new NotationException("field '" + f + "' must start with W, B, H or F");
            }
            int c = head == 'W' ? 0 : 1;
            if (seenColor[c]) {
                throw new NotationException("two piece lists for " + (c == 0 ? "White" : "Black"));
            }
            seenColor[c] = true;
            String list = f.substring(1);
            if (list.isEmpty()) {
                continue;
            }
            for (String item : list.split(",", -1)) {
                parseItem(pos, g, c, item, text);
            }
        }
        for (int c = 0; c < 2; c++) {
            long men = pos.pieces[c] & ~pos.kings;
            long bad = men & g.promotionRow[c];
            // A Gauntlet runner on the far row has won: a legal, finished position.
            if (bad != 0 && v.rules().farRank() != DraughtsRules.FarRank.WIN) {
                throw new NotationException((c == 0 ? "White" : "Black") + " man on square "
                        + squareName(v, Long.numberOfTrailingZeros(bad), v.rules().algebraicFen())
                        + ", its own promotion row (it would be a king)");
            }
            int max = v.maxPieces();
            if (max > 0 && Long.bitCount(pos.pieces[c]) > max) {
                throw new NotationException("too many pieces for " + (c == 0 ? "White" : "Black") + ": "
                        + Long.bitCount(pos.pieces[c]) + " (at most " + max + ")");
            }
        }
        pos.refresh();
        return pos;
    }

    private static void parseItem(DraughtsPosition pos, DraughtsGeometry g, int c, String item, String text)
            throws NotationException {
        if (item.isEmpty()) {
            throw new NotationException("empty square in position: " + text);
        }
        boolean king = false;
        String sq = item;
        if (Character.toUpperCase(sq.charAt(0)) == 'K') {
            king = true;
            sq = sq.substring(1);
        }
        int dash = sq.indexOf('-');
        int a;
        int b;
        if (dash > 0) {
            a = square(pos.variant, sq.substring(0, dash));
            b = square(pos.variant, sq.substring(dash + 1));
            if (a < 0 || b < 0 || b < a) {
                throw new NotationException("bad square range '" + item + "'");
            }
        } else {
            a = square(pos.variant, sq);
            b = a;
            if (a < 0) {
                throw new NotationException("bad square '" + item + "' (not a playable square of "
                        + pos.variant.name() + ")");
            }
        }
        for (int cell = a; cell <= b; cell++) {
            long bit = 1L << cell;
            if (((pos.pieces[0] | pos.pieces[1]) & bit) != 0) {
                throw new NotationException("duplicate square " + (cell + 1) + " in position: " + text);
            }
            pos.pieces[c] |= bit;
            if (king) {
                pos.kings |= bit;
            }
        }
    }

    /** The cell named by a numeric ({@code 32}) or algebraic ({@code c3}) square, or -1. */
    static int square(DraughtsVariant v, String token) {
        DraughtsGeometry g = v.geometry();
        String t = token.toLowerCase(Locale.ROOT);
        if (t.matches("[0-9]{1,2}")) {
            int n = Integer.parseInt(t);
            return n >= 1 && n <= g.cells ? n - 1 : -1;
        }
        if (t.matches("[a-z][0-9]{1,2}")) {
            return g.cell(t.charAt(0) - 'a', Integer.parseInt(t.substring(1)) - 1);
        }
        return -1;
    }

    static String squareName(DraughtsVariant v, int cell, boolean algebraic) {
        return v.geometry().name(cell, algebraic);
    }

    // ---------------------------------------------------------------- moves

    static String moveText(DraughtsPosition pos, long move, boolean hub) {
        DraughtsVariant v = pos.variant;
        boolean alg = !hub && v.rules().algebraicMoves();
        int from = from(move);
        int to = to(move);
        long captured = move & DraughtsPosition.CAPTURED;
        if (captured == 0) {
            return squareName(v, from, alg) + "-" + squareName(v, to, alg);
        }
        if (hub) {
            return hubText(v, move, pos.capturedSet(move), false, 'x');
        }
        Routes routes = new Routes(v.rules().kingCapture().landsAnywhere());
        long[] legal = legalMoves(pos, routes);
        String mine = pathText(v, move, routes);
        for (long other : legal) {
            if (other != move && (other & DraughtsPosition.CAPTURED) != 0 && pathText(v, other, routes).equals(mine)) {
                return hubText(v, move, pos.capturedSet(move), alg, v.rules().captureSeparator());
            }
        }
        return mine;
    }

    private static String hubText(DraughtsVariant v, long move, long captured, boolean alg, char sep) {
        StringBuilder sb = new StringBuilder(squareName(v, from(move), alg)).append(sep)
                .append(squareName(v, to(move), alg));
        for (long b = captured; b != 0; b &= b - 1) {
            sb.append(sep).append(squareName(v, Long.numberOfTrailingZeros(b), alg));
        }
        return sb.toString();
    }

    private static String pathText(DraughtsVariant v, long move, Routes routes) {
        boolean alg = v.rules().algebraicMoves();
        char sep = v.rules().captureSeparator();
        List<int[]> list = routes.compressed.get(move);
        StringBuilder sb = new StringBuilder(squareName(v, from(move), alg));
        if (list == null) {
            return sb.append(sep).append(squareName(v, to(move), alg)).toString();
        }
        for (int sq : list.get(0)) {
            sb.append(sep).append(squareName(v, sq, alg));
        }
        return sb.toString();
    }

    static long parseMove(DraughtsPosition pos, String text) throws NotationException {
        DraughtsVariant v = pos.variant;
        int[] squares = tokens(v, text);
        Routes routes = new Routes(v.rules().kingCapture().landsAnywhere());
        long[] legal = legalMoves(pos, routes);
        int from = squares[0];
        int to = squares[squares.length - 1];
        // Tier 1: quiet move or a complete landing path (any route of the move).
        List<Long> hits = new ArrayList<>();
        for (long m : legal) {
            if (from(m) != from) {
                continue;
            }
            if ((m & DraughtsPosition.CAPTURED) == 0) {
                if (squares.length == 2 && to(m) == to) {
                    hits.add(m);
                }
                continue;
            }
            if (matchesRoute(routes.full.get(m), squares) || matchesRoute(routes.compressed.get(m), squares)) {
                hits.add(m);
            }
        }
        if (hits.size() == 1) {
            return hits.get(0);
        }
        if (hits.size() > 1) {
            throw new NotationException("ambiguous move " + text.trim() + ": give the Hub form (from x to x captured squares)");
        }
        // Tier 2: Hub form, from x to x captured squares in any order.
        if (squares.length > 2) {
            long set = 0;
            for (int i = 2; i < squares.length; i++) {
                set |= 1L << squares[i];
            }
            for (long m : legal) {
                if (from(m) == from && to(m) == squares[1] && pos.capturedSet(m) == set
                        && Long.bitCount(set) == squares.length - 2) {
                    hits.add(m);
                }
            }
            if (hits.size() == 1) {
                return hits.get(0);
            }
        }
        // Tier 3: short capture, from x to.
        if (squares.length == 2) {
            for (long m : legal) {
                if (from(m) == from && to(m) == to) {
                    hits.add(m);
                }
            }
            if (hits.size() == 1) {
                return hits.get(0);
            }
            if (hits.size() > 1) {
                throw new NotationException("ambiguous move " + text.trim() + ": " + hits.size()
                        + " captures go from " + squareName(v, from, false) + " to " + squareName(v, to, false)
                        + "; give the landing squares or the captured squares");
            }
        }
        throw new NotationException("illegal move " + text.trim() + " in " + pos.fen());
    }

    private static boolean matchesRoute(List<int[]> list, int[] squares) {
        if (list == null) {
            return false;
        }
        for (int[] route : list) {
            if (route.length == squares.length - 1) {
                boolean same = true;
                for (int i = 0; i < route.length && same; i++) {
                    same = route[i] == squares[i + 1];
                }
                if (same) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Squares of a move text: numeric or algebraic, separated by {@code - x :} (algebraic may be run together). */
    private static int[] tokens(DraughtsVariant v, String text) throws NotationException {
        if (text == null) {
            throw new NotationException("empty move");
        }
        String t = text.trim().toLowerCase(Locale.ROOT).replaceAll("[!?+*#]+$", "");
        List<Integer> out = new ArrayList<>();
        int i = 0;
        boolean afterSquare = false;
        boolean afterNumber = false;
        while (i < t.length()) {
            char ch = t.charAt(i);
            if (ch == '-' || ch == 'x' || ch == ':') {
                if (!afterSquare) {
                    throw new NotationException("bad move text '" + text + "'");
                }
                afterSquare = false;
                afterNumber = false;
                i++;
                continue;
            }
            if (afterNumber) {
                throw new NotationException("bad move text '" + text + "' (separate squares with - or x)");
            }
            boolean numeric = Character.isDigit(ch);
            int j = numeric ? i : i + 1;
            if (!numeric && (ch < 'a' || ch > 'w')) {
                throw new NotationException("bad move text '" + text + "'");
            }
            int k = j;
            while (k < t.length() && Character.isDigit(t.charAt(k))) {
                k++;
            }
            if (k == j || k - j > 2) {
                throw new NotationException("bad square in move '" + text + "'");
            }
            int cell = square(v, t.substring(i, k));
            if (cell < 0) {
                throw new NotationException("bad square '" + t.substring(i, k) + "' in move '" + text + "'");
            }
            out.add(cell);
            afterSquare = true;
            afterNumber = numeric;
            i = k;
        }
        if (out.size() < 2 || "-x:".indexOf(t.charAt(t.length() - 1)) >= 0) {
            throw new NotationException("bad move text '" + text + "'");
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
