package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE;
import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE_OWNER;
import static org.ansuz.variants.chesst.ChessTGeometry.CONNET;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.IMP_FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.LETTERS;
import static org.ansuz.variants.chesst.ChessTGeometry.LINES;
import static org.ansuz.variants.chesst.ChessTGeometry.PRINCE;
import static org.ansuz.variants.chesst.ChessTGeometry.RANKS;
import static org.ansuz.variants.chesst.ChessTGeometry.SCOUT;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.STRENGTH;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTGeometry.name;

import java.util.Arrays;
import java.util.Locale;
import org.ansuz.engine.CellMarks;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.board.Zobrist;

/**
 * A mutable chess-T / chess-T2 position; see {@code package-info} for the board and move layout. Moves come
 * from its {@link ChessTMoveGenerator}, the score from {@link ChessTEvaluation}. The force
 * field (section 7) is recomputed by {@link #computeField()} whenever moves are generated or the position
 * is evaluated; play and undo only move pieces.
 */
public final class ChessTPosition implements Position, CellMarks {
    /** The board's squares in text order (the kit's RowCodec writes and reads the placement). */
    private static final Geometry TEXT_GEOMETRY = Geometry.rectangle(FILES, RANKS, Geometry.Links.ORTHOGONAL);
    private static final RowCodec TEXT_ROWS = new RowCodec(TEXT_GEOMETRY);

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

    // force field (section 7.2): raw sums and royal participation per colour and square
    final int[] sum = new int[2 * SQUARES];
    final int[] royal = new int[2 * SQUARES];

    /**
     * The moves played and the key before each. A ply's undo word: the {@link #counters()} before it,
     * and from bit 32 the pieces it lifted (4 bits each).
     */
    private final GameHistory history;

    private final MoveList scratch = new MoveList(128);
    private final ChessTMoveGenerator generator;

    ChessTPosition(ChessTVariant variant) {
        this(variant, new GameHistory());
    }

