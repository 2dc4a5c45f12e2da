package org.ansuz.variants.alquerque;

import org.ansuz.engine.spi.MoveList;

/**
 * Legal moves of one {@link AlquerquePosition}: jump chains (short or flying, immediate or deferred
 * removal, majority, ranked captures), Fanorona's approach/withdrawal chains, and quiet steps. A chain
 * is searched depth first on the position's own board (victims lifted and put back); two routes with
 * the same start, end and captured set are one move, the first found kept. Allocates nothing.
 */
final class AlquerqueMoveGenerator {
    private final AlquerquePosition pos;
    private final AlquerqueRules rules;
    private final AlquerqueGeometry g;
    private final int[][] step;
    private final boolean fanorona;
    /** For each route listed with keepRoutes: the index of the first route with the same effect. */
    private int[] canonical = new int[256];
    private int captures;
    /** Index of each enemy piece among the enemy pieces in point order (the move's captured-set bits). */
    private final int[] enemyIndex;
    /** The landing points (and Fanorona withdrawal flags) of the route being searched. */
    private final int[] path = new int[128];
    private final boolean[] pathWithdrawal = new boolean[128];
    private java.util.List<String> routeTexts;
    private long target;
    private String targetText;
    private MoveList out;
    private boolean keepRoutes;
    private int best;
    private boolean manCaptures;
    private int from;
    private int moverType;
    private int side;
    private boolean flying;

    AlquerqueMoveGenerator(AlquerquePosition pos) {
        this.pos = pos;
        this.rules = pos.rules;
        this.g = pos.geometry;
        this.step = g.step;
        this.fanorona = rules.capture() == AlquerqueRules.Capture.APPROACH_WITHDRAWAL;
        this.enemyIndex = new int[g.size];
    }

    /** The route index each move of the last {@code keepRoutes} generation stands for (its first route). */
    int canonicalOf(int i) {
        return i < captures ? canonical[i] : i; // captures come first
    }

    /**
     * Appends the legal moves to {@code out}; with {@code keepRoutes} every route of a capture is listed
     * (for parsing and for comparison counts) and {@link #canonicalOf} names the move it stands for.
     */
    int generate(MoveList out, boolean keepRoutes) {
        return generate(out, keepRoutes, null);
    }

    /** The route texts of the last generation with {@code keepRoutes} go to {@code texts} when not null. */
    int generate(MoveList out, boolean keepRoutes, java.util.List<String> texts) {
        out.clear();
        this.out = out;
        this.keepRoutes = keepRoutes;
        this.routeTexts = texts;
        target = 0;
        captures = 0;
        best = 0;
        manCaptures = false;
        side = pos.sideToMove();
        byte[] board = pos.board;
        if (!(rules.hunt() && side == 0)) {
            indexEnemies(board);
            for (int p = 0; p < g.size; p++) {
                int c = board[p];
                if (c != 0 && AlquerquePosition.owner(c) == side) {
                    captures(p, c);
                }
            }
        }
        captures = out.size;
        int n = out.size;
        AlquerqueRules.Mandatory m = rules.mandatory();
        if (n > 0 && (m == AlquerqueRules.Mandatory.ALWAYS
                || m == AlquerqueRules.Mandatory.IF_A_MAN_CAN && manCaptures)) {
            return n;
        }
        quiet(board);
        return out.size;
    }

    /**
     * The canonical route text of a capture (the first route with its effect, as generation keeps it):
     * landing points, with {@code A}/{@code W} per Fanorona step.
     */
    String routeText(long move) {
        side = pos.sideToMove();
        out = scratch;
        out.clear();
        keepRoutes = true;
        routeTexts = null;
        captures = 0;
        best = 0;
        target = move;
        targetText = null;
        byte[] board = pos.board;
        indexEnemies(board);
        int p = AlquerquePosition.from(move);
        captures(p, board[p]);
        target = 0;
        return targetText;
    }

    private final MoveList scratch = new MoveList(64);

