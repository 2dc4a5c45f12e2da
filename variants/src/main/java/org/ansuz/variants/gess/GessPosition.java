package org.ansuz.variants.gess;

import java.util.Arrays;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;

/**
 * A mutable GESS position: one 22-bit row word per colour and padded row (see {@code package-info}), rings
 * found with a few shifts per row, every move a (centre, direction, distance) triple.
 */
public final class GessPosition extends BoardPosition implements PieceView {
    static final int N = 18;
    /** The 18x18 playing area in text order; the kit's RowCodec reads and writes the placement. */
    static final Geometry TEXT_GEOMETRY = Geometry.rectangle(N, N, Geometry.Links.ORTHOGONAL);
    static final RowCodec TEXT_ROWS = new RowCodec(TEXT_GEOMETRY);
    /** Padded rows: Y = y + 2, bits X = x + 2; playing area Y, X in 2..19, piece centres in 1..20. */
    static final int ROWS = 22;
    static final int PLAY_BITS = ((1 << N) - 1) << 2;
    static final int CENTRE_BITS = ((1 << 20) - 1) << 1;
    static final int BLACK = 0;
    static final int WHITE = 1;
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final Zobrist RANDOM = new Zobrist(0x47455353L);
    /** Keys per colour and padded square {@code Y * 32 + X}. */
    private static final long[][] ZOBRIST = RANDOM.table(2, ROWS * 32);
    private static final long SIDE_KEY = RANDOM.next();
    /** The player who just moved has no ring (whether or not the other has one): he loses. */
    private static final GameResult MOVER_RINGLESS = GameResult.win("no ring left");
    /** The player who just moved took the last ring of the side to move. */
    private static final GameResult RING_CAPTURED = GameResult.loss("ring captured");

    private final GessVariant variant;
    private final GessEvaluation evaluation;
    /** rows[colour][Y]: bit X set when a stone of that colour stands on (X - 2, Y - 2). */
    final int[][] rows = new int[2][ROWS];
    /** Both colours' rows before each ply of the history, ply by ply: what {@code undo} puts back. */
    private int[] rowHistory = new int[2 * ROWS * 64];

    GessPosition(GessVariant variant, GameHistory history) {
        super(history, GessNotation.INSTANCE);
        this.variant = variant;
        this.evaluation = new GessEvaluation(variant.weightVector);
    }

    // ---- squares and names ----------------------------------------------------------------------

    private boolean stoneAt(int colour, int x, int y) {
        return x >= 0 && x < N && y >= 0 && y < N && (rows[colour][y + 2] >>> (x + 2) & 1) != 0;
    }

    /** 'b', 'w' or '.' on a playing square (x, y in 0..17). */
    char stoneChar(int x, int y) {
        return stoneAt(BLACK, x, y) ? 'b' : stoneAt(WHITE, x, y) ? 'w' : '.';
    }

    // ---- position text --------------------------------------------------------------------------

    /** Sets the side to move of a position being read and keys its stones and side. */
    void finishSetup(int sideToMove) {
        side = sideToMove;
        key = computeKey();
    }

    private long computeKey() {
        long k = side == WHITE ? SIDE_KEY : 0;
        for (int c = 0; c < 2; c++) {
            for (int y = 0; y < ROWS; y++) {
                for (int b = rows[c][y]; b != 0; b &= b - 1) {
                    k ^= ZOBRIST[c][y * 32 + Integer.numberOfTrailingZeros(b)];
                }
            }
        }
        return k;
    }

    @Override
    public String fen() {
        return TEXT_ROWS.write(new StringBuilder(400), cell -> stoneChar(TEXT_GEOMETRY.x(cell), TEXT_GEOMETRY.y(cell))).append(side == BLACK ? " b" : " w")
                .toString();
    }

    @Override
    public char symbolAt(int cell) {
        int x = cell % 20 - 1;
        int y = 18 - cell / 20;
        if (x < 0 || x >= N || y < 0 || y >= N) {
            return '+';
        }
        return stoneChar(x, y);
    }

    /** Black and white stones on the playing area; the border ring holds none. */
    @Override
    public Piece pieceAt(int cell) {
        char c = symbolAt(cell);
        return c == 'b' ? Piece.of("stone", BLACK) : c == 'w' ? Piece.of("stone", WHITE) : null;
    }

