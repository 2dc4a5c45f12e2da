package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.DIR_NAMES;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.NAME;
import static org.ansuz.variants.abalone.HexGrid.OFF;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import java.util.Arrays;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Zobrist;

/**
 * A Taacoca position on the padded hex mailbox: stones {@code 1} = White (moves first, home row A,
 * goal row I), {@code 2} = Black (home row I, goal row A).
 *
 * <p>Moves are generated per direction from <em>chains</em>: maximal runs of own stones along the
 * direction, listed front first. A stone may move only if every own stone ahead of it in its chain
 * moves too (it vacates the target), so a legal set is a union of chain prefixes: three from one chain,
 * two from one and one from another, or the fronts of three chains. A chain whose front would leave the
 * board cannot move at all.
 */
final class TaacocaPosition extends BoardPosition {
    // Move bits, see package-info.
    static final int CELL_BITS = 7;
    static final int DIR_SHIFT = 21;
    static final int CAPTURE_SHIFT = 24;
    static final int COUNT_SHIFT = 27;

    private static final int WHITE_GOAL_ROW = 8;
    private static final int BLACK_GOAL_ROW = 0;
    private static final int[] FORWARD_WHITE = {1, 2};
    private static final int[] FORWARD_BLACK = {4, 5};
    private static final int[] ALL_DIRECTIONS = {0, 1, 2, 3, 4, 5};

    private static final long[][] Z_STONE = new long[3][HexGrid.SIZE];
    private static final long Z_BLACK_TO_MOVE;

    static {
        Zobrist z = new Zobrist(0x7AAC0CAL);
        for (int p = 1; p <= 2; p++) {
            for (int sq : CELL) {
                Z_STONE[p][sq] = z.next();
            }
        }
        Z_BLACK_TO_MOVE = z.next();
    }

    private final TaacocaVariant variant;
    private final byte[] board;
    private final int[] count = new int[3];
    // Chain buffers for one direction: front cell and number of stones in the chain.
    private final int[] chainFront = new int[HexGrid.CELLS];
    private final int[] chainLength = new int[HexGrid.CELLS];
    private int chains;
    // Evaluation scratch: the stones of each colour.
    private final int[] whiteStones = new int[HexGrid.CELLS];
    private final int[] blackStones = new int[HexGrid.CELLS];
    private final MoveList scratch = new MoveList();

    private TaacocaPosition(TaacocaVariant variant, byte[] board, GameHistory history) {
        super(history);
        this.variant = variant;
        this.board = board;
    }

    static TaacocaPosition parse(TaacocaVariant variant, String fen) throws NotationException {
        if (fen == null || fen.isBlank()) {
            throw new NotationException("empty Taacoca position (expected e.g. " + TaacocaVariant.START + ")");
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length > 2) {
            throw new NotationException("too many fields in Taacoca position: expected <rows I..A> <w|b>");
        }
        byte[] b = HexGrid.emptyMailbox();
        HexGrid.parseRows(f[0], "wb", b);
        TaacocaPosition pos = new TaacocaPosition(variant, b, new GameHistory());
        if (f.length > 1) {
            pos.side = HexGrid.parseSide(f[1], "wb");
        }
        HexGrid.countPieces(b, pos.count);
        for (int p = 1; p <= 2; p++) {
            if (pos.count[p] > 12) {
                throw new NotationException((p == 1 ? "White" : "Black") + " has " + pos.count[p] + " stones: at most 12");
            }
        }
        pos.key = pos.computeKey();
        return pos;
    }

    long computeKey() {
        return (side == 1 ? Z_BLACK_TO_MOVE : 0) ^ HexGrid.pieceKey(board, Z_STONE);
    }

    static int cellAt(long move, int slot) {
        return (int) (move >>> (slot * CELL_BITS)) & 0x7F;
    }

    static int dir(long move) {
        return (int) (move >>> DIR_SHIFT) & 7;
    }