    private void indexEnemies(byte[] board) {
        int k = 0;
        for (int p = 0; p < g.size; p++) {
            int c = board[p];
            if (c != 0 && AlquerquePosition.owner(c) != side) {
                enemyIndex[p] = k++;
            }
        }
    }

    // ---- captures -------------------------------------------------------------------------------

    private void captures(int p, int code) {
        from = p;
        moverType = AlquerquePosition.type(code);
        flying = rules.flyingKings() && moverType == 2;
        byte[] board = pos.board;
        board[p] = 0;
        int before = out.size;
        if (fanorona) {
            chain(p, 0, -1, 0L, bit(p, 0), bit(p, 64), 0);
        } else {
            jumps(p, 0, -1, 0L, 0);
        }
        board[p] = (byte) code;
        if (out.size > before && moverType == 1) {
            manCaptures = true;
        }
    }

    private static long bit(int p, int base) {
        return p >= base && p < base + 64 ? 1L << (p - base) : 0L;
    }

    private static boolean has(long lo, long hi, int p) {
        return p < 64 ? (lo >>> p & 1) != 0 : (hi >>> (p - 64) & 1) != 0;
    }

    private boolean capturable(int v, long mask) {
        int c = pos.board[v];
        if (c == 0 || AlquerquePosition.owner(c) == side) {
            return false;
        }
        if (rules.deferredRemoval() && (mask >>> enemyIndex[v] & 1) != 0) {
            return false;
        }
        return !rules.ranked() || AlquerquePosition.type(c) <= moverType;
    }

    /** Short or flying jumps from {@code cur}; a route that cannot go on is a move. */
    private void jumps(int cur, int n, int lastDir, long mask, int count) {
        boolean extended = false;
        if (n < path.length && (n == 0 || rules.multiCapture())) {
            byte[] board = pos.board;
            for (int d = 0; d < 8; d++) {
                if (flying && rules.kingNoReverse() && n > 0 && d == AlquerqueGeometry.opposite(lastDir)) {
                    continue;
                }
                int[] s = step[d];
                int v = s[cur];
                if (flying) {
                    while (v >= 0 && board[v] == 0) {
                        v = s[v];
                    }
                }
                if (v < 0 || !capturable(v, mask)) {
                    continue;
                }
                int land = s[v];
                for (int k = 0; land >= 0 && board[land] == 0; k++) {
                    extended = true;
                    byte victim = board[v];
                    if (!rules.deferredRemoval()) {
                        board[v] = 0;
                    }
                    path[n] = land;
                    jumps(land, n + 1, d, mask | 1L << enemyIndex[v], count + 1);
                    board[v] = victim;
                    if (!flying) {
                        break;
                    }
                    land = s[land];
                }
            }
        }
        if (!extended && n > 0) {
            emit(AlquerquePosition.capture(from, cur, mask), n, count);
        }
    }

    /** Fanorona: capturing steps from {@code cur}, never in direction {@code lastDir}, never onto a visited point. */
    private void chain(int cur, int n, int lastDir, long mask, long vLo, long vHi, int count) {
        if (n >= path.length) {
            return;
        }
        byte[] board = pos.board;
        for (int d = 0; d < 8; d++) {
            if (d == lastDir) {
                continue;
            }
            int q = step[d][cur];
            if (q < 0 || board[q] != 0 || has(vLo, vHi, q)) {
                continue;
            }
            int a = step[d][q];
            if (a >= 0 && isEnemy(board[a])) {
                capturingStep(q, d, a, d, false, n, mask, vLo, vHi, count);
            }
            int back = AlquerqueGeometry.opposite(d);
            int w = step[back][cur];
            if (w >= 0 && isEnemy(board[w])) {
                capturingStep(q, d, w, back, true, n, mask, vLo, vHi, count);
            }
        }
    }

    private boolean isEnemy(int c) {
        return c != 0 && AlquerquePosition.owner(c) != side;
    }

