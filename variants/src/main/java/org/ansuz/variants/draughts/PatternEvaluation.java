package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.ansuz.engine.spi.WeightTable;

/**
 * The learnt evaluation of a draughts board with 180-degree symmetry (International, and each 8×8 game that
 * ships weights): a weighted sum of features, fitted to game results by {@code ansuz tune} and read from the
 * resource {@code <variant>.eval}. Each side is scored from its own point of view (Black's pieces are turned round
 * the board's centre so that both sides move up), with the same weights, and the score is the difference:
 *
 * <ul>
 * <li>general terms, each with an opening and an ending weight blended by the number of men left
 *     ({@link #PHASED} of them): men, kings, a first king, the squares kings reach, men's free steps,
 *     left/right balance, outposts (men on the two rows past the middle) and held outposts (the squares
 *     opposite the man's steps, where a capture of it lands, occupied or off the board), tempo (the sum of
 *     the men's rows), the move, runaways by row (men with no opposing man in the cone ahead of them), and a
 *     weight per square for a man;</li>
 * <li>patterns: every 4x4 window of the board at even offsets (16 on 10x10) holds 8 playable squares, each
 *     empty, own or opposing; each of its 3^8 = 6561 contents has a weight of its own. Where all squares
 *     play (Turkish, Greek, Senegalese) a window is 2 squares wide and 4 tall: again 4 rows of two cells. On a
 *     side of odd length (Senegalese's 5 rows) the windows start at even offsets from both ends.</li>
 * </ul>
 * Weights are integers in 1/{@link #SCALE} centi-men. The evaluation is linear in them, so {@code tune}
 * fits them by logistic regression ({@link PatternTuning}); evaluating walks the same features as tuning
 * reads ({@link #walk}), so both always agree.
 */
final class PatternEvaluation {
    /** Weights are stored in 1/SCALE centi-men. */
    static final int SCALE = 8;
    static final int CONFIGS = 6561;

    // Indices of the phased general terms.
    static final int MAN = 0;
    static final int KING = 1;
    static final int FIRST_KING = 2;
    static final int KING_REACH = 3;
    static final int MOBILITY = 4;
    static final int BALANCE = 5;
    static final int OUTPOST = 6;
    static final int OUTPOST_HELD = 7;
    static final int TEMPO = 8;
    static final int MOVE = 9;
    static final int RUNAWAY = 10;
    static final String[] GENERAL_NAMES = {"man", "king", "firstKing", "kingReach", "mobility", "balance",
        "outpost", "outpostHeld", "tempo", "move"};

    /** Receives the features of a position as the walk finds them. */
    interface Terms {
        /** Phased term {@code feature} counted {@code value} times (negative for Black). */
        void phased(int feature, int value);

        /** Pattern {@code index} (window * 6561 + contents) seen once for White (+1) or Black (-1). */
        void pattern(int index, int sign);
    }

    final String variantName;
    final DraughtsGeometry g;
    final boolean flyingKings;
    /**
     * Whether {@link #drawish} applies: diagonal kings that fly and capture from afar, landing anywhere beyond.
     * Not Turkish's, which move along ranks and files: there two kings beat one (its 3-piece tables).
     */
    final boolean drawishEndings;
    final int[] forward;
    private final int[] kingDirs;
    /** First index of the per-square man weights; also the number of runaway rows after {@link #RUNAWAY}. */
    final int pst;
    /** Number of phased terms. */
    final int phased;
    final int windows;
    /** The men of a full side: the phase runs from this many men on the board (opening) to none (ending). */
    final int phaseMen;
    /** {@code windowShift[w][r]}: the lower cell of row r of window w (its two cells are consecutive). */
    private final int[][] windowShift;
    /** The 8 binary digits of a window's contents as a base-3 number with digits 0/1. */
    private static final int[] TERNARY = new int[256];
    private final long[] cone;
    private final long outpostRows;
    private final long[] behind;
    private final long leftHalf;

    private final int[] mg;
    private final int[] eg;
    private final short[] patterns;
    /** Built on first use from the weights {@link #set} last. */
    private volatile Evaluator evaluator;