    static int count(long move) {
        return (int) (move >>> COUNT_SHIFT) & 3;
    }

    static boolean captures(long move, int slot) {
        return (move >>> (CAPTURE_SHIFT + slot) & 1) != 0;
    }

    private int[] directions() {
        return variant.allDirections ? ALL_DIRECTIONS : side == 0 ? FORWARD_WHITE : FORWARD_BLACK;
    }

    /**
     * Fills the chain buffers for direction {@code d} and returns how many stones can move in it at all
     * (the total length of the chains whose front has a target on the board).
     */
    private int buildChains(int d) {
        byte me = (byte) (side + 1);
        int step = STEP[d];
        int movable = 0;
        chains = 0;
        for (int sq : CELL) {
            if (board[sq] != me || board[sq + step] == me || board[sq + step] == OFF) {
                continue; // not a stone, not a chain front, or a front stuck at the edge
            }
            int len = 1;
            for (int c = sq - step; board[c] == me; c -= step) {
                len++;
            }
            movable += len;
            chainFront[chains] = sq;
            chainLength[chains++] = len;
        }
        return movable;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (decided()) {
            return 0;
        }
        int me = side + 1;
        for (int d : directions()) {
            int movable = buildChains(d);
            int step = STEP[d];
            if (count[me] < 3) {
                if (movable == count[me]) {
                    // Every stone moves: its chain fronts and the stones behind them.
                    int a = chainFront[0];
                    int b = count[me] == 1 ? 0 : chains == 2 ? chainFront[1] : a - step;
                    add(out, d, a, b, 0, count[me]);
                }
                continue;
            }
            for (int i = 0; i < chains; i++) {
                int fi = chainFront[i];
                if (chainLength[i] >= 3) {
                    add(out, d, fi, fi - step, fi - 2 * step, 3);
                }
                if (chainLength[i] >= 2) {
                    for (int j = 0; j < chains; j++) {
                        if (j != i) {
                            add(out, d, fi, fi - step, chainFront[j], 3);
                        }
                    }
                }
                for (int j = i + 1; j < chains; j++) {
                    for (int k = j + 1; k < chains; k++) {
                        add(out, d, fi, chainFront[j], chainFront[k], 3);
                    }
                }
            }
        }
        return out.size;
    }

    /** Adds the move of stones {@code a, b, c} (0 = unused) in direction {@code d}, cells sorted. */
    private void add(MoveList out, int d, int a, int b, int c, int n) {
        // Sort descending so that unused slots (0) sink to the end, then store ascending.
        int t;
        if (a < b) { t = a; a = b; b = t; }
        if (b < c) { t = b; b = c; c = t; }
        if (a < b) { t = a; a = b; b = t; }
        int s0 = n == 3 ? c : n == 2 ? b : a;
        int s1 = n == 3 ? b : n == 2 ? a : 0;
        int s2 = n == 3 ? a : 0;
        int step = STEP[d];
        byte opp = (byte) (2 - side);
        long m = s0 | (long) s1 << CELL_BITS | (long) s2 << (2 * CELL_BITS) | (long) d << DIR_SHIFT
                | (long) n << COUNT_SHIFT;
        if (board[s0 + step] == opp) {
            m |= 1L << CAPTURE_SHIFT;
        }
        if (n > 1 && board[s1 + step] == opp) {
            m |= 1L << (CAPTURE_SHIFT + 1);
        }
        if (n > 2 && board[s2 + step] == opp) {
            m |= 1L << (CAPTURE_SHIFT + 2);
        }
        out.add(m);
    }

