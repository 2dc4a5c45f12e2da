package org.ansuz.variants.cyvasse;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain Cyvasse move generator for cross-checking (docs/rules/cyvasse.md transcribed line by
 * line): a {@code char[file][rank]} grid, every rule tested straight from its definition (engagement
 * pair by pair, quiet paths by trying every path), slow and allocation-happy. A turn is identified by
 * the position it leaves, so two ways to the same position are one turn.
 */
public final class CyvasseReference {
    /**
     * The reference under the rule switches of {@code v}. Its position text is board, side and phase, then
     * {@code |} and the water cells (which the engine's FEN leaves to the map); moves are compared by the
     * position they leave, so the fast generator must also list each effect once.
     */
    public static ReferenceRules rules(Variant v) {
        CyvasseRules r = ((CyvasseVariant) v).rules();
        boolean fisher = r.trebuchet() == CyvasseRules.Trebuchet.FISHER;
        boolean modStrict = r.trebuchet() == CyvasseRules.Trebuchet.MOD_STRICT;
        boolean forced = r.rabbleSecondMove() == CyvasseRules.RabbleSecondMove.FORCED_IF_LEGAL;
        boolean pass = r.passWhenNoMove();
        return new ReferenceRules() {
            @Override
            public Map<String, String> moves(String position) {
                String[] parts = position.split("\\|", -1);
                String[] f = parts[0].split(" ");
                CyvasseReference p = of(f[0] + " " + f[1] + " - - " + f[2], parts[1], fisher, modStrict, forced, pass);
                Map<String, String> out = new TreeMap<>();
                for (CyvasseReference q : p.successorPositions()) {
                    out.put(q.text(), q.text() + "|" + parts[1]);
                }
                return out;
            }

            @Override
            public String positionText(Position p) {
                String[] f = p.fen().split(" ");
                StringBuilder water = new StringBuilder();
                CyvassePosition c = (CyvassePosition) p;
                for (int cell = 0; cell < CyvasseGeometry.CELLS; cell++) {
                    if (c.water[cell]) {
                        water.append(water.length() > 0 ? " " : "").append(CyvasseGeometry.NAME[cell]);
                    }
                }
                return f[0] + " " + f[1] + " " + f[4] + "|" + water;
            }

            @Override
            public String moveText(Position p, long move) {
                String after = ReferenceRules.effect(this, p, move);
                return after.substring(0, after.indexOf('|'));
            }
        };
    }

    /** Variants outside the registry for the trebuchet rules the registered ones do not use. */
    public static List<Variant> trebuchetVariants() {
        List<Variant> out = new ArrayList<>();
        for (CyvasseRules.Trebuchet t : List.of(CyvasseRules.Trebuchet.FISHER, CyvasseRules.Trebuchet.MOD_STRICT)) {
            out.add(new CyvasseVariant("cyvasse-trebuchet-" + t.name().toLowerCase(java.util.Locale.ROOT), List.of(),
                    CyvasseRules.of(r -> {
                        r.water = CyvasseMaps.dagaz(1);
                        r.trebuchet = t;
                    }), List.of()));
        }
        return out;
    }

    static final int[][] DIRS = {{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}, {1, 1}}; // e ne nw w sw se
    static final int[][] WHITE_FORWARD = {{-1, -1}, {0, -1}};
    static final int[][] BLACK_FORWARD = {{0, 1}, {1, 1}};
    static final String KINDS = "KRSLHECTDW";
    static final int[] ARMY = {1, 6, 3, 3, 2, 2, 2, 1, 1, 2};

    final char[][] g = new char[12][10];
    final boolean[][] water = new boolean[12][10];
    boolean white = true;
    /** Drops made; 54 = playing. */
    int setup = 54;
    final boolean trebuchetFisher;
    final boolean trebuchetModStrict;
    final boolean forcedRabble;
    final boolean passWhenStuck;