    static {
        for (int b = 0; b < 256; b++) {
            int t = 0;
            for (int i = 7; i >= 0; i--) {
                t = t * 3 + (b >>> i & 1);
            }
            TERNARY[b] = t;
        }
    }

    /** Whether every direction of {@code dirs} is a diagonal step of {@code g}. */
    private static boolean diagonalOnly(DraughtsGeometry g, int[] dirs) {
        for (int d : dirs) {
            if (g.dirs[d][0] == 0 || g.dirs[d][1] == 0) {
                return false;
            }
        }
        return true;
    }

    /** The layout for {@code variant} with all weights 0. */
    PatternEvaluation(String variantName, DraughtsRules rules, DraughtsGeometry g, int[] forwardDirs, int phaseMen) {
        this.variantName = variantName;
        this.g = g;
        this.flyingKings = rules.flyingKings();
        boolean allSquares = g.cells == g.width * g.height;
        this.drawishEndings = flyingKings && rules.kingCapture() != DraughtsRules.KingCapture.LAND_BEHIND
                && diagonalOnly(g, rules.kingDirs());
        this.forward = forwardDirs.clone();
        this.kingDirs = rules.kingDirs();
        this.phaseMen = phaseMen;
        int cells = g.cells;
        for (int c = 0; c < cells; c++) {
            if (g.cell(g.width - 1 - g.x[c], g.height - 1 - g.y[c]) != cells - 1 - c) {
                throw new IllegalArgumentException("the pattern evaluation needs a numbering that turning the board reverses");
            }
        }
        pst = RUNAWAY + g.height;
        phased = pst + cells;
        // A window is 4 rows of two playable cells: 4 squares wide on a diagonal board, 2 where all squares play.
        int windowWidth = allSquares ? 2 : 4;
        List<int[]> shifts = new ArrayList<>();
        for (int y0 : windowOrigins(g.height, 4)) {
            for (int x0 : windowOrigins(g.width, windowWidth)) {
                int[] rows = new int[4];
                for (int r = 0; r < 4; r++) {
                    List<Integer> in = new ArrayList<>();
                    for (int x = x0; x < x0 + windowWidth; x++) {
                        int c = g.cell(x, y0 + r);
                        if (c >= 0) {
                            in.add(c);
                        }
                    }
                    // Spanish numbering runs right to left: the row's cells are consecutive either way
                    if (in.size() != 2 || Math.abs(in.get(1) - in.get(0)) != 1) {
                        throw new IllegalArgumentException("a pattern window row needs two consecutive cells");
                    }
                    rows[r] = Math.min(in.get(0), in.get(1));
                }
                shifts.add(rows);
            }
        }
        windowShift = shifts.toArray(new int[0][]);
        windows = windowShift.length;
        cone = new long[cells];
        behind = new long[cells];
        long out = 0;
        long left = 0;
        for (int c = 0; c < cells; c++) {
            for (int t = 0; t < cells; t++) {
                int dy = g.y[t] - g.y[c];
                if (dy > 0 && Math.abs(g.x[t] - g.x[c]) <= dy + 1) {
                    cone[c] |= 1L << t;
                }
            }
            for (int d : forward) {
                int s = g.step[g.opposite[d]][c];
                behind[c] |= s >= 0 ? 1L << s : 0;
            }
            if (g.y[c] == g.height / 2 || g.y[c] == g.height / 2 + 1) {
                out |= 1L << c;
            }
            if (g.x[c] < g.width / 2) {
                left |= 1L << c;
            }
        }
        outpostRows = out;
        leftHalf = left;
        mg = new int[phased];
        eg = new int[phased];
        patterns = new short[windows * CONFIGS];
    }