    @Override
    public void play(long move) {
        history.push(key, move, false);
        byte me = (byte) (side + 1);
        byte opp = (byte) (2 - side);
        int n = count(move);
        int step = STEP[dir(move)];
        long k = key;
        // Lift every mover first, so that a stone may land where another mover stood.
        for (int s = 0; s < n; s++) {
            int from = cellAt(move, s);
            board[from] = EMPTY;
            k ^= Z_STONE[me][from];
        }
        for (int s = 0; s < n; s++) {
            int to = cellAt(move, s) + step;
            if (captures(move, s)) {
                k ^= Z_STONE[opp][to];
                count[opp]--;
            }
            board[to] = me;
            k ^= Z_STONE[me][to];
        }
        side ^= 1;
        key = k ^ Z_BLACK_TO_MOVE;
    }

    @Override
    public void undo() {
        key = history.key(history.plies() - 1);
        long move = history.pop();
        side ^= 1;
        byte me = (byte) (side + 1);
        byte opp = (byte) (2 - side);
        int n = count(move);
        int step = STEP[dir(move)];
        for (int s = 0; s < n; s++) {
            int to = cellAt(move, s) + step;
            if (captures(move, s)) {
                board[to] = opp;
                count[opp]++;
            } else {
                board[to] = EMPTY;
            }
        }
        for (int s = 0; s < n; s++) {
            board[cellAt(move, s)] = me;
        }
    }

    /** 1 when a White stone stands on row I, 2 when a Black stone stands on row A, else 0. */
    private int goalReached() {
        for (int n = 5; n <= 9; n++) {
            if (board[HexGrid.square(WHITE_GOAL_ROW, n)] == 1) {
                return 1;
            }
        }
        for (int n = 1; n <= 5; n++) {
            if (board[HexGrid.square(BLACK_GOAL_ROW, n)] == 2) {
                return 2;
            }
        }
        return 0;
    }

    private boolean decided() {
        return goalReached() != 0 || count[side + 1] == 0;
    }

    private static final GameResult GOAL_WON = GameResult.win("a stone reached the far row");
    private static final GameResult GOAL_LOST = GameResult.loss("a stone reached the far row");
    private static final GameResult NO_STONES = GameResult.loss("no stones left");

    @Override
    public GameResult result() {
        int goal = goalReached();
        if (goal != 0) {
            return goal == side + 1 ? GOAL_WON : GOAL_LOST;
        }
        return count[side + 1] == 0 ? NO_STONES : GameResult.ONGOING;
    }

    /**
     * Material, advancement (linear plus squared: runners near the goal matter most), cohesion, a tempo
     * bonus when the side to move can capture (captures are mutual: whoever moves first takes), and the
     * race: a stone no enemy can intercept any more wins outright if it needs no more moves than the
     * opponent's most advanced stone (the side to move arrives first, so it wins ties).
     */
    @Override
    public int evaluate() {
        TaacocaWeights w = variant.evaluation;
        byte me = (byte) (side + 1);
        int score = w.stone() * (count[me] - count[3 - me]);
        int whites = 0;
        int blacks = 0;
        boolean canCapture = false;
        int[] dirs = directions();
        for (int sq : CELL) {
            byte p = board[sq];
            if (p == EMPTY) {
                continue;
            }
            int r = HexGrid.row(sq);
            int adv = p == 1 ? r : 8 - r;
            int friends = 0;
            for (int d = 0; d < 6; d++) {
                if (board[sq + STEP[d]] == p) {
                    friends++;
                }
            }
            int v = w.advance() * adv + w.advanceSquared() * adv * adv + w.cohesion() * friends;
            if (p == me) {
                score += v;
                for (int d : dirs) {
                    canCapture |= board[sq + STEP[d]] == 3 - me;
                }
            } else {
                score -= v;
            }
            if (p == 1) {
                whiteStones[whites++] = sq;
            } else {
                blackStones[blacks++] = sq;
            }
        }
        if (canCapture) {
            score += w.captureTempo();
        }
        if (whites == 0 || blacks == 0) {
            return score;
        }
        // Moves each side needs: by its most advanced stone at all, and by its best unstoppable runner.
        int whiteMin = 9;
        for (int i = 0; i < whites; i++) {
            whiteMin = Math.min(whiteMin, 8 - HexGrid.row(whiteStones[i]));
        }
        int blackMin = 9;
        for (int i = 0; i < blacks; i++) {
            blackMin = Math.min(blackMin, HexGrid.row(blackStones[i]));
        }
        // Only runners that could decide the race are examined: at most as slow as the enemy's best.
        int whiteRun = 9;
        for (int i = 0; i < whites; i++) {
            int needs = 8 - HexGrid.row(whiteStones[i]);
            if (needs < whiteRun && needs <= blackMin && unstoppable(whiteStones[i], blackStones, blacks, true)) {
                whiteRun = needs;
            }
        }
        int blackRun = 9;
        for (int i = 0; i < blacks; i++) {
            int needs = HexGrid.row(blackStones[i]);
            if (needs < blackRun && needs <= whiteMin && unstoppable(blackStones[i], whiteStones, whites, false)) {
                blackRun = needs;
            }
        }
        int myRun = side == 0 ? whiteRun : blackRun;
        int theirRun = side == 0 ? blackRun : whiteRun;
        int myMin = side == 0 ? whiteMin : blackMin;
        int theirMin = side == 0 ? blackMin : whiteMin;
        if (myRun <= theirMin) {
            score += w.raceWin() - 10 * myRun;
        } else if (theirRun < myMin) {
            score -= w.raceWin() - 10 * theirRun;
        }
        return score;
    }

