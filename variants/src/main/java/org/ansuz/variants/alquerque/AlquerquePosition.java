package org.ansuz.variants.alquerque;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Outcome;
import org.ansuz.engine.Position;

/** A mutable position of a point-and-line game; see {@code package-info} for the board and move layout. */
public final class AlquerquePosition implements Position {
    static final long CAPTURE = 1L << 14;
    static final int MASK_SHIFT = 15;
    private static final long[][] ZOBRIST = new long[16][128];
    private static final long SIDE_KEY;

    static {
        SplittableRandom r = new SplittableRandom(0x414c5155L);
        for (long[] row : ZOBRIST) {
            for (int i = 0; i < row.length; i++) {
                row[i] = r.nextLong();
            }
        }
        SIDE_KEY = r.nextLong();
    }

    final AlquerqueVariant variant;
    final AlquerqueRules rules;
    final AlquerqueGeometry geometry;
    /** Piece code per point: 0 empty, otherwise {@code owner << 3 | type} (type 1..3). */
    final byte[] board;
    int side;
    private long key;
    /** Pieces per side and type (index 0 = all types). */
    final int[][] count = new int[2][4];
    private int quietPlies;
    private final AlquerqueMoveGenerator generator;
    private final AlquerqueEvaluation evaluation;
    // undo stack
    private long[] keyHistory = new long[256];
    private long[] moveHistory = new long[256];
    private int[] quietHistory = new int[256];
    private int[] capturedTop = new int[256];
    private boolean[] promoted = new boolean[256];
    private int[] capturedPoint = new int[1024];
    private byte[] capturedCode = new byte[1024];
    private int captured;
    private int plies;
    private final MoveList scratch = new MoveList(256);

    AlquerquePosition(AlquerqueVariant variant) {
        this.variant = variant;
        this.rules = variant.rules;
        this.geometry = variant.geometry;
        board = new byte[geometry.size];
        generator = new AlquerqueMoveGenerator(this);
        evaluation = new AlquerqueEvaluation(this, variant.weights);
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

    static AlquerquePosition parse(AlquerqueVariant v, String text) throws NotationException {
        AlquerquePosition p = new AlquerquePosition(v);
        AlquerqueGeometry g = v.geometry;
        String[] fields = text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        String[] rows = fields[0].split("/", -1);
        if (rows.length != g.ranks) {
            throw new NotationException("expected " + g.ranks + " ranks separated by '/', found " + rows.length);
        }
        String letters = v.rules.letters();
        for (int r = 0; r < g.ranks; r++) {
            int y = g.ranks - 1 - r;
            int x = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                if (Character.isDigit(ch)) {
                    int n = 0;
                    while (i < row.length() && Character.isDigit(row.charAt(i))) {
                        n = n * 10 + row.charAt(i++) - '0';
                    }
                    i--;
                    for (int k = 0; k < n; k++, x++) {
                        if (x >= g.files || g.pointAt[y * g.files + x] < 0) {
                            throw new NotationException("rank " + (y + 1) + " '" + row + "': a digit covers "
                                    + (x < g.files ? (char) ('a' + x) + "" + (y + 1) + ", which is not a point"
                                    : "more than " + g.files + " cells"));
                        }
                    }
                    continue;
                }
                if (x >= g.files) {
                    throw new NotationException("rank " + (y + 1) + " '" + row + "' describes more than " + g.files
                            + " cells");
                }
                int point = g.pointAt[y * g.files + x];
                if (ch == '*') {
                    if (point >= 0) {
                        throw new NotationException("'*' on " + g.names[point] + ", which is a point");
                    }
                    x++;
                    continue;
                }
                int t = letters.indexOf(Character.toLowerCase(ch)) + 1;
                if (t == 0) {
                    throw new NotationException("unknown piece '" + ch + "' in rank " + (y + 1) + " (use "
                            + letters + " in either case, digits, or '*')");
                }
                if (point < 0) {
                    throw new NotationException("piece '" + ch + "' on " + (char) ('a' + x) + (y + 1)
                            + ", which is not a point");
                }
                int owner = Character.isUpperCase(ch) ? 0 : 1;
                if (v.rules.hunt() && t != owner + 1) {
                    throw new NotationException("the geese are 'G' (first player), the fox is 'f'");
                }
                p.put(point, (byte) (owner << 3 | t));
                x++;
            }
            if (x != g.files) {
                throw new NotationException("rank " + (y + 1) + " '" + row + "' describes " + x + " cells, expected "
                        + g.files);
            }
        }
        if (fields.length > 1) {
            String s = fields[1].toLowerCase(Locale.ROOT);
            if (s.equals("b")) {
                p.side = 1;
                p.key ^= SIDE_KEY;
            } else if (!s.equals("w")) {
                throw new NotationException("side to move must be w or b, not '" + fields[1] + "'");
            }
        }
        if (fields.length > 2) {
            throw new NotationException("unexpected text after the side to move: '" + fields[2] + "'");
        }
        return p;
    }