    /** Black moves first. */
    @Override
    public String sideColour(int side) {
        return side == BLACK ? "black" : "white";
    }

    /** A ruled grid; the ring around it, where piece centres may stand but stones may not, is a frame. */
    @Override
    public Ground groundAt(int cell) {
        return symbolAt(cell) == '+' ? Ground.FRAME : Ground.GRID;
    }

    // ---- moves ----------------------------------------------------------------------------------

    /** The centre of the moving piece as a square of the 20 x 20 grid, {@code (y + 1) * 20 + x + 1}. */
    static final MoveField CENTRE = new MoveField(0, 9);
    /** The direction of the move, an index of {@link #DX}. */
    static final MoveField DIR = CENTRE.next(3);
    static final MoveField DISTANCE = DIR.next(5);
    /** Stones the move removes. */
    static final MoveField CAPTURED = DISTANCE.next(4);

    static long encode(int cx, int cy, int dir, int dist, int captured) {
        return CENTRE.put((cy + 1) * 20 + (cx + 1)) | DIR.put(dir) | DISTANCE.put(dist) | CAPTURED.put(captured);
    }

    static int centreX(long move) {
        return CENTRE.of(move) % 20 - 1;
    }

    static int centreY(long move) {
        return CENTRE.of(move) / 20 - 1;
    }

    /** Bits X - 1 .. X + 1 where a footprint centred on padded column X looks. */
    static int band(int bigX) {
        return 7 << (bigX - 1);
    }

    /** Centres (bits) on padded row Y whose footprint holds none of {@code en} and an off-centre stone of {@code own}. */
    static int pieceCentres(int[] own, int[] en, int bigY) {
        int e = en[bigY - 1] | en[bigY] | en[bigY + 1];
        int blocked = e | e << 1 | e >>> 1;
        int o = own[bigY - 1] | own[bigY + 1];
        int have = o | o << 1 | o >>> 1 | own[bigY] << 1 | own[bigY] >>> 1;
        return have & ~blocked & CENTRE_BITS;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        return result().isOver() ? 0 : scan(out, LIST_ALL);
    }

    /** Only the captures, in {@link #generate}'s order, without listing the quiet steps before them. */
    @Override
    public int generateNoisy(MoveList out) {
        out.clear();
        return result().isOver() ? 0 : scan(out, LIST_NOISY);
    }

    /** Perft's last ply: the length of every slide, nothing listed. */
    @Override
    public int countMoves(MoveList scratch) {
        scratch.clear();
        return result().isOver() ? 0 : scan(scratch, COUNT_ONLY);
    }

    private static final int LIST_ALL = 0;
    private static final int LIST_NOISY = 1;
    private static final int COUNT_ONLY = 2;
    /**
     * The directions (bit d for {@link #DX}[d], {@link #DY}[d]) a piece may move in, by its footprint as nine
     * bits: the row above in bits 6..8, its own row in 3..5, the row below in 0..2, west to east in each.
     */
    private static final byte[] DIRECTIONS = new byte[512];

    static {
        for (int f = 0; f < 512; f++) {
            int dirs = 0;
            for (int d = 0; d < 8; d++) {
                if ((f >>> (3 * (DY[d] + 1) + DX[d] + 1) & 1) != 0) {
                    dirs |= 1 << d;
                }
            }
            DIRECTIONS[f] = (byte) dirs;
        }
    }

    /** Both colours' stones per padded row, the moving piece's own footprint lifted off while it slides. */
    private final int[] occupied = new int[ROWS];
    /**
     * covered[Y] bit X: the footprint centred on (X, Y) holds a stone of either colour. Three or more steps
     * away a sliding footprint no longer overlaps its own starting footprint, so there one bit answers
     * whether it is obstructed.
     */
    private final int[] covered = new int[ROWS];