    /**
     * Where the windows of {@code span} squares start along a side of {@code size}: at even offsets from its low
     * end and, so that turning the board maps every window onto a window, at even offsets from its high end. The
     * two are the same on an even side; on an odd one (Senegalese's 5 rows) they interleave.
     */
    static int[] windowOrigins(int size, int span) {
        TreeSet<Integer> origins = new TreeSet<>();
        for (int o = 0; o + span <= size; o += 2) {
            origins.add(o);
            origins.add(size - span - o);
        }
        return origins.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Number of weights: the phased terms twice (opening, ending), then the patterns. */
    int size() {
        return 2 * phased + windows * CONFIGS;
    }

    /** Whether the resource of {@code variantName} exists. */
    static boolean hasWeights(String variantName) {
        return PatternEvaluation.class.getResource(variantName + ".eval") != null;
    }

    /** Reads the weights from {@code <variant>.eval}. */
    PatternEvaluation load() {
        WeightTable t = WeightTable.read(PatternEvaluation.class, variantName + ".eval");
        int[] w = new int[size()];
        int[] m = t.array("mg");
        int[] e = t.array("eg");
        if (m.length != phased || e.length != phased) {
            throw new IllegalStateException(variantName + ".eval: mg and eg need " + phased + " weights each");
        }
        System.arraycopy(m, 0, w, 0, phased);
        System.arraycopy(e, 0, w, phased, phased);
        for (int win = 0; win < windows; win++) {
            int[] pairs = t.array("pattern." + win);
            for (int i = 0; i + 1 < pairs.length; i += 2) {
                w[2 * phased + win * CONFIGS + pairs[i]] = pairs[i + 1];
            }
        }
        set(w);
        return this;
    }

    /** Sets every weight (in 1/SCALE centi-men, laid out as {@link #size()} says). */
    void set(int[] w) {
        evaluator = null;
        System.arraycopy(w, 0, mg, 0, phased);
        System.arraycopy(w, phased, eg, 0, phased);
        for (int i = 0; i < patterns.length; i++) {
            patterns[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, w[2 * phased + i]));
        }
    }

    /** Every weight, as {@link #set} takes them. */
    int[] get() {
        int[] w = new int[size()];
        System.arraycopy(mg, 0, w, 0, phased);
        System.arraycopy(eg, 0, w, phased, phased);
        for (int i = 0; i < patterns.length; i++) {
            w[2 * phased + i] = patterns[i];
        }
        return w;
    }

    /** Men on the board, at most {@link #phaseMen}: the opening weight's share out of {@code phaseMen}. */
    int phase(DraughtsPosition p) {
        return Math.min(phaseMen, Long.bitCount((p.pieces[0] | p.pieces[1]) & ~p.kings));
    }

    /**
     * Endings with flying kings that the side ahead seldom wins, whatever the learnt terms say (they are fitted
     * to all positions alike, and such endings are few): its score is divided by 8 when it has three pieces
     * or fewer against a king, by 2 when both sides have as many kings and at most one man between them.
     * Outside the tuned model, as a rule of the game's endings. White's view in and out. Short kings
     * (English, Italian) do not take it: there two kings beat one, and the side ahead wins by trading down.
     * Nor do Thai's kings, which fly but land directly behind their victim: without the rule Thai scored
     * +49.0 +/- 21.2 Elo in 800 games (docs/tuning.md, "Thai draughts"). Nor do Turkish's rook-like kings.
     */
    static int drawish(long white, long black, long kings, int whiteScore) {
        if (whiteScore == 0 || kings == 0) {
            return whiteScore;
        }
        long ahead = whiteScore > 0 ? white : black;
        long behind = whiteScore > 0 ? black : white;
        int behindKings = Long.bitCount(behind & kings);
        if (behindKings == 0) {
            return whiteScore;
        }
        if (Long.bitCount(ahead) <= 3) {
            return whiteScore / 8;
        }
        if (Long.bitCount(ahead & kings) == behindKings
                && Math.abs(Long.bitCount(ahead & ~kings) - Long.bitCount(behind & ~kings)) <= 1) {
            return whiteScore / 2;
        }
        return whiteScore;
    }

    /** Black's pieces as White sees his own: turned round the board's centre. */
    private long turn(long b) {
        return Long.reverse(b) >>> (64 - g.cells);
    }