    private ChessTPosition(ChessTVariant variant, GameHistory history) {
        this.variant = variant;
        this.rules = variant.rules;
        this.history = history;
        generator = new ChessTMoveGenerator(this, rules);
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

    boolean selected() {
        return impW >= 0;
    }

    /** Section 12: the selection is due before White's fourth move (and the game is not over). */
    public boolean chancePending() {
        return impW < 0 && fullmove >= 4 && side == 0 && !result().isOver();
    }

    /** Royal pieces of colour {@code c} inside the castle of {@code owner}. */
    int royalsIn(int owner, int c) {
        int n = 0;
        for (int s : CASTLE[owner]) {
            int p = board[s];
            if (p != 0 && colourOf(p) == c && isRoyal(kindOf(p))) {
                n++;
            }
        }
        return n;
    }

    boolean castleCaptured(int owner) {
        return royalsIn(owner, 1 - owner) > 0 && royalsIn(owner, owner) == 0;
    }

    // ---- force field ------------------------------------------------------------------------------

    /** Recomputes {@link #sum} and {@link #royal} from the board (section 7.1, 7.2). */
    void computeField() {
        Arrays.fill(sum, 0);
        Arrays.fill(royal, 0);
        for (int s = 0; s < SQUARES; s++) {
            if (board[s] != 0) {
                project(s, sum, royal);
            }
        }
    }

    /**
     * Adds the strength of the piece on {@code s} to every square of its projection set (section 7.1):
     * its own square, its lines up to the first occupied square (jumping lines: all of them), never the
     * enemy impregnable square. A Scout projects nothing.
     */
    private void project(int s, int[] sums, int[] royals) {
        int p = board[s];
        int k = kindOf(p);
        if (k == SCOUT) {
            return;
        }
        int c = colourOf(p);
        int base = c * SQUARES;
        int str = STRENGTH[k];
        int r = isRoyal(k) ? 1 : 0;
        int imp = enemyImp(c);
        sums[base + s] += str;
        royals[base + s] += r;
        int[] lines = LINES[c][k][s];
        for (int i = 0; i < lines.length; ) {
            boolean jumping = lines[i] == 1;
            int n = lines[i + 1];
            int first = i + 2;
            i = first + n;
            for (int j = first; j < i; j++) {
                int q = lines[j];
                if (q == imp) {
                    if (jumping) {
                        continue;
                    }
                    break;
                }
                sums[base + q] += str;
                royals[base + q] += r;
                if (!jumping && board[q] != 0) {
                    break;
                }
            }
        }
    }

    /** The squares the piece on {@code s} acts on (its projection set), in square order; a query, not a hot path. */
    public java.util.List<String> projection(int s) {
        int[] sums = new int[2 * SQUARES];
        java.util.List<String> out = new java.util.ArrayList<>();
        if (board[s] == 0) {
            return out;
        }
        project(s, sums, new int[2 * SQUARES]);
        int base = colourOf(board[s]) * SQUARES;
        for (int q = 0; q < SQUARES; q++) {
            if (sums[base + q] != 0) {
                out.add(name(q));
            }
        }
        return out;
    }

    /** Effective force of colour {@code c} on {@code q} with the castle rule (section 7.3). */
    int force(int c, int q) {
        int i = c * SQUARES + q;
        if (CASTLE_OWNER[q] >= 0 && royal[i] == 0) {
            int p = board[q];
            if (p == 0 || colourOf(p) != c) {
                return 0;
            }
        }
        return sum[i];
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

    private void put(int sq, int code) {
        board[sq] = code;
        count[code]++;
        boardKey ^= ZOBRIST[code][sq];
    }

    private int take(int sq) {
        int code = board[sq];
        board[sq] = 0;
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
            impW = from;
            impB = to;
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
            impW = -1;
            impB = -1;
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
        return ChessTEvaluation.evaluate(this, variant.weights);
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
        if (KIND.of(m) == SELECTION) {
            return "@" + name(FROM.of(m)) + name(TO.of(m));
        }
        String s = name(FROM.of(m)) + name(TO.of(m));
        int promo = PROMO.of(m);
        return promo == 0 ? s : s + Character.toLowerCase(LETTERS.charAt(promo));
    }

    /** Whether {@code m} (legal here) turns a Knecht into a Ver Knecht. */
    boolean becomesVerKnecht(long m) {
        int p = board[FROM.of(m)];
        int to = TO.of(m);
        return kindOf(p) == KNECHT && KIND.of(m) != EXCHANGE && KIND.of(m) != SELECTION
                && (colourOf(p) == 0 ? to / FILES >= 5 : to / FILES <= 2);
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return ChessTNotation.parse(this, text);
    }

    @Override
    public String fen() {
        StringBuilder s = TEXT_ROWS.write(new StringBuilder(80),
                cell -> letter(board[TEXT_GEOMETRY.y(cell) * FILES + TEXT_GEOMETRY.x(cell)]));
        s.append(side == 0 ? " w " : " b ");
        s.append(impW < 0 ? "-" : name(impW) + name(impB));
        s.append(' ');
        if (rights == 0) {
            s.append('-');
        } else {
            s.append((rights & 1) != 0 ? "P" : "").append((rights & 2) != 0 ? "p" : "");
        }
        return s.append(' ').append(clock).append(' ').append(fullmove).toString();
    }

    static char letter(int code) {
        if (code == 0) {
            return '.';
        }
        char l = LETTERS.charAt(kindOf(code));
        return colourOf(code) == 0 ? l : Character.toLowerCase(l);
    }

    @Override
    public char symbolAt(int cell) {
        int x = cell % FILES;
        int y = RANKS - 1 - cell / FILES;
        return letter(board[y * FILES + x]);
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

    static ChessTPosition parse(ChessTVariant v, String text) throws NotationException {
        ChessTPosition p = new ChessTPosition(v);
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        if (f.length > 6) {
            throw new NotationException("too many fields: expected <placement> <side> <impregnable> <rights> "
                    + "<halfmove> <fullmove>");
        }
        int[] codes = new int[SQUARES];
        String kinds = v.rules.scouts() ? "kcprvis" : "kcprvi";
        String letters = kinds.toUpperCase(Locale.ROOT) + kinds; // upper case White, lower case Black
        TEXT_ROWS.parse(f[0], letters, (cell, piece) -> {
            int c = TEXT_GEOMETRY.y(cell) * FILES + TEXT_GEOMETRY.x(cell);
            codes[c] = LETTERS.indexOf(Character.toUpperCase(letters.charAt(piece))) | (piece >= kinds.length() ? 8 : 0);
        });
        for (int s = 0; s < SQUARES; s++) {
            if (codes[s] != 0) {
                p.put(s, codes[s]);
            }
        }
        if (f.length > 1) {
            p.side = BoardPosition.parseSide(f[1], "w", "b");
        }
        if (f.length > 2 && !f[2].equals("-")) {
            String imp = f[2].toLowerCase(Locale.ROOT);
            int w = imp.length() == 4 ? ChessTGeometry.square(imp.substring(0, 2)) : -1;
            int b = imp.length() == 4 ? ChessTGeometry.square(imp.substring(2)) : -1;
            if (w < 0 || b < 0 || w / FILES != 3 || b / FILES != 4 || !candidateFile(w) || !candidateFile(b)) {
                throw new NotationException("impregnable squares must be '-' or White's a4|b4|c4|g4|h4|i4 then "
                        + "Black's a5|b5|c5|g5|h5|i5, e.g. g4h5, not '" + f[2] + "'");
            }
            p.impW = w;
            p.impB = b;
        }
        if (f.length > 3) {
            String r = f[3];
            if (!r.matches("-|P|p|Pp")) {
                throw new NotationException("Prince rights must be Pp, P, p or -, not '" + r + "'");
            }
            p.rights = (r.contains("P") ? 1 : 0) | (r.contains("p") ? 2 : 0);
        }
        if (f.length > 4) {
            p.clock = number(f[4], "halfmove clock", 0, 200);
        }
        if (f.length > 5) {
            p.fullmove = number(f[5], "fullmove number", 1, 60000);
        }
        p.validate();
        return p;
    }

    private static boolean candidateFile(int sq) {
        int x = sq % FILES;
        return x <= 2 || x >= 6;
    }

    private static int number(String s, String what, int min, int max) throws NotationException {
        try {
            int n = Integer.parseInt(s);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new NotationException(what + " must be a number from " + min + " to " + max + ", not '" + s + "'");
    }

    /** The validity checks of section 14.1. */
    private void validate() throws NotationException {
        for (int c = 0; c < 2; c++) {
            if (count[KING | c << 3] > 1) {
                throw new NotationException((c == 0 ? "White" : "Black") + " has more than one King");
            }
        }
        for (int s = 0; s < SQUARES; s++) {
            int p = board[s];
            if (p == 0) {
                continue;
            }
            int k = kindOf(p);
            int c = colourOf(p);
            int y = s / FILES;
            if (CASTLE_OWNER[s] >= 0 && !isRoyal(k)) {
                throw new NotationException("only a King, Connet or Prince may stand on the castle square " + name(s));
            }
            if (k == KNECHT && (c == 0 ? y >= 5 : y <= 2)) {
                throw new NotationException("a Knecht on " + name(s) + " would have become a Ver Knecht");
            }
            if (k == VER_KNECHT && y == (c == 0 ? RANKS - 1 : 0)) {
                throw new NotationException("a Ver Knecht on the far rank (" + name(s) + ") must have transformed");
            }
            if (s == enemyImp(c)) {
                throw new NotationException("a piece stands on its enemy's impregnable square " + name(s));
            }
        }
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
