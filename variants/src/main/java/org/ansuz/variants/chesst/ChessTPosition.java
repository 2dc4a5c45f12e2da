package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE;
import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE_OWNER;
import static org.ansuz.variants.chesst.ChessTGeometry.CONNET;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.IMP_FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.PRINCE;
import static org.ansuz.variants.chesst.ChessTGeometry.RANKS;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTGeometry.name;

import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;

/**
 * A mutable chess-T / chess-T2 position; see {@code package-info} for the board and move layout. Moves come
 * from its {@link ChessTMoveGenerator}, the score from {@link ChessTEvaluation}, the texts from
 * {@link ChessTNotation}. The force field (section 7, {@link ChessTForceField}) is recomputed whenever moves
 * are generated or the position is evaluated; play and undo only move pieces.
 */
public final class ChessTPosition implements Position, CellMarks, PieceView {
    static final int MOVE = 0;
    static final int CAPTURE = 1;
    static final int EXCHANGE = 2;
    static final int SELECTION = 3;

    private static final Zobrist RANDOM = new Zobrist(0x43485354L);
    private static final long[][] ZOBRIST = RANDOM.table(16, SQUARES);
    private static final long SIDE_KEY = RANDOM.next();
    private static final long[] IMP_KEY = RANDOM.table(SQUARES);
    private static final long[] RIGHTS_KEY = RANDOM.table(4);
    private static final long[] PHASE_KEY = RANDOM.table(5);

    final ChessTVariant variant;
    final ChessTRules rules;
    /** Piece code per square: kind | colour << 3, 0 = empty. */
    final int[] board = new int[SQUARES];
    /** Number of pieces per code. */
    final int[] count = new int[16];
    int side;
    /** Impregnable squares of White and Black, -1 before the selection. */
    int impW = -1;
    int impB = -1;
    /** Bit 0: White's Prince-to-Connet right unused; bit 1: Black's. */
    int rights = 3;
    int clock;
    int fullmove = 1;
    private long boardKey;

    /** Changes whenever the board or the impregnable squares do: the force field is kept until then. */
    long boardVersion;
    /** {@code royals[2 * owner + colour]}: {@code colour}'s royal pieces in {@code owner}'s castle. */
    private final int[] royals = new int[4];

    /** The force field (section 7), recomputed before moves are generated or the position is evaluated. */
    final ChessTForceField field = new ChessTForceField(this);

    /**
     * The moves played and the key before each. A ply's undo word: the {@link #counters()} before it,
     * and from bit 32 the pieces it lifted (4 bits each).
     */
    private final GameHistory history;

    private final MoveList scratch = new MoveList(128);
    private final ChessTMoveGenerator generator;
    private final ChessTEvaluation evaluation;

    ChessTPosition(ChessTVariant variant) {
        this(variant, new GameHistory());
    }

    private ChessTPosition(ChessTVariant variant, GameHistory history) {
        this.variant = variant;
        this.rules = variant.rules;
        this.history = history;
        generator = new ChessTMoveGenerator(this, rules);
        evaluation = new ChessTEvaluation(variant.weights);
    }

    // ---- move layout ------------------------------------------------------------------------------

    static final MoveField FROM = new MoveField(0, 7);
    static final MoveField TO = FROM.next(7);
    /** {@link #MOVE}, {@link #CAPTURE}, {@link #EXCHANGE} or {@link #SELECTION}. */
    static final MoveField KIND = TO.next(2);
    /** The kind a piece is promoted to, 0 for none. */
    static final MoveField PROMO = KIND.next(3);

    static long encode(int from, int to, int kind, int promo) {
        return FROM.put(from) | TO.put(to) | KIND.put(kind) | PROMO.put(promo);
    }

    // ---- small queries ----------------------------------------------------------------------------

    static int kindOf(int code) {
        return code & 7;
    }

    static int colourOf(int code) {
        return code >>> 3;
    }

    /** The impregnable square of {@code c}'s opponent (the one {@code c}'s pieces may not enter), or -1. */
    int enemyImp(int c) {
        return c == 0 ? impB : impW;
    }

    /** Sets White's and Black's impregnable squares (-1: not chosen yet). */
    void setImpregnable(int white, int black) {
        impW = white;
        impB = black;
        boardVersion++;
    }

    boolean selected() {
        return impW >= 0;
    }

    /** Section 12: the selection is due before White's fourth move (and the game is not over). */
    public boolean chancePending() {
        return impW < 0 && fullmove >= 4 && side == 0 && !result().isOver();
    }