    /** Every feature of {@code p}, from White's point of view. */
    void walk(DraughtsPosition p, Terms t) {
        long white = p.pieces[0];
        long black = p.pieces[1];
        long kings = p.kings;
        side(white, black, kings, 1, t);
        side(turn(black), turn(white), turn(kings), -1, t);
        t.phased(MOVE, p.color == 0 ? 1 : -1);
    }

    /** The features of the side whose pieces are {@code own}, moving up the board, counted {@code sign}. */
    private void side(long own, long opp, long kings, int sign, Terms t) {
        long men = own & ~kings;
        long ks = own & kings;
        long oppMen = opp & ~kings;
        long empty = g.all & ~(own | opp);
        int nm = Long.bitCount(men);
        int nk = Long.bitCount(ks);
        t.phased(MAN, sign * nm);
        if (nk != 0) {
            t.phased(KING, sign * nk);
            t.phased(FIRST_KING, sign);
            t.phased(KING_REACH, sign * kingReach(ks, empty));
        }
        int tempo = 0;
        int[] row = g.y;
        for (long b = men; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            t.phased(pst + c, sign);
            tempo += row[c];
            if ((cone[c] & oppMen) == 0) {
                t.phased(RUNAWAY + row[c], sign);
            }
        }
        t.phased(TEMPO, sign * tempo);
        t.phased(BALANCE, sign * Math.abs(2 * Long.bitCount(men & leftHalf) - nm));
        long outposts = men & outpostRows;
        if (outposts != 0) {
            t.phased(OUTPOST, sign * Long.bitCount(outposts));
            t.phased(OUTPOST_HELD, sign * heldOutposts(outposts, own));
        }
        int steps = 0;
        for (int d : forward) {
            steps += Long.bitCount(g.shift(men, d) & empty);
        }
        t.phased(MOBILITY, sign * steps);
        for (int w = 0; w < windows; w++) {
            int[] r = windowShift[w];
            int o = (int) (own >>> r[0] & 3 | (own >>> r[1] & 3) << 2 | (own >>> r[2] & 3) << 4 | (own >>> r[3] & 3) << 6);
            int x = (int) (opp >>> r[0] & 3 | (opp >>> r[1] & 3) << 2 | (opp >>> r[2] & 3) << 4 | (opp >>> r[3] & 3) << 6);
            t.pattern(w * CONFIGS + TERNARY[o] + 2 * TERNARY[x], sign);
        }
    }

    /** The squares the kings {@code ks} reach over {@code empty} ones (one step each where kings do not fly). */
    private int kingReach(long ks, long empty) {
        return DraughtsMoveGenerator.kingSteps(g, kingDirs, flyingKings, ks, empty);
    }

    /** The outposts with every square behind them held by {@code own} (or off the board). */
    private int heldOutposts(long outposts, long own) {
        int held = 0;
        for (long b = outposts; b != 0; b &= b - 1) {
            long back = behind[Long.numberOfTrailingZeros(b)];
            if ((back & own) == back) {
                held++;
            }
        }
        return held;
    }

    /** The evaluator with these weights (one for all positions and threads: it keeps no state of its own). */
    Evaluator evaluator() {
        Evaluator e = evaluator;
        if (e == null) {
            e = new Evaluator();
            evaluator = e;
        }
        return e;
    }