    /**
     * Whether no enemy stone can capture the stone on {@code sq} on its way to the goal row if it runs at
     * once. Forward-only: the runner's reachable cells are followed row by row (a column bit set); a cell
     * is unsafe when some enemy stone can stand next to it, on the capturing side, by the time the runner
     * arrives (enemies step one row per turn toward the runner, the side to move is a tempo ahead). The
     * goal row itself is always safe: arriving there ends the game. With six directions, every enemy must
     * simply be at least two rows behind.
     */
    private boolean unstoppable(int sq, int[] enemies, int count, boolean white) {
        int r = HexGrid.row(sq);
        int n = sq - HexGrid.square(r, 0);
        if (variant.allDirections) {
            for (int i = 0; i < count; i++) {
                int er = HexGrid.row(enemies[i]);
                if (white ? er > r - 2 : er < r + 2) {
                    return false;
                }
            }
            return true;
        }
        int lead = (side == 0) == white ? 0 : 1; // the enemy gets one more move when the runner's side waits
        int reach = 1 << n;
        int goal = white ? 8 : 0;
        for (int i = 0; i < count && lead == 1; i++) {
            // The enemy moves first: an enemy stone already next to the runner takes it now.
            int e = enemies[i];
            if (e == sq + STEP[white ? 1 : 4] || e == sq + STEP[white ? 2 : 5]) {
                return false;
            }
        }
        for (int k = 1, row = white ? r + 1 : r - 1; ; k++, row += white ? 1 : -1) {
            reach = white ? reach | reach << 1 : reach | reach >>> 1;
            reach &= ((1 << (HexGrid.highNumber(row) + 1)) - 1) & -(1 << HexGrid.lowNumber(row));
            if (row == goal) {
                return reach != 0;
            }
            for (int i = 0; i < count; i++) {
                int e = enemies[i];
                int er = HexGrid.row(e);
                int en = e - HexGrid.square(er, 0);
                // The enemy must end next to the row (above it for a White runner) within k - 1 + lead moves.
                int travel = white ? er - (row + 1) : (row - 1) - er;
                if (travel < 0 || travel > k - 1 + lead) {
                    continue;
                }
                int lo = white ? en - (er - row) : en;
                int hi = white ? en : en + (row - er);
                reach &= ~(((1 << (hi + 1)) - 1) & -(1 << Math.max(0, lo)));
            }
            if (reach == 0) {
                return false;
            }
        }
    }

