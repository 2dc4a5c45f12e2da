package org.ansuz.variants.ordo;

import java.util.Arrays;
import java.util.Locale;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.DistinctEffects;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.Mailbox;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.board.Zobrist;

/** A mutable Ordo / Ordo X position on a padded mailbox; see {@code package-info} for the move layout. */
public final class OrdoPosition extends BoardPosition {
    static final int FILES = 10;
    static final int RANKS = 8;
    static final int S = FILES + 1;
    static final int SIZE = (RANKS + 3) * S;
    static final byte EMPTY = 0;
    static final byte WHITE = 1;
    static final byte BLACK = 2;
    static final byte BORDER = 3;
    /** N, NE, E, SE, S, SW, W, NW. */
    static final int[] DIRS = {S, S + 1, 1, 1 - S, -S, -S - 1, -1, S - 1};
    static final int N = 0;
    static final int E = 2;
    static final int SOUTH = 4;
    static final int W = 6;
    /** The 10x8 board, its mailbox (one border column, two border ranks below and one above) and text codec. */
    static final Geometry GEOMETRY = Geometry.rectangle(FILES, RANKS, Geometry.Links.EIGHT);
    static final Mailbox MAILBOX = new Mailbox(GEOMETRY, S, SIZE);
    static final RowCodec CODEC = new RowCodec(GEOMETRY);
    /** Mailbox index of every cell, top rank first. */
    static final int[] CELLS = MAILBOX.square;
    private static final long[][] ZOBRIST = new long[3][];
    static final long SIDE_KEY;

    static {
        Zobrist z = new Zobrist(0x4f52444fL);
        ZOBRIST[0] = new long[SIZE];
        ZOBRIST[1] = z.table(SIZE);
        ZOBRIST[2] = z.table(SIZE);
        SIDE_KEY = z.next();
    }

    private final OrdoVariant variant;
    private final OrdoRules rules;

    OrdoRules rules() {
        return rules;
    }

    final byte[] sq = new byte[SIZE];
    final int[] count = new int[3];
    /** Per ply: the height of {@link #removed} before the move. */
    private int[] removedBase = new int[256];
    /** Enemy pieces removed by the moves on the history stack (captures and Ordo X sub-group removal). */
    private int[] removed = new int[512];
    private int removedTop;

    // preallocated buffers: flood fill, component labels, part lists, duplicate table
    private final int[] stamp = new int[SIZE];
    private int stampNow;
    private final int[] stack = new int[SIZE];
    private final int[] label = new int[SIZE];
    private final int[] compSize = new int[FILES * RANKS + 1];
    private final int[] compRep = new int[FILES * RANKS + 1];
    private final int[] keepBuf = new int[FILES * RANKS];
    private final int[] keepBuf2 = new int[FILES * RANKS];
    private final long[] partsA = new long[1024];
    private final long[] partsB = new long[1024];
    private int partsCount;
    private long[] partSink;
    private final DistinctEffects distinct = new DistinctEffects(1 << 12);
    private final DistinctEffects.Preference canonical = this::before;
    private final MoveList scratch = new MoveList(1024);
    final MoveMatcher matcher = new MoveMatcher(OrdoNotation::normalise);

    private OrdoPosition(OrdoVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        System.arraycopy(MAILBOX.newBoard(BORDER, EMPTY), 0, sq, 0, SIZE);
    }

    static int index(int x, int y) {
        return (y + 1) * S + x + 1;
    }

    static int fileOf(int idx) {
        return idx % S - 1;
    }

    static int rankOf(int idx) {
        return idx / S - 1;
    }

    static String name(int idx) {
        return GEOMETRY.name(MAILBOX.cell[idx]);
    }

    /** a1, b1, ..., j1, a2, ...: the tie-break order of move texts. */
    static int order(int idx) {
        return rankOf(idx) * FILES + fileOf(idx);
    }

    static int homeRank(int colour) {
        return colour == WHITE ? 0 : RANKS - 1;
    }

    int me() {
        return side == 0 ? WHITE : BLACK;
    }

    // ---- position text ------------------------------------------------------------------------