    /**
     * The evaluation of the hot path: the same sum as a {@link #walk} adds up (a test compares them on many
     * positions), computed without the walk's call per feature. A phased weight is one {@code long}, the
     * opening weight times 2^32 plus the ending weight, so that one addition counts both; a man's square, its
     * share of the men and of the tempo are one weight per square, and its runaway row another.
     */
    final class Evaluator implements DraughtsEvaluation {
        private final long[] manOn = new long[g.cells];
        private final long[] runawayOn = new long[g.cells];
        /**
         * A man's forward steps as {@link DraughtsGeometry#shift} makes them, unrolled into fields: the
         * loop over the directions with the geometry's arrays cost the whole evaluation a sixth of its speed.
         * Men with two steps (the diagonal games) leave the third's masks 0; orthogonal men step N, E and W.
         */
        private final long stepMaskA0;
        private final long stepMaskB0;
        private final long stepMaskA1;
        private final long stepMaskB1;
        private final long stepMaskA2;
        private final long stepMaskB2;
        private final int stepRotA0;
        private final int stepRotB0;
        private final int stepRotA1;
        private final int stepRotB1;
        private final int stepRotA2;
        private final int stepRotB2;
        private final long king;
        private final long firstKing;
        private final long reachWeight;
        private final long balance;
        private final long outpost;
        private final long outpostHeld;
        private final long mobility;
        private final long move;
        /** The first cells of the rows of every window, four per window. */
        private final int[] rows = new int[4 * windows];
        /**
         * Per window and contents (White's men and kings as "own"): White's pattern weight less the weight
         * Black's view of the same squares has. Turning the board maps the windows onto each other, so one
         * look-up per window scores both sides.
         */
        private final int[] windowScore = new int[windows * CONFIGS];
        /**
         * Where the windows tile the board in bands (windows side by side with the same rows, each window's
         * lower two rows laid out within their rows as its upper two rows are, as on 10x10), the contents of a
         * band's windows come from two look-ups per colour: {@code half[bits]} holds, in 16-bit field j, the
         * base-3 contents of window j's half within those two rows. {@code null} where they do not tile so.
         */
        private final long[] half;
        private final int halfMask;
        private final int slots;
        /** Per band: the first cell of its lower and of its upper two rows. */
        private final int[] lowBase;
        private final int[] highBase;

        Evaluator() {
            for (int c = 0; c < g.cells; c++) {
                manOn[c] = packed(pst + c) + packed(MAN) + packed(TEMPO) * g.y[c];
                runawayOn[c] = packed(RUNAWAY + g.y[c]);
            }
            if (forward.length != 2 && forward.length != 3) {
                throw new IllegalStateException("the pattern evaluation needs men with two or three forward steps");
            }
            stepMaskA0 = g.maskA[forward[0]];
            stepMaskB0 = g.maskB[forward[0]];
            stepRotA0 = g.rotA[forward[0]];
            stepRotB0 = g.rotB[forward[0]];
            stepMaskA1 = g.maskA[forward[1]];
            stepMaskB1 = g.maskB[forward[1]];
            stepRotA1 = g.rotA[forward[1]];
            stepRotB1 = g.rotB[forward[1]];
            boolean third = forward.length == 3;
            stepMaskA2 = third ? g.maskA[forward[2]] : 0;
            stepMaskB2 = third ? g.maskB[forward[2]] : 0;
            stepRotA2 = third ? g.rotA[forward[2]] : 0;
            stepRotB2 = third ? g.rotB[forward[2]] : 0;
            king = packed(KING);
            firstKing = packed(FIRST_KING);
            reachWeight = packed(KING_REACH);
            balance = packed(BALANCE);
            outpost = packed(OUTPOST);
            outpostHeld = packed(OUTPOST_HELD);
            mobility = packed(MOBILITY);
            move = packed(MOVE);
            for (int w = 0; w < windows; w++) {
                System.arraycopy(windowShift[w], 0, rows, 4 * w, 4);
            }
            int cells = g.cells;
            for (int w = 0; w < windows; w++) {
                // Black's window t covers the cells of w turned round; bit k of w is bit turnedBit[k] of t.
                int t = -1;
                int[] turnedBit = new int[8];
                for (int u = 0; u < windows && t < 0; u++) {
                    boolean all = true;
                    for (int k = 0; k < 8 && all; k++) {
                        int bit = windowBit(u, cells - 1 - windowCell(w, k));
                        all = bit >= 0;
                        turnedBit[k] = bit;
                    }
                    t = all ? u : -1;
                }
                if (t < 0) {
                    throw new IllegalStateException("turning the board does not map window " + w + " onto a window");
                }
                for (int contents = 0; contents < CONFIGS; contents++) {
                    int own = 0;
                    int opp = 0;
                    for (int k = 0, rest = contents; k < 8; k++, rest /= 3) {
                        // Black sees White's pieces as the opponent's.
                        own |= (rest % 3 == 2 ? 1 : 0) << turnedBit[k];
                        opp |= (rest % 3 == 1 ? 1 : 0) << turnedBit[k];
                    }
                    windowScore[w * CONFIGS + contents] = patterns[w * CONFIGS + contents]
                            - patterns[t * CONFIGS + TERNARY[own] + 2 * TERNARY[opp]];
                }
            }
            int slotCount = 0;
            while (slotCount < windows && g.y[windowShift[slotCount][0]] == g.y[windowShift[0][0]]) {
                slotCount++;
            }
            int bands = Math.max(1, windows / Math.max(1, slotCount));
            lowBase = new int[bands];
            highBase = new int[bands];
            java.util.Arrays.fill(lowBase, Integer.MAX_VALUE);
            java.util.Arrays.fill(highBase, Integer.MAX_VALUE);
            for (int w = 0; w < windows && slotCount > 0; w++) {
                int band = Math.min(bands - 1, w / slotCount);
                lowBase[band] = Math.min(lowBase[band], Math.min(windowShift[w][0], windowShift[w][1]));
                highBase[band] = Math.min(highBase[band], Math.min(windowShift[w][2], windowShift[w][3]));
            }
            half = bandTables(lowBase, highBase, slotCount);
            halfMask = half == null ? 0 : half.length - 1;
            slots = slotCount;
        }

