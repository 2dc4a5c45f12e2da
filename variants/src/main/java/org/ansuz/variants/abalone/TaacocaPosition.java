package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.OFF;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

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
final class TaacocaPosition extends StonePosition {
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
    /** The squares of row I, White's goal, and of row A, Black's. */
    private static final int[] WHITE_GOAL = HexGrid.rowSquares(WHITE_GOAL_ROW);
    private static final int[] BLACK_GOAL = HexGrid.rowSquares(BLACK_GOAL_ROW);

    /** White = 1 moves first. */
    private static final StoneBoard STONES;

    static {
        Zobrist z = new Zobrist(0x7AAC0CAL);
        long[] white = z.table(CELL, HexGrid.SIZE);
        long[] black = z.table(CELL, HexGrid.SIZE);
        STONES = new StoneBoard(HexGrid.GEOMETRY, HexGrid.MAILBOX, "wb", white, black, z.next());
    }

    private final TaacocaVariant variant;
    /** The directions each side steps in, by side: forward only or all six as the rules say. */
    private final int[][] stepDirections;
    private final byte[] board;
    // Chain buffers for one direction: front cell and number of stones in the chain.
    private final int[] chainFront = new int[HexGrid.CELLS];
    private final int[] chainLength = new int[HexGrid.CELLS];
    private int chains;
    /** The squares of the mover's stones in board order, gathered once per {@link #generate}. */
    private final int[] ownStones = new int[HexGrid.CELLS];
    private int ownCount;
    private final TaacocaEvaluation evaluation;
    final MoveList scratch = new MoveList();

    TaacocaPosition(TaacocaVariant variant, GameHistory history) {
        super(STONES, history, TaacocaNotation.INSTANCE);
        this.variant = variant;
        this.evaluation = new TaacocaEvaluation(variant.weightVector, TaacocaWeights.RACE);
        this.board = sq;
        this.stepDirections = variant.rules.allDirections() ? new int[][] {ALL_DIRECTIONS, ALL_DIRECTIONS}
                : new int[][] {FORWARD_WHITE, FORWARD_BLACK};
    }

    // The kit's position-text readers, for TaacocaNotation.parsePosition (they are protected in the kit).
    static String[] textFields(String text, String emptyMessage) throws NotationException {
        return fields(text, emptyMessage);
    }

    void placeStones(String[] fields) throws NotationException {
        readStones(fields);
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

    boolean allDirections() {
        return variant.rules.allDirections();
    }

    /** The directions the side to move may step in. */
    int[] directions() {
        return stepDirections[side];
    }

    /** Lists the mover's stones once, so that each direction's chains are looked for among them only. */
    private void gatherOwnStones() {
        byte me = mine();
        int wanted = count[me];
        int n = 0;
        for (int c = 0; n < wanted; c++) {
            int sq = CELL[c];
            if (board[sq] == me) {
                ownStones[n++] = sq;
            }
        }
        ownCount = n;
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
        for (int i = 0; i < ownCount; i++) {
            int sq = ownStones[i];
            if ( board[sq + step] == me || board[sq + step] == OFF) {
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
        gatherOwnStones();
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

    /**
     * Perft's last ply: how many moves {@link #generate} lists, from the chain lengths alone. Per
     * direction that is one triple for each chain of three or more, a pair with the front of any other
     * chain for each chain of two or more, and the fronts of any three chains.
     */
    @Override
    public int countMoves(MoveList scratch) {
        if (decided()) {
            return 0;
        }
        int me = side + 1;
        gatherOwnStones();
        int total = 0;
        for (int d : directions()) {
            int movable = buildChains(d);
            if (count[me] < 3) {
                total += movable == count[me] ? 1 : 0;
                continue;
            }
            for (int i = 0; i < chains; i++) {
                if (chainLength[i] >= 3) {
                    total++;
                }
                if (chainLength[i] >= 2) {
                    total += chains - 1;
                }
            }
            total += chains * (chains - 1) * (chains - 2) / 6;
        }
        return total;
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

    /**
     * Every mover is lifted first, so that a stone may land where another mover stood. The stones are
     * moved here rather than through {@link #put} and {@link #remove}: a turn moves up to three stones
     * and perft's inner loop is little else, so the key is summed in a local and the counts change only
     * for what is captured (a Taacoca board keeps no counts per rank).
     */
    @Override
    public void play(long move) {
        pushMove(move, false, 0);
        byte me = mine();
        byte opp = theirs();
        long[] myKeys = stoneKeys(me);
        int n = count(move);
        int step = STEP[dir(move)];
        long k = key;
        for (int s = 0; s < n; s++) {
            int from = cellAt(move, s);
            board[from] = EMPTY;
            k ^= myKeys[from];
        }
        for (int s = 0; s < n; s++) {
            int to = cellAt(move, s) + step;
            if (captures(move, s)) {
                k ^= stoneKeys(opp)[to];
                count[opp]--;
            }
            board[to] = me;
            k ^= myKeys[to];
        }
        key = k;
        passTurn();
    }

    /** The board is put back by hand as in {@link #play}; the key comes back from the history. */
    @Override
    public void undo() {
        long move = popMove();
        side ^= 1;
        byte me = mine();
        byte opp = theirs();
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
        for (int goal : WHITE_GOAL) {
            if (board[goal] == 1) {
                return 1;
            }
        }
        for (int goal : BLACK_GOAL) {
            if (board[goal] == 2) {
                return 2;
            }
        }
        return 0;
    }

    private boolean decided() {
        return goalReached() != 0 || count[side + 1] == 0;
    }

    private static final GameResult.Decisive GOAL = GameResult.decisive("a stone reached the far row");
    private static final GameResult NO_STONES = GameResult.loss("no stones left");

    @Override
    public GameResult result() {
        int goal = goalReached();
        if (goal != 0) {
            return GOAL.forMover(goal == side + 1);
        }
        return count[side + 1] == 0 ? NO_STONES : GameResult.ONGOING;
    }

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
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
    public Position copy() {
        return copyStonesTo(new TaacocaPosition(variant, history.copy()));
    }
}
