package org.ansuz.variants.draughts;

import java.util.Arrays;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.HubNotation;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;

/**
 * A draughts position on bitboards, with the one move generator of the family: every rule difference
 * is a field of {@link DraughtsRules} read where it applies. See {@code package-info} for the move layout.
 */
public final class DraughtsPosition implements Position, HubNotation {
    static final int FROM_SHIFT = 50;
    static final int TO_SHIFT = 56;
    static final long CAPTURED = (1L << FROM_SHIFT) - 1;
    static final long PROMOTION = 1L << 62;
    private static final int PATTERN_BITS = 24;

    final DraughtsVariant variant;
    final DraughtsRules rules;
    final DraughtsGeometry g;
    private final DraughtsEvaluation evaluation;

    /** Pieces by colour: 0 = White (the "W" side of the FEN), 1 = Black. */
    final long[] pieces = new long[2];
    long kings;
    int color;
    long key;
    /** Plies since the last man move or capture (the FEN's {@code H}). */
    int quiet;
    int fullmove = 1;
    /** Plies since a lone-king ending began, plies since its current class began, and that class (-1 = none). */
    int egPlies;
    int egClassPlies;
    int egClass = -1;
    /** Frisian king-move limit: the king each side moved last without capturing and how often in a row. */
    final int[] kingRunSquare = {-1, -1};
    final int[] kingRun = new int[2];
    private int ply;

    private long[] stack = new long[8 * 64];

    // Capture search state (no allocation: fields and primitive recursion arguments).
    private MoveList capOut;
    private int capStart;
    private long capBest;
    private int capFrom;
    private boolean capByKing;
    private long capOpp;
    private long capOcc;
    private int capColor;
    final int[] pathLand = new int[64];
    final int[] pathDir = new int[64];
    final boolean[] pathKing = new boolean[64];
    /** Non-null while {@link DraughtsNotation} asks for the routes of moves (not on hot paths). */
    DraughtsNotation.RouteSink routeSink;

    private final MoveList probeList = new MoveList();
    // Rule switches read on hot paths, copied out of the record once.
    private final boolean immediateRemoval;
    private final boolean noReversal;
    private final boolean menCaptureKings;
    private final boolean flyingKings;
    private final boolean hasEndgames;
    private final int kingMoveLimit;
    private final DraughtsRules.KingCapture kingCapture;
    private final DraughtsRules.Promotion promotion;
    private final DraughtsRules.Precedence precedence;
    private final int[] kingDirs;
    private final int[] kingCaptureDirs;
    private final DraughtsRules.FarRank farRank;

    DraughtsPosition(DraughtsVariant variant) {
        this.variant = variant;
        this.rules = variant.rules();
        this.g = variant.geometry();
        this.evaluation = variant.evaluation;
        immediateRemoval = rules.immediateRemoval();
        noReversal = rules.noReversal();
        menCaptureKings = rules.menCaptureKings();
        flyingKings = rules.flyingKings();
        hasEndgames = !rules.draws().endgames().isEmpty();
        kingMoveLimit = rules.kingMoveLimit();
        kingCapture = rules.kingCapture();
        promotion = rules.promotion();
        precedence = rules.precedence();
        kingDirs = rules.kingDirs();
        kingCaptureDirs = rules.kingCaptureDirs();
        farRank = rules.farRank();
    }

    // ---------------------------------------------------------------- state

    @Override
    public int sideToMove() {
        return color == rules.firstColor() ? 0 : 1;
    }

    @Override
    public long key() {
        return key;
    }

    long computeKey() {
        long k = color == 1 ? variant.zobristSide : 0;
        for (int c = 0; c < 2; c++) {
            for (long b = pieces[c]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                k ^= variant.zobrist[c][(kings >>> sq & 1) == 1 ? 1 : 0][sq];
            }
        }
        return k;
    }

    /** Recomputes the derived state after the pieces, colour and counters were set directly. */
    void refresh() {
        key = computeKey();
        egClass = endgameClass();
    }

    @Override
    public char symbolAt(int cell) {
        long b = 1L << cell;
        boolean k = (kings & b) != 0;
        if ((pieces[0] & b) != 0) {
            return k ? 'W' : 'w';
        }
        if ((pieces[1] & b) != 0) {
            return k ? 'B' : 'b';
        }
        return '.';
    }

    @Override
    public int plies() {
        return ply;
    }