        /** The band tables of {@link #half}, or leaves {@code half} null where the windows do not tile in bands. */
        private long[] bandTables(int[] lowBases, int[] highBases, int slotCount) {
            if (slotCount < 1 || slotCount > 4 || windows % slotCount != 0) {
                return null;
            }
            int[][] offsets = new int[slotCount][];
            int span = 0;
            for (int w = 0; w < windows; w++) {
                int band = w / slotCount;
                int[] r = windowShift[w];
                int[] low = {r[0] - lowBases[band], r[1] - lowBases[band]};
                int[] high = {r[2] - highBases[band], r[3] - highBases[band]};
                int[] first = offsets[w % slotCount];
                if (!java.util.Arrays.equals(low, high) || first != null && !java.util.Arrays.equals(low, first)
                        || low[0] < 0 || low[1] < 0) {
                    return null;
                }
                offsets[w % slotCount] = low;
                span = Math.max(span, Math.max(low[0], low[1]) + 2);
            }
            if (span > 12) {
                return null;
            }
            long[] table = new long[1 << span];
            for (int bits = 0; bits < table.length; bits++) {
                long fields = 0;
                for (int j = 0; j < slotCount; j++) {
                    int[] o = offsets[j];
                    int contents = (bits >>> o[0] & 1) + 3 * (bits >>> o[0] + 1 & 1) + 9 * (bits >>> o[1] & 1)
                            + 27 * (bits >>> o[1] + 1 & 1);
                    fields |= (long) contents << 16 * j;
                }
                table[bits] = fields;
            }
            return table;
        }

        /** The cell of bit {@code k} (0-7) of window {@code w}'s contents. */
        private int windowCell(int w, int k) {
            return windowShift[w][k >> 1] + (k & 1);
        }

        /** Which bit of window {@code w}'s contents {@code cell} is, or -1. */
        private int windowBit(int w, int cell) {
            for (int k = 0; k < 8; k++) {
                if (windowCell(w, k) == cell) {
                    return k;
                }
            }
            return -1;
        }

        private long packed(int feature) {
            return ((long) mg[feature] << 32) + eg[feature];
        }

        /** The learnt terms alone, for the side to move: the linear model that {@link #walk} defines. */
        int learnt(DraughtsPosition p) {
            return forMover(p, learntForWhite(p));
        }

        private static int forMover(DraughtsPosition p, int whiteScore) {
            return p.color == 0 ? whiteScore : -whiteScore;
        }

        private int learntForWhite(DraughtsPosition p) {
            long white = p.pieces[0];
            long black = p.pieces[1];
            long kings = p.kings;
            long tb = turn(black);
            long tw = turn(white);
            long sum = side(white, black, kings) - side(tb, tw, turn(kings)) + (p.color == 0 ? move : -move);
            int eg = (int) sum;
            int mg = (int) ((sum - eg) >> 32);
            int ph = phase(p);
            return ((mg * ph + eg * (phaseMen - ph)) / phaseMen + windows(white, black)) / SCALE;
        }

