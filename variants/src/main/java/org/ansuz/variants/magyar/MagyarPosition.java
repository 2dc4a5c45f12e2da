package org.ansuz.variants.magyar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;

/**
 * A mutable Magyar position. Cells are unbounded axial (q, r) coordinates addressed modulo 32 (see
 * {@code package-info}): the tile cluster stays connected, so it never spans 32 cells and no two cells of
 * interest share an address.
 */
public final class MagyarPosition extends BoardPosition implements PieceView {
    static final int RED = 0;
    static final int WHITE = 1;
    static final int SIZE = 1024;
    /** Neighbours in cyclic order W, NW, NE, E, SE, SW; the opposite of d is (d + 3) % 6. */
    static final int[] DQ = {-1, -1, 0, 1, 1, 0};
    static final int[] DR = {0, 1, 1, 0, -1, -1};
    static final int[][] NB = new int[6][SIZE];
    /** Length of the single cyclic run of ones in a 6-bit neighbour mask, or -1 when it has several runs. */
    static final int[] ARC = new int[64];
    private static final long[] TILE_KEY = new long[SIZE];
    static final long[] JUMP_SIG = new long[SIZE];
    private static final long SIDE_KEY;
    private static final long PHASE_KEY;
    private static final long[] KO_KEY = new long[SIZE];
    static final int KIND_STEP = 1;
    static final int KIND_JUMP = 2;
    static final int KIND_TILE = 3;
    /** The tile phase's "no tile move" ({@code T:-}). */
    static final long SKIP = KIND_TILE | 1L << 22;
    private static final GameResult.Decisive NO_COLUMN = GameResult.decisive("no column left");
    private static final GameResult REPETITION = GameResult.draw("threefold repetition");
    private static final GameResult TURN_LIMIT = GameResult.draw("turn limit");

    static {
        for (int d = 0; d < 6; d++) {
            for (int c = 0; c < SIZE; c++) {
                NB[d][c] = index((c >> 5) + DQ[d], (c & 31) + DR[d]);
            }
        }
        for (int m = 0; m < 64; m++) {
            int runs = 0;
            for (int d = 0; d < 6; d++) {
                if ((m >> d & 1) != 0 && (m >> ((d + 5) % 6) & 1) == 0) {
                    runs++;
                }
            }
            ARC[m] = m == 0 ? 0 : m == 63 ? 6 : runs == 1 ? Integer.bitCount(m) : -1;
        }
        Zobrist r = new Zobrist(0x4d414759L);
        for (int c = 0; c < SIZE; c++) {
            TILE_KEY[c] = r.next();
            JUMP_SIG[c] = r.next();
            KO_KEY[c] = r.next();
        }
        SIDE_KEY = r.next();
        PHASE_KEY = r.next();
    }

    static int index(int q, int r) {
        return (q & 31) << 5 | (r & 31);
    }

    private final MagyarVariant variant;
    final MagyarRules rules;
    private final MagyarEvaluation evaluation;
    final boolean[] tile = new boolean[SIZE];
    /** Column per cell: height in bits 24.., stone colours bottom (bit 0) to top, 1 = white. 0 = empty. */
    final int[] stack = new int[SIZE];
    /** The real axial coordinates of each address near the cluster (set when a tile arrives there). */
    final int[] realQ = new int[SIZE];
    final int[] realR = new int[SIZE];
    int[] tiles = new int[64];
    private final int[] tilePos = new int[SIZE];
    int tileCount;
    /** 0 = stone phase, 1 = tile phase (two-phase rules only). */
    int phase;
    /** Single-phase ko: the cell where the opponent's tile move of the previous turn ended, or -1. */
    int ko = -1;
    int turns;
    private final MagyarMoveGenerator generator;

    /** Each ply's undo word in {@code history}: the ko cell + 1 and the phase before it, {@code (ko + 1) << 1 | phase}. */
    MagyarPosition(MagyarVariant variant, GameHistory history) {
        super(history, MagyarNotation.INSTANCE);
        this.variant = variant;
        this.rules = variant.rules;
        this.evaluation = new MagyarEvaluation(variant.weights);
        generator = new MagyarMoveGenerator(this);
    }

    // ---- columns --------------------------------------------------------------------------------

    static int height(int code) {
        return code >>> 24;
    }

    /** Colour of the top stone; only for non-empty columns. */
    static int top(int code) {
        return code >>> (height(code) - 1) & 1;
    }

