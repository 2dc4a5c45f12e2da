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

    /** Legal moves of {@code pos} with their capture routes. */
    static long[] legalMoves(AbstractDraughtsPosition pos, Routes routes) {
        MoveList list = new MoveList();
        pos.routeSink(routes);
        try {
            int n = pos.generate(list);
            return Arrays.copyOf(list.moves, n);
        } finally {
            pos.routeSink(null);
        }
    }

    // ---------------------------------------------------------------- FEN

    static String fen(AbstractDraughtsPosition pos) {
        DraughtsRules r = pos.rules;
        StringBuilder sb = new StringBuilder();
        sb.append(pos.color == 0 ? 'W' : 'B');
        for (int c = 0; c < 2; c++) {
            sb.append(':').append(c == 0 ? 'W' : 'B');
            squares(sb, pos, c, r.algebraicFen());
        }
        if (pos.quiet != 0 || pos.fullmove != 1) {
            sb.append(":H").append(pos.quiet).append(":F").append(pos.fullmove);
        }
        return sb.toString();
    }

    private static void squares(StringBuilder sb, AbstractDraughtsPosition pos, int colour, boolean algebraic) {
        DraughtsGeometry g = pos.g;
        boolean first = true;
        if (algebraic) {
            List<Integer> cells = new ArrayList<>();
            for (int c = 0; c < g.cells; c++) {
                if (pos.colourAt(c) == colour) {
                    cells.add(c);
                }
            }
            cells.sort((a, b) -> g.x[a] != g.x[b] ? g.x[a] - g.x[b] : g.y[a] - g.y[b]);
            for (int c : cells) {
                sb.append(first ? "" : ",").append(isKing(pos, c) ? "K" : "").append(g.name(c, true));
                first = false;
            }
            return;
        }
        int c = 0;
        while (c < g.cells) {
            if (pos.colourAt(c) != colour) {
                c++;
                continue;
            }
            boolean king = isKing(pos, c);
            int end = c;
            while (end + 1 < g.cells && pos.colourAt(end + 1) == colour && isKing(pos, end + 1) == king) {
                end++;
            }
            String k = king ? "K" : "";
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

    private static boolean isKing(AbstractDraughtsPosition pos, int cell) {
        return Character.isUpperCase(pos.symbolAt(cell));
    }

    static AbstractDraughtsPosition parsePosition(DraughtsVariant v, String text) throws NotationException {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty position text");
        }
        String s = text.replaceAll("\\s+", "");
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        String[] fields = s.split(":", -1);
        AbstractDraughtsPosition pos = v.emptyPosition();
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
            for (int cell = 0; cell < g.cells; cell++) {
                // A Gauntlet runner on the far row has won: a legal, finished position.
                if (pos.colourAt(cell) == c && !isKing(pos, cell) && g.rank[c][cell] == g.height - 1
                        && v.rules().farRank() != DraughtsRules.FarRank.WIN) {
                    throw new NotationException((c == 0 ? "White" : "Black") + " man on square "
                            + squareName(v, cell, v.rules().algebraicFen())
                            + ", its own promotion row (it would be a king)");
                }
            }
            int max = v.maxPieces();
            int count = pos.pieceCount(c);
            if (max > 0 && count > max) {
                throw new NotationException("too many pieces for " + (c == 0 ? "White" : "Black") + ": "
                        + count + " (at most " + max + ")");
            }
        }
        pos.refresh();
        return pos;
    }

    private static void parseItem(AbstractDraughtsPosition pos, DraughtsGeometry g, int c, String item, String text)
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
            if (pos.colourAt(cell) >= 0) {
                throw new NotationException("duplicate square " + (cell + 1) + " in position: " + text);
            }
            pos.put(cell, c, king);
        }
    }

    /** The cell named by a numeric ({@code 32}) or algebraic ({@code c3}) square, or -1. */
    static int square(DraughtsVariant v, String token) {
        DraughtsGeometry g = v.geometry();
        String t = token.toLowerCase(Locale.ROOT);
        if (t.matches("[0-9]{1,3}")) {
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

    static String moveText(AbstractDraughtsPosition pos, long move, boolean hub) {
        DraughtsVariant v = pos.variant;
        boolean alg = !hub && v.rules().algebraicMoves();
        int from = pos.from(move);
        int to = pos.to(move);
        if (!pos.captures(move)) {
            return squareName(v, from, alg) + "-" + squareName(v, to, alg);
        }
        if (hub) {
            return hubText(pos, move, false, 'x');
        }
        Routes routes = new Routes(v.rules().kingCapture().landsAnywhere());
        long[] legal = legalMoves(pos, routes);
        String mine = pathText(pos, move, routes);
        for (long other : legal) {
            if (other != move && pos.captures(other) && pathText(pos, other, routes).equals(mine)) {
                return hubText(pos, move, alg, v.rules().captureSeparator());
            }
        }
        return mine;
    }

    private static String hubText(AbstractDraughtsPosition pos, long move, boolean alg, char sep) {
        DraughtsVariant v = pos.variant;
        StringBuilder sb = new StringBuilder(squareName(v, pos.from(move), alg)).append(sep)
                .append(squareName(v, pos.to(move), alg));
        for (int cell : pos.capturedCells(move)) {
            sb.append(sep).append(squareName(v, cell, alg));
        }
        return sb.toString();
    }

    private static String pathText(AbstractDraughtsPosition pos, long move, Routes routes) {
        DraughtsVariant v = pos.variant;
        boolean alg = v.rules().algebraicMoves();
        char sep = v.rules().captureSeparator();
        List<int[]> list = routes.compressed.get(move);
        StringBuilder sb = new StringBuilder(squareName(v, pos.from(move), alg));
        if (list == null) {
            return sb.append(sep).append(squareName(v, pos.to(move), alg)).toString();
        }
        for (int sq : list.get(0)) {
            sb.append(sep).append(squareName(v, sq, alg));
        }
        return sb.toString();
    }

    static long parseMove(AbstractDraughtsPosition pos, String text) throws NotationException {
        DraughtsVariant v = pos.variant;
        int[] squares = tokens(v, text);
        Routes routes = new Routes(v.rules().kingCapture().landsAnywhere());
        long[] legal = legalMoves(pos, routes);
        int from = squares[0];
        int to = squares[squares.length - 1];
        // Tier 1: quiet move or a complete landing path (any route of the move).
        List<Long> hits = new ArrayList<>();
        for (long m : legal) {
            if (pos.from(m) != from) {
                continue;
            }
            if (!pos.captures(m)) {
                if (squares.length == 2 && pos.to(m) == to) {
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
            int[] set = Arrays.copyOfRange(squares, 2, squares.length);
            Arrays.sort(set);
            for (long m : legal) {
                if (pos.from(m) == from && pos.to(m) == squares[1] && Arrays.equals(pos.capturedCells(m), set)) {
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
                if (pos.from(m) == from && pos.to(m) == to) {
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
            if (k == j || k - j > 3) {
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
