package org.ansuz.variants.draughts;

import org.ansuz.engine.spi.MoveList;

/**
 * The move generator of the draughts family, one per position: every rule difference is a field of
 * {@link DraughtsRules} copied out once. Quiet men move as whole bitboards (two masked rotations per
 * direction, {@link DraughtsGeometry#shift}); captures are first detected by shifts and only then
 * searched square by square. See {@code package-info} for the move layout.
 *
 * <p>Four entry points share the capture search: {@link #generate} (every legal move),
 * {@link #count} (how many; the last ply of perft, without writing quiet moves), {@link #generateNoisy}
 * (quiescence: captures, or the promotions among quiet moves) and {@link #generateRoutes} (each move
 * with the number of its capture routes: perft in the convention of the published tables). Nothing here
 * allocates once the position exists.
 */
final class DraughtsMoveGenerator {
    static final int PATTERN_BITS = 24;

    private final DraughtsPosition pos;
    private final DraughtsVariant variant;
    private final DraughtsGeometry g;

    // Rule switches, copied out of the record once.
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
    private final boolean farRankWins;
    private final boolean compressedCaptures;

    /**
     * Quiet man steps per colour as (mask, rotation) pairs, in the order the moves are listed: for each
     * direction of the rules, the cells that step by its first amount, then those that step by its second.
     */
    private final long[][] stepMask = new long[2][];
    private final int[][] stepRot = new int[2][];
    /** Man jumps per colour: direction indices. */
    private final int[][] jumpDirs = new int[2][];
    /**
     * Per colour and cell, the cells a man there could jump over (a landing cell lies beyond): most
     * captures end where no piece stands on any of them, and that is seen without a loop.
     */
    private final long[][] jumpOver = new long[2][];
    /**
     * Per colour, {@code [cell * dirs + i]} for the i-th jump direction: the bit of the cell jumped over
     * and of the landing cell (both 0 where the board ends), so the capture search reads no step table.
     */
    private final long[][] jumpMidBit = new long[2][];
    private final long[][] jumpLandBit = new long[2][];
    /**
     * Capture detection per colour and jump direction: the victims moved one step back towards the
     * jumper (two masked rotations, A and B) and the empty squares moved two steps back (on these boards
     * two steps in one direction are one constant amount: one masked rotation).
     */
    private final long[][] victimMaskA = new long[2][];
    private final long[][] victimMaskB = new long[2][];
    private final int[][] victimRotA = new int[2][];
    private final int[][] victimRotB = new int[2][];
    private final long[][] landMask = new long[2][];
    private final int[][] landRot = new int[2][];
    /** False when some double step is not one rotation (then {@link #capturers} shifts step by step). */
    private final boolean doubleStepsAreRotations;
    /**
     * The same for the common case of four jump directions, flat per colour for an unrolled loop:
     * {@code jump4Mask[c][3 * i ..]} = victim mask A, victim mask B, landing mask of direction i;
     * {@code jump4Rot} the matching rotations. Null where a colour does not jump in exactly four directions.
     */
    private final long[][] jump4Mask = new long[2][];
    private final int[][] jump4Rot = new int[2][];
    /**
     * Whether perft may count captures without searching them when no man can jump twice
     * ({@link #singleJumps}): every single jump is then legal, which needs four jump directions (in two
     * opposite pairs, listed as 0 and 3, 1 and 2), no rule that ranks captures of equal length by what they
     * take, and men that do not turn king in the middle of a capture.
     */
    private final boolean singleJumpsCounted;

    // Capture search state (no allocation: fields and primitive recursion arguments).
    private MoveList capOut;
    private int capStart;
    private long capBest;
    private int capFrom;
    private boolean capByKing;
    private long capOpp;
    private long capOcc;
    private int capColor;
    private final long[] promoRow;
    final int[] pathLand = new int[64];
    final int[] pathDir = new int[64];
    final boolean[] pathKing = new boolean[64];
    /** The victim of each jump of the route being searched, in order (routes mode). */
    private final int[] pathVictim = new int[64];
    /** Non-null while {@link DraughtsNotation} asks for the routes of moves (not on hot paths). */
    DraughtsNotation.RouteSink routeSink;

    private final CaptureRouteCounter routes = new CaptureRouteCounter();
    /** {@link #generate} as the route counter runs it (made once: routes mode allocates nothing). */
    private final CaptureRouteCounter.Generation allMoves = this::generate;