    private static long stackKey(int cell, int code) {
        long z = ((long) cell << 32 | code) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    void setStack(int cell, int code) {
        if (stack[cell] != 0) {
            key ^= stackKey(cell, stack[cell]);
        }
        stack[cell] = code;
        if (code != 0) {
            key ^= stackKey(cell, code);
        }
    }

    void addTile(int cell, int q, int r) {
        tile[cell] = true;
        realQ[cell] = q;
        realR[cell] = r;
        tilePos[cell] = tileCount;
        tiles[tileCount++] = cell;
        key ^= TILE_KEY[cell];
    }

    private void moveTile(int from, int to) {
        tile[from] = false;
        key ^= TILE_KEY[from] ^ TILE_KEY[to];
        for (int d = 0; d < 6; d++) {
            int t = NB[(d + 3) % 6][to];
            if (t != from && tile[t]) {
                realQ[to] = realQ[t] + DQ[d];
                realR[to] = realR[t] + DR[d];
                break;
            }
        }
        tile[to] = true;
        int i = tilePos[from];
        tiles[i] = to;
        tilePos[to] = i;
    }

    /** Sets a parsed position's side to move and adds the side, phase and ko keys. */
    void finishSetup(int sideToMove) {
        side = sideToMove;
        key ^= (side == WHITE ? SIDE_KEY : 0) ^ (phase == 1 ? PHASE_KEY : 0) ^ (ko >= 0 ? KO_KEY[ko] : 0);
    }

    // ---- names and text -------------------------------------------------------------------------

    String name(int cell, boolean upper) {
        return MagyarNotation.cellName(realQ[cell], realR[cell], upper);
    }

    /** The tiles in text order: rows from the top (largest r), left to right. */
    int[] orderedTiles() {
        Integer[] order = new Integer[tileCount];
        for (int i = 0; i < tileCount; i++) {
            order[i] = tiles[i];
        }
        Arrays.sort(order, (a, b) -> realR[a] != realR[b] ? realR[b] - realR[a] : realQ[a] - realQ[b]);
        int[] out = new int[tileCount];
        for (int i = 0; i < tileCount; i++) {
            out[i] = order[i];
        }
        return out;
    }

    @Override
    public String fen() {
        StringBuilder s = new StringBuilder();
        for (int cell : orderedTiles()) {
            s.append(name(cell, true)).append(':').append(MagyarNotation.columnText(stack[cell])).append(' ');
        }
        s.append(side == RED ? 'r' : 'w').append(phase == 1 ? " tile" : " stones");
        if (ko >= 0) {
            s.append(' ').append(name(ko, true));
        }
        if (turns > 0) {
            s.append(' ').append(turns);
        }
        return s.toString();
    }

    @Override
    public char symbolAt(int cell) {
        int[] order = orderedTiles();
        if (cell < 0 || cell >= order.length) {
            return ' ';
        }
        int code = stack[order[cell]];
        return code == 0 ? '.' : top(code) == WHITE ? 'w' : 'r';
    }

    /** A stone is drawn as its colour; a column as its top colour in capitals and its height. */
    @Override
    public String cellText(int cell) {
        int[] order = orderedTiles();
        if (cell < 0 || cell >= order.length) {
            return " ";
        }
        int code = stack[order[cell]];
        if (code == 0) {
            return ".";
        }
        char c = top(code) == WHITE ? 'w' : 'r';
        return height(code) == 1 ? String.valueOf(c) : Character.toUpperCase(c) + Integer.toString(height(code));
    }

    /** A column of red and white stones, bottom to top, on a tile. */
    @Override
    public Piece pieceAt(int cell) {
        int[] order = orderedTiles();
        if (cell < 0 || cell >= order.length || stack[order[cell]] == 0) {
            return null;
        }
        int code = stack[order[cell]];
        List<Integer> layers = new ArrayList<>();
        for (int k = 0; k < height(code); k++) {
            layers.add(code >>> k & 1);
        }
        return Piece.column("stone", layers);
    }

    /** Red moves first. */
    @Override
    public String sideColour(int side) {
        return side == RED ? "red" : "white";
    }

    /** The board is its tiles. */
    @Override
    public Ground groundAt(int cell) {
        return Ground.TILE;
    }

    /** The board as the tiles lie now: hex cells in doubled columns, rows from the largest r down. */
    @Override
    public Board board() {
        return MagyarNotation.drawingBoard(orderedTiles(), realQ, realR);
    }

    // ---- moves ----------------------------------------------------------------------------------

    /** {@code KIND_STEP}, {@code KIND_JUMP} or {@code KIND_TILE}. */
    static final MoveField KIND = new MoveField(0, 2);
    /** The cell the column or tile leaves. */
    static final MoveField FROM = KIND.next(10);
    /** A step's direction. */
    static final MoveField STEP_DIR = FROM.next(3);
    /** A jump's number of jumps; their directions follow, 3 bits each ({@link #jumpDir}). */
    static final MoveField JUMPS = FROM.next(4);
    /** The cell a tile moves to. */
    static final MoveField TILE_TO = FROM.next(10);

    static int jumpDir(long m, int i) {
        return (int) (m >>> (16 + 3 * i)) & 7;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        return result().isOver() ? 0 : generator.generate(out);
    }

    @Override
    public void play(long m) {
        pushMove(m, KIND.of(m) == KIND_JUMP, (ko + 1) << 1 | phase);
        if (ko >= 0) {
            key ^= KO_KEY[ko];
            ko = -1;
        }
        switch (KIND.of(m)) {
            case KIND_STEP -> {
                int f = FROM.of(m);
                int code = stack[f];
                setStack(f, 0);
                setStack(NB[STEP_DIR.of(m)][f], code);
            }
            case KIND_JUMP -> {
                int at = FROM.of(m);
                int jumper = stack[at];
                int enemy = side ^ 1;
                setStack(at, 0);
                for (int i = 0; i < JUMPS.of(m); i++) {
                    int d = jumpDir(m, i);
                    int over = NB[d][at];
                    int code = stack[over];
                    int h = height(code);
                    setStack(over, h == 1 ? 0 : (h - 1) << 24 | code & ((1 << (h - 1)) - 1));
                    jumper = (height(jumper) + 1) << 24 | (jumper & 0xffffff) << 1 | enemy;
                    at = NB[d][over];
                }
                setStack(at, jumper);
            }
            default -> {
                if (m != SKIP) {
                    moveTile(FROM.of(m), TILE_TO.of(m));
                    if (!rules.twoPhase()) {
                        ko = TILE_TO.of(m);
                        key ^= KO_KEY[ko];
                    }
                }
            }
        }
        if (rules.twoPhase() && phase == 0) {
            phase = 1;
            key ^= PHASE_KEY;
        } else {
            if (phase == 1) {
                phase = 0;
                key ^= PHASE_KEY;
            }
            side ^= 1;
            key ^= SIDE_KEY;
            turns++;
        }
    }

    @Override
    public void undo() {
        int state = (int) lastState();
        long m = history.pop();
        int oldPhase = state & 1;
        if (!(rules.twoPhase() && oldPhase == 0)) {
            side ^= 1;
            turns--;
        }
        phase = oldPhase;
        switch (KIND.of(m)) {
            case KIND_STEP -> {
                int f = FROM.of(m);
                int to = NB[STEP_DIR.of(m)][f];
                int code = stack[to];
                setStack(to, 0);
                setStack(f, code);
            }
            case KIND_JUMP -> {
                int start = FROM.of(m);
                int k = JUMPS.of(m);
                int at = start;
                for (int i = 0; i < k; i++) {
                    at = NB[jumpDir(m, i)][NB[jumpDir(m, i)][at]];
                }
                int jumper = stack[at];
                setStack(at, 0);
                for (int i = k - 1; i >= 0; i--) {
                    int back = (jumpDir(m, i) + 3) % 6;
                    int over = NB[back][at];
                    int stone = jumper & 1;
                    int jh = height(jumper);
                    jumper = (jh - 1) << 24 | (jumper & 0xffffff) >>> 1;
                    int code = stack[over];
                    int h = height(code);
                    setStack(over, (h + 1) << 24 | (code & 0xffffff) | stone << h);
                    at = NB[back][over];
                }
                setStack(start, jumper);
            }
            default -> {
                if (m != SKIP) {
                    moveTile(TILE_TO.of(m), FROM.of(m));
                }
            }
        }
        ko = (state >> 1) - 1;
        key = history.key(history.plies());
    }

    // ---- end of the game ------------------------------------------------------------------------

    @Override
    public GameResult result() {
        int mine = 0;
        int theirs = 0;
        for (int i = 0; i < tileCount; i++) {
            int code = stack[tiles[i]];
            if (code != 0) {
                if (top(code) == side) {
                    mine++;
                } else {
                    theirs++;
                }
            }
        }
        if (theirs == 0) {
            return NO_COLUMN.won();
        }
        if (mine == 0) {
            return NO_COLUMN.lost();
        }
        if (rules.repetitionDraw() && repetitions() >= 2) {
            return REPETITION;
        }
        if (rules.turnLimit() > 0 && turns >= rules.turnLimit()) {
            return TURN_LIMIT;
        }
        return GameResult.ONGOING;
    }

    /** Columns owned, prisoners held, heights, liberties and the other terms of {@link MagyarEvaluation}. */
    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return KIND.of(move) == KIND_JUMP;
    }

    // ---- bookkeeping ----------------------------------------------------------------------------

    /** 0 = stone phase, 1 = tile phase. */
    int phase() {
        return phase;
    }

    @Override
    public Position copy() {
        MagyarPosition p = startCopy(new MagyarPosition(variant, history.copy()));
        System.arraycopy(tile, 0, p.tile, 0, SIZE);
        System.arraycopy(stack, 0, p.stack, 0, SIZE);
        System.arraycopy(realQ, 0, p.realQ, 0, SIZE);
        System.arraycopy(realR, 0, p.realR, 0, SIZE);
        System.arraycopy(tilePos, 0, p.tilePos, 0, SIZE);
        p.tiles = tiles.clone();
        p.tileCount = tileCount;
        p.phase = phase;
        p.ko = ko;
        p.turns = turns;
        return p;
    }
}
