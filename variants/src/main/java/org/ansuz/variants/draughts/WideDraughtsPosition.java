package org.ansuz.variants.draughts;

import java.util.Arrays;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A draughts position on a board of more than 64 playable squares (Canadian 12x12, 14x14...): a mailbox
 * of one byte per cell, stepped through the kit geometry's step tables, plus the pieces of each colour and
 * the kings as sets of {@code words} longs (cell {@code c} = bit {@code c & 63} of word {@code c >>> 6}),
 * which give the pieces in cell order and their counts. It reads the same {@link DraughtsRules} record as
 * the bitboard {@link DraughtsPosition}, switch for switch; its generator is {@link WideMoveGenerator}.
 *
 * <p>Move layout ({@code long}; see {@code package-info}):
 * <pre>
 *  bits  0..45  captured set relative to the opponent's pieces: bit i = the i-th of them in cell order
 *  bits 46..53  from cell
 *  bits 54..61  to cell
 *  bit  62      far row (as on the bitboard boards)
 * </pre>
 */
public final class WideDraughtsPosition extends AbstractDraughtsPosition {
    static final int FROM_SHIFT = 46;
    static final int TO_SHIFT = 54;
    static final long CAPTURED = (1L << FROM_SHIFT) - 1;
    /** The far-row flag: the same bit as on the bitboard boards ({@link AbstractDraughtsPosition#reachesFarRow}). */
    static final long PROMOTION = DraughtsPosition.PROMOTION;
    /** Most pieces one side may have: one bit each in the captured set. */
    static final int MAX_PIECES = FROM_SHIFT;

    /** Mailbox codes: a piece of colour c has bit {@code 1 << c}; a king also {@link #KING}; 0 is empty. */
    static final byte WHITE = 1;
    static final byte BLACK = 2;
    static final byte KING = 4;

    /** Longs per cell set. */
    final int words;
    /** The mailbox: one code per cell. */
    final byte[] board;
    /** Pieces of colour c: words {@code [c * words, (c + 1) * words)}. */
    final long[] sets;
    final long[] kings;
    /** Pieces and kings per colour. */
    final int[] count = new int[2];
    final int[] kingCount = new int[2];
    long key;
    private int ply;

    /** One undo frame per ply: the scalars, the move, then the sets and the kings ({@link #SETS}). */
    private final int frame;
    private static final int SETS = 7;
    private long[] stack;
    /** The cells a move captures (play and undo decode the move into it). */
    private final int[] capturedScratch = new int[MAX_PIECES];
    /** Their mailbox codes while {@link #countMovesAfter} has them off the board. */
    private final byte[] takenCodes = new byte[MAX_PIECES];

    private final WideEvaluation evaluation;
    final WideMoveGenerator generator;
    private final boolean hasEndgames;
    private final int kingMoveLimit;
    private final int firstColor;
    private final boolean sidewaysMen;
    private final DraughtsRules.FarRank farRank;
    private final long[] zobrist;
    private final int cells;

    WideDraughtsPosition(DraughtsVariant variant) {
        super(variant);
        cells = g.cells;
        words = (cells + 63) >>> 6;
        board = new byte[cells];
        sets = new long[2 * words];
        kings = new long[words];
        frame = SETS + 3 * words;
        stack = new long[frame * 64];
        evaluation = variant.wideEvaluation();
        hasEndgames = !rules.draws().endgames().isEmpty();
        kingMoveLimit = rules.kingMoveLimit();
        firstColor = rules.firstColor();
        boolean sideways = false;
        for (int c = 0; c < 2; c++) {
            for (int d : variant.manMoveDirs[c]) {
                sideways |= rules.dirs()[d][1] == 0;
            }
        }
        sidewaysMen = sideways;
        farRank = rules.farRank();
        zobrist = variant.zobrist;
        generator = new WideMoveGenerator(this);
    }

    // ---------------------------------------------------------------- state

    @Override
    public int sideToMove() {
        return color == firstColor ? 0 : 1;
    }

    @Override
    public long key() {
        return key;
    }

    private long pieceKey(int colour, boolean king, int cell) {
        return zobrist[(colour * 2 + (king ? 1 : 0)) * cells + cell];
    }

    @Override
    void put(int cell, int colour, boolean king) {
        place(colour, cell, king);
    }

    @Override
    void refresh() {
        long k = color == 1 ? variant.zobristSide : 0;
        for (int cell = 0; cell < cells; cell++) {
            int code = board[cell];
            if (code != 0) {
                k ^= pieceKey((code & BLACK) != 0 ? 1 : 0, (code & KING) != 0, cell);
            }
        }
        key = k;
        recount();
        egClass = rules.draws().endgameClass(count, kingCount);
    }

    private void recount() {
        for (int c = 0; c < 2; c++) {
            int n = 0;
            int nk = 0;
            for (int i = 0; i < words; i++) {
                n += Long.bitCount(sets[c * words + i]);
                nk += Long.bitCount(sets[c * words + i] & kings[i]);
            }
            count[c] = n;
            kingCount[c] = nk;
        }
    }

