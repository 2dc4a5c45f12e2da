package org.ansuz.variants.draughts;

import org.ansuz.engine.spi.MoveList;

/**
 * The move generator of {@link WideDraughtsPosition} (boards of more than 64 cells), one per position: a
 * mailbox walk over the geometry's step tables, reading every switch of {@link DraughtsRules} as
 * {@link DraughtsMoveGenerator} does (its capture search is the same search on cells instead of bits: the
 * same precedence ranks, landing rules, promotion during a capture, 180-degree turns and route merging).
 * Nothing here allocates once the position exists.
 */
final class WideMoveGenerator {
    private final WideDraughtsPosition pos;
    private final byte[] board;
    private final long[] sets;
    private final long[] kingSet;
    private final int words;
    private final int[][] step;
    private final int[] opposite;
    /** {@code rank[colour][cell]}, and the rank of the far row. */
    private final int[][] rank;
    private final int farRow;

    private final boolean immediateRemoval;
    private final boolean noReversal;
    private final boolean menCaptureKings;
    private final boolean flyingKings;
    private final int kingMoveLimit;
    private final DraughtsRules.KingCapture kingCapture;
    private final DraughtsRules.Promotion promotion;
    private final DraughtsRules.Precedence precedence;
    private final int[] kingDirs;
    private final int[] kingCaptureDirs;
    private final int[][] manMoveDirs;
    private final int[][] jumpDirs;
    private final boolean farRankWins;
    /**
     * Per colour, {@code [cell * n + i]} for its i-th man jump direction: the cell jumped over and the
     * landing cell, or -1 where the board ends before the landing (one flat table: the capture scan's
     * inner loop reads no step table).
     */
    private final int[][] jumpMid = new int[2][];
    private final int[][] jumpLand = new int[2][];

    // Capture search state (no allocation: fields and primitive recursion arguments).
    private MoveList capOut;
    private int capStart;
    private long capBest;
    private int capFrom;
    private boolean capByKing;
    private int capColor;
    private int capOppBit;
    /** The pieces taken so far on the route being searched, as a cell set. */
    private final long[] taken;
    final int[] pathLand = new int[64];
    final int[] pathDir = new int[64];
    final boolean[] pathKing = new boolean[64];
    private final int[] pathVictim = new int[64];
    /** Non-null while {@link DraughtsNotation} asks for the routes of moves (not on hot paths). */
    DraughtsNotation.RouteSink routeSink;
    private final CaptureRouteCounter routes = new CaptureRouteCounter();
    /** {@link #generate} as the route counter runs it (made once: routes mode allocates nothing). */
    private final CaptureRouteCounter.Generation allMoves = this::generate;

    WideMoveGenerator(WideDraughtsPosition pos) {
        this.pos = pos;
        board = pos.board;
        sets = pos.sets;
        kingSet = pos.kings;
        words = pos.words;
        DraughtsGeometry g = pos.g;
        step = g.step;
        opposite = g.opposite;
        rank = g.rank;
        farRow = g.height - 1;
        taken = new long[words];
        DraughtsRules rules = pos.rules;
        immediateRemoval = rules.immediateRemoval();
        noReversal = rules.noReversal();
        menCaptureKings = rules.menCaptureKings();
        flyingKings = rules.flyingKings();
        kingMoveLimit = rules.kingMoveLimit();
        kingCapture = rules.kingCapture();
        promotion = rules.promotion();
        precedence = rules.precedence();
        kingDirs = rules.kingDirs();
        kingCaptureDirs = rules.kingCaptureDirs();
        manMoveDirs = pos.variant.manMoveDirs;
        jumpDirs = pos.variant.manCaptureDirs;
        farRankWins = rules.farRank() == DraughtsRules.FarRank.WIN;
        for (int c = 0; c < 2; c++) {
            int[] dirs = jumpDirs[c];
            jumpMid[c] = new int[g.cells * dirs.length];
            jumpLand[c] = new int[g.cells * dirs.length];
            for (int cell = 0; cell < g.cells; cell++) {
                for (int i = 0; i < dirs.length; i++) {
                    int mid = step[dirs[i]][cell];
                    int land = mid < 0 ? -1 : step[dirs[i]][mid];
                    jumpMid[c][cell * dirs.length + i] = land < 0 ? -1 : mid;
                    jumpLand[c][cell * dirs.length + i] = land;
                }
            }
        }
    }

