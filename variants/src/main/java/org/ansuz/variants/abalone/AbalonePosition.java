package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.DIR_NAMES;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.NAME;
import static org.ansuz.variants.abalone.HexGrid.OFF;
import static org.ansuz.variants.abalone.HexGrid.RING;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Zobrist;

/**
 * An Abalone position on the padded hex mailbox: marbles {@code 1} = Black (moves first), {@code 2} =
 * White. Moves are generated as groups (a line of 1-3 marbles plus a direction) and carry everything
 * {@link #undo} needs, so the undo stack holds only moves and keys.
 */
final class AbalonePosition extends BoardPosition {
    static final int WIN_EJECTIONS = 6;

    // Move bits, see package-info.
    static final int TAIL_MASK = 0x7F;
    static final int DIR_SHIFT = 7;
    static final int AXIS_SHIFT = 10;
    static final int SIZE_SHIFT = 13;
    static final int PUSH_SHIFT = 15;
    static final int EJECT_BIT = 1 << 17;

    private static final long[][] Z_MARBLE = new long[3][HexGrid.SIZE];
    private static final long[][] Z_LOST = new long[3][15];
    private static final long Z_WHITE_TO_MOVE;

    static {
        Zobrist z = new Zobrist(0xABA10EL);
        for (int p = 1; p <= 2; p++) {
            for (int sq : CELL) {
                Z_MARBLE[p][sq] = z.next();
            }
            for (int n = 1; n < 15; n++) {
                Z_LOST[p][n] = z.next();
            }
        }
        Z_WHITE_TO_MOVE = z.next();
    }

    private final AbaloneVariant variant;
    private final byte[] board;
    /** Marbles on the board and marbles pushed off, indexed by marble value 1..2. */
    private final int[] count = new int[3];
    private final int[] lost = new int[3];
    private final MoveList scratch = new MoveList();

    private AbalonePosition(AbaloneVariant variant, byte[] board, GameHistory history) {
        super(history);
        this.variant = variant;
        this.board = board;
    }

    static AbalonePosition parse(AbaloneVariant variant, String fen) throws NotationException {
        if (fen == null || fen.isBlank()) {
            throw new NotationException("empty Abalone position (expected e.g. " + variant.startFen() + ")");
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length > 4) {
            throw new NotationException("too many fields in Abalone position: expected <rows> <b|w> <ejected by Black> <ejected by White>");
        }
        byte[] b = HexGrid.emptyMailbox();
        HexGrid.parseRows(f[0], "bw", b);
        AbalonePosition pos = new AbalonePosition(variant, b, new GameHistory());
        if (f.length > 1) {
            pos.side = HexGrid.parseSide(f[1], "bw");
        }
        for (int k = 2; k < f.length; k++) {
            int n;
            try {
                n = Integer.parseInt(f[k]);
            } catch (NumberFormatException e) {
                throw new NotationException("ejected-marble count must be a number 0-14, not '" + f[k] + "'");
            }
            if (n < 0 || n > 14) {
                throw new NotationException("ejected-marble count must be 0-14, not " + n);
            }
            // Field 2 counts marbles ejected by Black, i.e. White marbles lost.
            pos.lost[k == 2 ? 2 : 1] = n;
        }
        HexGrid.countPieces(b, pos.count);
        for (int p = 1; p <= 2; p++) {
            if (pos.count[p] + pos.lost[p] > 14) {
                throw new NotationException((p == 1 ? "Black" : "White") + " has " + pos.count[p] + " marbles on the board and "
                        + pos.lost[p] + " ejected: more than 14");
            }
        }
        pos.key = pos.computeKey();
        return pos;
    }

    long computeKey() {
        return (side == 1 ? Z_WHITE_TO_MOVE : 0) ^ HexGrid.pieceKey(board, Z_MARBLE)
                ^ Z_LOST[1][lost[1]] ^ Z_LOST[2][lost[2]];
    }

    static long encode(int tail, int dir, int axis, int size, int pushed, boolean eject) {
        return tail | dir << DIR_SHIFT | axis << AXIS_SHIFT | size << SIZE_SHIFT | pushed << PUSH_SHIFT
                | (eject ? EJECT_BIT : 0);
    }

    static int tail(long m) {
        return (int) m & TAIL_MASK;
    }

    static int dir(long m) {
        return (int) (m >>> DIR_SHIFT) & 7;
    }

    static int axis(long m) {
        return (int) (m >>> AXIS_SHIFT) & 7;
    }

    static int size(long m) {
        return (int) (m >>> SIZE_SHIFT) & 3;
    }