    @Override
    public Position copy() {
        DraughtsPosition p = new DraughtsPosition(variant);
        p.pieces[0] = pieces[0];
        p.pieces[1] = pieces[1];
        p.kings = kings;
        p.color = color;
        p.key = key;
        p.quiet = quiet;
        p.fullmove = fullmove;
        p.egPlies = egPlies;
        p.egClassPlies = egClassPlies;
        p.egClass = egClass;
        p.kingRunSquare[0] = kingRunSquare[0];
        p.kingRunSquare[1] = kingRunSquare[1];
        p.kingRun[0] = kingRun[0];
        p.kingRun[1] = kingRun[1];
        p.ply = ply;
        p.stack = stack.clone();
        return p;
    }

    // ---------------------------------------------------------------- generation

    @Override
    public int generate(MoveList out) {
        out.clear();
        int us = color;
        long own = pieces[us];
        long opp = pieces[us ^ 1];
        if (farRank == DraughtsRules.FarRank.WIN && (opp & ~kings & g.promotionRow[us ^ 1]) != 0) {
            return 0;
        }
        long empty = g.all & ~(own | opp);
        long men = own & ~kings;
        long ownKings = own & kings;
        generateCaptures(out, us, own, opp, empty, men, ownKings);
        if (out.size > 0) {
            return out.size;
        }
        long promo = g.promotionRow[us];
        for (int d : variant.manMoveDirs[us]) {
            long t = Long.rotateLeft(men & g.maskA[d], g.rotA[d]) & empty;
            for (; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                out.add(quietMove(to - g.rotA[d], to, (promo >>> to & 1) != 0));
            }
            t = Long.rotateLeft(men & g.maskB[d], g.rotB[d]) & empty;
            for (; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                out.add(quietMove(to - g.rotB[d], to, (promo >>> to & 1) != 0));
            }
        }
        int blockedKing = -1;
        if (kingMoveLimit > 0 && kingRun[us] >= kingMoveLimit && men != 0) {
            blockedKing = kingRunSquare[us];
        }
        boolean flying = flyingKings;
        for (long k = ownKings; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            if (from == blockedKing) {
                continue;
            }
            for (int d : kingDirs) {
                int[] st = g.step[d];
                for (int s = st[from]; s >= 0 && (empty >>> s & 1) != 0; s = st[s]) {
                    out.add(quietMove(from, s, false));
                    if (!flying) {
                        break;
                    }
                }
            }
        }
        return out.size;
    }

    private static long quietMove(int from, int to, boolean promo) {
        return (long) from << FROM_SHIFT | (long) to << TO_SHIFT | (promo ? PROMOTION : 0);
    }

    private void generateCaptures(MoveList out, int us, long own, long opp, long empty, long men, long ownKings) {
        capOut = out;
        capStart = out.size;
        capBest = Long.MIN_VALUE;
        capOpp = opp;
        capColor = us;
        long victims = menCaptureKings ? opp : opp & ~kings;
        long capturers = 0;
        for (int d : variant.manCaptureDirs[us]) {
            long land = g.shift(g.shift(men, d) & victims, d) & empty;
            if (land != 0) {
                int back = g.opposite[d];
                capturers |= g.shift(g.shift(land, back), back);
            }
        }
        if (capturers != 0) {
            capByKing = false;
            for (long b = capturers; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                capFrom = from;
                capOcc = (own | opp) & ~(1L << from);
                manJumps(from, 0, -1, 0, 0, 0, 0);
            }
        }
        capByKing = true;
        for (long b = ownKings; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            capFrom = from;
            capOcc = (own | opp) & ~(1L << from);
            kingJumps(from, 0, -1, 0, 0, 0, 0, false);
        }
    }

