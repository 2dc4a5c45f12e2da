package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain generator of the point-and-line games, written from the rule files alone
 * (coordinates, character grids, a copy of the board per jump, lists): every route of every legal turn
 * with the position it leaves. Slow on purpose; the fast generator must agree with it.
 */
public final class AlquerqueReference {
    /**
     * The reference of the variant named like {@code v}. Routes to one position are one move, so moves are
     * compared by the position they leave; every route the reference finds must read back, in the engine's
     * notation, as the move with that effect.
     */
    public static ReferenceRules rules(Variant v) {
        AlquerqueReference ref = new AlquerqueReference(v.name());
        return new ReferenceRules.ByEffect() {
            @Override
            public Collection<String> results(String fen) {
                return ref.moves(fen).keySet();
            }

            @Override
            public boolean covers(Position p) {
                return p.result().kind() != GameResult.Kind.DRAW; // the reference has no repetition or move limit
            }

            @Override
            public void alsoAgrees(Position p) {
                for (Route route : ref.routes(p.fen())) {
                    long move;
                    try {
                        move = p.parseMove(route.text());
                    } catch (NotationException e) {
                        throw new AssertionError(p.fen() + ": route " + route.text() + " does not read", e);
                    }
                    assertThat(ReferenceRules.effect(this, p, move)).as("%s: route %s", p.fen(), route.text())
                            .isEqualTo(route.result());
                }
            }
        };
    }

    /** One route: its text in the spec's notation and the position text it leaves. */
    record Route(String text, String result) {
    }

    final String game;
    final int files;
    final int ranks;
    private final String shape;

    /**
     * @param game  alquerque, alquerque-alfonso, alquerque-bell, zamma, kharbaga, fanorona,
     *              fanorona-full-chain, dablot, foxgeese (any foxgeese-N start), foxgeese-multijump,
     *              foxgeese-noretreat, foxgeese-alternating, foxgeese-orthogonal
     */
    AlquerqueReference(String game) {
        this.game = game;
        switch (base()) {
            case "alquerque" -> { files = 5; ranks = 5; shape = "strong"; }
            case "zamma" -> { files = 9; ranks = 9; shape = "strong"; }
            case "fanorona" -> { files = 9; ranks = 5; shape = "strong"; }
            case "kharbaga" -> { files = 9; ranks = 9; shape = "squares"; }
            case "dablot" -> { files = 11; ranks = 13; shape = "squares"; }
            default -> {
                files = 7;
                ranks = 7;
                shape = game.equals("foxgeese-alternating") ? "cross-alt"
                        : game.equals("foxgeese-orthogonal") ? "cross-orth" : "cross-all";
            }
        }
    }

    private String base() {
        if (game.startsWith("foxgeese")) {
            return "foxgeese";
        }
        return game.startsWith("alquerque") ? "alquerque" : game.startsWith("fanorona") ? "fanorona" : game;
    }

    boolean isPoint(int x, int y) {
        if (x < 0 || y < 0 || x >= files || y >= ranks) {
            return false;
        }
        if (shape.equals("squares")) {
            return (x % 2 == 0 && y % 2 == 0) || (x % 2 == 1 && y % 2 == 1);
        }
        if (shape.startsWith("cross")) {
            return (x >= 2 && x <= 4) || (y >= 2 && y <= 4);
        }
        return true;
    }

    /** The next point from (x, y) along the line in direction (dx, dy), or null. */
    int[] next(int x, int y, int dx, int dy) {
        boolean diagonal = dx != 0 && dy != 0;
        int nx = x + dx;
        int ny = y + dy;
        switch (shape) {
            case "strong", "cross-alt" -> {
                if (diagonal && (x + y) % 2 != 0) {
                    return null;
                }
            }
            case "cross-orth" -> {
                if (diagonal) {
                    return null;
                }
            }
            case "squares" -> {
                if (!diagonal) {
                    if (x % 2 != 0) {
                        return null; // a centre point has only its diagonals
                    }
                    nx = x + 2 * dx;
                    ny = y + 2 * dy;
                }
            }
            default -> {
            }
        }
        return isPoint(nx, ny) ? new int[] {nx, ny} : null;
    }

