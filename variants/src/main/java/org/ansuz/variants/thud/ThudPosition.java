package org.ansuz.variants.thud;

import static org.ansuz.variants.thud.ThudBoard.DIR;
import static org.ansuz.variants.thud.ThudBoard.DWARF;
import static org.ansuz.variants.thud.ThudBoard.EMPTY;
import static org.ansuz.variants.thud.ThudBoard.ROCK;
import static org.ansuz.variants.thud.ThudBoard.STONE;
import static org.ansuz.variants.thud.ThudBoard.TROLL;

import java.util.List;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.RunningScore;

/**
 * A mutable Thud / Koom Valley position on the padded mailbox of {@link ThudBoard}; the move layout is in
 * {@code package-info}. Side 0 = the Dwarfs (they move first), side 1 = the Trolls.
 */
public final class ThudPosition extends BoardPosition implements RunningScore, PieceView {
    static final int DWARFS = 0;
    static final int TROLLS = 1;
    private static final Zobrist RANDOM = new Zobrist(0x54485544L);
    /** Keys per piece (dwarf, troll, Rock) and mailbox square; none for an empty square. */
    private static final long[][] ZOBRIST = {new long[ThudBoard.CELLS], RANDOM.table(ThudBoard.CELLS),
        RANDOM.table(ThudBoard.CELLS), RANDOM.table(ThudBoard.CELLS)};
    private static final long SIDE_KEY = RANDOM.next();
    private static final long TAKEN_KEY = RANDOM.next();

    final ThudVariant variant;
    final ThudRules rules;
    final byte[] sq = ThudBoard.TEMPLATE.clone();
    int dwarfs;
    int trolls;
    /** Mailbox index of the Rock, -1 when there is none. */
    int rock = -1;
    /** Koom Valley: the Trolls have captured the Rock (the game is over). */
    boolean rockTaken;
    /**
     * How many dwarfs, and how many trolls, stand beside each mailbox square, kept in step by {@link #put} and
     * {@link #remove}: the evaluation and the troll moves ask this of most squares they look at, and most
     * answers are 0.
     */
    final byte[] dwarfsBeside = new byte[ThudBoard.CELLS], trollsBeside = new byte[ThudBoard.CELLS];
    /** The dwarfs' and the trolls' squares as sets for {@link ThudBoard#nextIn}: the generator and the evaluation visit only them. */
    final long[] dwarfSet = new long[ThudBoard.SET_LONGS], trollSet = new long[ThudBoard.SET_LONGS];
    final ThudMoveGenerator generator;
    private final ThudEvaluation evaluation;

    ThudPosition(ThudVariant variant) {
        this(variant, new GameHistory());
    }

    private ThudPosition(ThudVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        if (rules.isThud()) {
            sq[ThudBoard.CENTRE] = STONE;
        }
        generator = new ThudMoveGenerator(this);
        evaluation = new ThudEvaluation(variant.weights.of(variant.block));
    }

    static long zobrist(int piece, int idx) {
        return ZOBRIST[piece][idx];
    }

    // ---- board updates --------------------------------------------------------------------------

    void put(int idx, byte piece) {
        sq[idx] = piece;
        key ^= ZOBRIST[piece][idx];
        if (piece == DWARF) {
            dwarfs++;
            count(dwarfsBeside, dwarfSet, idx, 1);
        } else if (piece == TROLL) {
            trolls++;
            count(trollsBeside, trollSet, idx, 1);
        } else {
            rock = idx;
        }
    }

    void remove(int idx) {
        byte piece = sq[idx];
        sq[idx] = EMPTY;
        key ^= ZOBRIST[piece][idx];
        if (piece == DWARF) {
            dwarfs--;
            count(dwarfsBeside, dwarfSet, idx, -1);
        } else if (piece == TROLL) {
            trolls--;
            count(trollsBeside, trollSet, idx, -1);
        } else {
            rock = -1;
        }
    }

    /** A piece arrives on ({@code by} 1) or leaves ({@code by} -1) {@code idx}: its neighbours' counts and its set. */
    private static void count(byte[] beside, long[] set, int idx, int by) {
        for (int d = 0; d < 8; d++) {
            beside[idx + DIR[d]] += by;
        }
        int c = ThudBoard.ORDER[idx];
        set[c >>> 6] ^= 1L << c;
    }

    private void shift(int from, int to) {
        byte piece = sq[from];
        remove(from);
        put(to, piece);
    }