    /** Captures of two or more stones, and moves that put a stone on the goal row (they win at once). */
    @Override
    public boolean isNoisy(long move) {
        int captures = Long.bitCount(move >>> CAPTURE_SHIFT & 7);
        if (captures >= 2) {
            return true;
        }
        int goal = side == 0 ? WHITE_GOAL_ROW : BLACK_GOAL_ROW;
        int step = STEP[dir(move)];
        for (int s = count(move) - 1; s >= 0; s--) {
            if (HexGrid.row(cellAt(move, s) + step) == goal) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String fen() {
        StringBuilder sb = new StringBuilder(48);
        HexGrid.appendRows(sb, board, "wb");
        return sb.append(side == 0 ? " w" : " b").toString();
    }

    @Override
    public String moveText(long move) {
        StringBuilder sb = new StringBuilder(12);
        int n = count(move);
        for (int s = 0; s < n; s++) {
            if (s > 0) {
                sb.append(',');
            }
            sb.append(NAME[cellAt(move, s)]);
        }
        return sb.append('-').append(DIR_NAMES[dir(move)]).toString();
    }

    /** Accepts the cells in any order, with or without commas, any case, optional {@code x} capture marks. */
    @Override
    public long parseMove(String text) throws NotationException {
        String t = text.trim().toUpperCase().replace(" ", "").replace(",", "").replace("X", "");
        int dash = t.indexOf('-');
        if (dash < 0) {
            throw new NotationException("Taacoca move '" + text + "' needs a direction: <cell>,<cell>,<cell>-<DIR>, e.g. A1,B2,C3-NE");
        }
        int d = HexGrid.parseDirection(t.substring(dash + 1));
        String cells = t.substring(0, dash);
        if (cells.isEmpty() || cells.length() % 2 != 0 || cells.length() > 6) {
            throw new NotationException("Taacoca move '" + text + "' must name one to three cells before the direction");
        }
        int n = cells.length() / 2;
        int[] sq = new int[3];
        for (int i = 0; i < n; i++) {
            sq[i] = HexGrid.parseCell(cells.substring(2 * i, 2 * i + 2));
            for (int j = 0; j < i; j++) {
                if (sq[j] == sq[i]) {
                    throw new NotationException("Taacoca move '" + text + "' names " + NAME[sq[i]] + " twice");
                }
            }
            if (board[sq[i]] != side + 1) {
                throw new NotationException("illegal move " + text.trim() + ": " + NAME[sq[i]] + " holds no "
                        + (side == 0 ? "White" : "Black") + " stone");
            }
        }
        Arrays.sort(sq, 0, n);
        int needed = Math.min(3, count[side + 1]);
        if (n != needed) {
            throw new NotationException("illegal move " + text.trim() + ": exactly " + needed + " stone"
                    + (needed == 1 ? "" : "s") + " must move");
        }
        int moves = generate(scratch);
        for (int i = 0; i < moves; i++) {
            long m = scratch.move(i);
            if (dir(m) == d && cellAt(m, 0) == sq[0] && cellAt(m, 1) == sq[1] && cellAt(m, 2) == sq[2]) {
                return m;
            }
        }
        throw new NotationException("illegal move " + text.trim() + ": " + (variant.allDirections ? ""
                : "stones step forward only (" + (side == 0 ? "NW or NE" : "SW or SE") + "), ")
                + "every target must be on the board and not hold a stone of the mover that stays");
    }

    @Override
    public char symbolAt(int cell) {
        byte p = board[CELL[cell]];
        return p == EMPTY ? '.' : p == 1 ? 'w' : 'b';
    }

    @Override
    public Position copy() {
        TaacocaPosition p = new TaacocaPosition(variant, board.clone(), history.copy());
        System.arraycopy(count, 0, p.count, 0, 3);
        p.side = side;
        p.key = key;
        return p;
    }
}