    /**
     * Walks every piece's slides once. {@code LIST_ALL} lists every move and returns their number;
     * {@code LIST_NOISY} lists the captures and returns {@code out.size}, plus one when a quiet move exists
     * ({@link Position#generateNoisy}'s contract); {@code COUNT_ONLY} lists nothing and returns the number.
     */
    private int scan(MoveList out, int mode) {
        int[] own = rows[side];
        int[] en = rows[side ^ 1];
        fillOccupied(own, en);
        int[] occ = occupied;
        int count = 0;
        boolean quiet = false;
        for (int bigY = 1; bigY <= 20; bigY++) {
            for (int centres = pieceCentres(own, en, bigY); centres != 0; centres &= centres - 1) {
                int bigX = Integer.numberOfTrailingZeros(centres);
                int range = (own[bigY] >>> bigX & 1) != 0 ? 19 : 3;
                int origin = band(bigX);
                int below = occ[bigY - 1];
                int mid = occ[bigY];
                int above = occ[bigY + 1];
                occ[bigY - 1] = below & ~origin;
                occ[bigY] = mid & ~origin;
                occ[bigY + 1] = above & ~origin;
                int footprint = (own[bigY + 1] >>> (bigX - 1) & 7) << 6 | (own[bigY] >>> (bigX - 1) & 7) << 3
                        | own[bigY - 1] >>> (bigX - 1) & 7;
                for (int dirs = DIRECTIONS[footprint] & 0xFF; dirs != 0; dirs &= dirs - 1) {
                    int d = Integer.numberOfTrailingZeros(dirs);
                    int last = slideLength(bigX, bigY, d, range);
                    if (last == 0) {
                        continue;
                    }
                    count += last;
                    if (mode == COUNT_ONLY) {
                        continue;
                    }
                    int hit = stonesUnder(bigX + last * DX[d], bigY + last * DY[d]);
                    long slide = encode(bigX - 2, bigY - 2, d, 0, 0);
                    if (mode == LIST_ALL) {
                        for (int k = 1; k < last; k++) {
                            out.add(slide | DISTANCE.put(k));
                        }
                        out.add(slide | DISTANCE.put(last) | CAPTURED.put(hit));
                    } else {
                        if (hit != 0) {
                            out.add(slide | DISTANCE.put(last) | CAPTURED.put(hit));
                        }
                        quiet |= hit == 0 || last > 1;
                    }
                }
                occ[bigY - 1] = below;
                occ[bigY] = mid;
                occ[bigY + 1] = above;
            }
        }
        return mode == LIST_NOISY ? out.size + (quiet ? 1 : 0) : count;
    }

    private void fillOccupied(int[] own, int[] en) {
        int below = 0;
        int mid = 0;
        for (int y = 0; y < ROWS; y++) {
            int r = own[y] | en[y];
            occupied[y] = r;
            int above = r | r << 1 | r >>> 1;
            if (y > 0) {
                covered[y - 1] = below | mid | above;
            }
            below = mid;
            mid = above;
        }
        covered[ROWS - 1] = below | mid;
    }

    /**
     * How far the piece on (bigX, bigY) slides in direction d: to its first obstruction (a capture), else as
     * far as its range and the ring of centres allow; 0 when it cannot move that way.
     */
    private int slideLength(int bigX, int bigY, int d, int range) {
        int dx = DX[d];
        int dy = DY[d];
        int nx = bigX;
        int ny = bigY;
        for (int k = 1; k <= range; k++) {
            nx += dx;
            ny += dy;
            if (nx < 1 || nx > 20 || ny < 1 || ny > 20) {
                return k - 1;
            }
            boolean obstructed = k <= 2
                    ? ((occupied[ny - 1] | occupied[ny] | occupied[ny + 1]) & band(nx)) != 0
                    : (covered[ny] >>> nx & 1) != 0;
            if (obstructed) {
                return k;
            }
        }
        return range;
    }

    /** Stones under the footprint centred on (nx, ny), the moving piece's own lifted off. */
    private int stonesUnder(int nx, int ny) {
        int mask = band(nx);
        return Integer.bitCount(occupied[ny - 1] & mask) + Integer.bitCount(occupied[ny] & mask)
                + Integer.bitCount(occupied[ny + 1] & mask);
    }