    @Override
    public char symbolAt(int cell) {
        int code = board[cell];
        if (code == 0) {
            return '.';
        }
        boolean king = (code & KING) != 0;
        return (code & WHITE) != 0 ? (king ? 'W' : 'w') : (king ? 'B' : 'b');
    }

    @Override
    public int plies() {
        return ply;
    }

    @Override
    public int reversiblePlies() {
        return quiet;
    }

    @Override
    public Position copy() {
        WideDraughtsPosition p = new WideDraughtsPosition(variant);
        System.arraycopy(board, 0, p.board, 0, cells);
        System.arraycopy(sets, 0, p.sets, 0, sets.length);
        System.arraycopy(kings, 0, p.kings, 0, words);
        p.count[0] = count[0];
        p.count[1] = count[1];
        p.kingCount[0] = kingCount[0];
        p.kingCount[1] = kingCount[1];
        p.key = key;
        copyCountersTo(p);
        p.ply = ply;
        p.stack = stack.clone();
        return p;
    }

    // ---------------------------------------------------------------- generation

    @Override
    public int generate(MoveList out) {
        return generator.generate(out);
    }

    @Override
    public int countMoves(MoveList scratch) {
        return generator.count(scratch);
    }

    /**
     * Perft's ply before the last: the child's pieces and side are set, counted and put back, without the
     * key, counters and history {@link #play} keeps (but for the king-move limit: those games play the move).
     */
    @Override
    public int countMovesAfter(long move, MoveList scratch) {
        if (kingMoveLimit > 0) {
            return super.countMovesAfter(move, scratch);
        }
        int from = (int) (move >>> FROM_SHIFT) & 0xff;
        int to = (int) (move >>> TO_SHIFT) & 0xff;
        int us = color;
        int them = us ^ 1;
        int taken = decode(move & CAPTURED, them);
        for (int i = 0; i < taken; i++) {
            int c = capturedScratch[i];
            takenCodes[i] = board[c];
            remove(them, c, (board[c] & KING) != 0);
        }
        byte moved = board[from];
        remove(us, from, (moved & KING) != 0);
        boolean promo = (move & PROMOTION) != 0;
        boolean placed = !promo || farRank != DraughtsRules.FarRank.REMOVE;
        if (placed) {
            place(us, to, (moved & KING) != 0 || promo && farRank == DraughtsRules.FarRank.PROMOTE);
        }
        color = them;
        int n = generator.count(scratch);
        color = us;
        if (placed) {
            remove(us, to, (board[to] & KING) != 0);
        }
        place(us, from, (moved & KING) != 0);
        for (int i = taken - 1; i >= 0; i--) {
            place(them, capturedScratch[i], (takenCodes[i] & KING) != 0);
        }
        return n;
    }

    @Override
    public int generateNoisy(MoveList out) {
        int n = generate(out);
        if (n == 0 || (out.moves[0] & CAPTURED) != 0) {
            return n;
        }
        // No capture: the men's steps onto the far row, and how many quiet moves there are besides.
        int k = 0;
        for (int i = 0; i < n; i++) {
            long m = out.moves[i];
            if ((m & PROMOTION) != 0) {
                out.moves[k++] = m;
            }
        }
        out.size = k;
        return n;
    }

    @Override
    public boolean isThreatened() {
        return generator.canCapture(color ^ 1);
    }

    @Override
    public int generateRoutes(MoveList out) {
        return generator.generateRoutes(out);
    }