    static int pushed(long m) {
        return (int) (m >>> PUSH_SHIFT) & 3;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (decided()) {
            return 0;
        }
        final byte me = (byte) (side + 1);
        final byte[] b = board;
        for (int sq : CELL) {
            if (b[sq] != me) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                if (b[sq + STEP[d]] == EMPTY) {
                    out.add(encode(sq, d, d, 1, 0, false));
                }
            }
            // Lines of 2 and 3 are generated once, from their lower end along the positive axes E, NE, NW.
            for (int axis = 0; axis < 3; axis++) {
                int s1 = sq + STEP[axis];
                if (b[s1] != me) {
                    continue;
                }
                groupMoves(out, sq, axis, 2);
                if (b[s1 + STEP[axis]] == me) {
                    groupMoves(out, sq, axis, 3);
                }
            }
        }
        return out.size;
    }

    private void groupMoves(MoveList out, int low, int axis, int size) {
        int high = low + (size - 1) * STEP[axis];
        inLine(out, low, high, axis, size);
        inLine(out, high, low, axis + 3, size);
        for (int d = 0; d < 6; d++) {
            if (d == axis || d == axis + 3) {
                continue;
            }
            int step = STEP[d];
            if (board[low + step] == EMPTY && board[high + step] == EMPTY
                    && (size == 2 || board[low + STEP[axis] + step] == EMPTY)) {
                out.add(encode(low, d, axis, size, 0, false));
            }
        }
    }

    /** An in-line move of the line {@code tail..head} in direction {@code d}: a slide or a sumito. */
    private void inLine(MoveList out, int tail, int head, int d, int size) {
        int step = STEP[d];
        int t = head + step;
        byte v = board[t];
        if (v == EMPTY) {
            out.add(encode(tail, d, d, size, 0, false));
            return;
        }
        byte opp = (byte) (2 - side);
        if (v != opp) {
            return; // own marble ahead or the edge
        }
        int k = 0;
        while (board[t] == opp) {
            if (++k >= size) {
                return; // as many opponents as pushers: blocked
            }
            t += step;
        }
        if (board[t] == EMPTY) {
            out.add(encode(tail, d, d, size, k, false));
        } else if (board[t] == OFF) {
            out.add(encode(tail, d, d, size, k, true));
        }
    }

    @Override
    public void play(long move) {
        history.push(key, move, false);
        byte me = (byte) (side + 1);
        byte opp = (byte) (2 - side);
        int tail = tail(move);
        int d = dir(move);
        int axis = axis(move);
        int size = size(move);
        int step = STEP[d];
        long k = key;
        if (axis == d) {
            int front = tail + size * step;
            board[tail] = EMPTY;
            board[front] = me;
            k ^= Z_MARBLE[me][tail] ^ Z_MARBLE[me][front];
            int pushed = pushed(move);
            if (pushed > 0) {
                k ^= Z_MARBLE[opp][front];
                if ((move & EJECT_BIT) != 0) {
                    k ^= Z_LOST[opp][lost[opp]];
                    lost[opp]++;
                    count[opp]--;
                    k ^= Z_LOST[opp][lost[opp]];
                } else {
                    int far = front + pushed * step;
                    board[far] = opp;
                    k ^= Z_MARBLE[opp][far];
                }
            }
        } else {
            int along = STEP[axis];
            for (int i = 0, c = tail; i < size; i++, c += along) {
                board[c] = EMPTY;
                board[c + step] = me;
                k ^= Z_MARBLE[me][c] ^ Z_MARBLE[me][c + step];
            }
        }
        side ^= 1;
        key = k ^ Z_WHITE_TO_MOVE;
    }

    @Override
    public void undo() {
        key = history.key(history.plies() - 1);
        long move = history.pop();
        side ^= 1;
        byte me = (byte) (side + 1);
        byte opp = (byte) (2 - side);
        int tail = tail(move);
        int d = dir(move);
        int axis = axis(move);
        int size = size(move);
        int step = STEP[d];
        if (axis == d) {
            int front = tail + size * step;
            board[tail] = me;
            int pushed = pushed(move);
            if (pushed > 0) {
                board[front] = opp;
                if ((move & EJECT_BIT) != 0) {
                    lost[opp]--;
                    count[opp]++;
                } else {
                    board[front + pushed * step] = EMPTY;
                }
            } else {
                board[front] = EMPTY;
            }
        } else {
            int along = STEP[axis];
            for (int i = 0, c = tail; i < size; i++, c += along) {
                board[c + step] = EMPTY;
                board[c] = me;
            }
        }
    }

    /** Over by ejections, ply limit or repetition: the cases where {@link #generate} must not list moves. */
    private boolean decided() {
        return lost[1] >= WIN_EJECTIONS || lost[2] >= WIN_EJECTIONS || drawn();
    }

    private boolean drawn() {
        if (variant.maxPlies > 0 && history.plies() >= variant.maxPlies) {
            return true;
        }
        return variant.repetitionDraw && history.repetitions(key) >= 3;
    }

    private static final GameResult EJECTED_LOST = GameResult.loss("six marbles ejected");
    private static final GameResult EJECTED_WON = GameResult.win("six marbles ejected");
    private static final GameResult PLY_LIMIT = GameResult.draw("ply limit");
    private static final GameResult REPETITION = GameResult.draw("threefold repetition");

    @Override
    public GameResult result() {
        if (lost[side + 1] >= WIN_EJECTIONS) {
            return EJECTED_LOST;
        }
        if (lost[2 - side] >= WIN_EJECTIONS) {
            return EJECTED_WON;
        }
        if (drawn()) {
            return variant.maxPlies > 0 && history.plies() >= variant.maxPlies ? PLY_LIMIT : REPETITION;
        }
        return GameResult.ONGOING;
    }

    @Override
    public int evaluate() {
        AbaloneWeights w = variant.evaluation;
        byte me = (byte) (side + 1);
        int score = w.marble() * (count[me] - count[3 - me]);
        int positional = 0;
        for (int sq : CELL) {
            byte p = board[sq];
            if (p == EMPTY) {
                continue;
            }
            byte other = (byte) (3 - p);
            int v = w.centre() * (4 - RING[sq]);
            int friends = 0;
            int enemies = 0;
            for (int d = 0; d < 6; d++) {
                byte q = board[sq + STEP[d]];
                if (q == p) {
                    friends++;
                } else if (q == other) {
                    enemies++;
                }
            }
            v += w.cohesion() * friends;
            if (RING[sq] == 4) {
                v -= w.edge() + (enemies > 0 ? w.edgeThreat() : 0);
            }
            positional += p == me ? v : -v;
        }
        return score + positional;
    }

    @Override
    public boolean isNoisy(long move) {
        return (move & EJECT_BIT) != 0;
    }

    @Override
    public String fen() {
        StringBuilder sb = new StringBuilder(64);
        HexGrid.appendRows(sb, board, "bw");
        sb.append(side == 0 ? " b " : " w ").append(lost[2]).append(' ').append(lost[1]);
        return sb.toString();
    }

    @Override
    public String moveText(long move) {
        int tail = tail(move);
        int size = size(move);
        String text = NAME[tail];
        if (size > 1) {
            text += NAME[tail + (size - 1) * STEP[axis(move)]];
        }
        return text + "-" + DIR_NAMES[dir(move)];
    }

    /**
     * Accepts {@code <end><end>-<DIR>} with the two ends in either order, {@code <cell>-<DIR>}, any case,
     * an optional ejection mark {@code x1}/{@code x2}, and the middle marble spelled out
     * ({@code A1A2A3-E}).
     */
    @Override
    public long parseMove(String text) throws NotationException {
        String t = text.trim().toUpperCase().replace(" ", "");
        int dash = t.indexOf('-');
        if (dash < 0) {
            throw new NotationException("Abalone move '" + text + "' needs a direction: <tail><head>-<DIR>, e.g. B2C3-NE");
        }
        String cells = t.substring(0, dash);
        String dirText = t.substring(dash + 1);
        int x = dirText.indexOf('X');
        if (x >= 0) {
            dirText = dirText.substring(0, x);
        }
        int d = HexGrid.parseDirection(dirText);
        if (cells.length() % 2 != 0 || cells.isEmpty() || cells.length() > 6) {
            throw new NotationException("Abalone move '" + text + "' must name 1 to 3 cells before the direction");
        }
        int[] sq = new int[cells.length() / 2];
        for (int i = 0; i < sq.length; i++) {
            sq[i] = HexGrid.parseCell(cells.substring(2 * i, 2 * i + 2));
        }
        int a = sq[0];
        int b = sq[sq.length - 1];
        int size = 1;
        int axis = -1;
        if (a != b || sq.length > 1) {
            for (int ax = 0; ax < 6 && axis < 0; ax++) {
                for (int n = 1; n <= 2; n++) {
                    if (a + n * STEP[ax] == b) {
                        axis = ax;
                        size = n + 1;
                    }
                }
            }
            if (axis < 0 || (sq.length == 3 && (size != 3 || sq[1] != a + STEP[axis]))) {
                throw new NotationException("'" + cells + "' is not a line of two or three adjacent cells");
            }
        }
        for (int i = 0; i < size; i++) {
            int c = a + i * (axis < 0 ? 0 : STEP[axis]);
            if (board[c] != side + 1) {
                throw new NotationException("illegal move " + text.trim() + ": " + NAME[c] + " holds no "
                        + (side == 0 ? "Black" : "White") + " marble");
            }
        }
        int n = generate(scratch);
        for (int i = 0; i < n; i++) {
            long m = scratch.move(i);
            if (dir(m) != d || size(m) != size) {
                continue;
            }
            int mt = tail(m);
            int mh = mt + (size - 1) * STEP[axis(m)];
            if ((mt == a && mh == b) || (mt == b && mh == a)) {
                return m;
            }
        }
        throw new NotationException("illegal move " + text.trim() + ": that group cannot move " + DIR_NAMES[d]
                + " here" + (size > 1 ? " (blocked, off the board, or a sumito without superiority)" : " (the cell is not empty)"));
    }

    @Override
    public char symbolAt(int cell) {
        byte p = board[CELL[cell]];
        return p == EMPTY ? '.' : p == 1 ? 'b' : 'w';
    }

    @Override
    public Position copy() {
        AbalonePosition p = new AbalonePosition(variant, board.clone(), history.copy());
        System.arraycopy(count, 0, p.count, 0, 3);
        System.arraycopy(lost, 0, p.lost, 0, 3);
        p.side = side;
        p.key = key;
        return p;
    }

    /** Marbles of the given side (0 Black, 1 White) pushed off so far. */
    int lostMarbles(int player) {
        return lost[player + 1];
    }
}
