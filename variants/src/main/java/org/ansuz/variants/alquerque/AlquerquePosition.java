package org.ansuz.variants.alquerque;

import java.util.Arrays;
import java.util.Locale;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;

/** A mutable position of a point-and-line game; see {@code package-info} for the board and move layout. */
public final class AlquerquePosition extends BoardPosition implements PieceView {
    static final long CAPTURE = 1L << 14;
    static final int MASK_SHIFT = 15;
    private static final Zobrist RANDOM = new Zobrist(0x414c5155L);
    /** Keys per piece code and point (at most 128 points). */
    private static final long[][] ZOBRIST = RANDOM.table(16, 128);
    private static final long SIDE_KEY = RANDOM.next();

    final AlquerqueVariant variant;
    final AlquerqueRules rules;
    final AlquerqueGeometry geometry;
    /** Piece code per point: 0 empty, otherwise {@code owner << 3 | type} (type 1..3). */
    final byte[] board;
    /** Pieces per side and type (index 0 = all types). */
    final int[][] count = new int[2][4];
    private final AlquerqueMoveGenerator generator;
    private final AlquerqueEvaluation evaluation;
    // the pieces captured so far, in order; each ply's undo word is the count before it and whether it promoted
    private int[] capturedPoint = new int[1024];
    private byte[] capturedCode = new byte[1024];
    private int captured;

    AlquerquePosition(AlquerqueVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        this.geometry = variant.geometry;
        board = new byte[geometry.size];
        generator = new AlquerqueMoveGenerator(this);
        evaluation = new AlquerqueEvaluation(variant);
    }

    @Override
    public Position copy() {
        AlquerquePosition p = startCopy(new AlquerquePosition(variant, history.copy()));
        System.arraycopy(board, 0, p.board, 0, board.length);
        for (int s = 0; s < 2; s++) {
            System.arraycopy(count[s], 0, p.count[s], 0, 4);
        }
        p.capturedPoint = capturedPoint.clone();
        p.capturedCode = capturedCode.clone();
        p.captured = captured;
        return p;
    }

    static int owner(int code) {
        return code >> 3;
    }

    static int type(int code) {
        return code & 7;
    }

    static long quiet(int from, int to) {
        return from | (long) to << 7;
    }

    static long capture(int from, int to, long capturedMask) {
        return from | (long) to << 7 | CAPTURE | capturedMask << MASK_SHIFT;
    }

    static int from(long move) {
        return (int) (move & 0x7f);
    }

    static int to(long move) {
        return (int) (move >>> 7 & 0x7f);
    }

    static boolean isCapture(long move) {
        return (move & CAPTURE) != 0;
    }

    // ---- position text --------------------------------------------------------------------------

    /** Makes {@code sideToMove} the side to move of a position being read (it starts with the first player). */
    void finishSetup(int sideToMove) {
        if (sideToMove == 1) {
            side = 1;
            key ^= SIDE_KEY;
        }
    }

    @Override
    public String fen() {
        return variant.codec.write(new StringBuilder(geometry.files * geometry.ranks + 8), this::symbolAt)
                .append(side == 0 ? " w" : " b").toString();
    }

    private char symbolOf(int code) {
        if (code == 0) {
            return '.';
        }
        char c = rules.letters().charAt(type(code) - 1);
        return owner(code) == 0 ? Character.toUpperCase(c) : c;
    }

    /**
     * A plain stone where the game has one kind (Alquerque, Fanorona) or for the men beside crowned kings;
     * Dablot's prince and king, the fox and the geese by their names.
     */
    @Override
    public Piece pieceAt(int cell) {
        int code = board[cell];
        if (code == 0) {
            return null;
        }
        String kind = switch (rules.letters().charAt(type(code) - 1)) {
            case 'k' -> "king";
            case 'p' -> rules.letters().length() == 3 ? "prince" : "stone";
            case 'g' -> "goose";
            case 'f' -> "fox";
            default -> "stone";
        };
        return Piece.of(kind, owner(code));
    }

    /** The players' names where they are colours; the geese are white, the fox red. */
    @Override
    public String sideColour(int side) {
        String name = (side == 0 ? variant.info().p1Name() : variant.info().p2Name()).toLowerCase(Locale.ROOT);
        return name.equals("black") || name.equals("white") ? name : side == 0 ? "white" : "red";
    }

    @Override
    public char symbolAt(int cell) {
        return symbolOf(board[cell]);
    }

    // ---- board updates --------------------------------------------------------------------------

    void put(int p, byte code) {
        board[p] = code;
        key ^= ZOBRIST[code][p];
        count[owner(code)][0]++;
        count[owner(code)][type(code)]++;
    }

    private byte lift(int p) {
        byte code = board[p];
        board[p] = 0;
        key ^= ZOBRIST[code][p];
        count[owner(code)][0]--;
        count[owner(code)][type(code)]--;
        return code;
    }

    private void take(int p) {
        if (captured == capturedPoint.length) {
            capturedPoint = Arrays.copyOf(capturedPoint, captured * 2);
            capturedCode = Arrays.copyOf(capturedCode, captured * 2);
        }
        capturedPoint[captured] = p;
        capturedCode[captured++] = lift(p);
    }

