package org.ansuz.variants.draughts;

import java.util.Arrays;
import org.ansuz.engine.spi.EndgameProbe;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A draughts position on bitboards, with the one move generator of the family: every rule difference
 * is a field of {@link DraughtsRules} read where it applies. See {@code package-info} for the move layout.
 */
public final class DraughtsPosition extends AbstractDraughtsPosition implements EndgameProbe {
    static final int FROM_SHIFT = 50;
    static final int TO_SHIFT = 56;
    static final long CAPTURED = (1L << FROM_SHIFT) - 1;
    static final long PROMOTION = 1L << 62;

    private final DraughtsEvaluation evaluation;

    /** Pieces by colour: 0 = White (the "W" side of the FEN), 1 = Black. */
    final long[] pieces = new long[2];
    long kings;
    long key;
    private int ply;

    private long[] stack = new long[8 * 64];

    final DraughtsMoveGenerator generator;
    // Rule switches read on hot paths, copied out of the record once.
    private final boolean hasEndgames;
    private final int kingMoveLimit;
    private final int firstColor;
    /** Men may step along their row (orthogonal games): such a step is reversible. */
    private final boolean sidewaysMen;
    private final DraughtsRules.FarRank farRank;

    DraughtsPosition(DraughtsVariant variant) {
        super(variant);
        this.evaluation = variant.newEvaluation();
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
        generator = new DraughtsMoveGenerator(this);
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
                k ^= variant.zobrist[(c * 2 + (int) (kings >>> sq & 1)) * 64 + sq];
            }
        }
        return k;
    }

    @Override
    void refresh() {
        key = computeKey();
        egClass = rules.draws().endgameClass(pieces, kings);
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
    public int reversiblePlies() {
        return quiet;
    }

    @Override
    public Position copy() {
        DraughtsPosition p = new DraughtsPosition(variant);
        p.pieces[0] = pieces[0];
        p.pieces[1] = pieces[1];
        p.kings = kings;
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

    @Override
    public int generateNoisy(MoveList out) {
        return generator.generateNoisy(out);
    }

    @Override
    public boolean isThreatened() {
        return generator.canCapture(color ^ 1);
    }

    @Override
    public int generateRoutes(MoveList out) {
        return generator.generateRoutes(out);
    }

    /** The cells a move of the side to move captures. */
    long capturedSet(long move) {
        long bits = move & CAPTURED;
        return variant.compressedCaptures ? DraughtsMoveGenerator.expand(bits, pieces[color ^ 1]) : bits;
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
        s[base + 6] = (long) egClass << 32 | color & 0xffffffffL;
        // Counters of rules the game does not have never change: nothing to save for them.
        if (hasEndgames) {
            s[base + 5] = (long) egPlies << 32 | egClassPlies & 0xffffffffL;
        }
        if (kingMoveLimit > 0) {
            s[base + 7] = (long) (kingRunSquare[0] & 0xff) | (long) (kingRunSquare[1] & 0xff) << 8
                    | (long) kingRun[0] << 16 | (long) kingRun[1] << 32;
        }
        ply++;

        int from = (int) (move >>> FROM_SHIFT) & 63;
        int to = (int) (move >>> TO_SHIFT) & 63;
        long captured = capturedSet(move);
        int us = color;
        int them = us ^ 1;
        boolean king = (kings >>> from & 1) != 0;
        boolean promo = (move & PROMOTION) != 0;
        boolean crowned = promo && farRank == DraughtsRules.FarRank.PROMOTE;
        long[] z = variant.zobrist;
        int ownMan = us * 128;
        int oppMan = them * 128;
        long k = key ^ z[ownMan + (king ? 64 : 0) + from] ^ variant.zobristSide;
        for (long b = captured; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            k ^= z[oppMan + ((int) (kings >>> c & 1) << 6) + c];
        }
        if (!promo || farRank != DraughtsRules.FarRank.REMOVE) {
            k ^= z[ownMan + (king || crowned ? 64 : 0) + to];
        }
        key = k;
        movePieces(from, to, captured, promo);
        // Reversible: a king's quiet move, or a man's sideways step (orthogonal games).
        quiet = captured == 0 && (king || sidewaysMen && g.y[from] == g.y[to]) ? quiet + 1 : 0;
        if (us != firstColor) {
            fullmove++;
        }
        if (kingMoveLimit > 0) {
            countKingRun(us, king && captured == 0, from, to);
        }
        color = them;
        if (hasEndgames) {
            countEnding(captured == 0 && !promo ? egClass : rules.draws().endgameClass(pieces, kings));
        }
    }

    /** The pieces after the side to move moves from {@code from} to {@code to} taking {@code captured}. */
    private void movePieces(int from, int to, long captured, boolean promo) {
        long fb = 1L << from;
        long tb = 1L << to;
        int us = color;
        boolean king = (kings & fb) != 0;
        // Victims leave first: under immediate removal the mover may end on a victim's square.
        pieces[us ^ 1] &= ~captured;
        kings &= ~captured;
        if (promo && farRank == DraughtsRules.FarRank.REMOVE) {
            pieces[us] ^= fb;
        } else {
            pieces[us] ^= fb ^ tb;
        }
        if (king) {
            kings = kings & ~fb | tb;
        } else if (promo && farRank == DraughtsRules.FarRank.PROMOTE) {
            kings |= tb;
        }
    }

    /**
     * Perft's ply before the last: the child's pieces and side are set, counted and put back, without
     * the key, the counters and the history that {@link #play} keeps (the count reads none of them, but
     * for the king-move limit's counters: those games play the move).
     */
    @Override
    public int countMovesAfter(long move, MoveList scratch) {
        if (kingMoveLimit > 0) {
            return super.countMovesAfter(move, scratch);
        }
        long white = pieces[0];
        long black = pieces[1];
        long kingsBefore = kings;
        int us = color;
        movePieces((int) (move >>> FROM_SHIFT) & 63, (int) (move >>> TO_SHIFT) & 63, capturedSet(move),
                (move & PROMOTION) != 0);
        color = us ^ 1;
        int n = generator.count(scratch);
        pieces[0] = white;
        pieces[1] = black;
        kings = kingsBefore;
        color = us;
        return n;
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
        egClass = (int) (s[base + 6] >> 32);
        color = (int) s[base + 6];
        if (hasEndgames) {
            egPlies = (int) (s[base + 5] >>> 32);
            egClassPlies = (int) s[base + 5];
        }
        if (kingMoveLimit > 0) {
            long r = s[base + 7];
            kingRunSquare[0] = (byte) r;
            kingRunSquare[1] = (byte) (r >>> 8);
            kingRun[0] = (int) (r >>> 16) & 0xffff;
            kingRun[1] = (int) (r >>> 32);
        }
    }

    // ---------------------------------------------------------------- result

    @Override
    int piecesOf(int colour) {
        return Long.bitCount(pieces[colour]);
    }

    @Override
    int drawRule() {
        return drawRule(rules.draws(), variant.longestEndgamePlies, stack, FRAME, 3, ply, quiet, key, egClass,
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

    // ---------------------------------------------------------------- endgame tables

    @Override
    public boolean hasEndgameTables() {
        return variant.endgameTables != null;
    }

    @Override
    public int probeEndgame() {
        EndgameDatabase tables = variant.endgameTables;
        return tables == null ? UNKNOWN : tables.probe(pieces[0], pieces[1], kings, color);
    }

    @Override
    public int endgamePieces() {
        return Long.bitCount(pieces[0] | pieces[1]);
    }

    // ---------------------------------------------------------------- text

    @Override
    void put(int cell, int colour, boolean king) {
        pieces[colour] |= 1L << cell;
        if (king) {
            kings |= 1L << cell;
        }
    }

    @Override
    void routeSink(DraughtsNotation.RouteSink sink) {
        generator.routeSink = sink;
    }

    @Override
    int from(long move) {
        return (int) (move >>> FROM_SHIFT) & 63;
    }

    @Override
    int to(long move) {
        return (int) (move >>> TO_SHIFT) & 63;
    }

    @Override
    boolean captures(long move) {
        return (move & CAPTURED) != 0;
    }

    @Override
    int[] capturedCells(long move) {
        long set = capturedSet(move);
        int[] cells = new int[Long.bitCount(set)];
        for (int i = 0; set != 0; set &= set - 1, i++) {
            cells[i] = Long.numberOfTrailingZeros(set);
        }
        return cells;
    }
}