    /** Extends a man's capture from {@code sq}; returns whether any jump was possible. */
    private boolean manJumps(int sq, long captured, int lastDir, int depth, int n, int nk, long pattern) {
        boolean any = false;
        long blockers = immediateRemoval ? capOcc & ~captured : capOcc;
        long promoRow = g.promotionRow[capColor];
        for (int d : variant.manCaptureDirs[capColor]) {
            if (lastDir >= 0 && noReversal && d == g.opposite[lastDir]) {
                continue;
            }
            int mid = g.step[d][sq];
            if (mid < 0) {
                continue;
            }
            long mb = 1L << mid;
            if ((capOpp & ~captured & mb) == 0 || !menCaptureKings && (kings & mb) != 0) {
                continue;
            }
            int land = g.step[d][mid];
            if (land < 0 || (blockers >>> land & 1) != 0) {
                continue;
            }
            any = true;
            boolean victimKing = (kings & mb) != 0;
            long cap2 = captured | mb;
            int nk2 = victimKing ? nk + 1 : nk;
            long pat2 = victimKing ? pattern | 1L << (PATTERN_BITS - 1 - depth) : pattern;
            pathLand[depth] = land;
            pathDir[depth] = d;
            pathKing[depth] = false;
            if ((promoRow >>> land & 1) != 0) {
                switch (promotion) {
                    case ENDS_MOVE -> emit(land, cap2, true, depth + 1, n + 1, nk2, pat2);
                    case ON_THE_FLY -> {
                        if (!kingJumps(land, cap2, d, depth + 1, n + 1, nk2, pat2, true)) {
                            emit(land, cap2, true, depth + 1, n + 1, nk2, pat2);
                        }
                    }
                    default -> {
                        if (!manJumps(land, cap2, d, depth + 1, n + 1, nk2, pat2)) {
                            emit(land, cap2, true, depth + 1, n + 1, nk2, pat2);
                        }
                    }
                }
            } else if (!manJumps(land, cap2, d, depth + 1, n + 1, nk2, pat2)) {
                emit(land, cap2, false, depth + 1, n + 1, nk2, pat2);
            }
        }
        return any;
    }

    /** Extends a king's capture from {@code sq}; returns whether any jump was possible. */
    private boolean kingJumps(int sq, long captured, int lastDir, int depth, int n, int nk, long pattern,
                              boolean promoted) {
        boolean any = false;
        long blockers = immediateRemoval ? capOcc & ~captured : capOcc;
        DraughtsRules.KingCapture kind = kingCapture;
        for (int d : kingCaptureDirs) {
            if (lastDir >= 0 && noReversal && d == g.opposite[lastDir]) {
                continue;
            }
            int[] st = g.step[d];
            int s = st[sq];
            if (kind != DraughtsRules.KingCapture.SHORT) {
                while (s >= 0 && (blockers >>> s & 1) == 0) {
                    s = st[s];
                }
            }
            if (s < 0) {
                continue;
            }
            long vb = 1L << s;
            if ((capOpp & ~captured & vb) == 0) {
                continue;
            }
            int land = st[s];
            if (land < 0 || (blockers >>> land & 1) != 0) {
                continue;
            }
            any = true;
            boolean victimKing = (kings & vb) != 0;
            long cap2 = captured | vb;
            int nk2 = victimKing ? nk + 1 : nk;
            long pat2 = victimKing ? pattern | 1L << (PATTERN_BITS - 1 - depth) : pattern;
            pathDir[depth] = d;
            pathKing[depth] = true;
            if (kind != DraughtsRules.KingCapture.FLYING) {
                pathLand[depth] = land;
                if (!kingJumps(land, cap2, d, depth + 1, n + 1, nk2, pat2, promoted)) {
                    emit(land, cap2, promoted, depth + 1, n + 1, nk2, pat2);
                }
                continue;
            }
            // Landing rule: stop only where no further capture exists from any landing square.
            long free = immediateRemoval ? blockers & ~vb : blockers;
            boolean continued = false;
            for (int t = land; t >= 0 && (free >>> t & 1) == 0; t = st[t]) {
                pathLand[depth] = t;
                pathDir[depth] = d;
                pathKing[depth] = true;
                if (kingJumps(t, cap2, d, depth + 1, n + 1, nk2, pat2, promoted)) {
                    continued = true;
                }
            }
            if (!continued) {
                for (int t = land; t >= 0 && (free >>> t & 1) == 0; t = st[t]) {
                    pathLand[depth] = t;
                    pathDir[depth] = d;
                    pathKing[depth] = true;
                    emit(t, cap2, promoted, depth + 1, n + 1, nk2, pat2);
                }
            }
        }
        return any;
    }

    private void emit(int to, long captured, boolean promo, int depth, int n, int nk, long pattern) {
        long rank = precedenceKey(n, nk, pattern);
        if (rank < capBest) {
            return;
        }
        long set = variant.compressedCaptures ? compress(captured, capOpp) : captured;
        long move = set | (long) capFrom << FROM_SHIFT | (long) to << TO_SHIFT | (promo ? PROMOTION : 0);
        MoveList out = capOut;
        if (rank > capBest) {
            capBest = rank;
            out.size = capStart;
        }
        if (routeSink != null) {
            routeSink.route(move, capFrom, pathLand, pathDir, pathKing, depth);
        }
        for (int i = capStart; i < out.size; i++) {
            if (out.moves[i] == move) {
                return;
            }
        }
        out.add(move);
    }