    // ---- moves ----------------------------------------------------------------------------------

    @Override
    public int generate(MoveList out) {
        if (!decidedReason().isEmpty()) {
            out.clear();
            return 0;
        }
        return generator.generate(out, false);
    }

    /** Every route of every legal move; {@link #canonicalRoute} names the move each stands for. */
    int generateRoutes(MoveList out, java.util.List<String> texts) {
        if (!decidedReason().isEmpty()) {
            out.clear();
            return 0;
        }
        return generator.generate(out, true, texts);
    }

    int canonicalRoute(int i) {
        return generator.canonicalOf(i);
    }

    @Override
    public void play(long move) {
        int from = from(move);
        int to = to(move);
        boolean promote = rules.promotion() && type(board[from]) == 1
                && geometry.y[to] == (side == 0 ? geometry.ranks - 1 : 0);
        pushMove(move, isCapture(move), (long) captured << 1 | (promote ? 1 : 0));
        if (isCapture(move)) {
            // the k-th enemy piece in point order is captured when bit k of the mask is set
            long mask = move >>> MASK_SHIFT;
            for (int p = 0; mask != 0; p++) {
                int c = board[p];
                if (c != 0 && owner(c) != side) {
                    if ((mask & 1) != 0) {
                        take(p);
                    }
                    mask >>>= 1;
                }
            }
        }
        byte code = lift(from);
        put(to, promote ? (byte) (code + 1) : code);
        side ^= 1;
        key ^= SIDE_KEY;
    }


    @Override
    public void undo() {
        long state = lastState();
        long move = history.pop();
        side ^= 1;
        byte code = lift(to(move));
        if ((state & 1) != 0) {
            code--;
        }
        int top = (int) (state >>> 1);
        while (captured > top) {
            captured--;
            put(capturedPoint[captured], capturedCode[captured]);
        }
        put(from(move), code);
        key = history.key(history.plies());
    }

    // ---- end of game ----------------------------------------------------------------------------

    @Override
    public GameResult result() {
        String r = decidedReason();
        if (r.isEmpty()) {
            return GameResult.ONGOING;
        }
        return switch (r) {
            case REPETITION, LIMIT -> GameResult.draw(r);
            case FEW_GEESE -> side == 0 ? GameResult.loss(r) : GameResult.win(r);
            default -> GameResult.loss(r);
        };
    }

    private static final String REPETITION = "threefold repetition";
    private static final String LIMIT = "no capture limit";
    private static final String FEW_GEESE = "too few geese to trap the fox";

    /** The end of the game by the rules that need no move generation (empty while it goes on). */
    private String decidedReason() {
        int[] mine = count[side];
        if (mine[0] == 0) {
            return "no pieces left";
        }
        if (rules.royalType() > 0 && mine[rules.royalType()] == 0) {
            return "king captured";
        }
        if (rules.lastPieceLoses() && mine[0] == 1) {
            return "one piece left";
        }
        if (rules.foxNeedsTrappers() && count[0][0] < variant.trapMinimum) {
            return FEW_GEESE;
        }
        if (rules.noCaptureLimit() > 0 && history.reversiblePlies() >= rules.noCaptureLimit()) {
            return LIMIT;
        }
        if (repetitions() >= 3) {
            return REPETITION;
        }
        return "";
    }

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return isCapture(move);
    }

    /**
     * Fanorona: nearly every turn of the opening and middle game is a compulsory capture with many
     * stopping points, so quiescence over "forced" captures ran as a full-width search 32 plies deep
     * (90k-380k nodes at depth 1, 3.8 M without finishing depth 2 from the start). There quiescence
     * stands pat and looks only at the captures that take the most pieces (the subset the SPI allows): depth 1
     * takes 13-51 nodes, and the engine beat the greedy player 20 of 20 at 1 s/move.
     */
    @Override
    public int generateNoisy(MoveList out) {
        int n = super.generateNoisy(out);
        if (rules.capture() != AlquerqueRules.Capture.APPROACH_WITHDRAWAL || out.size == 0) {
            return n;
        }
        long[] moves = out.moves;
        int most = 0;
        for (int i = 0; i < out.size; i++) {
            most = Math.max(most, Long.bitCount(moves[i] >>> MASK_SHIFT));
        }
        int k = 0;
        for (int i = 0; i < out.size; i++) {
            if (Long.bitCount(moves[i] >>> MASK_SHIFT) == most) {
                moves[k++] = moves[i];
            }
        }
        out.size = k;
        return n + 1;
    }

    // ---- move text ------------------------------------------------------------------------------

    @Override
    public String moveText(long move) {
        if (!isCapture(move)) {
            return geometry.names[from(move)] + '-' + geometry.names[to(move)];
        }
        String text = generator.routeText(move);
        return text != null ? text : geometry.names[from(move)] + 'x' + geometry.names[to(move)];
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return AlquerqueNotation.parse(this, text);
    }
}