    static OrdoPosition parse(OrdoVariant v, String text) throws NotationException {
        OrdoPosition p = new OrdoPosition(v, new GameHistory());
        String[] fields = text.trim().split("\\s+");
        if (fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        CODEC.parse(fields[0], "wb", (cell, piece) -> p.put(CELLS[cell], piece == 0 ? WHITE : BLACK));
        if (fields.length > 1) {
            String s = fields[1].toLowerCase(Locale.ROOT);
            if (s.equals("b")) {
                p.side = 1;
                p.key ^= SIDE_KEY;
            } else if (!s.equals("w")) {
                throw new NotationException("side to move must be w or b, not '" + fields[1] + "'");
            }
        }
        return p;
    }

    @Override
    public String fen() {
        return CODEC.write(new StringBuilder(100), this::symbolAt).append(side == 0 ? " w" : " b").toString();
    }

    @Override
    public char symbolAt(int cell) {
        byte c = sq[CELLS[cell]];
        return c == WHITE ? 'w' : c == BLACK ? 'b' : '.';
    }

    private void put(int idx, byte colour) {
        sq[idx] = colour;
        key ^= ZOBRIST[colour][idx];
        count[colour]++;
    }

    private void remove(int idx) {
        byte colour = sq[idx];
        sq[idx] = EMPTY;
        key ^= ZOBRIST[colour][idx];
        count[colour]--;
    }

    // ---- move parts -----------------------------------------------------------------------------

    static long part(int first, int k, int axis, int dir, int m, boolean capture) {
        return first | (long) k << 7 | (long) axis << 11 | (long) dir << 12 | (long) m << 15 | (capture ? 1L << 19 : 0);
    }

    static int first(long part) {
        return (int) part & 0x7f;
    }

    static int size(long part) {
        return (int) (part >>> 7) & 15;
    }

    static int axisStep(long part) {
        return ((part >>> 11) & 1) == 0 ? 1 : S;
    }

    static int dir(long part) {
        return (int) (part >>> 12) & 7;
    }

    static int distance(long part) {
        return (int) (part >>> 15) & 15;
    }

    static boolean captures(long part) {
        return (part >>> 19 & 1) != 0;
    }

    static long part1(long move) {
        return move & 0xfffffL;
    }

    static long part2(long move) {
        return move >>> 20 & 0xfffffL;
    }

    static int keep1(long move) {
        return (int) (move >>> 40) & 0x7f;
    }

    static int keep2(long move) {
        return (int) (move >>> 47) & 0x7f;
    }

    private boolean forward(int dir, int colour) {
        return colour == WHITE ? dir == 0 || dir == 1 || dir == 7 : dir == 3 || dir == 4 || dir == 5;
    }

    private static boolean sideways(int dir) {
        return dir == E || dir == W;
    }

    /** Moves the pieces of a part (after its capture, if any, was removed). */
    private void shift(long part, byte colour) {
        int f = first(part);
        int a = axisStep(part);
        int k = size(part);
        int off = distance(part) * DIRS[dir(part)];
        for (int j = 0; j < k; j++) {
            remove(f + j * a);
        }
        for (int j = 0; j < k; j++) {
            put(f + j * a + off, colour);
        }
    }

    private void unshift(long part, byte colour) {
        int f = first(part);
        int a = axisStep(part);
        int k = size(part);
        int off = distance(part) * DIRS[dir(part)];
        for (int j = 0; j < k; j++) {
            remove(f + j * a + off);
        }
        for (int j = 0; j < k; j++) {
            put(f + j * a, colour);
        }
    }

    private void pushRemoved(int idx) {
        if (removedTop == removed.length) {
            removed = Arrays.copyOf(removed, removedTop * 2);
        }
        removed[removedTop++] = idx;
        remove(idx);
    }

    /** Plays one part: capture, shift, and in Ordo X the removal of the enemy's smaller sub-groups. */
    void playPart(long part, int keep, byte colour) {
        byte enemy = (byte) (3 - colour);
        if (captures(part)) {
            pushRemoved(first(part) + distance(part) * DIRS[dir(part)]);
        }
        shift(part, colour);
        if (captures(part) && rules.ordoX() && count[enemy] > 0) {
            int comps = label(enemy);
            if (comps > 1) {
                int keepLabel = keep != 0 ? label[keep] : largest(comps);
                for (int idx : CELLS) {
                    if (sq[idx] == enemy && label[idx] != keepLabel) {
                        pushRemoved(idx);
                    }
                }
            }
        }
    }

    @Override
    public void play(long move) {
        int plies = history.plies();
        if (plies == removedBase.length) {
            removedBase = Arrays.copyOf(removedBase, plies * 2);
        }
        removedBase[plies] = removedTop;
        history.push(key, move, false);
        byte me = (byte) me();
        playPart(part1(move), keep1(move), me);
        long p2 = part2(move);
        if (p2 != 0) {
            playPart(p2, keep2(move), me);
        }
        side ^= 1;
        key ^= SIDE_KEY;
    }

    @Override
    public void undo() {
        long move = history.pop();
        side ^= 1;
        key ^= SIDE_KEY;
        byte me = (byte) me();
        long p2 = part2(move);
        if (p2 != 0) {
            unshift(p2, me);
        }
        unshift(part1(move), me);
        byte enemy = (byte) (3 - me);
        while (removedTop > removedBase[history.plies()]) {
            put(removed[--removedTop], enemy);
        }
    }

    // ---- connectivity -----------------------------------------------------------------------------

    /** Whether all pieces of a colour form one 8-connected group (a player with no pieces counts as one). */
    boolean connected(int colour) {
        int n = count[colour];
        if (n <= 1) {
            return true;
        }
        int start = 0;
        for (int idx : CELLS) {
            if (sq[idx] == colour) {
                start = idx;
                break;
            }
        }
        return flood(start, colour, 0) == n;
    }

    /** Flood fill from start; marks the cells with {@code mark} in {@link #label} when mark > 0; returns the size. */
    private int flood(int start, int colour, int mark) {
        int now = ++stampNow;
        int top = 0;
        stack[top++] = start;
        stamp[start] = now;
        int size = 0;
        while (top > 0) {
            int c = stack[--top];
            size++;
            if (mark > 0) {
                label[c] = mark;
            }
            for (int d = 0; d < 8; d++) {
                int t = c + DIRS[d];
                if (sq[t] == colour && stamp[t] != now) {
                    stamp[t] = now;
                    stack[top++] = t;
                }
            }
        }
        return size;
    }

    /** Labels every component of a colour 1..n (in a1.. scan order of their first cell); returns n. */
    int label(int colour) {
        int n = 0;
        for (int idx : CELLS) {
            if (sq[idx] == colour) {
                label[idx] = 0;
            }
        }
        for (int y = 0; y < RANKS; y++) {
            for (int x = 0; x < FILES; x++) {
                int idx = index(x, y);
                if (sq[idx] == colour && label[idx] == 0) {
                    n++;
                    compSize[n] = flood(idx, colour, n);
                    compRep[n] = idx;
                }
            }
        }
        return n;
    }

    private int largest(int comps) {
        int best = 1;
        for (int c = 2; c <= comps; c++) {
            if (compSize[c] > compSize[best]) {
                best = c;
            }
        }
        return best;
    }

    /**
     * After an Ordo X capture: the squares naming each sub-group the capturer may keep when the largest
     * ones tie (into {@code out}); 0 when there is no choice. The part must already be shifted.
     */
    private int keepChoices(byte enemy, int[] out) {
        if (count[enemy] == 0) {
            return 0;
        }
        int comps = label(enemy);
        if (comps <= 1) {
            return 0;
        }
        int big = compSize[largest(comps)];
        int n = 0;
        for (int c = 1; c <= comps; c++) {
            if (compSize[c] == big) {
                out[n++] = compRep[c];
            }
        }
        return n > 1 ? n : 0;
    }

    // ---- move generation ------------------------------------------------------------------------

    /**
     * Appends to {@link #partSink} every single part of the colour in the given directions (bit mask)
     * that leaves the colour connected. Singletons slide and may capture the first enemy met; ordos of
     * 2+ pieces on either axis slide through empty squares, in the directions allowed by
     * {@code ordoDirs(axis)}.
     */
    private void parts(byte colour, int singletonDirs, int horizontalDirs, int verticalDirs) {
        byte enemy = (byte) (3 - colour);
        int maxK = rules.dagazLimits() ? 6 : 10;
        int maxM = rules.dagazLimits() ? 5 : 10;
        for (int idx : CELLS) {
            if (sq[idx] != colour) {
                continue;
            }
            // singleton
            sq[idx] = EMPTY;
            int restOk = -1; // unknown until a destination touches the rest of the army
            for (int d = 0; d < 8; d++) {
                if ((singletonDirs >> d & 1) == 0) {
                    continue;
                }
                int step = DIRS[d];
                for (int m = 1, t = idx + step; ; m++, t += step) {
                    byte c = sq[t];
                    if (c != EMPTY && c != enemy) {
                        break;
                    }
                    if ((c == enemy || (quietDirs >> d & 1) != 0 || rankOf(t) == homeRank(enemy))
                            && touches(t, 1, 1, colour)) {
                        if (restOk < 0) {
                            restOk = restConnected(colour, 1);
                        }
                        boolean ok = restOk == 1;
                        if (!ok) {
                            sq[t] = colour;
                            ok = connectedAfter(t, colour);
                            sq[t] = c;
                        }
                        if (ok) {
                            partSink[partsCount++] = part(idx, 1, 0, d, m, c == enemy);
                        }
                    }
                    if (c == enemy) {
                        break;
                    }
                }
            }
            sq[idx] = colour;
            // ordos starting here (west end of horizontal lines, south end of vertical ones)
            for (int axis = 0; axis < 2; axis++) {
                int a = axis == 0 ? 1 : S;
                int dirsMask = axis == 0 ? horizontalDirs : verticalDirs;
                for (int k = 2; k <= maxK && sq[idx + (k - 1) * a] == colour; k++) {
                    for (int j = 0; j < k; j++) {
                        sq[idx + j * a] = EMPTY; // lifted once for all its directions
                    }
                    restKnown = -1;
                    for (int d = 0; d < 8; d++) {
                        if ((dirsMask >> d & 1) != 0) {
                            ordo(idx, a, axis, k, d, maxM, colour);
                        }
                    }
                    for (int j = 0; j < k; j++) {
                        sq[idx + j * a] = colour;
                    }
                }
            }
        }
    }

    /**
     * Directions (bit mask) in which {@link #parts} lists quiet parts; captures and arrivals on the
     * enemy home row (the noisy parts) are listed in every direction asked for.
     */
    private int quietDirs = ~0;

    /** Whether the army minus the lifted line is one group: -1 not yet known, 0 no, 1 yes. */
    private int restKnown;

    /** Ordo moves of the lifted line {@code first..} (k cells, step a) in direction d. */
    private void ordo(int first, int a, int axis, int k, int d, int maxM, byte colour) {
        int step = DIRS[d];
        for (int m = 1; m <= maxM; m++) {
            int off = m * step;
            boolean clear = true;
            for (int j = 0; j < k && clear; j++) {
                clear = sq[first + j * a + off] == EMPTY;
            }
            if (!clear) {
                break;
            }
            if ((quietDirs >> d & 1) == 0 && !reachesRank(first + off, a, k, homeRank(3 - colour))
                    || !touches(first + off, a, k, colour)) {
                continue;
            }
            if (restKnown < 0) {
                restKnown = restConnected(colour, k);
            }
            boolean ok = restKnown == 1;
            if (!ok) {
                for (int j = 0; j < k; j++) {
                    sq[first + j * a + off] = colour;
                }
                ok = connectedAfter(first + off, colour);
                for (int j = 0; j < k; j++) {
                    sq[first + j * a + off] = EMPTY;
                }
            }
            if (ok) {
                partSink[partsCount++] = part(first, k, axis, d, m, false);
            }
        }
    }

    /**
     * Quick necessary test before the flood fill: a moved line of k cells from {@code first} (step a)
     * must touch another own piece unless it is the whole army.
     */
    private boolean touches(int first, int a, int k, int colour) {
        if (count[colour] == k) {
            return true;
        }
        for (int j = 0; j < k; j++) {
            int c = first + j * a;
            for (int d = 0; d < 8; d++) {
                int t = c + DIRS[d];
                if (sq[t] == colour) {
                    int rel = t - first;
                    if (rel % a != 0 || rel / a < 0 || rel / a >= k || rel < 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * With k moving pieces lifted off the board: whether the rest of the army is one group. Then a
     * move keeps the army connected exactly when the moved line touches the rest, and no flood fill
     * per destination is needed.
     */
    private int restConnected(int colour, int k) {
        int n = count[colour] - k;
        if (n <= 1) {
            return 1;
        }
        for (int idx : CELLS) {
            if (sq[idx] == colour) {
                return flood(idx, colour, 0) == n ? 1 : 0;
            }
        }
        return 1;
    }

    /** Connectivity of a colour on the raw board (counts unchanged by the mover's own shift). */
    private boolean connectedAfter(int anyPiece, int colour) {
        return count[colour] <= 1 || flood(anyPiece, colour, 0) == count[colour];
    }

    private static int mask(int... dirs) {
        int m = 0;
        for (int d : dirs) {
            m |= 1 << d;
        }
        return m;
    }

    private static final int WHITE_FWD = mask(0, 1, 7);
    private static final int BLACK_FWD = mask(3, 4, 5);
    private static final int SIDEWAYS = mask(E, W);

    /** Classic Ordo, and Ordo X's forward parts (sideways excluded when {@code forwardOnly}). */
    private void collectParts(byte colour, boolean forwardOnly, boolean split) {
        int fwd = colour == WHITE ? WHITE_FWD : BLACK_FWD;
        int back = colour == WHITE ? BLACK_FWD : WHITE_FWD;
        int straight = colour == WHITE ? N : SOUTH;
        int straightBack = colour == WHITE ? SOUTH : N;
        if (rules.ordoX()) {
            int dirs = forwardOnly ? fwd : fwd | SIDEWAYS;
            parts(colour, dirs, dirs, dirs);
            return;
        }
        int single = fwd | SIDEWAYS | (split ? back : 0);
        int horizontal = 1 << straight | (split ? 1 << straightBack : 0);
        parts(colour, single, horizontal, SIDEWAYS);
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        return generateRaw(out, false, false);
    }

    /**
     * Quiescence's moves: classic Ordo lists every noisy move; Ordo X only the one-part ones (direct
     * captures and home-row arrivals), without building and deduplicating its thousands of two-part
     * turns. Captures are never compulsory, so quiet moves are reported present whenever noisy ones
     * are (an approximation only where every legal turn would be noisy).
     */
    @Override
    public int generateNoisy(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        int n = generateRaw(out, false, true);
        return n > 0 ? n + 1 : generateRaw(scratch, true, false);
    }

    private int generateRaw(MoveList out, boolean firstOnly, boolean noisyOnly) {
        out.clear();
        byte me = (byte) me();
        byte enemy = (byte) (3 - me);
        if (!rules.ordoX()) {
            partSink = partsA;
            partsCount = 0;
            quietDirs = noisyOnly ? 0 : ~0;
            collectParts(me, false, !connected(me));
            quietDirs = ~0;
            for (int i = 0; i < partsCount; i++) {
                if (!noisyOnly || captures(partsA[i])) {
                    out.add(partsA[i]);
                }
            }
            return out.size;
        }
        partSink = partsA;
        partsCount = 0;
        if (noisyOnly) {
            // direct one-part captures and home-row arrivals only: the sideways preparations
            // (thousands of two-part turns, deduplicated by playing each) are left out
            quietDirs = 0;
            collectParts(me, true, false);
            quietDirs = ~0;
            for (int i = 0; i < partsCount; i++) {
                long p = partsA[i];
                for (int kc = 0, keeps = keepOptions(p, me, keepBuf); kc < keeps; kc++) {
                    out.add(p | (long) keepBuf[kc] << 40);
                }
            }
            return out.size; // one-part texts are the shortest: each is its board's canonical move
        }
        collectParts(me, false, false);
        int nA = partsCount;
        for (int i = 0; i < nA; i++) {
            long p = partsA[i];
            int keeps = keepOptions(p, me, keepBuf);
            for (int kc = 0; kc < keeps; kc++) {
                long move = p | (long) keepBuf[kc] << 40;
                if (!sideways(dir(p))) {
                    out.add(move);
                    if (firstOnly) {
                        return 1;
                    }
                    continue;
                }
                // a sideways part is a preparation: a forward part must follow in the same turn
                int base = removedTop;
                playPart(p, keepBuf[kc], me);
                if (count[enemy] == 0) {
                    out.add(move); // the first part already won
                } else {
                    partSink = partsB;
                    partsCount = 0;
                    collectParts(me, true, false);
                    for (int j = 0, nB = partsCount; j < nB; j++) {
                        long q = partsB[j];
                        for (int kc2 = 0, keeps2 = keepOptions(q, me, keepBuf2); kc2 < keeps2; kc2++) {
                            out.add(move | q << 20 | (long) keepBuf2[kc2] << 47);
                        }
                    }
                }
                unshift(p, me);
                while (removedTop > base) {
                    put(removed[--removedTop], enemy);
                }
                if (firstOnly && out.size > 0) {
                    return out.size;
                }
            }
        }
        return firstOnly ? out.size : unique(out);
    }

    /** The keep squares a part offers (its count); {@code {0}} when the part needs no choice. */
    private int keepOptions(long part, byte me, int[] buf) {
        buf[0] = 0;
        if (!captures(part)) {
            return 1;
        }
        byte enemy = (byte) (3 - me);
        pushRemoved(first(part) + distance(part) * DIRS[dir(part)]);
        shift(part, me);
        int n = keepChoices(enemy, buf);
        unshift(part, me);
        put(removed[--removedTop], enemy);
        if (n > 1) {
            return n;
        }
        buf[0] = 0;
        return 1;
    }

    /**
     * Ordo X move identity: of the turns that reach the same board the list keeps the canonical one
     * (shortest text, then first square in a1.. order). Returns the new size.
     */
    private int unique(MoveList out) {
        return distinct.filter(this, out, canonical);
    }

    private static int textLength(long move) {
        long p2 = part2(move);
        int n = partLength(part1(move)) + (keep1(move) != 0 ? 8 : 0);
        if (p2 != 0) {
            n += 1 + partLength(p2) + (keep2(move) != 0 ? 8 : 0);
        }
        return n;
    }

    private static int partLength(long part) {
        return size(part) == 1 ? 5 : 7;
    }

    private final int[] seqA = new int[8];
    private final int[] seqB = new int[8];

    /** Canonical order of texts: shorter first, then square by square in a1, b1, ..., j8 order. */
    private boolean before(long a, long b) {
        int la = textLength(a);
        int lb = textLength(b);
        if (la != lb) {
            return la < lb;
        }
        int n = squares(a, seqA);
        squares(b, seqB);
        for (int i = 0; i < n; i++) {
            if (seqA[i] != seqB[i]) {
                return seqA[i] < seqB[i];
            }
        }
        return false;
    }

    /** The squares of a move's text, in text order, as a1-order numbers. */
    private static int squares(long move, int[] out) {
        int n = partSquares(part1(move), keep1(move), out, 0);
        long p2 = part2(move);
        return p2 == 0 ? n : partSquares(p2, keep2(move), out, n);
    }

    private static int partSquares(long part, int keep, int[] out, int n) {
        int f = first(part);
        out[n++] = order(f);
        if (size(part) > 1) {
            out[n++] = order(f + (size(part) - 1) * axisStep(part));
        }
        out[n++] = order(f + distance(part) * DIRS[dir(part)]);
        if (keep != 0) {
            out[n++] = order(keep);
        }
        return n;
    }

    // ---- end of game ----------------------------------------------------------------------------

    private static final GameResult HOME_LOST = GameResult.loss("home row reached");
    private static final GameResult HOME_WON = GameResult.win("home row reached");
    private static final GameResult CAPTURED_LOST = GameResult.loss("pieces captured");
    private static final GameResult CAPTURED_WON = GameResult.win("pieces captured");
    private static final GameResult REPETITION_DRAW = GameResult.draw("threefold repetition");
    private static final GameResult REPETITION_WIN = GameResult.win("threefold repetition");
    private static final GameResult NO_MOVE = GameResult.loss("no legal move");
    private static final GameResult SPLIT = GameResult.loss("group split and cannot reconnect");

    @Override
    public GameResult result() {
        int me = me();
        int enemy = 3 - me;
        if (onRank(enemy, homeRank(me))) {
            return HOME_LOST;
        }
        if (onRank(me, homeRank(enemy))) {
            return HOME_WON;
        }
        if (count[me] < rules.minPieces()) {
            return CAPTURED_LOST;
        }
        if (count[enemy] < rules.minPieces()) {
            return CAPTURED_WON;
        }
        if (rules.repetition() != OrdoRules.Repetition.OFF && history.repetitions(key) >= 3) {
            return rules.repetition() == OrdoRules.Repetition.DRAW ? REPETITION_DRAW : REPETITION_WIN;
        }
        return GameResult.ONGOING;
    }

    @Override
    public GameResult noMoveResult() {
        return connected(me()) ? NO_MOVE : SPLIT;
    }

    boolean onRank(int colour, int rank) {
        int base = index(0, rank);
        for (int x = 0; x < FILES; x++) {
            if (sq[base + x] == colour) {
                return true;
            }
        }
        return false;
    }


    /** Captures and arrivals on the enemy home row (which win at once). */
    @Override
    public boolean isNoisy(long move) {
        long p2 = part2(move);
        int far = homeRank(3 - me());
        return captures(part1(move)) || captures(p2) || reachesRank(part1(move), far)
                || p2 != 0 && reachesRank(p2, far);
    }

    private static boolean reachesRank(long part, int rank) {
        return reachesRank(first(part) + distance(part) * DIRS[dir(part)], axisStep(part), size(part), rank);
    }

    /** Whether the line of k cells from {@code first} (step a) has a cell on the rank. */
    private static boolean reachesRank(int first, int a, int k, int rank) {
        for (int j = 0; j < k; j++) {
            if (rankOf(first + j * a) == rank) {
                return true;
            }
        }
        return false;
    }

    // ---- move text (OrdoNotation) and evaluation (OrdoEvaluation) ----------------------------------

    @Override
    public String moveText(long move) {
        return OrdoNotation.moveText(move);
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return OrdoNotation.parseMove(this, text);
    }

    @Override
    public int evaluate() {
        return OrdoEvaluation.evaluate(this, variant.weights);
    }

    /** After the capture of a part, whether {@code named} stands in the same enemy sub-group as {@code keep}. */
    boolean sameSubGroup(long part, int keep, int named, byte me) {
        if (keep == 0) {
            return true;
        }
        byte enemy = (byte) (3 - me);
        pushRemoved(first(part) + distance(part) * DIRS[dir(part)]);
        shift(part, me);
        label(enemy);
        boolean same = sq[named] == enemy && label[named] == label[keep];
        unshift(part, me);
        put(removed[--removedTop], enemy);
        return same;
    }

    /** Whether playing p then q (if both are legal in sequence) reaches the board of move m. */
    boolean sameBoard(long m, long p, long q) {
        play(m);
        long target = key;
        undo();
        // replay p and q on a copy through the legal-part generator to make sure both are legal
        OrdoPosition c = (OrdoPosition) copy();
        byte me = (byte) me();
        c.partSink = c.partsA;
        c.partsCount = 0;
        c.collectParts(me, false, false);
        long p1 = c.findPart(p, c.partsA, c.partsCount);
        if (p1 == 0 || !sideways(dir(p1))) {
            return false;
        }
        c.playPart(p1, 0, me);
        c.partSink = c.partsB;
        c.partsCount = 0;
        c.collectParts(me, true, false);
        long q1 = c.findPart(q, c.partsB, c.partsCount);
        if (q1 == 0) {
            return false;
        }
        c.playPart(q1, 0, me);
        return (c.key ^ SIDE_KEY) == target;
    }

    private long findPart(long wanted, long[] parts, int n) {
        for (int i = 0; i < n; i++) {
            if ((parts[i] & ~(1L << 19)) == wanted) {
                return parts[i];
            }
        }
        return 0;
    }

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public Position copy() {
        OrdoPosition p = new OrdoPosition(variant, history.copy());
        System.arraycopy(sq, 0, p.sq, 0, SIZE);
        p.side = side;
        p.key = key;
        System.arraycopy(count, 0, p.count, 0, 3);
        p.removedBase = removedBase.clone();
        p.removed = removed.clone();
        p.removedTop = removedTop;
        return p;
    }

}