    static final int[][] DIRS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    String name(int x, int y) {
        return (char) ('a' + x) + Integer.toString(y + 1);
    }

    // ---- position: grid[y][x], '.' empty, '*' no point; side 0 = upper case ----------------------

    char[][] parse(String fen) {
        String[] f = fen.trim().split("\\s+");
        String[] rows = f[0].split("/");
        char[][] g = new char[ranks][files];
        for (int r = 0; r < ranks; r++) {
            int y = ranks - 1 - r;
            int x = 0;
            for (char c : rows[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        g[y][x++] = '.';
                    }
                } else {
                    g[y][x++] = c;
                }
            }
        }
        return g;
    }

    String write(char[][] g, int side) {
        StringBuilder s = new StringBuilder();
        for (int y = ranks - 1; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < files; x++) {
                char c = g[y][x];
                if (c == '.') {
                    run++;
                } else {
                    if (run > 0) {
                        s.append(run);
                        run = 0;
                    }
                    s.append(c);
                }
            }
            if (run > 0) {
                s.append(run);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(side == 0 ? " w" : " b").toString();
    }

    static char[][] copy(char[][] g) {
        char[][] c = new char[g.length][];
        for (int i = 0; i < g.length; i++) {
            c[i] = g[i].clone();
        }
        return c;
    }

    boolean mine(char c, int side) {
        return c != '.' && c != '*' && (Character.isUpperCase(c) == (side == 0));
    }

    boolean enemy(char c, int side) {
        return c != '.' && c != '*' && (Character.isUpperCase(c) != (side == 0));
    }

    /** Rank of a piece: Dablot m=1, p=2, k=3; elsewhere men 1, kings 2. */
    int rank(char c) {
        char l = Character.toLowerCase(c);
        if (base().equals("dablot")) {
            return l == 'm' ? 1 : l == 'p' ? 2 : 3;
        }
        return l == 'k' ? 2 : 1;
    }

    boolean isKing(char c) {
        return (base().equals("zamma") || base().equals("kharbaga")) && Character.toLowerCase(c) == 'k';
    }

    // ---- end of game (rules files' end sections, without move generation) --------------------------

    boolean over(char[][] g, int side) {
        int mine = 0;
        int kings = 0;
        int geese = 0;
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                char c = g[y][x];
                if (mine(c, side)) {
                    mine++;
                    if (Character.toLowerCase(c) == 'k') {
                        kings++;
                    }
                }
                if (c == 'G') {
                    geese++;
                }
            }
        }
        if (mine == 0) {
            return true;
        }
        if (base().equals("dablot") && (kings == 0 || mine == 1)) {
            return true;
        }
        return base().equals("foxgeese") && geese < trapMinimum();
    }

    /** Fewest geese that hold a fox: every neighbour taken and every point beyond one taken too. */
    int trapMinimum() {
        int best = 1000;
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                if (!isPoint(x, y)) {
                    continue;
                }
                int need = 0;
                for (int[] d : DIRS) {
                    int[] n = next(x, y, d[0], d[1]);
                    if (n != null) {
                        need += next(n[0], n[1], d[0], d[1]) != null ? 2 : 1;
                    }
                }
                best = Math.min(best, need);
            }
        }
        return best;
    }

    // ---- moves ----------------------------------------------------------------------------------

    List<Route> routes(String fen) {
        char[][] g = parse(fen);
        int side = fen.trim().endsWith("b") ? 1 : 0;
        List<Route> out = new ArrayList<>();
        if (over(g, side)) {
            return out;
        }
        if (base().equals("fanorona")) {
            fanorona(g, side, out);
        } else {
            jumpGame(g, side, out);
        }
        return out;
    }

    /** Distinct resulting positions with the first route text of each. */
    Map<String, String> moves(String fen) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Route r : routes(fen)) {
            m.putIfAbsent(r.result(), r.text());
        }
        return m;
    }

    private record Capture(String text, char[][] board, int count, int endX, int endY) {
    }

    private void jumpGame(char[][] g, int side, List<Route> out) {
        String b = base();
        boolean majority = b.equals("zamma") || b.equals("kharbaga");
        boolean deferred = b.equals("zamma");
        boolean multi = !game.equals("alquerque-alfonso") && (!b.equals("foxgeese") || game.equals("foxgeese-multijump"));
        List<Capture> caps = new ArrayList<>();
        boolean manCan = false;
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                char c = g[y][x];
                if (!mine(c, side) || (b.equals("foxgeese") && c == 'G')) {
                    continue;
                }
                char[][] start = copy(g);
                start[y][x] = '.';
                List<Capture> mineCaps = new ArrayList<>();
                jumps(start, side, c, x, y, name(x, y), 0, -1, new boolean[ranks][files], deferred, multi,
                        mineCaps);
                if (!mineCaps.isEmpty() && rank(c) == 1) {
                    manCan = true;
                }
                caps.addAll(mineCaps);
            }
        }
        if (majority) {
            int max = 0;
            for (Capture cp : caps) {
                max = Math.max(max, cp.count());
            }
            final int m = max;
            caps.removeIf(cp -> cp.count() < m);
        }
        for (Capture cp : caps) {
            out.add(new Route(cp.text(), write(cp.board(), 1 - side)));
        }
        boolean mandatory = switch (b) {
            case "foxgeese" -> false;
            case "dablot" -> manCan;
            default -> !game.equals("alquerque-alfonso");
        };
        if (mandatory && !caps.isEmpty()) {
            return;
        }
        // quiet moves
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                char c = g[y][x];
                if (!mine(c, side)) {
                    continue;
                }
                int forward = side == 0 ? 1 : -1;
                int farY = side == 0 ? ranks - 1 : 0;
                if (game.equals("alquerque-bell") && y == farY) {
                    continue;
                }
                for (int[] d : DIRS) {
                    if (!isKing(c) && (b.equals("zamma") || b.equals("kharbaga")) && d[1] != forward) {
                        continue;
                    }
                    if ((game.equals("alquerque-bell") || game.equals("foxgeese-noretreat") && c == 'G')
                            && d[1] == -forward) {
                        continue;
                    }
                    int cx = x;
                    int cy = y;
                    while (true) {
                        int[] n = next(cx, cy, d[0], d[1]);
                        if (n == null || g[n[1]][n[0]] != '.') {
                            break;
                        }
                        char[][] r = copy(g);
                        r[y][x] = '.';
                        r[n[1]][n[0]] = promote(c, n[1], side, true);
                        out.add(new Route(name(x, y) + "-" + name(n[0], n[1]), write(r, 1 - side)));
                        if (!isKing(c)) {
                            break;
                        }
                        cx = n[0];
                        cy = n[1];
                    }
                }
            }
        }
    }

    private char promote(char c, int y, int side, boolean end) {
        String b = base();
        if (end && (b.equals("zamma") || b.equals("kharbaga")) && Character.toLowerCase(c) == 'p'
                && y == (side == 0 ? ranks - 1 : 0)) {
            return side == 0 ? 'K' : 'k';
        }
        return c;
    }

    /** Depth-first jumps; {@code taken} marks pieces captured but still standing (deferred removal). */
    private void jumps(char[][] g, int side, char piece, int x, int y, String text, int count, int lastDir,
                       boolean[][] taken, boolean deferred, boolean multi, List<Capture> out) {
        boolean more = false;
        boolean flying = isKing(piece);
        if (count == 0 || multi) {
            for (int d = 0; d < 8; d++) {
                if (flying && base().equals("kharbaga") && count > 0 && d == (lastDir + 4) % 8) {
                    continue;
                }
                int dx = DIRS[d][0];
                int dy = DIRS[d][1];
                int[] v = next(x, y, dx, dy);
                while (flying && v != null && g[v[1]][v[0]] == '.') {
                    v = next(v[0], v[1], dx, dy);
                }
                if (v == null || !enemy(g[v[1]][v[0]], side) || taken[v[1]][v[0]]) {
                    continue;
                }
                if (base().equals("dablot") && rank(g[v[1]][v[0]]) > rank(piece)) {
                    continue;
                }
                int[] land = next(v[0], v[1], dx, dy);
                while (land != null && g[land[1]][land[0]] == '.') {
                    more = true;
                    char[][] ng = copy(g);
                    boolean[][] nt = new boolean[ranks][];
                    for (int i = 0; i < ranks; i++) {
                        nt[i] = taken[i].clone();
                    }
                    if (deferred) {
                        nt[v[1]][v[0]] = true;
                    } else {
                        ng[v[1]][v[0]] = '.';
                    }
                    jumps(ng, side, piece, land[0], land[1], text + "x" + name(land[0], land[1]), count + 1, d, nt,
                            deferred, multi, out);
                    if (!flying) {
                        break;
                    }
                    land = next(land[0], land[1], dx, dy);
                }
            }
        }
        if (!more && count > 0) {
            char[][] r = copy(g);
            for (int yy = 0; yy < ranks; yy++) {
                for (int xx = 0; xx < files; xx++) {
                    if (taken[yy][xx]) {
                        r[yy][xx] = '.';
                    }
                }
            }
            r[y][x] = promote(piece, y, side, true);
            out.add(new Capture(text, r, count, x, y));
        }
    }

    // ---- Fanorona -------------------------------------------------------------------------------

    private void fanorona(char[][] g, int side, List<Route> out) {
        boolean optional = !game.equals("fanorona-full-chain");
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                if (!mine(g[y][x], side)) {
                    continue;
                }
                char[][] start = copy(g);
                start[y][x] = '.';
                List<String> visited = new ArrayList<>();
                visited.add(name(x, y));
                chain(start, side, g[y][x], x, y, name(x, y), -1, visited, optional, out);
            }
        }
        if (!out.isEmpty()) {
            return;
        }
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                if (!mine(g[y][x], side)) {
                    continue;
                }
                for (int[] d : DIRS) {
                    int[] n = next(x, y, d[0], d[1]);
                    if (n != null && g[n[1]][n[0]] == '.') {
                        char[][] r = copy(g);
                        r[n[1]][n[0]] = r[y][x];
                        r[y][x] = '.';
                        out.add(new Route(name(x, y) + "-" + name(n[0], n[1]), write(r, 1 - side)));
                    }
                }
            }
        }
    }

    /** Capturing steps from (x, y); returns whether at least one exists. */
    private boolean chain(char[][] g, int side, char piece, int x, int y, String text, int lastDir,
                          List<String> visited, boolean optional, List<Route> out) {
        boolean any = false;
        for (int d = 0; d < 8; d++) {
            if (d == lastDir) {
                continue;
            }
            int dx = DIRS[d][0];
            int dy = DIRS[d][1];
            int[] q = next(x, y, dx, dy);
            if (q == null || g[q[1]][q[0]] != '.' || visited.contains(name(q[0], q[1]))) {
                continue;
            }
            for (int kind = 0; kind < 2; kind++) {
                int[] first = kind == 0 ? next(q[0], q[1], dx, dy) : next(x, y, -dx, -dy);
                if (first == null || !enemy(g[first[1]][first[0]], side)) {
                    continue;
                }
                any = true;
                char[][] ng = copy(g);
                int lx = kind == 0 ? dx : -dx;
                int ly = kind == 0 ? dy : -dy;
                int[] v = first;
                while (v != null && enemy(ng[v[1]][v[0]], side)) {
                    ng[v[1]][v[0]] = '.';
                    v = next(v[0], v[1], lx, ly);
                }
                String t = text + "-" + name(q[0], q[1]) + (kind == 0 ? "A" : "W");
                List<String> nv = new ArrayList<>(visited);
                nv.add(name(q[0], q[1]));
                List<Route> deeper = new ArrayList<>();
                boolean goesOn = chain(ng, side, piece, q[0], q[1], t, d, nv, optional, deeper);
                if (optional || !goesOn) {
                    char[][] r = copy(ng);
                    r[q[1]][q[0]] = piece;
                    out.add(new Route(t, write(r, 1 - side)));
                }
                out.addAll(deeper);
            }
        }
        return any;
    }
}