    /** Royal pieces of colour {@code c} inside the castle of {@code owner}. */
    int royalsIn(int owner, int c) {
        return royals[2 * owner + c];
    }

    boolean castleCaptured(int owner) {
        return royalsIn(owner, 1 - owner) > 0 && royalsIn(owner, owner) == 0;
    }

    // ---- move generation ----------------------------------------------------------------------------

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        if (chancePending()) {
            for (int w : IMP_FILES) {
                for (int b : IMP_FILES) {
                    out.add(encode(3 * FILES + w, 4 * FILES + b, SELECTION, 0));
                }
            }
            return out.size;
        }
        return generator.generate(out);
    }

    // ---- play and undo ------------------------------------------------------------------------------

    void put(int sq, int code) {
        board[sq] = code;
        count[code]++;
        boardVersion++;
        if (CASTLE_OWNER[sq] >= 0 && isRoyal(kindOf(code))) {
            royals[2 * CASTLE_OWNER[sq] + colourOf(code)]++;
        }
        boardKey ^= ZOBRIST[code][sq];
    }

    private int take(int sq) {
        int code = board[sq];
        board[sq] = 0;
        boardVersion++;
        if (CASTLE_OWNER[sq] >= 0 && isRoyal(kindOf(code))) {
            royals[2 * CASTLE_OWNER[sq] + colourOf(code)]--;
        }
        count[code]--;
        boardKey ^= ZOBRIST[code][sq];
        return code;
    }

    @Override
    public void play(long m) {
        int from = FROM.of(m);
        int to = TO.of(m);
        int kind = KIND.of(m);
        long state = counters();
        if (kind == SELECTION) {
            int removedW = board[from] != 0 && colourOf(board[from]) == 1 ? board[from] : 0;
            int removedB = board[to] != 0 && colourOf(board[to]) == 0 ? board[to] : 0;
            history.push(key(), m, true, state | (long) (removedW | removedB << 4) << 32);
            if (removedW != 0) {
                take(from);
            }
            if (removedB != 0) {
                take(to);
            }
            setImpregnable(from, to);
            if (removedW != 0 || removedB != 0) {
                clock = 0;
            }
            return;
        }
        int c = side;
        history.push(key(), m, kind != MOVE, state | (long) (board[from] | board[to] << 4) << 32);
        int mover = take(from);
        int target = board[to] != 0 ? take(to) : 0;
        if (kind != EXCHANGE) {
            int k = kindOf(mover);
            int promo = PROMO.of(m);
            int placed = mover;
            if (promo != 0) {
                placed = promo | c << 3;
            } else if (k == KNECHT && (c == 0 ? to / FILES >= 5 : to / FILES <= 2)) {
                placed = VER_KNECHT | c << 3;
            }
            if (k == PRINCE && (rights >> c & 1) != 0 && CASTLE_OWNER[to] == 1 - c && CASTLE_OWNER[from] != 1 - c
                    && (promo == CONNET || !rules.declinedPrinceTransformationKeepsRight()
                    && count[CONNET | c << 3] < 3)) {
                rights &= ~(1 << c);
            }
            put(to, placed);
        }
        clock = kind == MOVE ? clock + 1 : 0;
        if (c == 1) {
            fullmove++;
        }
        side = 1 - c;
    }

    @Override
    public void undo() {
        long word = history.state(history.plies() - 1);
        long m = history.pop();
        int st = (int) word;
        int pieces = (int) (word >>> 32);
        int from = FROM.of(m);
        int to = TO.of(m);
        if (KIND.of(m) == SELECTION) {
            if ((pieces & 15) != 0) {
                put(from, pieces & 15);
            }
            if ((pieces >> 4) != 0) {
                put(to, pieces >> 4);
            }
            setImpregnable(-1, -1);
        } else {
            if (board[to] != 0) {
                take(to);
            }
            put(from, pieces & 15);
            if ((pieces >> 4) != 0) {
                put(to, pieces >> 4);
            }
        }
        setCounters(st);
    }

    /** The side to move and the counters play changes, as one word: clock (8 bits), rights (2), fullmove (16), side (1). */
    private int counters() {
        return clock | rights << 8 | fullmove << 10 | side << 26;
    }

    private void setCounters(int word) {
        clock = word & 255;
        rights = word >> 8 & 3;
        fullmove = word >> 10 & 0xffff;
        side = word >> 26 & 1;
    }

    // ---- end of game --------------------------------------------------------------------------------

    private static final GameResult.Decisive KING_CAPTURED = GameResult.decisive("king captured");
    private static final GameResult.Decisive CASTLE_CAPTURED = GameResult.decisive("castle captured");

    /**
     * The decided result from the side to move's view (section 13): a King gone, a castle captured, 40
     * moves without capture, threefold repetition. Never generates moves: the blockade is
     * {@link #noMoveResult()}.
     */
    @Override
    public GameResult result() {
        int me = side;
        boolean myKing = count[KING | me << 3] > 0;
        boolean theirKing = count[KING | (1 - me) << 3] > 0;
        if (!myKing || !theirKing) {
            return myKing || theirKing ? KING_CAPTURED.forMover(myKing) : GameResult.draw("both kings removed");
        }
        if (castleCaptured(me)) {
            return CASTLE_CAPTURED.lost();
        }
        if (castleCaptured(1 - me)) {
            return CASTLE_CAPTURED.won();
        }
        if (clock >= 80) {
            return GameResult.draw("40 moves without capture");
        }
        if (repetitions() >= 3) {
            return GameResult.draw("threefold repetition");
        }
        return GameResult.ONGOING;
    }

    /** Blockade: the side to move has no legal move and loses (or draws, by the variant's flag). */
    @Override
    public GameResult noMoveResult() {
        return rules.blockadeIsWin() ? GameResult.loss("blockade") : GameResult.draw("blockade");
    }

    /** How often the current position has occurred since the last capture or selection, this time included. */
    int repetitions() {
        return history.repetitions(key());
    }

    // ---- evaluation ---------------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long m) {
        int kind = KIND.of(m);
        if (kind != MOVE || PROMO.of(m) != 0) {
            return true;
        }
        int p = board[FROM.of(m)];
        return p != 0 && isRoyal(kindOf(p)) && CASTLE_OWNER[TO.of(m)] == 1 - colourOf(p);
    }

    // ---- text ----------------------------------------------------------------------------------------

    @Override
    public String moveText(long m) {
        return ChessTNotation.moveText(m);
    }

    @Override
    public String fen() {
        return ChessTNotation.fen(this);
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return ChessTNotation.parseMove(this, text);
    }

    @Override
    public char symbolAt(int cell) {
        int x = cell % FILES;
        int y = RANKS - 1 - cell / FILES;
        return ChessTNotation.letter(board[y * FILES + x]);
    }

    /** The pieces' names as the rules give them ({@link ChessTGeometry#LETTERS} order). */
    private static final String[] KIND_NAMES = {"", "king", "connet", "prince", "ritter", "ver knecht", "knecht",
        "scout"};

    @Override
    public Piece pieceAt(int cell) {
        int code = board[(RANKS - 1 - cell / FILES) * FILES + cell % FILES];
        return code == 0 ? null : Piece.of(KIND_NAMES[kindOf(code)], colourOf(code));
    }

    /** {@code +} on the castle squares, {@code *} on the two impregnable squares once chosen. */
    @Override
    public char markAt(int cell) {
        int sq = (RANKS - 1 - cell / FILES) * FILES + cell % FILES;
        return sq == impW || sq == impB ? '*' : CASTLE_OWNER[sq] >= 0 ? '+' : ' ';
    }

    @Override
    public String markLegend() {
        return "+ castle, * impregnable" + (impW < 0 ? " (not chosen yet)" : ": " + name(impW) + " White's, "
                + name(impB) + " Black's");
    }

    // ---- misc ------------------------------------------------------------------------------------------

    @Override
    public int sideToMove() {
        return chancePending() ? Position.CHANCE : side;
    }

    /** The colour whose move it is (0 White, 1 Black), also while the selection is pending. */
    int mover() {
        return side;
    }

    @Override
    public long key() {
        long k = boardKey ^ RIGHTS_KEY[rights];
        if (side == 1) {
            k ^= SIDE_KEY;
        }
        if (impW >= 0) {
            k ^= IMP_KEY[impW] ^ IMP_KEY[impB] * 31;
        } else {
            k ^= PHASE_KEY[Math.min(fullmove, 4)];
        }
        return k;
    }

    @Override
    public int plies() {
        return history.plies();
    }

    long lastMove() {
        return history.lastMove();
    }

    @Override
    public Position copy() {
        ChessTPosition p = new ChessTPosition(variant, history.copy());
        System.arraycopy(board, 0, p.board, 0, SQUARES);
        System.arraycopy(count, 0, p.count, 0, count.length);
        p.setCounters(counters());
        System.arraycopy(royals, 0, p.royals, 0, royals.length);
        p.impW = impW;
        p.impB = impB;
        p.boardKey = boardKey;
        return p;
    }

    @Override
    public String toString() {
        return fen();
    }
}