        @Override
        public int evaluate(DraughtsPosition p) {
            int white = learntForWhite(p);
            return forMover(p, drawishEndings ? drawish(p.pieces[0], p.pieces[1], p.kings, white) : white);
        }

        /** The phased terms of the side whose pieces are {@code own}, moving up the board. */
        private long side(long own, long opp, long kings) {
            long men = own & ~kings;
            long ks = own & kings;
            long oppMen = opp & ~kings;
            long empty = g.all & ~(own | opp);
            long s = 0;
            if (ks != 0) {
                s += king * Long.bitCount(ks) + firstKing + reachWeight * kingReach(ks, empty);
            }
            for (long b = men; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                s += manOn[c];
                if ((cone[c] & oppMen) == 0) {
                    s += runawayOn[c];
                }
            }
            s += balance * Math.abs(2 * Long.bitCount(men & leftHalf) - Long.bitCount(men));
            long outposts = men & outpostRows;
            if (outposts != 0) {
                s += outpost * Long.bitCount(outposts) + outpostHeld * heldOutposts(outposts, own);
            }
            // Written out, not as a method: side() must stay too big to be inlined twice into its caller.
            long ahead0 = Long.rotateLeft(men & stepMaskA0, stepRotA0) | Long.rotateLeft(men & stepMaskB0, stepRotB0);
            long ahead1 = Long.rotateLeft(men & stepMaskA1, stepRotA1) | Long.rotateLeft(men & stepMaskB1, stepRotB1);
            long ahead2 = Long.rotateLeft(men & stepMaskA2, stepRotA2) | Long.rotateLeft(men & stepMaskB2, stepRotB2);
            return s + mobility * (Long.bitCount(ahead0 & empty) + Long.bitCount(ahead1 & empty)
                    + Long.bitCount(ahead2 & empty));
        }

        /** The pattern weights of the windows for White less those for Black. */
        private int windows(long own, long opp) {
            long[] h = half;
            if (h == null) {
                return windowsOneByOne(own, opp);
            }
            int[] weights = windowScore;
            int mask = halfMask;
            int sum = 0;
            for (int band = 0, w = 0; band < lowBase.length; band++) {
                int lo = lowBase[band];
                int hi = highBase[band];
                long contents = h[(int) (own >>> lo) & mask] + 2 * h[(int) (opp >>> lo) & mask]
                        + 81 * (h[(int) (own >>> hi) & mask] + 2 * h[(int) (opp >>> hi) & mask]);
                if (slots == 4) { // 10x10: unrolled
                    sum += weights[w + (int) (contents & 0xFFFF)] + weights[w + CONFIGS + (int) (contents >>> 16 & 0xFFFF)]
                            + weights[w + 2 * CONFIGS + (int) (contents >>> 32 & 0xFFFF)]
                            + weights[w + 3 * CONFIGS + (int) (contents >>> 48)];
                    w += 4 * CONFIGS;
                    continue;
                }
                for (int j = 0; j < slots; j++, w += CONFIGS) {
                    sum += weights[w + (int) (contents >>> 16 * j & 0xFFFF)];
                }
            }
            return sum;
        }

        /** As {@link #windows}, window by window. */
        private int windowsOneByOne(long own, long opp) {
            int[] r = rows;
            int[] weights = windowScore;
            int sum = 0;
            for (int w = 0, i = 0; i < r.length; w += CONFIGS, i += 4) {
                int o = (int) (own >>> r[i] & 3 | (own >>> r[i + 1] & 3) << 2 | (own >>> r[i + 2] & 3) << 4
                        | (own >>> r[i + 3] & 3) << 6);
                int x = (int) (opp >>> r[i] & 3 | (opp >>> r[i + 1] & 3) << 2 | (opp >>> r[i + 2] & 3) << 4
                        | (opp >>> r[i + 3] & 3) << 6);
                sum += weights[w + TERNARY[o] + 2 * TERNARY[x]];
            }
            return sum;
        }
    }
}