    private void capturingStep(int q, int d, int first, int lineDir, boolean withdrawal, int n, long mask,
                               long vLo, long vHi, int count) {
        byte[] board = pos.board;
        int[] s = step[lineDir];
        int taken = 0;
        long nMask = mask;
        byte enemy = board[first];
        for (int v = first; v >= 0 && isEnemy(board[v]); v = s[v]) {
            board[v] = 0;
            nMask |= 1L << enemyIndex[v];
            taken++;
        }
        path[n] = q;
        pathWithdrawal[n] = withdrawal;
        long move = AlquerquePosition.capture(from, q, nMask);
        if (rules.chainOptional()) {
            emit(move, n + 1, count + taken);
        }
        chain(q, n + 1, d, nMask, vLo | bit(q, 0), vHi | bit(q, 64), count + taken);
        if (!rules.chainOptional() && !continues(q, d, vLo | bit(q, 0), vHi | bit(q, 64))) {
            emit(move, n + 1, count + taken);
        }
        // all pieces of one line belong to the same side: restore them
        for (int v = first, i = 0; i < taken; v = s[v], i++) {
            board[v] = enemy;
        }
    }

    /** Whether a further capturing step exists from {@code q} (a full chain may end only when none does). */
    private boolean continues(int q, int lastDir, long vLo, long vHi) {
        byte[] board = pos.board;
        for (int d = 0; d < 8; d++) {
            int t = step[d][q];
            if (d == lastDir || t < 0 || board[t] != 0 || has(vLo, vHi, t)) {
                continue;
            }
            int a = step[d][t];
            int w = step[AlquerqueGeometry.opposite(d)][q];
            if (a >= 0 && isEnemy(board[a]) || w >= 0 && isEnemy(board[w])) {
                return true;
            }
        }
        return false;
    }

    private void emit(long move, int n, int count) {
        if (target != 0) {
            if (move == target && targetText == null) {
                targetText = text(n);
            }
            return;
        }
        if (rules.majority()) {
            if (count < best) {
                return;
            }
            if (count > best) {
                best = count;
                out.size = 0;
                if (routeTexts != null) {
                    routeTexts.clear();
                }
            }
        }
        int same = -1;
        for (int i = 0; i < out.size; i++) {
            if (out.moves[i] == move) {
                same = i;
                break;
            }
        }
        if (same >= 0 && !keepRoutes) {
            return;
        }
        if (out.size >= canonical.length) {
            canonical = java.util.Arrays.copyOf(canonical, canonical.length * 2);
        }
        canonical[out.size] = same >= 0 ? canonical[same] : out.size;
        if (routeTexts != null) {
            routeTexts.add(text(n));
        }
        out.add(move);
    }

    /** The text of the route in {@link #path}: from, then each landing point. */
    private String text(int n) {
        StringBuilder s = new StringBuilder(g.names[from]);
        for (int i = 0; i < n; i++) {
            s.append(fanorona ? '-' : 'x').append(g.names[path[i]]);
            if (fanorona) {
                s.append(pathWithdrawal[i] ? 'W' : 'A');
            }
        }
        return s.toString();
    }

    // ---- quiet moves ----------------------------------------------------------------------------

    private void quiet(byte[] board) {
        int far = side == 0 ? g.ranks - 1 : 0;
        for (int p = 0; p < g.size; p++) {
            int c = board[p];
            if (c == 0 || AlquerquePosition.owner(c) != side) {
                continue;
            }
            int t = AlquerquePosition.type(c);
            boolean fly = rules.flyingKings() && t == 2;
            if (t == 1 && rules.backRowOnlyCaptures() && g.y[p] == far) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                if (t == 1 && !manMayStep(d)) {
                    continue;
                }
                int[] s = step[d];
                for (int q = s[p]; q >= 0 && board[q] == 0; q = s[q]) {
                    out.add(AlquerquePosition.quiet(p, q));
                    if (!fly) {
                        break;
                    }
                }
            }
        }
    }

    private boolean manMayStep(int d) {
        int dy = AlquerqueGeometry.DY[d];
        int forward = side == 0 ? dy : -dy;
        return switch (rules.menMove()) {
            case ANY -> true;
            case FORWARD -> forward > 0;
            case NOT_BACKWARD -> forward >= 0;
        };
    }
}