    @Override
    public String fen() {
        AlquerqueGeometry g = geometry;
        StringBuilder s = new StringBuilder(g.files * g.ranks + 16);
        for (int y = g.ranks - 1; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < g.files; x++) {
                int p = g.pointAt[y * g.files + x];
                char c = p < 0 ? '*' : symbolOf(board[p]);
                if (c == '.') {
                    run++;
                    continue;
                }
                if (run > 0) {
                    s.append(run);
                    run = 0;
                }
                s.append(c);
            }
            if (run > 0) {
                s.append(run);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(side == 0 ? " w" : " b").toString();
    }

    private char symbolOf(int code) {
        if (code == 0) {
            return '.';
        }
        char c = rules.letters().charAt(type(code) - 1);
        return owner(code) == 0 ? Character.toUpperCase(c) : c;
    }

    @Override
    public char symbolAt(int cell) {
        return symbolOf(board[cell]);
    }

    // ---- board updates --------------------------------------------------------------------------

    private void put(int p, byte code) {
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
        if (decided() != Outcome.ONGOING) {
            out.clear();
            return 0;
        }
        return generator.generate(out, false);
    }

    /** Every route of every legal move; {@link #canonicalRoute} names the move each stands for. */
    int generateRoutes(MoveList out, java.util.List<String> texts) {
        if (decided() != Outcome.ONGOING) {
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
        if (plies == keyHistory.length) {
            int n = plies * 2;
            keyHistory = Arrays.copyOf(keyHistory, n);
            moveHistory = Arrays.copyOf(moveHistory, n);
            quietHistory = Arrays.copyOf(quietHistory, n);
            capturedTop = Arrays.copyOf(capturedTop, n);
            promoted = Arrays.copyOf(promoted, n);
        }
        keyHistory[plies] = key;
        moveHistory[plies] = move;
        quietHistory[plies] = quietPlies;
        capturedTop[plies] = captured;
        int from = from(move);
        int to = to(move);
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
            quietPlies = 0;
        } else {
            quietPlies++;
        }
        byte code = lift(from);
        boolean promote = rules.promotion() && type(code) == 1
                && geometry.y[to] == (side == 0 ? geometry.ranks - 1 : 0);
        promoted[plies] = promote;
        put(to, promote ? (byte) (code + 1) : code);
        plies++;
        side ^= 1;
        key ^= SIDE_KEY;
    }


    @Override
    public void undo() {
        plies--;
        side ^= 1;
        key ^= SIDE_KEY;
        long move = moveHistory[plies];
        byte code = lift(to(move));
        if (promoted[plies]) {
            code--;
        }
        int top = capturedTop[plies];
        while (captured > top) {
            captured--;
            put(capturedPoint[captured], capturedCode[captured]);
        }
        put(from(move), code);
        quietPlies = quietHistory[plies];
        key = keyHistory[plies];
    }

    // ---- end of game ----------------------------------------------------------------------------

    @Override
    public Outcome outcome() {
        Outcome o = decided();
        if (o != Outcome.ONGOING) {
            return o;
        }
        return generator.generate(scratch, false) > 0 ? Outcome.ONGOING : Outcome.LOSS;
    }

    @Override
    public String outcomeReason() {
        String r = decidedReason();
        if (!r.isEmpty()) {
            return r;
        }
        return outcome() == Outcome.LOSS ? "no legal move" : "";
    }

    /** The end of the game by the rules that need no move generation. */
    Outcome decided() {
        String r = decidedReason();
        if (r.isEmpty()) {
            return Outcome.ONGOING;
        }
        return switch (r) {
            case "threefold repetition", "no capture limit" -> Outcome.DRAW;
            case "too few geese to trap the fox" -> side == 0 ? Outcome.LOSS : Outcome.WIN;
            default -> Outcome.LOSS;
        };
    }

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
            return "too few geese to trap the fox";
        }
        if (rules.noCaptureLimit() > 0 && quietPlies >= rules.noCaptureLimit()) {
            return "no capture limit";
        }
        if (repetitions() >= 3) {
            return "threefold repetition";
        }
        return "";
    }

    /** How often the current position (side included) has occurred since the last capture, this time included. */
    private int repetitions() {
        int n = 1;
        int stop = Math.max(0, plies - quietPlies);
        for (int i = plies - 2; i >= stop; i -= 2) {
            if (keyHistory[i] == key) {
                n++;
            }
        }
        return n;
    }

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate();
    }

    @Override
    public boolean isNoisy(long move) {
        return isCapture(move);
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

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public Position copy() {
        AlquerquePosition p = new AlquerquePosition(variant);
        System.arraycopy(board, 0, p.board, 0, board.length);
        p.side = side;
        p.key = key;
        for (int s = 0; s < 2; s++) {
            System.arraycopy(count[s], 0, p.count[s], 0, 4);
        }
        p.quietPlies = quietPlies;
        p.keyHistory = keyHistory.clone();
        p.moveHistory = moveHistory.clone();
        p.quietHistory = quietHistory.clone();
        p.capturedTop = capturedTop.clone();
        p.promoted = promoted.clone();
        p.capturedPoint = capturedPoint.clone();
        p.capturedCode = capturedCode.clone();
        p.captured = captured;
        p.plies = plies;
        return p;
    }

    @Override
    public String toString() {
        return fen();
    }
}