    /** The captured pieces of {@code set} as bit i = the i-th piece of {@code within}. */
    static long compress(long set, long within) {
        long r = 0;
        int i = 0;
        for (long b = within; b != 0; b &= b - 1, i++) {
            if ((set & b & -b) != 0) {
                r |= 1L << i;
            }
        }
        return r;
    }

    /** Inverse of {@link #compress}. */
    static long expand(long bits, long within) {
        long r = 0;
        for (long b = within; bits != 0 && b != 0; b &= b - 1, bits >>>= 1) {
            if ((bits & 1) != 0) {
                r |= b & -b;
            }
        }
        return r;
    }

    /** The cells a move of the side to move captures. */
    long capturedSet(long move) {
        long bits = move & CAPTURED;
        return variant.compressedCaptures ? expand(bits, pieces[color ^ 1]) : bits;
    }

    private long precedenceKey(int n, int nk, long pattern) {
        int byKing = capByKing ? 1 : 0;
        return switch (precedence) {
            case FREE -> 0;
            case QUANTITY -> n;
            case QUANTITY_THEN_KING -> n * 2L + byKing;
            case QUANTITY_THEN_KINGS -> n * 64L + nk;
            case QUANTITY_KING_KINGS -> (n * 2L + byKing) * 64 + nk;
            case ITALIAN -> ((n * 2L + byKing) * 64 + nk) << PATTERN_BITS | pattern;
            case FRISIAN_VALUE -> ((n + nk) * 64L + 63 - nk) * 2 + byKing;
        };
    }

    // ---------------------------------------------------------------- play / undo

    private static final int FRAME = 8;