    // ---- play and undo --------------------------------------------------------------------------

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (ended() != ThudVariant.END_NONE) {
            return 0;
        }
        return generator.generate(out);
    }

    /** The captures, found from the pieces that can be taken (see {@link ThudMoveGenerator#generateNoisy}). */
    @Override
    public int generateNoisy(MoveList out) {
        out.clear();
        if (ended() != ThudVariant.END_NONE) {
            return 0;
        }
        return generator.generateNoisy(out);
    }

    @Override
    public void play(long move) {
        pushMove(move, ThudMove.isCapture(move), rockTaken ? 1 : 0);
        int from = ThudMove.FROM.of(move);
        int to = ThudMove.TO.of(move);
        int mask = ThudMove.MASK.of(move);
        int last = to;
        switch (ThudMove.KIND.of(move)) {
            case ThudMove.HURL -> {
                remove(to);
                shift(from, to);
            }
            case ThudMove.TRAMPLE -> {
                remove(from);
                int cur = from;
                for (int i = 0, n = ThudMove.hops(move); i < n; i++) {
                    int d = DIR[ThudMove.hop(move, i)];
                    remove(cur + d);
                    cur += 2 * d;
                }
                put(cur, TROLL);
                last = cur;
            }
            default -> {
                shift(from, to);
                for (int d = 0; mask != 0; d++, mask >>>= 1) {
                    if ((mask & 1) != 0) {
                        remove(to + DIR[d]);
                    }
                }
            }
        }
        if (rockTaken) {
            key ^= TAKEN_KEY;
        }
        rockTaken = rock >= 0 && !rules.isThud() && rockCaptured(side == TROLLS, last);
        if (rockTaken) {
            key ^= TAKEN_KEY;
        }
        side ^= 1;
        key ^= SIDE_KEY;
    }

    @Override
    public boolean isNoisy(long move) {
        return ThudMove.isCapture(move);
    }

    /** Whether the move just made (by the Trolls or not, ending on {@code last}) captures the Rock. */
    private boolean rockCaptured(boolean trollMoved, int last) {
        return switch (rules.rockCapture()) {
            case AFTER_TROLL_MOVE -> trollMoved && trollsAround(rock) >= 3;
            case MOVED_TROLL_ADJACENT -> trollMoved && adjacent(last, rock) && trollsAround(rock) >= 3;
            case ANY_MOVE -> trollsAround(rock) >= 3;
        };
    }

    static boolean adjacent(int a, int b) {
        int dx = ThudBoard.file(a) - ThudBoard.file(b);
        int dy = ThudBoard.rank(a) - ThudBoard.rank(b);
        return a != b && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
    }

    int trollsAround(int idx) {
        int n = 0;
        for (int d = 0; d < 8; d++) {
            if (sq[idx + DIR[d]] == TROLL) {
                n++;
            }
        }
        return n;
    }

    @Override
    public void undo() {
        rockTaken = lastState() != 0;
        long move = history.pop();
        side ^= 1;
        int from = ThudMove.FROM.of(move);
        int to = ThudMove.TO.of(move);
        int mask = ThudMove.MASK.of(move);
        switch (ThudMove.KIND.of(move)) {
            case ThudMove.HURL -> {
                shift(to, from);
                put(to, TROLL);
            }
            case ThudMove.TRAMPLE -> {
                int cur = ThudMove.trampleEnd(move);
                remove(cur);
                cur = from;
                for (int i = 0, n = ThudMove.hops(move); i < n; i++) {
                    int d = DIR[ThudMove.hop(move, i)];
                    put(cur + d, DWARF);
                    cur += 2 * d;
                }
                put(from, TROLL);
            }
            default -> {
                byte enemy = side == DWARFS ? TROLL : DWARF;
                for (int d = 0; mask != 0; d++, mask >>>= 1) {
                    if ((mask & 1) != 0) {
                        put(to + DIR[d], enemy);
                    }
                }
                shift(to, from);
            }
        }
        key = history.key(history.plies());
    }

    // ---- end of game ----------------------------------------------------------------------------

    /** Why the game is over by the rules that need no move generation ({@link ThudVariant#END_NONE} while it goes on). */
    int ended() {
        if (rules.isThud()) {
            if (dwarfs == 0 || trolls == 0) {
                return dwarfs == 0 ? ThudVariant.END_DWARFS_WIPED : ThudVariant.END_TROLLS_WIPED;
            }
            if (rules.noCaptureLimit() > 0 && history.reversiblePlies() >= rules.noCaptureLimit()) {
                return ThudVariant.END_NO_CAPTURE;
            }
            return repetitions() >= 3 ? ThudVariant.END_REPETITION : ThudVariant.END_NONE;
        }
        if (rock >= 0 && ThudBoard.rank(rock) == 14) {
            return ThudVariant.END_GOAL;
        }
        if (rockTaken) {
            return ThudVariant.END_ROCK_TAKEN;
        }
        if (repetitions() >= 3) {
            return ThudVariant.END_REPETITION;
        }
        return rules.plyLimit() > 0 && plies() >= rules.plyLimit() ? ThudVariant.END_PLY_LIMIT : ThudVariant.END_NONE;
    }

    /** Thud: the battle's score, dwarfs (1 point each) minus trolls (4 points each). */
    public int dwarfLead() {
        return dwarfs - 4 * trolls;
    }

    /**
     * How the game stands from the side to move's view once it has ended: Thud on points (the margin is
     * the score difference), Koom Valley by the Rock. The results are the variant's shared constants.
     */
    private GameResult verdict(int end) {
        if (rules.isThud()) {
            return variant.onPoints(end, side == DWARFS ? dwarfLead() : -dwarfLead());
        }
        return variant.byTheRock(end, side);
    }

    /** The end by the rules that need no move generation; never calls {@link #generate}. */
    @Override
    public GameResult result() {
        int end = ended();
        return end == ThudVariant.END_NONE ? GameResult.ONGOING : verdict(end);
    }

    /** Thud: a repetition ends the battle on points, so the search ranks it by the margin; Koom Valley: a draw. */
    @Override
    public GameResult repetitionResult() {
        return verdict(ThudVariant.END_REPETITION);
    }

    /** Thud: a side that cannot move ends the battle, scored as usual; Koom Valley: a draw. */
    @Override
    public GameResult noMoveResult() {
        return verdict(ThudVariant.END_NO_MOVE);
    }

    // ---- the rest of the SPI ----------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public String moveText(long move) {
        return ThudNotation.moveText(move);
    }

    /** Ranks 15 to 1 at their natural lengths, then {@code d} or {@code t}. */
    @Override
    public String fen() {
        return ThudBoard.CODEC.write(new StringBuilder(120), this::symbolAt).append(side == DWARFS ? " d" : " t")
                .toString();
    }

    @Override
    public char symbolAt(int cell) {
        return ThudNotation.symbol(sq[ThudBoard.SQUARES[cell]]);
    }

    /**
     * Dwarfs and trolls; the Thudstone is part of the ground; Koom Valley's Rock is a stone either side may
     * move, so it is nobody's piece.
     */
    @Override
    public Piece pieceAt(int cell) {
        return switch (sq[ThudBoard.SQUARES[cell]]) {
            case DWARF -> Piece.of("dwarf", DWARFS);
            case TROLL -> Piece.of("troll", TROLLS);
            case ROCK -> new Piece("rock", Piece.NEUTRAL, false, List.of());
            case STONE -> Piece.terrain("thudstone");
            default -> null;
        };
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return ThudNotation.parseMove(this, text);
    }

    /** Thud: the battle's points, a dwarf 1, a troll 4 (Koom Valley is no game of points). */
    @Override
    public String score() {
        return rules.isThud() ? "Dwarfs " + dwarfs + ", Trolls " + 4 * trolls + " (" + dwarfs + " dwarfs, " + trolls
                + " trolls)" : "";
    }

    /** Sets up the derived state after a position text was read into {@link #sq} through {@link #put}. */
    void finishSetup(int sideToMove) {
        side = sideToMove;
        if (side == TROLLS) {
            key ^= SIDE_KEY;
        }
        // A position text carries no last move: the Rock counts as captured when the rule's
        // condition holds on the board with the Dwarfs to move (for ANY_MOVE, either side).
        if (!rules.isThud() && rock >= 0 && trollsAround(rock) >= 3
                && (side == DWARFS || rules.rockCapture() == ThudRules.RockCapture.ANY_MOVE)
                && rules.rockCapture() != ThudRules.RockCapture.MOVED_TROLL_ADJACENT) {
            rockTaken = true;
            key ^= TAKEN_KEY;
        }
    }

    @Override
    public Position copy() {
        ThudPosition p = startCopy(new ThudPosition(variant, history.copy()));
        System.arraycopy(sq, 0, p.sq, 0, sq.length);
        p.dwarfs = dwarfs;
        p.trolls = trolls;
        p.rock = rock;
        p.rockTaken = rockTaken;
        System.arraycopy(dwarfsBeside, 0, p.dwarfsBeside, 0, dwarfsBeside.length);
        System.arraycopy(trollsBeside, 0, p.trollsBeside, 0, trollsBeside.length);
        System.arraycopy(dwarfSet, 0, p.dwarfSet, 0, dwarfSet.length);
        System.arraycopy(trollSet, 0, p.trollSet, 0, trollSet.length);
        return p;
    }
}
