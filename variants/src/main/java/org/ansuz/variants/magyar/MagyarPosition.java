package org.ansuz.variants.magyar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.Zobrist;

/**
 * A mutable Magyar position. Cells are unbounded axial (q, r) coordinates addressed modulo 32 (see
 * {@code package-info}): the tile cluster stays connected, so it never spans 32 cells and no two cells of
 * interest share an address.
 */
public final class MagyarPosition extends BoardPosition {
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
    private static final long[] JUMP_SIG = new long[SIZE];
    private static final long SIDE_KEY;
    private static final long PHASE_KEY;
    private static final long[] KO_KEY = new long[SIZE];
    private static final int KIND_STEP = 1;
    private static final int KIND_JUMP = 2;
    private static final int KIND_TILE = 3;
    private static final long SKIP = KIND_TILE | 1L << 22;
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
    private final MagyarRules rules;
    private final MagyarWeights weights;
    private final boolean[] tile = new boolean[SIZE];
    /** Column per cell: height in bits 24.., stone colours bottom (bit 0) to top, 1 = white. 0 = empty. */
    private final int[] stack = new int[SIZE];
    /** The real axial coordinates of each address near the cluster (set when a tile arrives there). */
    private final int[] realQ = new int[SIZE];
    private final int[] realR = new int[SIZE];
    private int[] tiles = new int[64];
    private final int[] tilePos = new int[SIZE];
    private int tileCount;
    /** 0 = stone phase, 1 = tile phase (two-phase rules only). */
    private int phase;
    /** Single-phase ko: the cell where the opponent's tile move of the previous turn ended, or -1. */
    private int ko = -1;
    private int turns;
    // Generation scratch (no allocation per node).
    private final int[] path = new int[32];
    private long[] jumpSigs = new long[64];
    private final int[] mark = new int[SIZE];
    private int stamp;
    private final int[] candidates = new int[SIZE];