    DraughtsMoveGenerator(DraughtsPosition pos) {
        this.pos = pos;
        this.variant = pos.variant;
        this.g = pos.g;
        DraughtsRules rules = variant.rules();
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
        farRankWins = rules.farRank() == DraughtsRules.FarRank.WIN;
        compressedCaptures = variant.compressedCaptures;
        promoRow = g.promotionRow;
        for (int c = 0; c < 2; c++) {
            int[] dirs = variant.manMoveDirs[c];
            stepMask[c] = new long[2 * dirs.length];
            stepRot[c] = new int[2 * dirs.length];
            for (int i = 0; i < dirs.length; i++) {
                int d = dirs[i];
                stepMask[c][2 * i] = g.maskA[d];
                stepRot[c][2 * i] = g.rotA[d];
                stepMask[c][2 * i + 1] = g.maskB[d];
                stepRot[c][2 * i + 1] = g.rotB[d];
            }
            jumpDirs[c] = variant.manCaptureDirs[c];
            int nd = jumpDirs[c].length;
            jumpOver[c] = new long[g.cells];
            jumpMidBit[c] = new long[g.cells * nd];
            jumpLandBit[c] = new long[g.cells * nd];
            for (int cell = 0; cell < g.cells; cell++) {
                for (int i = 0; i < nd; i++) {
                    int d = jumpDirs[c][i];
                    int mid = g.step[d][cell];
                    if (mid >= 0 && g.step[d][mid] >= 0) {
                        jumpOver[c][cell] |= 1L << mid;
                        jumpMidBit[c][cell * nd + i] = 1L << mid;
                        jumpLandBit[c][cell * nd + i] = 1L << g.step[d][mid];
                    }
                }
            }
        }
        boolean rotations = true;
        for (int c = 0; c < 2; c++) {
            int[] dirs = jumpDirs[c];
            victimMaskA[c] = new long[dirs.length];
            victimMaskB[c] = new long[dirs.length];
            victimRotA[c] = new int[dirs.length];
            victimRotB[c] = new int[dirs.length];
            landMask[c] = new long[dirs.length];
            landRot[c] = new int[dirs.length];
            for (int i = 0; i < dirs.length; i++) {
                int back = g.opposite[dirs[i]];
                victimMaskA[c][i] = g.maskA[back];
                victimRotA[c][i] = g.rotA[back];
                victimMaskB[c][i] = g.maskB[back];
                victimRotB[c][i] = g.rotB[back];
                int rot = Integer.MIN_VALUE;
                for (int cell = 0; cell < g.cells; cell++) {
                    int one = g.step[back][cell];
                    int two = one < 0 ? -1 : g.step[back][one];
                    if (two < 0) {
                        continue;
                    }
                    if (rot != Integer.MIN_VALUE && rot != two - cell) {
                        rotations = false;
                    }
                    rot = two - cell;
                    landMask[c][i] |= 1L << cell;
                }
                landRot[c][i] = rot == Integer.MIN_VALUE ? 0 : rot;
            }
        }
        doubleStepsAreRotations = rotations;
        boolean opposed = true;
        for (int c = 0; c < 2 && rotations; c++) {
            if (jumpDirs[c].length == 4) {
                jump4Mask[c] = new long[12];
                jump4Rot[c] = new int[12];
                for (int i = 0; i < 4; i++) {
                    jump4Mask[c][3 * i] = victimMaskA[c][i];
                    jump4Mask[c][3 * i + 1] = victimMaskB[c][i];
                    jump4Mask[c][3 * i + 2] = landMask[c][i];
                    jump4Rot[c][3 * i] = victimRotA[c][i];
                    jump4Rot[c][3 * i + 1] = victimRotB[c][i];
                    jump4Rot[c][3 * i + 2] = landRot[c][i];
                }
                for (int i = 0; i < 4; i++) {
                    opposed &= jumpDirs[c][3 - i] == g.opposite[jumpDirs[c][i]];
                }
            }
        }
        singleJumpsCounted = opposed && jump4Mask[0] != null && jump4Mask[1] != null
                && promotion != DraughtsRules.Promotion.ON_THE_FLY
                && (precedence == DraughtsRules.Precedence.FREE || precedence == DraughtsRules.Precedence.QUANTITY
                || precedence == DraughtsRules.Precedence.QUANTITY_THEN_KING);
    }

    // ---------------------------------------------------------------- entry points