    @Override
    public void play(long move) {
        int base = ply * FRAME;
        if (base + FRAME > stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        long[] s = stack;
        s[base] = pieces[0];
        s[base + 1] = pieces[1];
        s[base + 2] = kings;
        s[base + 3] = key;
        s[base + 4] = (long) quiet << 32 | fullmove & 0xffffffffL;
        s[base + 5] = (long) egPlies << 32 | egClassPlies & 0xffffffffL;
        s[base + 6] = (long) egClass << 32 | color & 0xffffffffL;
        s[base + 7] = (long) (kingRunSquare[0] & 0xff) | (long) (kingRunSquare[1] & 0xff) << 8
                | (long) kingRun[0] << 16 | (long) kingRun[1] << 32;
        ply++;

        int from = (int) (move >>> FROM_SHIFT) & 63;
        int to = (int) (move >>> TO_SHIFT) & 63;
        long captured = capturedSet(move);
        long fb = 1L << from;
        long tb = 1L << to;
        int us = color;
        int them = us ^ 1;
        boolean king = (kings & fb) != 0;
        boolean promo = (move & PROMOTION) != 0;
        DraughtsRules.FarRank far = farRank;
        boolean crowned = promo && far == DraughtsRules.FarRank.PROMOTE;
        boolean leaves = promo && far == DraughtsRules.FarRank.REMOVE;
        long[][][] z = variant.zobrist;
        long k = key ^ z[us][king ? 1 : 0][from] ^ variant.zobristSide;
        // Victims leave first: under immediate removal the mover may end on a victim's square.
        for (long b = captured; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            k ^= z[them][(kings >>> c & 1) == 1 ? 1 : 0][c];
        }
        pieces[them] &= ~captured;
        kings &= ~captured;
        if (!leaves) {
            k ^= z[us][king || crowned ? 1 : 0][to];
            pieces[us] ^= fb ^ tb;
        } else {
            pieces[us] ^= fb;
        }
        if (king) {
            kings = kings & ~fb | tb;
        } else if (crowned) {
            kings |= tb;
        }
        key = k;
        // Reversible: a king's quiet move, or a man's sideways step (orthogonal games).
        quiet = captured == 0 && (king || g.y[from] == g.y[to]) ? quiet + 1 : 0;
        if (us != rules.firstColor()) {
            fullmove++;
        }
        if (kingMoveLimit > 0) {
            if (king && captured == 0) {
                kingRun[us] = kingRunSquare[us] == from ? kingRun[us] + 1 : 1;
                kingRunSquare[us] = to;
            } else {
                kingRun[us] = 0;
                kingRunSquare[us] = -1;
            }
        }
        color = them;
        if (hasEndgames) {
            int cls = captured == 0 && !promo ? egClass : endgameClass();
            if (cls < 0) {
                egPlies = 0;
                egClassPlies = 0;
            } else if (cls != egClass) {
                egPlies = egClass < 0 ? 0 : egPlies + 1;
                egClassPlies = 0;
            } else {
                egPlies++;
                egClassPlies++;
            }
            egClass = cls;
        }
    }

    @Override
    public void undo() {
        ply--;
        int base = ply * FRAME;
        long[] s = stack;
        pieces[0] = s[base];
        pieces[1] = s[base + 1];
        kings = s[base + 2];
        key = s[base + 3];
        quiet = (int) (s[base + 4] >>> 32);
        fullmove = (int) s[base + 4];
        egPlies = (int) (s[base + 5] >>> 32);
        egClassPlies = (int) s[base + 5];
        egClass = (int) (s[base + 6] >> 32);
        color = (int) s[base + 6];
        long r = s[base + 7];
        kingRunSquare[0] = (byte) r;
        kingRunSquare[1] = (byte) (r >>> 8);
        kingRun[0] = (int) (r >>> 16) & 0xffff;
        kingRun[1] = (int) (r >>> 32);
    }

    // ---------------------------------------------------------------- result

    /** Index of the lone-king ending rule that applies, or -1. */
    int endgameClass() {
        var list = rules.draws().endgames();
        if (list.isEmpty()) {
            return -1;
        }
        for (int weak = 0; weak < 2; weak++) {
            long w = pieces[weak];
            long st = pieces[weak ^ 1];
            if (Long.bitCount(w) != 1 || (w & kings) == 0 || (st & kings) == 0) {
                continue;
            }
            int n = Long.bitCount(st);
            boolean allKings = (st & ~kings) == 0;
            for (int i = 0; i < list.size(); i++) {
                DraughtsRules.Endgame e = list.get(i);
                if (n >= e.minPieces() && n <= e.maxPieces() && (allKings || !e.kingsOnly())) {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * The draw rules (repetition, move counters, endgame limits; in Senegalese the count of pieces
     * decides instead). A side without a move loses even where a draw rule would apply, so only
     * then, rarely, does this look for a legal move.
     */
    @Override
    public GameResult result() {
        int rule = drawRule();
        if (rule == 0 || generate(probeList) == 0) {
            return GameResult.ONGOING;
        }
        return rules.countDecides() ? variant.results[rule][byCount()] : variant.results[rule][0];
    }

    @Override
    public GameResult noMoveResult() {
        return rules.countDecides() && pieces[color] != 0 ? variant.results[0][byCount()] : DraughtsVariant.NO_MOVE;
    }

    /** Senegalese: the game ends and the side with more pieces wins: 0 draw, 1 win, 2 loss (index into the results). */
    private int byCount() {
        int d = Long.bitCount(pieces[color]) - Long.bitCount(pieces[color ^ 1]);
        return d > 0 ? 1 : d < 0 ? 2 : 0;
    }

    /** 0 = no automatic draw, 1 = repetition, 2 = move counter, 3 = lone-king ending limit. */
    private int drawRule() {
        DraughtsRules.DrawRules d = rules.draws();
        if (d.repetitions() > 0) {
            int count = 1;
            int oldest = Math.max(0, ply - quiet);
            for (int i = ply - 2; i >= oldest; i -= 2) {
                if (stack[i * FRAME + 3] == key && ++count >= d.repetitions()) {
                    return 1;
                }
            }
        }
        if (d.quietPlies() > 0 && quiet >= d.quietPlies()) {
            return 2;
        }
        if (egClass >= 0) {
            if (egClassPlies >= d.endgames().get(egClass).plies() || egPlies >= variant.longestEndgamePlies) {
                return 3;
            }
        }
        return 0;
    }

    // ---------------------------------------------------------------- evaluation

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return (move & (CAPTURED | PROMOTION)) != 0;
    }

    // ---------------------------------------------------------------- text

    @Override
    public String fen() {
        return DraughtsNotation.fen(this);
    }

    @Override
    public String moveText(long move) {
        return DraughtsNotation.moveText(this, move, false);
    }

    @Override
    public String hubMoveText(long move) {
        return DraughtsNotation.moveText(this, move, true);
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return DraughtsNotation.parseMove(this, text);
    }

    @Override
    public String toString() {
        return fen();
    }
}