    CyvasseReference(boolean trebuchetFisher, boolean trebuchetModStrict, boolean forcedRabble, boolean passWhenStuck) {
        this.trebuchetFisher = trebuchetFisher;
        this.trebuchetModStrict = trebuchetModStrict;
        this.forcedRabble = forcedRabble;
        this.passWhenStuck = passWhenStuck;
    }

    static boolean valid(int f, int r) {
        return r >= 1 && r <= 9 && f >= r - 5 && f <= r + 6 && f >= 0 && f <= 11;
    }

    /** Reads the board, side and phase fields of a position text (water from the given cells). */
    static CyvasseReference of(String fen, String waterCells, boolean fisher, boolean modStrict, boolean forced,
                               boolean pass) {
        CyvasseReference p = new CyvasseReference(fisher, modStrict, forced, pass);
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        for (int r = 1; r <= 9; r++) {
            int f = Math.max(0, r - 5);
            String row = ranks[r - 1];
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                if (Character.isDigit(ch)) {
                    int n = ch - '0';
                    if (i + 1 < row.length() && Character.isDigit(row.charAt(i + 1))) {
                        n = n * 10 + row.charAt(++i) - '0';
                    }
                    for (int k = 0; k < n; k++) {
                        p.g[f++][r] = '.';
                    }
                } else {
                    p.g[f++][r] = ch;
                }
            }
        }
        p.white = fields[1].equals("w");
        if (fields.length > 4 && fields[4].startsWith("setup:")) {
            p.setup = Integer.parseInt(fields[4].substring(6));
        }
        for (String c : waterCells.split(" ")) {
            if (!c.isEmpty()) {
                p.water[c.charAt(0) - 'a'][c.charAt(1) - '0'] = true;
            }
        }
        return p;
    }

    CyvasseReference copy() {
        CyvasseReference p = new CyvasseReference(trebuchetFisher, trebuchetModStrict, forcedRabble, passWhenStuck);
        for (int f = 0; f < 12; f++) {
            p.g[f] = g[f].clone();
            p.water[f] = water[f].clone();
        }
        p.white = white;
        p.setup = setup;
        return p;
    }

    /** Board, side and phase, as the fast position prints them. */
    String text() {
        StringBuilder s = new StringBuilder();
        for (int r = 1; r <= 9; r++) {
            if (r > 1) {
                s.append('/');
            }
            int run = 0;
            for (int f = 0; f < 12; f++) {
                if (!valid(f, r)) {
                    continue;
                }
                if (g[f][r] == '.') {
                    run++;
                } else {
                    if (run > 0) {
                        s.append(run);
                    }
                    run = 0;
                    s.append(g[f][r]);
                }
            }
            if (run > 0) {
                s.append(run);
            }
        }
        return s.append(white ? " w " : " b ").append(setup < 54 ? "setup:" + setup : "play").toString();
    }

    // ---- pieces ---------------------------------------------------------------------------------

    boolean isPiece(int f, int r) {
        return valid(f, r) && g[f][r] != '.' && g[f][r] != 'M';
    }

    boolean whitePiece(int f, int r) {
        return isPiece(f, r) && Character.isUpperCase(g[f][r]);
    }

    boolean belongsTo(int f, int r, boolean ofWhite) {
        return isPiece(f, r) && whitePiece(f, r) == ofWhite;
    }

    char kind(int f, int r) {
        return Character.toUpperCase(g[f][r]);
    }

    boolean empty(int f, int r) {
        return valid(f, r) && g[f][r] == '.';
    }

    static int armour(char kind) {
        return switch (kind) {
            case 'C', 'T' -> 0;
            case 'K', 'R', 'S', 'L' -> 1;
            default -> 2;
        };
    }

    static int[][] forward(boolean ofWhite) {
        return ofWhite ? WHITE_FORWARD : BLACK_FORWARD;
    }

    static int distance(int f1, int r1, int f2, int r2) {
        int df = f2 - f1;
        int dr = r2 - r1;
        if (df == 0 || dr == 0 || (df > 0) == (dr > 0)) {
            return Math.max(Math.abs(df), Math.abs(dr));
        }
        return Math.abs(df) + Math.abs(dr);
    }

    // ---- engagement (section 4) -----------------------------------------------------------------

    /** Does the piece on (pf, pr) engage the piece on (xf, xr)? */
    boolean engages(int pf, int pr, int xf, int xr) {
        return engages(pf, pr, xf, xr, false);
    }

    boolean engages(int pf, int pr, int xf, int xr, boolean ignoreMountains) {
        if (!isPiece(pf, pr) || !isPiece(xf, xr) || whitePiece(pf, pr) == whitePiece(xf, xr)) {
            return false;
        }
        boolean sideB = whitePiece(pf, pr);
        if (water[pf][pr]) {
            return false;
        }
        char k = kind(pf, pr);
        boolean nextToEnemyTower = false;
        for (int[] d : DIRS) {
            int nf = pf + d[0];
            int nr = pr + d[1];
            if (belongsTo(nf, nr, !sideB) && kind(nf, nr) == 'W') {
                nextToEnemyTower = true;
            }
        }
        if (nextToEnemyTower && !(kind(xf, xr) == 'W' && distance(pf, pr, xf, xr) == 1)) {
            return false;
        }
        for (int[] d : DIRS) {
            for (int dist = 1; dist <= 4; dist++) {
                if (pf + dist * d[0] != xf || pr + dist * d[1] != xr) {
                    continue;
                }
                boolean inRange = switch (k) {
                    case 'K', 'R', 'L', 'H', 'W' -> dist == 1;
                    case 'E', 'D' -> dist <= 2;
                    case 'C' -> dist <= 3;
                    case 'T' -> dist >= 2;
                    case 'S' -> dist == 1 && isForward(d, sideB);
                    default -> false;
                };
                if (!inRange) {
                    return false;
                }
                for (int i = 1; i < dist; i++) {
                    int cf = pf + i * d[0];
                    int cr = pr + i * d[1];
                    if (g[cf][cr] == 'M' && !ignoreMountains || belongsTo(cf, cr, !sideB)) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    static boolean isForward(int[] d, boolean ofWhite) {
        for (int[] fw : forward(ofWhite)) {
            if (fw[0] == d[0] && fw[1] == d[1]) {
                return true;
            }
        }
        return false;
    }

    boolean sufficientlyEngaged(int xf, int xr) {
        char k = kind(xf, xr);
        int n = 0;
        boolean heavy = false;
        for (int f = 0; f < 12; f++) {
            for (int r = 1; r <= 9; r++) {
                if (valid(f, r) && engages(f, r, xf, xr)) {
                    n++;
                    heavy |= armour(kind(f, r)) == 2;
                }
            }
        }
        return switch (armour(k)) {
            case 0 -> true;
            case 1 -> n >= 1;
            default -> n >= 2 || heavy;
        };
    }

    /** A cell in front of a Spears of the side not moving (movers may not pass through it). */
    boolean guarded(int cf, int cr) {
        boolean enemyWhite = !white;
        for (int[] d : forward(enemyWhite)) {
            int sf = cf - d[0];
            int sr = cr - d[1];
            if (belongsTo(sf, sr, enemyWhite) && kind(sf, sr) == 'S') {
                return true;
            }
        }
        return false;
    }

    boolean capturableEnemy(int f, int r) {
        return belongsTo(f, r, !white) && sufficientlyEngaged(f, r);
    }

    // ---- successors -----------------------------------------------------------------------------

    /** Every position one turn can leave, each once. */
    Set<String> successors() {
        Set<String> out = new LinkedHashSet<>();
        for (CyvasseReference p : successorPositions()) {
            out.add(p.text());
        }
        return out;
    }

    List<CyvasseReference> successorPositions() {
        List<CyvasseReference> out = new ArrayList<>();
        if (setup < 54) {
            drops(out);
            return dedup(out);
        }
        if (!hasKing(white) && hasKing(!white)) {
            return out;
        }
        for (int f = 0; f < 12; f++) {
            for (int r = 1; r <= 9; r++) {
                if (belongsTo(f, r, white)) {
                    pieceMoves(f, r, out);
                }
            }
        }
        if (out.isEmpty() && passWhenStuck) {
            CyvasseReference p = copy();
            p.white = !white;
            out.add(p);
        }
        return dedup(out);
    }

    private static List<CyvasseReference> dedup(List<CyvasseReference> list) {
        Set<String> seen = new LinkedHashSet<>();
        List<CyvasseReference> out = new ArrayList<>();
        for (CyvasseReference p : list) {
            if (seen.add(p.text())) {
                out.add(p);
            }
        }
        return out;
    }

    boolean hasKing(boolean ofWhite) {
        for (int f = 0; f < 12; f++) {
            for (int r = 1; r <= 9; r++) {
                if (belongsTo(f, r, ofWhite) && kind(f, r) == 'K') {
                    return true;
                }
            }
        }
        return false;
    }

    private void drops(List<CyvasseReference> out) {
        int step = setup < 27 ? setup : setup - 27;
        boolean w = setup < 27;
        for (int f = 0; f < 12; f++) {
            for (int r = 1; r <= 9; r++) {
                if (!valid(f, r) || g[f][r] != '.') {
                    continue;
                }
                boolean home = w ? r >= 6 : r <= 4;
                if (!home) {
                    continue;
                }
                String cell = "" + (char) ('a' + f) + r;
                if (step < 4) {
                    if (!water[f][r]) {
                        out.add(dropped(f, r, 'M'));
                    }
                } else if (step == 4) {
                    if (w ? cell.equals("f8") || cell.equals("h8") || cell.equals("j8")
                            : cell.equals("c2") || cell.equals("e2") || cell.equals("g2")) {
                        out.add(dropped(f, r, w ? 'K' : 'k'));
                    }
                } else if (step < 7) {
                    out.add(dropped(f, r, w ? 'W' : 'w'));
                } else {
                    for (int i = 1; i < 9; i++) { // R S L H E C T D
                        char k = KINDS.charAt(i);
                        if (countOf(k, w) < ARMY[i]) {
                            out.add(dropped(f, r, w ? k : Character.toLowerCase(k)));
                        }
                    }
                }
            }
        }
    }

    private int countOf(char k, boolean ofWhite) {
        int n = 0;
        for (int f = 0; f < 12; f++) {
            for (int r = 1; r <= 9; r++) {
                if (belongsTo(f, r, ofWhite) && kind(f, r) == k) {
                    n++;
                }
            }
        }
        return n;
    }

    private CyvasseReference dropped(int f, int r, char piece) {
        CyvasseReference p = copy();
        p.g[f][r] = piece;
        p.setup++;
        p.white = p.setup < 27 || p.setup == 54;
        return p;
    }

    /** The position after moving the piece on (f, r) to (tf, tr), capturing what was on (xf, xr) if any. */
    private CyvasseReference moved(int f, int r, int tf, int tr, int xf, int xr) {
        CyvasseReference p = copy();
        char piece = p.g[f][r];
        if (xf >= 0) {
            p.g[xf][xr] = '.';
        }
        p.g[f][r] = '.';
        p.g[tf][tr] = piece;
        p.white = !white;
        return p;
    }

    private void pieceMoves(int f, int r, List<CyvasseReference> out) {
        char k = kind(f, r);
        switch (k) {
            case 'K' -> {
                for (int[] d : DIRS) {
                    int nf = f + d[0];
                    int nr = r + d[1];
                    if (empty(nf, nr)) {
                        out.add(moved(f, r, nf, nr, -1, 0));
                    } else if (capturableEnemy(nf, nr)) {
                        out.add(moved(f, r, nf, nr, nf, nr));
                    }
                    if (belongsTo(nf, nr, white) && kind(nf, nr) == 'W') {
                        int jf = nf + d[0];
                        int jr = nr + d[1];
                        if (empty(jf, jr)) {
                            out.add(moved(f, r, jf, jr, -1, 0));
                        } else if (capturableEnemy(jf, jr)) {
                            out.add(moved(f, r, jf, jr, jf, jr));
                        }
                    }
                }
            }
            case 'R' -> rabble(f, r, out);
            case 'S' -> {
                for (int[] d : forward(white)) {
                    int nf = f + d[0];
                    int nr = r + d[1];
                    if (empty(nf, nr)) {
                        out.add(moved(f, r, nf, nr, -1, 0));
                    } else if (capturableEnemy(nf, nr)) {
                        out.add(moved(f, r, nf, nr, nf, nr));
                    }
                }
            }
            case 'L', 'H', 'C' -> {
                int n = k == 'L' ? 3 : 2;
                Set<Integer> dest = new LinkedHashSet<>();
                walk(f, r, f, r, n, dest);
                for (int c : dest) {
                    out.add(moved(f, r, c / 10, c % 10, -1, 0));
                }
                if (k != 'C') {
                    horseCaptures(f, r, n, out);
                }
            }
            case 'E' -> {
                for (int[] d : DIRS) {
                    int nf = f + d[0];
                    int nr = r + d[1];
                    if (empty(nf, nr)) {
                        out.add(moved(f, r, nf, nr, -1, 0));
                        if (!guarded(nf, nr) && capturableEnemy(nf + d[0], nr + d[1])) {
                            out.add(moved(f, r, nf + d[0], nr + d[1], nf + d[0], nr + d[1]));
                        }
                    } else if (capturableEnemy(nf, nr)) {
                        out.add(moved(f, r, nf, nr, nf, nr));
                    }
                }
            }
            case 'D' -> {
                for (int tf = 0; tf < 12; tf++) {
                    for (int tr = 1; tr <= 9; tr++) {
                        int dist = valid(tf, tr) ? distance(f, r, tf, tr) : 0;
                        if (dist >= 1 && dist <= 4 && empty(tf, tr)) {
                            out.add(moved(f, r, tf, tr, -1, 0));
                        }
                    }
                }
                for (int[] d : DIRS) {
                    for (int i = 1; i <= 4; i++) {
                        int tf = f + i * d[0];
                        int tr = r + i * d[1];
                        if (capturableEnemy(tf, tr)) {
                            out.add(moved(f, r, tf, tr, tf, tr));
                        }
                    }
                }
            }
            case 'T' -> {
                for (int[] d : DIRS) {
                    if (empty(f + d[0], r + d[1])) {
                        out.add(moved(f, r, f + d[0], r + d[1], -1, 0));
                    }
                }
                trebuchet(f, r, out);
            }
            default -> {
                // Crossbows handled above; Towers never move
            }
        }
    }

    /** Every path of up to {@code left} steps: destinations empty, passing over empty or friendly unguarded cells. */
    private void walk(int of, int or, int f, int r, int left, Set<Integer> dest) {
        if (left == 0) {
            return;
        }
        for (int[] d : DIRS) {
            int nf = f + d[0];
            int nr = r + d[1];
            if (!valid(nf, nr) || nf == of && nr == or) {
                continue;
            }
            if (empty(nf, nr)) {
                dest.add(nf * 10 + nr);
            }
            boolean passable = (empty(nf, nr) || belongsTo(nf, nr, white)) && !guarded(nf, nr);
            if (passable) {
                walk(of, or, nf, nr, left - 1, dest);
            }
        }
    }

    private void horseCaptures(int f, int r, int n, List<CyvasseReference> out) {
        for (int[] d : DIRS) {
            // X = first enemy at distance k <= n with only friends/empty, unguarded cells before it
            for (int k = 1; k <= n; k++) {
                int xf = f + k * d[0];
                int xr = r + k * d[1];
                if (!valid(xf, xr) || g[xf][xr] == 'M') {
                    break;
                }
                if (belongsTo(xf, xr, !white)) {
                    if (!sufficientlyEngaged(xf, xr) || !cleanPassage(f, r, d, 1, k - 1)) {
                        break;
                    }
                    out.add(moved(f, r, xf, xr, xf, xr));
                    for (int e = k + 1; e <= n; e++) {
                        int ef = f + e * d[0];
                        int er = r + e * d[1];
                        if (!valid(ef, er) || g[ef][er] == 'M' || belongsTo(ef, er, !white)) {
                            break;
                        }
                        if (empty(ef, er) && cleanPassage(f, r, d, 1, e - 1)) {
                            out.add(moved(f, r, ef, er, xf, xr));
                        }
                    }
                    break;
                }
            }
        }
    }

    /** Cells at distances from..to along d: none a mountain, none guarded, no enemy except the target. */
    private boolean cleanPassage(int f, int r, int[] d, int from, int to) {
        for (int i = from; i <= to; i++) {
            int cf = f + i * d[0];
            int cr = r + i * d[1];
            if (g[cf][cr] == 'M' || guarded(cf, cr)) {
                return false;
            }
        }
        return true;
    }

    private void trebuchet(int f, int r, List<CyvasseReference> out) {
        for (int[] d : DIRS) {
            int bf = f - d[0];
            int br = r - d[1];
            if (!empty(bf, br)) {
                continue;
            }
            for (int i = 1; i <= 4; i++) {
                int xf = f + i * d[0];
                int xr = r + i * d[1];
                if (!valid(xf, xr)) {
                    break;
                }
                if (!belongsTo(xf, xr, !white)) {
                    continue;
                }
                boolean ok = i >= 2 && sufficientlyEngaged(xf, xr);
                if (trebuchetFisher) {
                    ok &= engages(f, r, xf, xr);
                } else if (trebuchetModStrict) {
                    ok &= engages(f, r, xf, xr, true);
                }
                if (ok) {
                    CyvasseReference p = copy();
                    p.g[xf][xr] = '.';
                    p.g[bf][br] = p.g[f][r];
                    p.g[f][r] = '.';
                    p.white = !white;
                    out.add(p);
                }
                break;
            }
        }
    }

    private void rabble(int f, int r, List<CyvasseReference> out) {
        for (int[] d : DIRS) {
            int nf = f + d[0];
            int nr = r + d[1];
            if (capturableEnemy(nf, nr)) {
                out.add(moved(f, r, nf, nr, nf, nr));
            }
            if (!empty(nf, nr)) {
                continue;
            }
            // the first Rabble steps; then a second, different Rabble may (Fisher) or must (Dagaz) step
            CyvasseReference after = copy();
            after.g[nf][nr] = after.g[f][r];
            after.g[f][r] = '.';
            List<CyvasseReference> seconds = new ArrayList<>();
            for (int sf = 0; sf < 12; sf++) {
                for (int sr = 1; sr <= 9; sr++) {
                    if (sf == nf && sr == nr || !after.belongsTo(sf, sr, white) || after.kind(sf, sr) != 'R') {
                        continue;
                    }
                    for (int[] e : DIRS) {
                        if (after.empty(sf + e[0], sr + e[1])) {
                            CyvasseReference two = after.copy();
                            two.g[sf + e[0]][sr + e[1]] = two.g[sf][sr];
                            two.g[sf][sr] = '.';
                            two.white = !white;
                            seconds.add(two);
                        }
                    }
                }
            }
            out.addAll(seconds);
            if (!forcedRabble || seconds.isEmpty()) {
                after.white = !white;
                out.add(after);
            }
        }
    }
}