    /** Clears {@code out}, appends every legal move and returns how many. */
    int generate(MoveList out) {
        int us = pos.color;
        long own = pos.pieces[us];
        long opp = pos.pieces[us ^ 1];
        if (farRankWins && (opp & ~pos.kings & promoRow[us ^ 1]) != 0) {
            out.clear();
            return 0;
        }
        long empty = g.all & ~(own | opp);
        long men = own & ~pos.kings;
        return generate(out, us, own, opp, empty, capturers(us, men, opp, empty));
    }

    /** {@link #generate} once the men that can capture are known. */
    private int generate(MoveList out, int us, long own, long opp, long empty, long capturers) {
        out.clear();
        long men = own & ~pos.kings;
        long ownKings = own & pos.kings;
        if (capturers != 0 || ownKings != 0) {
            generateCaptures(out, us, own, opp, capturers, ownKings);
            if (out.size > 0) {
                return out.size;
            }
        }
        addManSteps(out, us, men, empty);
        addKingSteps(out, us, ownKings, men, empty);
        return out.size;
    }

    /**
     * The number of legal moves ({@link #generate}'s result); {@code scratch} may be overwritten. Without
     * captures it counts: bits for the men, squares for the kings.
     */
    int count(MoveList scratch) {
        int us = pos.color;
        long own = pos.pieces[us];
        long opp = pos.pieces[us ^ 1];
        long men = own & ~pos.kings;
        long ownKings = own & pos.kings;
        long empty = g.all & ~(own | opp);
        if (farRankWins) {
            return generate(scratch);
        }
        if (ownKings == 0 && singleJumpsCounted) {
            int single = singleJumps(us, men, opp, empty);
            if (single < 0) {
                return generate(scratch, us, own, opp, empty, capturers(us, men, opp, empty));
            }
            if (single > 0) {
                return single;
            }
        } else {
            long capturers = capturers(us, men, opp, empty);
            if (capturers != 0 || ownKings != 0 && (kingMoveLimit > 0 || anyKingCapture(ownKings, opp, empty))) {
                return generate(scratch, us, own, opp, empty, capturers);
            }
        }
        long[] mask = stepMask[us];
        int[] rot = stepRot[us];
        int n = 0;
        for (int k = 0; k < mask.length; k++) {
            n += Long.bitCount(Long.rotateLeft(men & mask[k], rot[k]) & empty);
        }
        return n + kingSteps(g, kingDirs, flyingKings, ownKings, empty);
    }

    /**
     * Without kings of the mover: the number of captures when no man can jump more than once (each jump is
     * then a legal move of its own; 0 when there is no capture), or -1 when a man might jump twice. Perft's
     * last ply so counts most positions with a capture without searching them. The test for a second jump
     * is conservative (any victim, every jumper's square counted empty): a false alarm only sends the
     * position to the full search. From a landing square the jump back is left out: the piece just jumped
     * stands there. Directions 0 and 3, 1 and 2 are opposite ({@link #singleJumpsCounted}).
     */
    private int singleJumps(int us, long men, long opp, long empty) {
        long victims = menCaptureKings ? opp : opp & ~pos.kings;
        long[] m = jump4Mask[us];
        int[] r = jump4Rot[us];
        long n0 = nextToVictims(m, r, 0, victims);
        long n1 = nextToVictims(m, r, 3, victims);
        long n2 = nextToVictims(m, r, 6, victims);
        long n3 = nextToVictims(m, r, 9, victims);
        long j0 = n0 & landable(m, r, 0, empty) & men;
        long j1 = n1 & landable(m, r, 3, empty) & men;
        long j2 = n2 & landable(m, r, 6, empty) & men;
        long j3 = n3 & landable(m, r, 9, empty) & men;
        long jumpers = j0 | j1 | j2 | j3;
        if (jumpers == 0) {
            return 0;
        }
        long l0 = Long.rotateRight(j0, r[2]);
        long l1 = Long.rotateRight(j1, r[5]);
        long l2 = Long.rotateRight(j2, r[8]);
        long l3 = Long.rotateRight(j3, r[11]);
        long vacated = empty | jumpers;
        long again = (l0 | l1 | l2) & n0 & landable(m, r, 0, vacated)
                | (l0 | l1 | l3) & n1 & landable(m, r, 3, vacated)
                | (l0 | l2 | l3) & n2 & landable(m, r, 6, vacated)
                | (l1 | l2 | l3) & n3 & landable(m, r, 9, vacated);
        if (again != 0) {
            return -1;
        }
        return Long.bitCount(j0) + Long.bitCount(j1) + Long.bitCount(j2) + Long.bitCount(j3);
    }