    /** Each ply's undo word in {@code history}: the ko cell + 1 and the phase before it, {@code (ko + 1) << 1 | phase}. */
    private MagyarPosition(MagyarVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        this.weights = variant.weights;
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

    private void setStack(int cell, int code) {
        if (stack[cell] != 0) {
            key ^= stackKey(cell, stack[cell]);
        }
        stack[cell] = code;
        if (code != 0) {
            key ^= stackKey(cell, code);
        }
    }

    private void addTile(int cell, int q, int r) {
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

    // ---- names and text -------------------------------------------------------------------------

    /** Dagaz name inside its 15 x 9 window (file A..O = q 0..14, rank 1..9 = r), else {@code q,r}. */
    static String cellName(int q, int r, boolean upper) {
        if (q >= 0 && q <= 14 && r >= 1 && r <= 9) {
            return (char) ((upper ? 'A' : 'a') + q) + Integer.toString(r);
        }
        return q + "," + r;
    }

    String name(int cell, boolean upper) {
        return cellName(realQ[cell], realR[cell], upper);
    }

    /** Parses a cell name (Dagaz letter-digit or {@code q,r}) to {q, r}. */
    static int[] parseCell(String s) throws NotationException {
        String t = s.trim().toLowerCase(Locale.ROOT);
        try {
            int comma = t.indexOf(',');
            if (comma > 0) {
                return new int[] {Integer.parseInt(t.substring(0, comma)), Integer.parseInt(t.substring(comma + 1))};
            }
            if (t.length() >= 2 && t.charAt(0) >= 'a' && t.charAt(0) <= 'o') {
                int r = Integer.parseInt(t.substring(1));
                if (r >= 1 && r <= 9) {
                    return new int[] {t.charAt(0) - 'a', r};
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the error below
        }
        throw new NotationException("bad cell '" + s + "' (a Dagaz name a1..o9 or axial q,r)");
    }

    static MagyarPosition parse(MagyarVariant v, String text) throws NotationException {
        MagyarPosition p = new MagyarPosition(v, new GameHistory());
        String[] f = text.trim().split("\\s+");
        int i = 0;
        List<int[]> seen = new ArrayList<>();
        while (i < f.length && f[i].indexOf(':') > 0) {
            String e = f[i++];
            int colon = e.lastIndexOf(':');
            int[] qr = parseCell(e.substring(0, colon));
            String content = e.substring(colon + 1).toLowerCase(Locale.ROOT);
            for (int[] o : seen) {
                int dq = qr[0] - o[0];
                int dr = qr[1] - o[1];
                if (dq == 0 && dr == 0) {
                    throw new NotationException("tile " + e + " listed twice");
                }
                if (Math.abs(dq) > 30 || Math.abs(dr) > 30 || Math.abs(dq + dr) > 30) {
                    throw new NotationException("tiles too far apart: the board is one cluster of tiles");
                }
            }
            if (seen.size() == 63) {
                throw new NotationException("too many tiles (at most 63)");
            }
            seen.add(qr);
            int cell = index(qr[0], qr[1]);
            p.addTile(cell, qr[0], qr[1]);
            if (!content.equals(".")) {
                if (content.isEmpty() || content.length() > 23 || !content.matches("[rw]+")) {
                    throw new NotationException("bad column '" + content + "' (bottom to top r/w, or . for an empty tile)");
                }
                int bits = 0;
                for (int k = 0; k < content.length(); k++) {
                    bits |= (content.charAt(k) == 'w' ? 1 : 0) << k;
                }
                p.setStack(cell, content.length() << 24 | bits);
            }
        }
        if (p.tileCount == 0) {
            throw new NotationException("no tiles: expected <cell>:<column> entries, then r|w and stones|tile");
        }
        if (i >= f.length) {
            throw new NotationException("missing side to move (r or w)");
        }
        String s = f[i++].toLowerCase(Locale.ROOT);
        if (!s.equals("r") && !s.equals("w")) {
            throw new NotationException("side to move must be r or w, not '" + s + "'");
        }
        p.side = s.equals("r") ? RED : WHITE;
        if (i < f.length && (f[i].equalsIgnoreCase("stones") || f[i].equalsIgnoreCase("tile"))) {
            p.phase = f[i++].equalsIgnoreCase("tile") ? 1 : 0;
            if (p.phase == 1 && !v.rules.twoPhase()) {
                throw new NotationException("single-phase Magyar has no tile phase");
            }
        }
        if (i < f.length && !v.rules.twoPhase() && !f[i].matches("\\d+")) {
            if (!f[i].equals("-")) {
                int[] qr = parseCell(f[i]);
                int cell = index(qr[0], qr[1]);
                if (!p.tile[cell] || p.realQ[cell] != qr[0] || p.realR[cell] != qr[1]) {
                    throw new NotationException("ko cell " + f[i] + " has no tile");
                }
                p.ko = cell;
            }
            i++;
        }
        if (i < f.length) {
            try {
                p.turns = Integer.parseInt(f[i++]);
            } catch (NumberFormatException e) {
                throw new NotationException("bad turn count '" + f[i - 1] + "'");
            }
            if (p.turns < 0) {
                throw new NotationException("negative turn count");
            }
        }
        if (i < f.length) {
            throw new NotationException("unexpected '" + f[i] + "' after the position");
        }
        p.key ^= (p.side == WHITE ? SIDE_KEY : 0) ^ (p.phase == 1 ? PHASE_KEY : 0) ^ (p.ko >= 0 ? KO_KEY[p.ko] : 0);
        return p;
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

    static String columnText(int code) {
        if (code == 0) {
            return ".";
        }
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < height(code); k++) {
            s.append((code >>> k & 1) != 0 ? 'w' : 'r');
        }
        return s.toString();
    }

    @Override
    public String fen() {
        StringBuilder s = new StringBuilder();
        for (int cell : orderedTiles()) {
            s.append(name(cell, true)).append(':').append(columnText(stack[cell])).append(' ');
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

    /** The board as the tiles lie now: hex cells in doubled columns, rows from the largest r down. */
    @Override
    public Board board() {
        return drawingBoard(orderedTiles(), realQ, realR);
    }

    static Board drawingBoard(int[] order, int[] qs, int[] rs) {
        int n = order.length;
        int maxR = Integer.MIN_VALUE;
        int minR = Integer.MAX_VALUE;
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        for (int c : order) {
            maxR = Math.max(maxR, rs[c]);
            minR = Math.min(minR, rs[c]);
            minX = Math.min(minX, 2 * qs[c] + rs[c]);
            maxX = Math.max(maxX, 2 * qs[c] + rs[c]);
        }
        int[] row = new int[n];
        int[] col = new int[n];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int c = order[i];
            row[i] = maxR - rs[c];
            col[i] = 2 * qs[c] + rs[c] - minX;
            names.add(cellName(qs[c], rs[c], true));
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = maxR; r >= minR; r--) {
            rowLabels.add(Integer.toString(r));
        }
        List<String> colLabels = new ArrayList<>();
        for (int x = 0; x <= maxX - minX; x++) {
            colLabels.add("");
        }
        return new Board("hex", "hex tiles " + n, maxR - minR + 1, maxX - minX + 1, row, col, List.copyOf(names),
                List.copyOf(rowLabels), List.copyOf(colLabels));
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
        if (result().isOver()) {
            return 0;
        }
        if (phase == 1) {
            out.add(SKIP);
            tileMoves(out);
            return out.size;
        }
        captures(out);
        if (out.size > 0) {
            return out.size;
        }
        for (int i = 0; i < tileCount; i++) {
            int c = tiles[i];
            int code = stack[c];
            if (code == 0 || top(code) != side) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                int to = NB[d][c];
                if (tile[to] && stack[to] == 0) {
                    out.add(KIND_STEP | FROM.put(c) | STEP_DIR.put(d));
                }
            }
        }
        if (!rules.twoPhase()) {
            tileMoves(out);
        }
        return out.size;
    }

    /** Every maximal capture sequence, one per distinct result (routes over the same columns merged). */
    private void captures(MoveList out) {
        int enemy = side ^ 1;
        int first = out.size;
        for (int i = 0; i < tileCount; i++) {
            int c = tiles[i];
            int code = stack[c];
            if (code == 0 || top(code) != side) {
                continue;
            }
            stack[c] = 0;
            jump(out, c, c, code, enemy, 0, 0, first);
            stack[c] = code;
        }
    }

    private void jump(MoveList out, int start, int at, int jumper, int enemy, int depth, long sig, int first) {
        boolean any = false;
        for (int d = 0; d < 6; d++) {
            int over = NB[d][at];
            int code = stack[over];
            if (code == 0 || top(code) != enemy) {
                continue;
            }
            int to = NB[d][over];
            if (!tile[to] || stack[to] != 0 || depth == 15) {
                continue;
            }
            any = true;
            int h = height(code);
            stack[over] = h == 1 ? 0 : (h - 1) << 24 | code & ((1 << (h - 1)) - 1);
            path[depth] = d;
            int jh = height(jumper);
            int next = (jh + 1) << 24 | (jumper & 0xffffff) << 1 | enemy;
            jump(out, start, to, next, enemy, depth + 1, sig + JUMP_SIG[over], first);
            stack[over] = code;
        }
        if (!any && depth > 0) {
            long s = sig * 31 + at * 0x9E3779B97F4A7C15L + start;
            for (int i = first; i < out.size; i++) {
                if (jumpSigs[i] == s) {
                    return;
                }
            }
            long m = KIND_JUMP | FROM.put(start) | JUMPS.put(depth);
            for (int i = 0; i < depth; i++) {
                m |= (long) path[i] << (16 + 3 * i);
            }
            if (out.size >= jumpSigs.length) {
                jumpSigs = Arrays.copyOf(jumpSigs, out.size * 2 + 2);
            }
            jumpSigs[out.size] = s;
            out.add(m);
        }
    }

    /** Whether a tile can leave {@code s} (section 4, rule 2): one arc of 2-4 neighbours, each keeping one arc of 2-5. */
    private boolean removable(int s) {
        int len = ARC[neighbourMask(s, -1)];
        if (len < 2 || len > 4) {
            return false;
        }
        for (int d = 0; d < 6; d++) {
            int n = NB[d][s];
            if (tile[n]) {
                int l = ARC[neighbourMask(n, s)];
                if (l < 2 || l > 5) {
                    return false;
                }
            }
        }
        return true;
    }

    private int neighbourMask(int cell, int ignore) {
        int m = 0;
        for (int d = 0; d < 6; d++) {
            int n = NB[d][cell];
            if (tile[n] && n != ignore) {
                m |= 1 << d;
            }
        }
        return m;
    }

    private void tileMoves(MoveList out) {
        stamp++;
        int nc = 0;
        for (int i = 0; i < tileCount; i++) {
            for (int d = 0; d < 6; d++) {
                int e = NB[d][tiles[i]];
                if (!tile[e] && mark[e] != stamp) {
                    mark[e] = stamp;
                    candidates[nc++] = e;
                }
            }
        }
        for (int i = 0; i < tileCount; i++) {
            int s = tiles[i];
            if (stack[s] != 0 || s == ko || !removable(s)) {
                continue;
            }
            for (int j = 0; j < nc; j++) {
                int e = candidates[j];
                int len = ARC[neighbourMask(e, s)];
                if (len >= 2 && len <= 4) {
                    out.add(KIND_TILE | FROM.put(s) | TILE_TO.put(e));
                }
            }
        }
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

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        int score = 0;
        MagyarWeights w = weights;
        for (int i = 0; i < tileCount; i++) {
            int c = tiles[i];
            int code = stack[c];
            if (code == 0) {
                continue;
            }
            int owner = top(code);
            int h = height(code);
            int enemyBit = owner == WHITE ? 0 : 1;
            int bits = code & ((1 << h) - 1);
            int prisoners = enemyBit == 1 ? Integer.bitCount(bits) : h - Integer.bitCount(bits);
            int liberties = 0;
            for (int d = 0; d < 6; d++) {
                int n = NB[d][c];
                if (tile[n] && stack[n] == 0) {
                    liberties++;
                }
            }
            int v = w.column() + prisoners * w.prisoner() + (h - 1) * w.height() + liberties * w.liberty();
            score += owner == side ? v : -v;
        }
        return score;
    }

    @Override
    public boolean isNoisy(long move) {
        return KIND.of(move) == KIND_JUMP;
    }

    // ---- notation -------------------------------------------------------------------------------

    @Override
    public String moveText(long m) {
        switch (KIND.of(m)) {
            case KIND_STEP -> {
                int f = FROM.of(m);
                return name(f, false) + "-" + cellName(realQ[f] + DQ[STEP_DIR.of(m)], realR[f] + DR[STEP_DIR.of(m)], false);
            }
            case KIND_JUMP -> {
                int at = FROM.of(m);
                int q = realQ[at];
                int r = realR[at];
                StringBuilder s = new StringBuilder(name(at, false));
                for (int i = 0; i < JUMPS.of(m); i++) {
                    int d = jumpDir(m, i);
                    q += 2 * DQ[d];
                    r += 2 * DR[d];
                    s.append('x').append(cellName(q, r, false));
                }
                return s.toString();
            }
            default -> {
                if (m == SKIP) {
                    return "T:-";
                }
                int f = FROM.of(m);
                int to = TILE_TO.of(m);
                int[] qr = destination(f, to);
                return "T:" + name(f, true) + "-" + cellName(qr[0], qr[1], true);
            }
        }
    }

    /** Real coordinates of an empty destination cell, from a tile next to it other than the source. */
    private int[] destination(int source, int to) {
        for (int d = 0; d < 6; d++) {
            int t = NB[(d + 3) % 6][to];
            if (t != source && tile[t]) {
                return new int[] {realQ[t] + DQ[d], realR[t] + DR[d]};
            }
        }
        throw new IllegalStateException("tile destination without neighbours");
    }

    @Override
    public long parseMove(String text) throws NotationException {
        String wanted = text.trim();
        MoveList list = new MoveList();
        int n = generate(list);
        for (int i = 0; i < n; i++) {
            if (moveText(list.move(i)).equalsIgnoreCase(wanted)) {
                return list.move(i);
            }
        }
        // A capture may be written along any route over the same columns (all routes are one move).
        for (int i = 0; i < n; i++) {
            if (KIND.of(list.move(i)) == KIND_JUMP && routeMatches(list.move(i), wanted)) {
                return list.move(i);
            }
        }
        throw new NotationException("illegal move: " + text);
    }

    /** Whether {@code wanted} is another route of the capture {@code m}: same start, landing and jumped columns. */
    private boolean routeMatches(long m, String wanted) throws NotationException {
        String[] parts = wanted.toLowerCase(Locale.ROOT).split("x");
        if (parts.length < 2) {
            return false;
        }
        int[] start = parseCell(parts[0]);
        if (start[0] != realQ[FROM.of(m)] || start[1] != realR[FROM.of(m)]) {
            return false;
        }
        TreeMap<String, Integer> jumped = new TreeMap<>();
        int q = start[0];
        int r = start[1];
        for (int i = 1; i < parts.length; i++) {
            int[] to = parseCell(parts[i]);
            int dq = to[0] - q;
            int dr = to[1] - r;
            if (Math.abs(dq) > 2 || Math.abs(dr) > 2 || dq % 2 != 0 || dr % 2 != 0 || dq == 0 && dr == 0
                    || Math.abs(dq + dr) > 2) {
                return false;
            }
            jumped.merge((q + dq / 2) + "," + (r + dr / 2), 1, Integer::sum);
            q = to[0];
            r = to[1];
        }
        TreeMap<String, Integer> mine = new TreeMap<>();
        int mq = realQ[FROM.of(m)];
        int mr = realR[FROM.of(m)];
        for (int i = 0; i < JUMPS.of(m); i++) {
            int d = jumpDir(m, i);
            mine.merge((mq + DQ[d]) + "," + (mr + DR[d]), 1, Integer::sum);
            mq += 2 * DQ[d];
            mr += 2 * DR[d];
        }
        return mq == q && mr == r && mine.equals(jumped) && parts.length - 1 == JUMPS.of(m);
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