    /**
     * Writes the cells the set {@code bits} (relative to the pieces of {@code colour}) names into
     * {@link #capturedScratch}, in cell order; returns how many.
     */
    private int decode(long bits, int colour) {
        int n = 0;
        int i = 0;
        for (int w = 0; w < words && bits >>> i != 0; w++) {
            for (long b = sets[colour * words + w]; b != 0 && bits >>> i != 0; b &= b - 1, i++) {
                if ((bits >>> i & 1) != 0) {
                    capturedScratch[n++] = w << 6 | Long.numberOfTrailingZeros(b);
                }
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- play / undo

    @Override
    public void play(long move) {
        int base = ply * frame;
        if (base + frame > stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        long[] s = stack;
        s[base] = key;
        s[base + 1] = (long) quiet << 32 | fullmove & 0xffffffffL;
        s[base + 2] = (long) egClass << 32 | color & 0xffffffffL;
        s[base + 3] = (long) egPlies << 32 | egClassPlies & 0xffffffffL;
        s[base + 4] = (long) (kingRunSquare[0] & 0xffff) | (long) (kingRunSquare[1] & 0xffff) << 16
                | (long) (kingRun[0] & 0xffff) << 32 | (long) kingRun[1] << 48;
        s[base + 5] = move;
        s[base + 6] = (long) count[0] | (long) count[1] << 16 | (long) kingCount[0] << 32 | (long) kingCount[1] << 48;
        System.arraycopy(sets, 0, s, base + SETS, 2 * words);
        System.arraycopy(kings, 0, s, base + SETS + 2 * words, words);
        ply++;

        int from = (int) (move >>> FROM_SHIFT) & 0xff;
        int to = (int) (move >>> TO_SHIFT) & 0xff;
        int us = color;
        int them = us ^ 1;
        int taken = decode(move & CAPTURED, them);
        boolean king = (board[from] & KING) != 0;
        boolean promo = (move & PROMOTION) != 0;
        boolean crowned = promo && farRank == DraughtsRules.FarRank.PROMOTE;
        long k = key ^ pieceKey(us, king, from) ^ variant.zobristSide;
        // Victims leave first: under immediate removal the mover may end on a victim's square.
        for (int i = 0; i < taken; i++) {
            int c = capturedScratch[i];
            boolean victimKing = (board[c] & KING) != 0;
            k ^= pieceKey(them, victimKing, c);
            remove(them, c, victimKing);
        }
        remove(us, from, king);
        if (!promo || farRank != DraughtsRules.FarRank.REMOVE) {
            k ^= pieceKey(us, king || crowned, to);
            place(us, to, king || crowned);
        }
        key = k;
        // Reversible: a king's quiet move, or a man's sideways step (orthogonal games).
        quiet = taken == 0 && (king || sidewaysMen && g.y[from] == g.y[to]) ? quiet + 1 : 0;
        if (us != firstColor) {
            fullmove++;
        }
        if (kingMoveLimit > 0) {
            countKingRun(us, king && taken == 0, from, to);
        }
        color = them;
        if (hasEndgames) {
            countEnding(taken == 0 && !promo ? egClass : rules.draws().endgameClass(count, kingCount));
        }
    }

    private void place(int colour, int cell, boolean king) {
        board[cell] = (byte) ((1 << colour) | (king ? KING : 0));
        sets[colour * words + (cell >>> 6)] |= 1L << cell;
        count[colour]++;
        if (king) {
            kings[cell >>> 6] |= 1L << cell;
            kingCount[colour]++;
        }
    }

    private void remove(int colour, int cell, boolean king) {
        board[cell] = 0;
        sets[colour * words + (cell >>> 6)] &= ~(1L << cell);
        count[colour]--;
        if (king) {
            kings[cell >>> 6] &= ~(1L << cell);
            kingCount[colour]--;
        }
    }

    @Override
    public void undo() {
        ply--;
        int base = ply * frame;
        long[] s = stack;
        key = s[base];
        quiet = (int) (s[base + 1] >>> 32);
        fullmove = (int) s[base + 1];
        egClass = (int) (s[base + 2] >> 32);
        color = (int) s[base + 2];
        egPlies = (int) (s[base + 3] >>> 32);
        egClassPlies = (int) s[base + 3];
        long r = s[base + 4];
        kingRunSquare[0] = (short) r;
        kingRunSquare[1] = (short) (r >>> 16);
        kingRun[0] = (int) (r >>> 32) & 0xffff;
        kingRun[1] = (int) (r >>> 48);
        long move = s[base + 5];
        long n = s[base + 6];
        count[0] = (int) n & 0xffff;
        count[1] = (int) (n >>> 16) & 0xffff;
        kingCount[0] = (int) (n >>> 32) & 0xffff;
        kingCount[1] = (int) (n >>> 48);
        System.arraycopy(s, base + SETS, sets, 0, 2 * words);
        System.arraycopy(s, base + SETS + 2 * words, kings, 0, words);
        // The mailbox follows the restored sets on the cells the move changed.
        int to = (int) (move >>> TO_SHIFT) & 0xff;
        int from = (int) (move >>> FROM_SHIFT) & 0xff;
        board[to] = codeOf(to);
        board[from] = codeOf(from);
        int taken = decode(move & CAPTURED, color ^ 1);
        for (int i = 0; i < taken; i++) {
            board[capturedScratch[i]] = codeOf(capturedScratch[i]);
        }
    }

    /** The mailbox code of {@code cell} by the sets. */
    private byte codeOf(int cell) {
        int w = cell >>> 6;
        long bit = 1L << cell;
        int king = (kings[w] & bit) != 0 ? KING : 0;
        if ((sets[w] & bit) != 0) {
            return (byte) (WHITE | king);
        }
        return (sets[words + w] & bit) != 0 ? (byte) (BLACK | king) : 0;
    }

    // ---------------------------------------------------------------- result

    @Override
    int piecesOf(int colour) {
        return count[colour];
    }

    @Override
    int drawRule() {
        return drawRule(rules.draws(), variant.longestEndgamePlies, stack, frame, 0, ply, quiet, key, egClass,
                egClassPlies, egPlies);
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
    void routeSink(DraughtsNotation.RouteSink sink) {
        generator.routeSink = sink;
    }

    @Override
    int from(long move) {
        return (int) (move >>> FROM_SHIFT) & 0xff;
    }

    @Override
    int to(long move) {
        return (int) (move >>> TO_SHIFT) & 0xff;
    }

    @Override
    boolean captures(long move) {
        return (move & CAPTURED) != 0;
    }

    @Override
    int[] capturedCells(long move) {
        return Arrays.copyOf(capturedScratch, decode(move & CAPTURED, color ^ 1));
    }
}