    /**
     * The quiet moves of {@code kings} over {@code empty} squares in {@code dirs}: every empty square
     * along each line, or only the first where kings do not fly (perft's count, the evaluation's reach).
     */
    static int kingSteps(DraughtsGeometry g, int[] dirs, boolean flying, long kings, long empty) {
        int n = 0;
        for (long k = kings; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            for (int d : dirs) {
                int[] st = g.step[d];
                for (int t = st[from]; t >= 0 && (empty >>> t & 1) != 0; t = st[t]) {
                    n++;
                    if (!flying) {
                        break;
                    }
                }
            }
        }
        return n;
    }

    /** Whether {@code side} could capture (some man or king can make a first jump) were it to move. */
    boolean canCapture(int side) {
        long own = pos.pieces[side];
        long opp = pos.pieces[side ^ 1];
        long empty = g.all & ~(own | opp);
        long ownKings = own & pos.kings;
        return capturers(side, own & ~pos.kings, opp, empty) != 0
                || ownKings != 0 && anyKingCapture(ownKings, opp, empty);
    }

    /** Whether one of {@code kings} can make a first jump (the king's own square counts as empty). */
    private boolean anyKingCapture(long kings, long opp, long empty) {
        boolean far = kingCapture != DraughtsRules.KingCapture.SHORT;
        for (long k = kings; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            for (int d : kingCaptureDirs) {
                int[] st = g.step[d];
                int t = st[from];
                while (far && t >= 0 && (empty >>> t & 1) != 0) {
                    t = st[t];
                }
                if (t >= 0 && (opp >>> t & 1) != 0) {
                    int land = st[t];
                    if (land >= 0 && ((empty | 1L << from) >>> land & 1) != 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Quiescence's moves ({@code Position.generateNoisy}): the captures when there are any (then they are
     * all the legal moves), else the men's steps onto the far row, in {@link #generate}'s order; returns 0
     * without a legal move, {@code out.size} when every legal move is listed, more when quiet moves remain.
     */
    int generateNoisy(MoveList out) {
        out.clear();
        int us = pos.color;
        long own = pos.pieces[us];
        long opp = pos.pieces[us ^ 1];
        if (farRankWins) {
            return filterNoisy(out, generate(out));
        }
        long empty = g.all & ~(own | opp);
        long men = own & ~pos.kings;
        long ownKings = own & pos.kings;
        long capturers = capturers(us, men, opp, empty);
        if (capturers != 0 || ownKings != 0) {
            generateCaptures(out, us, own, opp, capturers, ownKings);
            if (out.size > 0) {
                return out.size;
            }
        }
        int others = addPromotions(out, us, men, empty);
        if (others == 0 && anyKingStep(us, ownKings, men, empty)) {
            others = 1;
        }
        return out.size + others;
    }

    private static int filterNoisy(MoveList out, int n) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            long m = out.moves[i];
            if ((m & (DraughtsPosition.CAPTURED | DraughtsPosition.PROMOTION)) != 0) {
                out.moves[k++] = m;
            }
        }
        out.size = k;
        return n;
    }

    /**
     * {@link #generate}, and for each move {@code out.scores[i]} = the number of its capture routes: distinct
     * orders in which its pieces can be captured (two routes that capture the same pieces in the same order
     * and differ only in where a flying king lands in between are one route). A quiet move has one.
     * Not a hot path of the search; it allocates nothing either.
     */
    int generateRoutes(MoveList out) {
        return routes.countRoutes(allMoves, out);
    }

    // ---------------------------------------------------------------- quiet moves

    /** Appends the men's steps. */
    private void addManSteps(MoveList out, int us, long men, long empty) {
        long promo = promoRow[us];
        long[] mask = stepMask[us];
        int[] rot = stepRot[us];
        for (int k = 0; k < mask.length; k++) {
            int r = rot[k];
            for (long t = Long.rotateLeft(men & mask[k], r) & empty; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                out.add(quietMove(to - r, to, (promo >>> to & 1) != 0));
            }
        }
    }

    /** Appends the men's steps onto the far row, in {@link #addManSteps}'s order; returns how many other steps there are. */
    private int addPromotions(MoveList out, int us, long men, long empty) {
        long promo = promoRow[us];
        long[] mask = stepMask[us];
        int[] rot = stepRot[us];
        int others = 0;
        for (int k = 0; k < mask.length; k++) {
            int r = rot[k];
            long t = Long.rotateLeft(men & mask[k], r) & empty;
            others += Long.bitCount(t & ~promo);
            for (t &= promo; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                out.add(quietMove(to - r, to, true));
            }
        }
        return others;
    }

    private int blockedKing(int us, long men) {
        return kingMoveLimit > 0 && pos.kingRun[us] >= kingMoveLimit && men != 0 ? pos.kingRunSquare[us] : -1;
    }

    private boolean anyKingStep(int us, long ownKings, long men, long empty) {
        int blockedKing = blockedKing(us, men);
        for (long k = ownKings; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            if (from == blockedKing) {
                continue;
            }
            for (int d : kingDirs) {
                int s = g.step[d][from];
                if (s >= 0 && (empty >>> s & 1) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private void addKingSteps(MoveList out, int us, long ownKings, long men, long empty) {
        int blockedKing = blockedKing(us, men);
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
    }

    private static long quietMove(int from, int to, boolean promo) {
        return (long) from << DraughtsPosition.FROM_SHIFT | (long) to << DraughtsPosition.TO_SHIFT
                | (promo ? DraughtsPosition.PROMOTION : 0);
    }

    // ---------------------------------------------------------------- captures

    /** {@link #jump4Mask}'s direction at {@code k}: the cells next to a victim on the jumper's side. */
    private static long nextToVictims(long[] m, int[] r, int k, long victims) {
        return Long.rotateLeft(victims & m[k], r[k]) | Long.rotateLeft(victims & m[k + 1], r[k + 1]);
    }

    /** {@link #jump4Mask}'s direction at {@code k}: the cells from which a jump lands on {@code free}. */
    private static long landable(long[] m, int[] r, int k, long free) {
        return Long.rotateLeft(free & m[k + 2], r[k + 2]);
    }

    /** The men of the side {@code us} that can jump at least once, found by shifts. */
    private long capturers(int us, long men, long opp, long empty) {
        long victims = menCaptureKings ? opp : opp & ~pos.kings;
        if (men == 0 || victims == 0) {
            return 0;
        }
        long[] m = jump4Mask[us];
        if (m != null) {
            int[] r = jump4Rot[us];
            long c = nextToVictims(m, r, 0, victims) & landable(m, r, 0, empty)
                    | nextToVictims(m, r, 3, victims) & landable(m, r, 3, empty)
                    | nextToVictims(m, r, 6, victims) & landable(m, r, 6, empty)
                    | nextToVictims(m, r, 9, victims) & landable(m, r, 9, empty);
            return c & men;
        }
        if (doubleStepsAreRotations) {
            long[] vA = victimMaskA[us];
            long[] vB = victimMaskB[us];
            int[] rA = victimRotA[us];
            int[] rB = victimRotB[us];
            long[] lM = landMask[us];
            int[] lR = landRot[us];
            long capturers = 0;
            for (int i = 0; i < vA.length; i++) {
                long nextToVictim = Long.rotateLeft(victims & vA[i], rA[i]) | Long.rotateLeft(victims & vB[i], rB[i]);
                capturers |= nextToVictim & Long.rotateLeft(empty & lM[i], lR[i]);
            }
            return capturers & men;
        }
        long capturers = 0;
        for (int d : jumpDirs[us]) {
            long land = g.shift(g.shift(men, d) & victims, d) & empty;
            if (land != 0) {
                int back = g.opposite[d];
                capturers |= g.shift(g.shift(land, back), back);
            }
        }
        return capturers;
    }

    private void generateCaptures(MoveList out, int us, long own, long opp, long capturers, long ownKings) {
        capOut = out;
        capStart = out.size;
        capBest = Long.MIN_VALUE;
        capOpp = opp;
        capColor = us;
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
        long kings = pos.kings;
        long prey = capOpp & ~captured & jumpOver[capColor][sq];
        if (!menCaptureKings) {
            prey &= ~kings;
        }
        if (prey == 0) {
            return false;
        }
        boolean any = false;
        long blockers = immediateRemoval ? capOcc & ~captured : capOcc;
        long promo = promoRow[capColor];
        int[] dirs = jumpDirs[capColor];
        long[] midBit = jumpMidBit[capColor];
        long[] landBit = jumpLandBit[capColor];
        int nd = dirs.length;
        for (int i = 0, k = sq * nd; i < nd; i++, k++) {
            long mb = midBit[k];
            if ((prey & mb) == 0 || (blockers & landBit[k]) != 0) {
                continue;
            }
            int d = dirs[i];
            if (lastDir >= 0 && noReversal && d == g.opposite[lastDir]) {
                continue;
            }
            int mid = Long.numberOfTrailingZeros(mb);
            int land = Long.numberOfTrailingZeros(landBit[k]);
            any = true;
            boolean victimKing = (kings & mb) != 0;
            long cap2 = captured | mb;
            int nk2 = victimKing ? nk + 1 : nk;
            long pat2 = victimKing ? pattern | 1L << (PATTERN_BITS - 1 - depth) : pattern;
            pathLand[depth] = land;
            pathDir[depth] = d;
            pathKing[depth] = false;
            pathVictim[depth] = mid;
            if ((promo >>> land & 1) != 0) {
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
        return kingJumps(sq, captured, lastDir, depth, n, nk, pattern, promoted, -1);
    }

    /**
     * As above; {@code along}: a direction not to search again, because {@code sq} lies on the line of the
     * previous jump beyond its first landing square, from which that direction was already searched.
     */
    private boolean kingJumps(int sq, long captured, int lastDir, int depth, int n, int nk, long pattern,
                              boolean promoted, int along) {
        boolean any = false;
        long blockers = immediateRemoval ? capOcc & ~captured : capOcc;
        DraughtsRules.KingCapture kind = kingCapture;
        long kings = pos.kings;
        for (int d : kingCaptureDirs) {
            if (lastDir >= 0 && noReversal && d == g.opposite[lastDir]) {
                continue;
            }
            if (d == along) {
                // Straight on from a later landing square: the first landing square found the same
                // victim and the same landings (and answers for them). Only duplicate routes would follow.
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
            pathVictim[depth] = s;
            if (!kind.landsAnywhere()) {
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
                pathVictim[depth] = s;
                // The notation wants every landing square of a route; the search needs each route once.
                int skip = t != land && routeSink == null && !immediateRemoval ? d : -1;
                if (kingJumps(t, cap2, d, depth + 1, n + 1, nk2, pat2, promoted, skip)) {
                    continued = true;
                }
            }
            if (!continued) {
                // Killer draughts: a king taken last stops the captor directly behind it.
                int stop = kind == DraughtsRules.KingCapture.KILLER && victimKing ? st[land] : -2;
                for (int t = land; t >= 0 && t != stop && (free >>> t & 1) == 0; t = st[t]) {
                    pathLand[depth] = t;
                    pathDir[depth] = d;
                    pathKing[depth] = true;
                    pathVictim[depth] = s;
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
        long set = compressedCaptures ? compress(captured, capOpp) : captured;
        long move = set | (long) capFrom << DraughtsPosition.FROM_SHIFT | (long) to << DraughtsPosition.TO_SHIFT
                | (promo ? DraughtsPosition.PROMOTION : 0);
        MoveList out = capOut;
        if (rank > capBest) {
            capBest = rank;
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

    private long precedenceKey(int n, int nk, long pattern) {
        return precedenceKey(precedence, n, nk, pattern, capByKing);
    }

    /**
     * How a capture ranks under the precedence rule (higher is preferred, equal ranks are all legal): of
     * {@code n} pieces, {@code nk} of them kings, {@code pattern} the kings' places in the order of capture
     * (bit {@code PATTERN_BITS - 1 - i}: the i-th victim), made by a king or not. Both generators use it.
     */
    static long precedenceKey(DraughtsRules.Precedence precedence, int n, int nk, long pattern, boolean capByKing) {
        int byKing = capByKing ? 1 : 0;
        return switch (precedence) {
            case FREE -> 0;
            case QUANTITY -> n;
            case QUANTITY_THEN_KING -> n * 2L + byKing;
            case QUANTITY_THEN_KINGS -> n * 64L + nk;
            case QUANTITY_KING_KINGS -> (n * 2L + byKing) * 64 + nk;
            case ITALIAN -> ((n * 2L + byKing) * 64 + nk) << PATTERN_BITS | pattern;
            case FRISIAN_VALUE -> ((n + nk) * 64L + 63 - nk) * 2 + byKing;
            case KING_FIRST -> byKing;
        };
    }
}
