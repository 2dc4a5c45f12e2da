package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A deliberately slow and simple draughts move generator used as an oracle: a grid of characters,
 * every capture sequence enumerated with copied boards, the rules transcribed from the rule files
 * (docs/rules/draughts.md) per game name, independently of {@link DraughtsRules}. Squares are grid coordinates
 * {@code x + y * width} with White at the bottom.
 */
final class ReferenceDraughts {
    final String game;
    final int width;
    final int height;
    /** 'w' 'W' 'b' 'B' '.' for playable squares, ' ' for unused squares. */
    final char[] grid;
    boolean whiteToMove;
    /** Frisian: the last king each side moved without capturing, and how often in a row. */
    int[] kingRunSquare = {-1, -1};
    int[] kingRun = {0, 0};

    /** One legal move: start, end, captured grid squares (sorted), whether a man becomes a king. */
    record Move(int from, int to, TreeSet<Integer> captured, boolean promotes) {
        String key() {
            return from + ">" + to + captured + (promotes ? "K" : "");
        }
    }

    /**
     * @param game the game's name; {@code international-<files>x<ranks>} (the example variants file's
     *             boards, examples/variants.toml) and {@code canadian} (12x12) play the international rules
     */
    ReferenceDraughts(String game, int width, int height) {
        this.game = game.startsWith("international-") || game.equals("canadian") ? "international" : game;
        this.width = width;
        this.height = height;
        this.grid = new char[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                grid[x + y * width] = playable(x, y) ? '.' : ' ';
            }
        }
    }

    ReferenceDraughts copy() {
        ReferenceDraughts r = new ReferenceDraughts(game, width, height);
        System.arraycopy(grid, 0, r.grid, 0, grid.length);
        r.whiteToMove = whiteToMove;
        r.kingRunSquare = kingRunSquare.clone();
        r.kingRun = kingRun.clone();
        return r;
    }

    // ---- the rules, transcribed per game

    boolean playable(int x, int y) {
        boolean h1 = game.equals("italian") || game.equals("spanish") || game.equals("argentine")
                || game.equals("filipino");
        return (x + y) % 2 == (h1 ? 1 : 0);
    }

    /** Men capture backwards too (russian, international, brazilian, pool, filipino, frisian). */
    boolean menCaptureBackwards() {
        return switch (game) {
            case "russian", "international", "brazilian", "pool", "filipino", "frisian", "killer" -> true;
            default -> false;
        };
    }

    /** Kings move any distance (all but english and italian). */
    boolean flyingKings() {
        return !game.equals("english") && !game.equals("italian");
    }

    /** Kings land directly behind the captured piece (thai, argentine). */
    boolean landBehind() {
        return game.equals("thai") || game.equals("argentine");
    }

    boolean frisian() {
        return game.equals("frisian");
    }

    /** "promotes and continues" (russian), "only if the move ends there" (international, pool, brazilian, filipino, frisian), or "move ends" (others). */
    String promotionKind() {
        return switch (game) {
            case "russian" -> "fly";
            case "international", "brazilian", "pool", "filipino", "frisian", "killer" -> "end";
            default -> "stop";
        };
    }

    // ---- helpers

    boolean on(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height && grid[x + y * width] != ' ';
    }

    char at(int x, int y) {
        return grid[x + y * width];
    }

    boolean mine(char c) {
        return whiteToMove ? c == 'w' || c == 'W' : c == 'b' || c == 'B';
    }

    boolean enemy(char c) {
        return whiteToMove ? c == 'b' || c == 'B' : c == 'w' || c == 'W';
    }

    boolean lastRow(int y) {
        return whiteToMove ? y == height - 1 : y == 0;
    }

    List<int[]> captureDirections(boolean king) {
        List<int[]> dirs = new ArrayList<>();
        int fwd = whiteToMove ? 1 : -1;
        dirs.add(new int[]{1, fwd});
        dirs.add(new int[]{-1, fwd});
        if (king || menCaptureBackwards()) {
            dirs.add(new int[]{1, -fwd});
            dirs.add(new int[]{-1, -fwd});
        }
        if (frisian()) {
            dirs.add(new int[]{0, 2});
            dirs.add(new int[]{0, -2});
            dirs.add(new int[]{2, 0});
            dirs.add(new int[]{-2, 0});
        }
        return dirs;
    }

    // ---- generation

    List<Move> moves() {
        List<Seq> seqs = captures();
        Map<String, Move> unique = new LinkedHashMap<>();
        if (!seqs.isEmpty()) {
            for (Seq s : seqs) {
                Move m = new Move(s.from, s.to, new TreeSet<>(s.captured), s.promotes);
                unique.put(m.key(), m);
            }
            return new ArrayList<>(unique.values());
        }
        return quietMoves(unique);
    }

    /**
     * Perft's routes convention: for each legal move (by {@link Move#key}), in how many distinct orders
     * its pieces can be captured; 1 for a quiet move.
     */
    Map<String, Integer> routeCounts() {
        Map<String, java.util.Set<List<Integer>>> orders = new LinkedHashMap<>();
        for (Seq s : captures()) {
            Move m = new Move(s.from, s.to, new TreeSet<>(s.captured), s.promotes);
            orders.computeIfAbsent(m.key(), k -> new java.util.HashSet<>()).add(List.copyOf(s.captured));
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Move m : moves()) {
            counts.put(m.key(), orders.containsKey(m.key()) ? orders.get(m.key()).size() : 1);
        }
        return counts;
    }

    /** Perft counting every capture route ({@link #routeCounts}). */
    long routePerft(int depth) {
        if (depth == 0) {
            return 1;
        }
        Map<String, Integer> routes = routeCounts();
        long n = 0;
        for (Move m : moves()) {
            n += routes.get(m.key()) * (depth == 1 ? 1 : after(m).routePerft(depth - 1));
        }
        return n;
    }

    /** Every complete capture sequence that the precedence rule allows (duplicates included). */
    private List<Seq> captures() {
        List<Seq> seqs = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (on(x, y) && mine(at(x, y))) {
                    char piece = at(x, y);
                    boolean king = Character.isUpperCase(piece);
                    char[] board = grid.clone();
                    board[x + y * width] = '.';
                    List<Seq> found = new ArrayList<>();
                    jumps(board, x + y * width, king, false, new ArrayList<>(), new ArrayList<>(), found);
                    for (Seq s : found) {
                        seqs.add(new Seq(x + y * width, s.to, s.captured, s.capturedKings, s.promotes, king));
                    }
                }
            }
        }
        List<Seq> best = new ArrayList<>();
        if (!seqs.isEmpty()) {
            Seq top = Collections.max(seqs, this::precedence);
            for (Seq s : seqs) {
                if (precedence(s, top) == 0) {
                    best.add(s);
                }
            }
        }
        return best;
    }

    private List<Move> quietMoves(Map<String, Move> unique) {
        int fwd = whiteToMove ? 1 : -1;
        int side = whiteToMove ? 0 : 1;
        boolean ownMen = false;
        for (char c : grid) {
            ownMen |= whiteToMove ? c == 'w' : c == 'b';
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!on(x, y) || !mine(at(x, y))) {
                    continue;
                }
                boolean king = Character.isUpperCase(at(x, y));
                int from = x + y * width;
                if (king) {
                    if (frisian() && ownMen && kingRun[side] >= 3 && kingRunSquare[side] == from) {
                        continue;
                    }
                    for (int[] d : new int[][]{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}) {
                        int tx = x + d[0];
                        int ty = y + d[1];
                        while (on(tx, ty) && at(tx, ty) == '.') {
                            Move m = new Move(from, tx + ty * width, new TreeSet<>(), false);
                            unique.put(m.key(), m);
                            if (!flyingKings()) {
                                break;
                            }
                            tx += d[0];
                            ty += d[1];
                        }
                    }
                } else {
                    for (int dx : new int[]{1, -1}) {
                        int tx = x + dx;
                        int ty = y + fwd;
                        if (on(tx, ty) && at(tx, ty) == '.') {
                            Move m = new Move(from, tx + ty * width, new TreeSet<>(), lastRow(ty));
                            unique.put(m.key(), m);
                        }
                    }
                }
            }
        }
        return new ArrayList<>(unique.values());
    }

    /** A complete capture sequence. Captured kings are listed per step for the Italian order rule. */
    record Seq(int from, int to, List<Integer> captured, List<Boolean> capturedKings, boolean promotes,
               boolean byKing) {
    }

    /**
     * Adds every complete capture sequence continuing from square {@code sq} to {@code out}. The board
     * still shows captured pieces (Turkish strike) except in Thai, where they vanish at once.
     */
    private void jumps(char[] board, int sq, boolean king, boolean promoted, List<Integer> captured,
                       List<Boolean> capturedKings, List<Seq> out) {
        int x = sq % width;
        int y = sq / width;
        for (int[] d : captureDirections(king)) {
            int vx = x + d[0];
            int vy = y + d[1];
            if (king && (flyingKings() || landBehind())) {
                while (on(vx, vy) && board[vx + vy * width] == '.') {
                    vx += d[0];
                    vy += d[1];
                }
            }
            if (!on(vx, vy) || !enemy(board[vx + vy * width]) || captured.contains(vx + vy * width)) {
                continue;
            }
            boolean victimKing = Character.isUpperCase(board[vx + vy * width]);
            if (!king && game.equals("italian") && victimKing) {
                continue; // docs/rules/draughts.md#italian: a man never captures a king
            }
            List<Integer> landings = new ArrayList<>();
            int lx = vx + d[0];
            int ly = vy + d[1];
            while (on(lx, ly) && board[lx + ly * width] == '.') {
                landings.add(lx + ly * width);
                if (!king || !flyingKings() || landBehind()) {
                    break;
                }
                lx += d[0];
                ly += d[1];
            }
            if (landings.isEmpty()) {
                continue;
            }
            char[] next = board.clone();
            if (game.equals("thai")) {
                next[vx + vy * width] = '.';
            }
            List<Integer> cap = new ArrayList<>(captured);
            cap.add(vx + vy * width);
            List<Boolean> capK = new ArrayList<>(capturedKings);
            capK.add(victimKing);
            // Landing rule (README conventions): if some landing square continues, only those may be chosen.
            List<Seq> continued = new ArrayList<>();
            List<Seq> ends = new ArrayList<>();
            for (int land : landings) {
                boolean reachesLastRow = !king && lastRow(land / width);
                if (reachesLastRow && promotionKind().equals("stop")) {
                    ends.add(new Seq(-1, land, cap, capK, true, false));
                    continue;
                }
                boolean fly = reachesLastRow && promotionKind().equals("fly");
                List<Seq> more = new ArrayList<>();
                jumps(next, land, king || fly, promoted || fly, cap, capK, more);
                if (more.isEmpty()) {
                    ends.add(new Seq(-1, land, cap, capK, promoted || reachesLastRow, false));
                } else {
                    continued.addAll(more);
                }
            }
            if (continued.isEmpty() && king && victimKing && game.equals("killer")) {
                out.add(ends.get(0)); // Killer (mindsports.nl): a king taken last stops the captor right behind it
            } else {
                out.addAll(continued.isEmpty() ? ends : continued);
            }
        }
    }

    /** Compares two sequences by the game's capture precedence (0 = equally good). */
    int precedence(Seq a, Seq b) {
        int na = a.captured.size();
        int nb = b.captured.size();
        int ka = count(a.capturedKings);
        int kb = count(b.capturedKings);
        int wa = a.byKing ? 1 : 0;
        int wb = b.byKing ? 1 : 0;
        switch (game) {
            case "international", "brazilian", "killer" -> {
                return Integer.compare(na, nb);
            }
            case "czech" -> {
                return Integer.compare(wa, wb); // Wikipedia, Czech draughts: a king captures if one can
            }
            case "filipino" -> {
                return na != nb ? Integer.compare(na, nb) : Integer.compare(wa, wb);
            }
            case "spanish" -> {
                return na != nb ? Integer.compare(na, nb) : Integer.compare(ka, kb);
            }
            case "argentine" -> {
                return na != nb ? Integer.compare(na, nb) : wa != wb ? Integer.compare(wa, wb) : Integer.compare(ka, kb);
            }
            case "italian" -> {
                if (na != nb) {
                    return Integer.compare(na, nb);
                }
                if (wa != wb) {
                    return Integer.compare(wa, wb);
                }
                if (ka != kb) {
                    return Integer.compare(ka, kb);
                }
                for (int i = 0; i < na; i++) {
                    if (!a.capturedKings.get(i).equals(b.capturedKings.get(i))) {
                        return a.capturedKings.get(i) ? 1 : -1;
                    }
                }
                return 0;
            }
            case "frisian" -> {
                int va = na + ka;
                int vb = nb + kb;
                if (va != vb) {
                    return Integer.compare(va, vb);
                }
                if (ka != kb) {
                    return Integer.compare(kb, ka); // fewer kings = more men is better
                }
                return Integer.compare(wa, wb);
            }
            default -> {
                return 0;
            }
        }
    }

    private static int count(List<Boolean> flags) {
        int n = 0;
        for (boolean f : flags) {
            n += f ? 1 : 0;
        }
        return n;
    }

    ReferenceDraughts after(Move m) {
        ReferenceDraughts r = copy();
        char piece = grid[m.from];
        boolean king = Character.isUpperCase(piece);
        r.grid[m.from] = '.';
        for (int c : m.captured) {
            r.grid[c] = '.';
        }
        r.grid[m.to] = m.promotes ? Character.toUpperCase(piece) : piece;
        int side = whiteToMove ? 0 : 1;
        if (king && m.captured.isEmpty()) {
            r.kingRun[side] = kingRunSquare[side] == m.from ? kingRun[side] + 1 : 1;
            r.kingRunSquare[side] = m.to;
        } else {
            r.kingRun[side] = 0;
            r.kingRunSquare[side] = -1;
        }
        r.whiteToMove = !whiteToMove;
        return r;
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> ms = moves();
        if (depth == 1) {
            return ms.size();
        }
        long n = 0;
        for (Move m : ms) {
            n += after(m).perft(depth - 1);
        }
        return n;
    }
}