    @Override
    public void play(long move) {
        int base = plies() * 2 * ROWS;
        if (base == rowHistory.length) {
            rowHistory = Arrays.copyOf(rowHistory, rowHistory.length * 2);
        }
        System.arraycopy(rows[0], 0, rowHistory, base, ROWS);
        System.arraycopy(rows[1], 0, rowHistory, base + ROWS, ROWS);
        pushMove(move, false, 0);
        int[] own = rows[side];
        int[] en = rows[side ^ 1];
        int bigX = centreX(move) + 2;
        int bigY = centreY(move) + 2;
        int d = DIR.of(move);
        int k = DISTANCE.of(move);
        int origin = band(bigX);
        int p0 = own[bigY - 1] & origin;
        int p1 = own[bigY] & origin;
        int p2 = own[bigY + 1] & origin;
        own[bigY - 1] &= ~origin;
        own[bigY] &= ~origin;
        own[bigY + 1] &= ~origin;
        int nx = bigX + k * DX[d];
        int ny = bigY + k * DY[d];
        int mask = band(nx);
        for (int r = ny - 1; r <= ny + 1; r++) {
            own[r] &= ~mask;
            en[r] &= ~mask;
        }
        int shift = k * DX[d];
        place(own, ny - 1, p0, shift);
        place(own, ny, p1, shift);
        place(own, ny + 1, p2, shift);
        side ^= 1;
        long kk = key ^ SIDE_KEY;
        for (int c = 0; c < 2; c++) {
            int off = base + c * ROWS;
            int[] now = rows[c];
            for (int y = 2; y < 20; y++) {
                for (int b = now[y] ^ rowHistory[off + y]; b != 0; b &= b - 1) {
                    kk ^= ZOBRIST[c][y * 32 + Integer.numberOfTrailingZeros(b)];
                }
            }
        }
        key = kk;
    }

    /** Puts a pattern row shifted by {@code shift} columns onto padded row {@code y}, dropping stones off the area. */
    private static void place(int[] own, int y, int bits, int shift) {
        if (y < 2 || y > 19 || bits == 0) {
            return;
        }
        int moved = shift >= 0 ? bits << shift : bits >>> -shift;
        own[y] |= moved & PLAY_BITS;
    }

    @Override
    public void undo() {
        popMove();
        int base = plies() * 2 * ROWS;
        System.arraycopy(rowHistory, base, rows[0], 0, ROWS);
        System.arraycopy(rowHistory, base + ROWS, rows[1], 0, ROWS);
        side ^= 1;
    }

    // ---- rings and the end of the game ----------------------------------------------------------

    /** Bits X + 1 where a ring of {@code own} is centred on padded row Y: eight own stones, empty centre. */
    static int ringCentres(int[] own, int[] en, int bigY) {
        int above = own[bigY + 1];
        int below = own[bigY - 1];
        int mid = own[bigY];
        int t = above & above >>> 1 & above >>> 2 & below & below >>> 1 & below >>> 2;
        return t & mid & mid >>> 2 & ~((mid | en[bigY]) >>> 1);
    }

    /** Number of rings of {@code colour} (section 5). */
    int rings(int colour) {
        int[] own = rows[colour];
        int[] en = rows[colour ^ 1];
        int n = 0;
        for (int y = 3; y <= 18; y++) {
            n += Integer.bitCount(ringCentres(own, en, y));
        }
        return n;
    }

    boolean hasRing(int colour) {
        int[] own = rows[colour];
        int[] en = rows[colour ^ 1];
        for (int y = 3; y <= 18; y++) {
            if (ringCentres(own, en, y) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Section 5, checked at the end of every turn: the player who just moved loses without a ring, else the
     * player to move loses without one.
     */
    @Override
    public GameResult result() {
        if (!hasRing(side ^ 1)) {
            return MOVER_RINGLESS;
        }
        return hasRing(side) ? GameResult.ONGOING : RING_CAPTURED;
    }

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return CAPTURED.of(move) > 0;
    }

    // ---- bookkeeping ----------------------------------------------------------------------------

    @Override
    public Position copy() {
        GessPosition p = startCopy(new GessPosition(variant, history.copy()));
        System.arraycopy(rows[0], 0, p.rows[0], 0, ROWS);
        System.arraycopy(rows[1], 0, p.rows[1], 0, ROWS);
        p.rowHistory = rowHistory.clone();
        return p;
    }
}