    // ---------------------------------------------------------------- entry points

    /** Clears {@code out}, appends every legal move and returns how many. */
    int generate(MoveList out) {
        out.clear();
        int us = pos.color;
        if (farRankWins && runnerArrived(us ^ 1)) {
            return 0;
        }
        generateCaptures(out, us);
        if (out.size > 0) {
            return out.size;
        }
        int blockedKing = kingMoveLimit > 0 && pos.kingRun[us] >= kingMoveLimit
                && pos.count[us] > pos.kingCount[us] ? pos.kingRunSquare[us] : -1;
        return quietMoves(us, out, blockedKing);
    }

    /**
     * The quiet moves of side {@code us}: appended to {@code out}, or only counted where it is null; a
     * king on {@code blockedKing} may not move (the king-move limit; -1: none). Returns how many.
     */
    private int quietMoves(int us, MoveList out, int blockedKing) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            for (long b = sets[us * words + w] & ~kingSet[w]; b != 0; b &= b - 1) {
                int from = w << 6 | Long.numberOfTrailingZeros(b);
                for (int d : manMoveDirs[us]) {
                    int to = step[d][from];
                    if (to >= 0 && board[to] == 0) {
                        n++;
                        if (out != null) {
                            out.add(quietMove(from, to, rank[us][to] == farRow));
                        }
                    }
                }
            }
        }
        for (int w = 0; w < words; w++) {
            for (long b = sets[us * words + w] & kingSet[w]; b != 0; b &= b - 1) {
                int from = w << 6 | Long.numberOfTrailingZeros(b);
                if (from == blockedKing) {
                    continue;
                }
                for (int d : kingDirs) {
                    int[] st = step[d];
                    for (int to = st[from]; to >= 0 && board[to] == 0; to = st[to]) {
                        n++;
                        if (out != null) {
                            out.add(quietMove(from, to, false));
                        }
                        if (!flyingKings) {
                            break;
                        }
                    }
                }
            }
        }
        return n;
    }

    /**
     * The number of legal moves ({@link #generate}'s result; perft's last ply). Without a capture it counts
     * the quiet moves without writing them; {@code scratch} may be overwritten.
     */
    int count(MoveList scratch) {
        int us = pos.color;
        if (farRankWins || kingMoveLimit > 0 || canCapture(us)) {
            return generate(scratch);
        }
        return quietMoves(us, null, -1);
    }

    /** Whether a man of {@code colour} stands on its far row (Gauntlet: that side has won). */
    private boolean runnerArrived(int colour) {
        for (int w = 0; w < words; w++) {
            for (long b = sets[colour * words + w] & ~kingSet[w]; b != 0; b &= b - 1) {
                if (rank[colour][w << 6 | Long.numberOfTrailingZeros(b)] == farRow) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code side} could capture (some man or king can make a first jump) were it to move. */
    boolean canCapture(int side) {
        int oppBit = 1 << (side ^ 1);
        int victims = menCaptureKings ? oppBit : oppBit | WideDraughtsPosition.KING;
        int[] mids = jumpMid[side];
        int[] lands = jumpLand[side];
        int nd = jumpDirs[side].length;
        boolean far = kingCapture != DraughtsRules.KingCapture.SHORT;
        for (int w = 0; w < words; w++) {
            long own = sets[side * words + w];
            for (long b = own & ~kingSet[w]; b != 0; b &= b - 1) {
                int k = (w << 6 | Long.numberOfTrailingZeros(b)) * nd;
                for (int i = 0; i < nd; i++, k++) {
                    int mid = mids[k];
                    // A man's victim: an opponent's piece (not a king where men do not take kings).
                    if (mid >= 0 && (board[mid] & victims) == oppBit && board[lands[k]] == 0) {
                        return true;
                    }
                }
            }
            for (long b = own & kingSet[w]; b != 0; b &= b - 1) {
                int from = w << 6 | Long.numberOfTrailingZeros(b);
                for (int d : kingCaptureDirs) {
                    int[] st = step[d];
                    int t = st[from];
                    while (far && t >= 0 && board[t] == 0) {
                        t = st[t];
                    }
                    if (t >= 0 && (board[t] & oppBit) != 0) {
                        int land = st[t];
                        if (land >= 0 && (board[land] == 0 || land == from)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * {@link #generate}, and for each move {@code out.scores[i]} = the number of its capture routes (as
     * {@link DraughtsMoveGenerator#generateRoutes}).
     */
    int generateRoutes(MoveList out) {
        return routes.countRoutes(allMoves, out);
    }

    private static long quietMove(int from, int to, boolean promo) {
        return (long) from << WideDraughtsPosition.FROM_SHIFT | (long) to << WideDraughtsPosition.TO_SHIFT
                | (promo ? WideDraughtsPosition.PROMOTION : 0);
    }

    // ---------------------------------------------------------------- captures

    private void generateCaptures(MoveList out, int us) {
        capOut = out;
        capStart = out.size;
        capBest = Long.MIN_VALUE;
        capColor = us;
        capOppBit = 1 << (us ^ 1);
        capByKing = false;
        for (int w = 0; w < words; w++) {
            for (long b = sets[us * words + w] & ~kingSet[w]; b != 0; b &= b - 1) {
                capFrom = w << 6 | Long.numberOfTrailingZeros(b);
                manJumps(capFrom, -1, 0, 0, 0, 0);
            }
        }
        capByKing = true;
        for (int w = 0; w < words; w++) {
            for (long b = sets[us * words + w] & kingSet[w]; b != 0; b &= b - 1) {
                capFrom = w << 6 | Long.numberOfTrailingZeros(b);
                kingJumps(capFrom, -1, 0, 0, 0, 0, false, -1);
            }
        }
    }

    private boolean isTaken(int cell) {
        return (taken[cell >>> 6] >>> cell & 1) != 0;
    }

    /**
     * Whether a capturing piece may pass or land on {@code cell}: empty, the square the mover left, or
     * (immediate removal) a piece already taken; otherwise taken pieces stay until the move ends.
     */
    private boolean open(int cell) {
        return board[cell] == 0 || cell == capFrom || immediateRemoval && isTaken(cell);
    }

    /** Extends a man's capture from {@code sq}; returns whether any jump was possible. */
    private boolean manJumps(int sq, int lastDir, int depth, int n, int nk, long pattern) {
        boolean any = false;
        int[] dirs = jumpDirs[capColor];
        int[] mids = jumpMid[capColor];
        int nd = dirs.length;
        for (int i = 0, k = sq * nd; i < nd; i++, k++) {
            int mid = mids[k];
            if (mid < 0) {
                continue;
            }
            int victim = board[mid];
            int land = jumpLand[capColor][k];
            if ((victim & capOppBit) == 0 || isTaken(mid) || !open(land)) {
                continue;
            }
            int d = dirs[i];
            boolean victimKing = (victim & WideDraughtsPosition.KING) != 0;
            if (victimKing && !menCaptureKings || lastDir >= 0 && noReversal && d == opposite[lastDir]) {
                continue;
            }
            any = true;
            int nk2 = victimKing ? nk + 1 : nk;
            long pat2 = victimKing ? pattern | 1L << (DraughtsMoveGenerator.PATTERN_BITS - 1 - depth) : pattern;
            pathLand[depth] = land;
            pathDir[depth] = d;
            pathKing[depth] = false;
            pathVictim[depth] = mid;
            taken[mid >>> 6] |= 1L << mid;
            if (rank[capColor][land] == farRow) {
                switch (promotion) {
                    case ENDS_MOVE -> emit(land, true, depth + 1, n + 1, nk2, pat2);
                    case ON_THE_FLY -> {
                        if (!kingJumps(land, d, depth + 1, n + 1, nk2, pat2, true, -1)) {
                            emit(land, true, depth + 1, n + 1, nk2, pat2);
                        }
                    }
                    default -> {
                        if (!manJumps(land, d, depth + 1, n + 1, nk2, pat2)) {
                            emit(land, true, depth + 1, n + 1, nk2, pat2);
                        }
                    }
                }
            } else if (!manJumps(land, d, depth + 1, n + 1, nk2, pat2)) {
                emit(land, false, depth + 1, n + 1, nk2, pat2);
            }
            taken[mid >>> 6] &= ~(1L << mid);
        }
        return any;
    }

    /**
     * Extends a king's capture from {@code sq}; returns whether any jump was possible. {@code along}: a
     * direction not to search again (see {@link DraughtsMoveGenerator}: {@code sq} lies beyond the first
     * landing square of the previous jump, which already searched straight on).
     */
    private boolean kingJumps(int sq, int lastDir, int depth, int n, int nk, long pattern, boolean promoted,
                              int along) {
        boolean any = false;
        DraughtsRules.KingCapture kind = kingCapture;
        for (int d : kingCaptureDirs) {
            if (lastDir >= 0 && noReversal && d == opposite[lastDir] || d == along) {
                continue;
            }
            int[] st = step[d];
            int s = st[sq];
            if (kind != DraughtsRules.KingCapture.SHORT) {
                while (s >= 0 && open(s)) {
                    s = st[s];
                }
            }
            if (s < 0 || (board[s] & capOppBit) == 0 || isTaken(s)) {
                continue;
            }
            int land = st[s];
            if (land < 0 || !open(land)) {
                continue;
            }
            any = true;
            boolean victimKing = (board[s] & WideDraughtsPosition.KING) != 0;
            int nk2 = victimKing ? nk + 1 : nk;
            long pat2 = victimKing ? pattern | 1L << (DraughtsMoveGenerator.PATTERN_BITS - 1 - depth) : pattern;
            pathDir[depth] = d;
            pathKing[depth] = true;
            pathVictim[depth] = s;
            taken[s >>> 6] |= 1L << s;
            if (!kind.landsAnywhere()) {
                pathLand[depth] = land;
                if (!kingJumps(land, d, depth + 1, n + 1, nk2, pat2, promoted, -1)) {
                    emit(land, promoted, depth + 1, n + 1, nk2, pat2);
                }
            } else {
                // Landing rule: stop only where no further capture exists from any landing square.
                boolean continued = false;
                for (int t = land; t >= 0 && open(t); t = st[t]) {
                    pathLand[depth] = t;
                    pathDir[depth] = d;
                    pathKing[depth] = true;
                    pathVictim[depth] = s;
                    int skip = t != land && routeSink == null && !immediateRemoval ? d : -1;
                    if (kingJumps(t, d, depth + 1, n + 1, nk2, pat2, promoted, skip)) {
                        continued = true;
                    }
                }
                if (!continued) {
                    // Killer draughts: a king taken last stops the captor directly behind it.
                    int stop = kind == DraughtsRules.KingCapture.KILLER && victimKing ? st[land] : -2;
                    for (int t = land; t >= 0 && t != stop && open(t); t = st[t]) {
                        pathLand[depth] = t;
                        pathDir[depth] = d;
                        pathKing[depth] = true;
                        pathVictim[depth] = s;
                        emit(t, promoted, depth + 1, n + 1, nk2, pat2);
                    }
                }
            }
            taken[s >>> 6] &= ~(1L << s);
        }
        return any;
    }

    private void emit(int to, boolean promo, int depth, int n, int nk, long pattern) {
        long rankOfCapture = DraughtsMoveGenerator.precedenceKey(precedence, n, nk, pattern, capByKing);
        if (rankOfCapture < capBest) {
            return;
        }
        long set = 0;
        for (int i = 0; i < depth; i++) {
            set |= 1L << indexAmongOpponents(pathVictim[i]);
        }
        long move = set | (long) capFrom << WideDraughtsPosition.FROM_SHIFT
                | (long) to << WideDraughtsPosition.TO_SHIFT | (promo ? WideDraughtsPosition.PROMOTION : 0);
        MoveList out = capOut;
        if (rankOfCapture > capBest) {
            capBest = rankOfCapture;
            out.size = capStart;
            routes.clear();
        }
        if (routeSink != null) {
            routeSink.route(move, capFrom, pathLand, pathDir, pathKing, depth);
        }
        if (routes.active) {
            routes.add(move, pathVictim, depth);
        }
        for (int i = capStart; i < out.size; i++) {
            if (out.moves[i] == move) {
                return;
            }
        }
        out.add(move);
    }

    /** How many opponent pieces stand on cells below {@code cell}: its bit in the captured set. */
    private int indexAmongOpponents(int cell) {
        int base = (capColor ^ 1) * words;
        int w = cell >>> 6;
        int i = 0;
        for (int k = 0; k < w; k++) {
            i += Long.bitCount(sets[base + k]);
        }
        return i + Long.bitCount(sets[base + w] & ((1L << cell) - 1));
    }
}
