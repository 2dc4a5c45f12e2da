package org.ansuz.variants.ordo;

import static org.ansuz.variants.ordo.OrdoPosition.BLACK;
import static org.ansuz.variants.ordo.OrdoPosition.CELLS;
import static org.ansuz.variants.ordo.OrdoPosition.DIRS;
import static org.ansuz.variants.ordo.OrdoPosition.E;
import static org.ansuz.variants.ordo.OrdoPosition.EMPTY;
import static org.ansuz.variants.ordo.OrdoPosition.FILES;
import static org.ansuz.variants.ordo.OrdoPosition.N;
import static org.ansuz.variants.ordo.OrdoPosition.RANKS;
import static org.ansuz.variants.ordo.OrdoPosition.S;
import static org.ansuz.variants.ordo.OrdoPosition.SIZE;
import static org.ansuz.variants.ordo.OrdoPosition.SOUTH;
import static org.ansuz.variants.ordo.OrdoPosition.STONES;
import static org.ansuz.variants.ordo.OrdoPosition.W;
import static org.ansuz.variants.ordo.OrdoPosition.WHITE;
import static org.ansuz.variants.ordo.OrdoPosition.axisStep;
import static org.ansuz.variants.ordo.OrdoPosition.captures;
import static org.ansuz.variants.ordo.OrdoPosition.dir;
import static org.ansuz.variants.ordo.OrdoPosition.distance;
import static org.ansuz.variants.ordo.OrdoPosition.first;
import static org.ansuz.variants.ordo.OrdoPosition.homeRank;
import static org.ansuz.variants.ordo.OrdoPosition.keep1;
import static org.ansuz.variants.ordo.OrdoPosition.keep2;
import static org.ansuz.variants.ordo.OrdoPosition.part;
import static org.ansuz.variants.ordo.OrdoPosition.part1;
import static org.ansuz.variants.ordo.OrdoPosition.part2;
import static org.ansuz.variants.ordo.OrdoPosition.reachesRank;
import static org.ansuz.variants.ordo.OrdoPosition.sideways;
import static org.ansuz.variants.ordo.OrdoPosition.size;

import java.util.Arrays;
import org.ansuz.engine.board.DistinctEffects;
import org.ansuz.engine.spi.MoveList;

/**
 * Ordo's move generator and connectivity tests for one {@link OrdoPosition}: the parts (singletons and
 * ordos) that keep the army connected, Ordo X's two-part turns and keep choices, one move per
 * resulting board, and the sub-group labels the position's Ordo X captures and the evaluation use.
 * Its buffers are preallocated; it changes the board only through the position's part play and takes
 * every change back.
 */
final class OrdoMoveGenerator {
    private final OrdoPosition pos;
    private final OrdoRules rules;
    /** The position's board and stone counts (the same arrays). */
    private final byte[] sq;
    private final int[] count;

    // preallocated buffers: the army as bit sets, component labels, part lists, duplicate table
    private final OrdoGroups groups = new OrdoGroups();
    /** The mover's pieces as {@link OrdoGroups} bit sets, kept in step with the lifting in {@link #parts}. */
    private long armyLow;
    private long armyHigh;
    private final int[] label = new int[SIZE];
    private final int[] compSize = new int[FILES * RANKS + 1];
    private final int[] compRep = new int[FILES * RANKS + 1];
    /** Each component's squares as {@link OrdoGroups} bit sets, after {@link #label(int)}. */
    private final long[] compLow = new long[FILES * RANKS + 1];
    private final long[] compHigh = new long[FILES * RANKS + 1];
    private final int[] keepBuf = new int[FILES * RANKS];
    /** The groups of the army left after lifting a part ({@link #splitRest}); -1 not yet split. */
    private int restComps;
    private final long[] restLow = new long[FILES * RANKS];
    private final long[] restHigh = new long[FILES * RANKS];
    private final int[] keepBuf2 = new int[FILES * RANKS];
    /** The key of the board each keep choice of {@link #keepBuf} / {@link #keepBuf2} leads to. */
    private final long[] keyBuf = new long[FILES * RANKS];
    private final long[] keyBuf2 = new long[FILES * RANKS];
    /** The key of the board each listed Ordo X turn reaches, in step with the move list. */
    private long[] effects = new long[1024];
    /**
     * Per colour and axis ({@code colour * 2 + axis}): the xor of the colour's keys along the axis up to
     * each square, so that the key of any line of stones is two look-ups.
     */
    private final long[][] runKeys = new long[2 * BLACK + 2][];
    /** A turn's first parts, and the second parts after a sideways first part (Ordo X). */
    private final PartList partsA = new PartList();
    private final PartList partsB = new PartList();
    private final DistinctEffects distinct = new DistinctEffects(1 << 12);
    private final DistinctEffects.Preference canonical = this::before;
    private final MoveList scratch = new MoveList(1024);

    OrdoMoveGenerator(OrdoPosition pos, OrdoRules rules, byte[] sq, int[] count) {
        this.pos = pos;
        this.rules = rules;
        this.sq = sq;
        this.count = count;
        for (int colour = WHITE; colour <= BLACK; colour++) {
            long[] keys = pos.stoneKeysOf(colour);
            for (int axis = 0; axis < 2; axis++) {
                int a = axis == 0 ? 1 : S;
                long[] run = new long[SIZE];
                for (int i = 0; i < SIZE; i++) {
                    run[i] = keys[i] ^ (i >= a ? run[i - a] : 0);
                }
                runKeys[colour * 2 + axis] = run;
            }
        }
    }

    /** The sub-group label of a square after {@link #label(int)}. */
    int labelOf(int idx) {
        return label[idx];
    }

    // ---- connectivity -----------------------------------------------------------------------------

    /** Sets {@link #armyLow}/{@link #armyHigh} to the squares of a colour's pieces on the board. */
    private void army(int colour) {
        long low = 0;
        long high = 0;
        for (int idx : CELLS) {
            if (sq[idx] == colour) {
                low |= OrdoGroups.LOW[idx];
                high |= OrdoGroups.HIGH[idx];
            }
        }
        armyLow = low;
        armyHigh = high;
    }

    /** Lifts a piece off {@link #armyLow}/{@link #armyHigh}, or puts it on an empty square. */
    private void toggle(int idx) {
        armyLow ^= OrdoGroups.LOW[idx];
        armyHigh ^= OrdoGroups.HIGH[idx];
    }

    /** Whether all pieces of a colour form one 8-connected group (a player with no pieces counts as one). */
    boolean connected(int colour) {
        int n = count[colour];
        if (n <= 1) {
            return true;
        }
        army(colour);
        return groups.growFirst(armyLow, armyHigh) == n;
    }

    /** Labels every component of a colour 1..n (in a1.. scan order of their first cell); returns n. */
    int label(int colour) {
        army(colour);
        long low = armyLow;
        long high = armyHigh;
        int n = 0;
        while ((low | high) != 0) {
            n++;
            compRep[n] = OrdoGroups.firstSquare(low, high);
            compSize[n] = groups.growFirst(low, high);
            compLow[n] = groups.groupLow;
            compHigh[n] = groups.groupHigh;
            OrdoGroups.mark(groups.groupLow, groups.groupHigh, label, n);
            low &= ~groups.groupLow;
            high &= ~groups.groupHigh;
        }
        return n;
    }

    /**
     * The colour's cut pieces an enemy singleton can take: pieces whose loss would split the army (in Ordo
     * the owner must then reconnect or lose, in Ordo X the smaller sub-groups go) and that an enemy piece
     * reaches along one of its capture lines (forward, diagonally forward, sideways) over empty squares.
     * Whether the capturer stays connected is not checked: a threat, not a legal move.
     */
    int exposedCutPieces(int colour) {
        int n = count[colour];
        if (n <= 2) {
            return 0; // one piece left is always connected
        }
        army(colour);
        long low = armyLow;
        long high = armyHigh;
        byte enemy = (byte) (3 - colour);
        int enemyForward = enemy == WHITE ? S : -S;
        int exposed = 0;
        for (int idx : CELLS) {
            if (sq[idx] == colour && (capturable(idx, enemy, enemyForward) && groups.growFirst(
                    low & ~OrdoGroups.LOW[idx], high & ~OrdoGroups.HIGH[idx]) != n - 1)) {
                exposed++;
            }
        }
        return exposed;
    }

    /** Whether an enemy piece is the first piece met from {@code idx} against one of the enemy's capture lines. */
    private boolean capturable(int idx, byte enemy, int enemyForward) {
        return firstMet(idx, -enemyForward) == enemy || firstMet(idx, -enemyForward - 1) == enemy
                || firstMet(idx, -enemyForward + 1) == enemy || firstMet(idx, 1) == enemy || firstMet(idx, -1) == enemy;
    }

    /** The first thing (a stone or the border) met from {@code idx} in steps of {@code step}. */
    private byte firstMet(int idx, int step) {
        int t = idx + step;
        while (sq[t] == EMPTY) {
            t += step;
        }
        return sq[t];
    }

    int largest(int comps) {
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
     * ones tie (into {@code out}); 0 when there is no choice. The part must already be shifted. The key
     * of the board after the removal of the other sub-groups goes into {@code after}, one per choice
     * (or {@code after[0]} for no choice, the largest sub-group kept as {@link OrdoPosition#playPart} does).
     */
    private int keepChoices(byte enemy, int[] out, long[] after) {
        long now = pos.key();
        after[0] = now;
        if (count[enemy] == 0) {
            return 0;
        }
        int comps = label(enemy);
        if (comps <= 1) {
            return 0;
        }
        long[] keys = pos.stoneKeysOf(enemy);
        long all = 0;
        for (int c = 1; c <= comps; c++) {
            all ^= OrdoGroups.keyOf(compLow[c], compHigh[c], keys);
        }
        int best = largest(comps);
        int big = compSize[best];
        int n = 0;
        for (int c = 1; c <= comps; c++) {
            if (compSize[c] == big) {
                after[n] = now ^ all ^ OrdoGroups.keyOf(compLow[c], compHigh[c], keys);
                out[n++] = compRep[c];
            }
        }
        return n > 1 ? n : 0;
    }


    // ---- move generation ------------------------------------------------------------------------

    /**
     * Appends to {@code out} every single part of the colour in the given directions (bit mask)
     * that leaves the colour connected. Singletons slide and may capture the first enemy met; ordos of
     * 2+ pieces on either axis slide through empty squares, in the directions allowed by
     * {@code ordoDirs(axis)}. Quiet parts are listed only in the directions of {@code quietDirs} (bit
     * mask); captures and arrivals on the enemy home row (the noisy parts) in every direction asked for.
     */
    private void parts(byte colour, int singletonDirs, int horizontalDirs, int verticalDirs, int quietDirs,
                       PartList out) {
        byte enemy = (byte) (3 - colour);
        int maxK = rules.dagazLimits() ? 6 : 10;
        int maxM = rules.dagazLimits() ? 5 : 10;
        army(colour);
        for (int idx : CELLS) {
            if (sq[idx] != colour) {
                continue;
            }
            // singleton
            sq[idx] = EMPTY;
            toggle(idx);
            restComps = -1; // unknown until a destination touches the rest of the army
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
                    if ((c == enemy || (quietDirs >> d & 1) != 0 || STONES.rank(t) == homeRank(enemy))
                            && keepsConnected(t, 1, 1, colour)) {
                        out.add(part(idx, 1, 0, d, m, c == enemy));
                    }
                    if (c == enemy) {
                        break;
                    }
                }
            }
            sq[idx] = colour;
            toggle(idx);
            // ordos starting here (west end of horizontal lines, south end of vertical ones)
            for (int axis = 0; axis < 2; axis++) {
                int a = axis == 0 ? 1 : S;
                int dirsMask = axis == 0 ? horizontalDirs : verticalDirs;
                for (int k = 2; k <= maxK && sq[idx + (k - 1) * a] == colour; k++) {
                    for (int j = 0; j < k; j++) {
                        sq[idx + j * a] = EMPTY; // lifted once for all its directions
                        toggle(idx + j * a);
                    }
                    restComps = -1;
                    for (int d = 0; d < 8; d++) {
                        if ((dirsMask >> d & 1) != 0) {
                            ordo(idx, a, axis, k, d, maxM, colour, quietDirs, out);
                        }
                    }
                    for (int j = 0; j < k; j++) {
                        sq[idx + j * a] = colour;
                        toggle(idx + j * a);
                    }
                }
            }
        }
    }

    /**
     * Appends to {@code out} the ordo moves of the lifted line {@code first..} (k cells, step a) in direction
     * d, quiet ones only in the directions of {@code quietDirs}.
     */
    private void ordo(int first, int a, int axis, int k, int d, int maxM, byte colour, int quietDirs, PartList out) {
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
            if (((quietDirs >> d & 1) != 0 || reachesRank(first + off, a, k, homeRank(3 - colour)))
                    && keepsConnected(first + off, a, k, colour)) {
                out.add(part(first, k, axis, d, m, false));
            }
        }
    }

    /**
     * With a part of k pieces lifted off {@link #armyLow}/{@link #armyHigh}: whether the army stays one
     * group with the part put down on the k cells from {@code first} (step a). The rest of the army is
     * split into its groups once per lifted part ({@link #restComps}); the line itself is one group, so
     * the army is whole exactly when the line touches the rest, and every group of the rest if it is split.
     */
    private boolean keepsConnected(int first, int a, int k, int colour) {
        if (count[colour] == k) {
            return true;
        }
        long low = 0;
        long high = 0;
        for (int j = 0, c = first; j < k; j++, c += a) {
            low |= OrdoGroups.LOW[c];
            high |= OrdoGroups.HIGH[c];
        }
        long nearLow = OrdoGroups.aroundLow(low, high);
        long nearHigh = OrdoGroups.aroundHigh(low, high);
        if ((nearLow & armyLow | nearHigh & armyHigh) == 0) {
            return false;
        }
        if (restComps < 0) {
            splitRest(count[colour] - k);
        }
        for (int c = 0; c < restComps; c++) {
            if ((nearLow & restLow[c] | nearHigh & restHigh[c]) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The groups of the army's {@code n} pieces left after a lift into {@link #restLow}/{@link #restHigh};
     * none are listed ({@link #restComps} 0) when the rest is one group, as touching it is then enough.
     */
    private void splitRest(int n) {
        long low = armyLow;
        long high = armyHigh;
        restComps = 0;
        if (n <= 1 || groups.growFirst(low, high) == n) {
            return;
        }
        while (true) {
            restLow[restComps] = groups.groupLow;
            restHigh[restComps] = groups.groupHigh;
            restComps++;
            low &= ~groups.groupLow;
            high &= ~groups.groupHigh;
            if ((low | high) == 0) {
                return;
            }
            groups.growFirst(low, high);
        }
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
    /** Every direction: quiet parts are listed in all of them. */
    private static final int ALL_DIRS = ~0;

    /**
     * Fills {@code out} with classic Ordo's parts, or Ordo X's forward parts (sideways excluded when
     * {@code forwardOnly}); quiet parts only in the directions of {@code quietDirs}.
     */
    private void collectParts(byte colour, boolean forwardOnly, boolean split, int quietDirs, PartList out) {
        out.size = 0;
        int fwd = colour == WHITE ? WHITE_FWD : BLACK_FWD;
        int back = colour == WHITE ? BLACK_FWD : WHITE_FWD;
        int straight = colour == WHITE ? N : SOUTH;
        int straightBack = colour == WHITE ? SOUTH : N;
        if (rules.ordoX()) {
            int dirs = forwardOnly ? fwd : fwd | SIDEWAYS;
            parts(colour, dirs, dirs, dirs, quietDirs, out);
            return;
        }
        int single = fwd | SIDEWAYS | (split ? back : 0);
        int horizontal = 1 << straight | (split ? 1 << straightBack : 0);
        parts(colour, single, horizontal, SIDEWAYS, quietDirs, out);
    }

    /** Every legal turn (the game is not over). */
    int generate(MoveList out) {
        return generateRaw(out, false, false);
    }

    /**
     * Quiescence's moves: classic Ordo lists every noisy move; Ordo X only the one-part ones (direct
     * captures and home-row arrivals), without building and deduplicating its thousands of two-part
     * turns. Captures are never compulsory, so quiet moves are reported present whenever noisy ones
     * are (an approximation only where every legal turn would be noisy).
     */
    int generateNoisy(MoveList out) {
        int n = generateRaw(out, false, true);
        return n > 0 ? n + 1 : generateRaw(scratch, true, false);
    }

    private int generateRaw(MoveList out, boolean firstOnly, boolean noisyOnly) {
        out.clear();
        byte me = (byte) pos.me();
        byte enemy = (byte) (3 - me);
        if (!rules.ordoX()) {
            collectParts(me, false, !connected(me), noisyOnly ? 0 : ALL_DIRS, partsA);
            for (int i = 0; i < partsA.size; i++) {
                if (!noisyOnly || captures(partsA.parts[i])) {
                    out.add(partsA.parts[i]);
                }
            }
            return out.size;
        }
        if (noisyOnly) {
            // direct one-part captures and home-row arrivals only: the sideways preparations
            // (thousands of two-part turns, deduplicated by playing each) are left out
            collectParts(me, true, false, 0, partsA);
            for (int i = 0; i < partsA.size; i++) {
                long p = partsA.parts[i];
                for (int kc = 0, keeps = keepOptions(p, me, keepBuf, keyBuf); kc < keeps; kc++) {
                    out.add(p | (long) keepBuf[kc] << 40);
                }
            }
            return out.size; // one-part texts are the shortest: each is its board's canonical move
        }
        collectParts(me, false, false, ALL_DIRS, partsA);
        for (int i = 0; i < partsA.size; i++) {
            long p = partsA.parts[i];
            int keeps = keepOptions(p, me, keepBuf, keyBuf);
            for (int kc = 0; kc < keeps; kc++) {
                long move = p | (long) keepBuf[kc] << 40;
                if (!sideways(dir(p))) {
                    add(out, move, keyBuf[kc]);
                    if (firstOnly) {
                        return 1;
                    }
                    continue;
                }
                // a sideways part is a preparation: a forward part must follow in the same turn
                int base = pos.removedTop();
                pos.playPart(p, keepBuf[kc], me);
                if (count[enemy] == 0) {
                    add(out, move, pos.key()); // the first part already won
                } else {
                    collectParts(me, true, false, ALL_DIRS, partsB);
                    for (int j = 0; j < partsB.size; j++) {
                        long q = partsB.parts[j];
                        for (int kc2 = 0, keeps2 = keepOptions(q, me, keepBuf2, keyBuf2); kc2 < keeps2; kc2++) {
                            add(out, move | q << 20 | (long) keepBuf2[kc2] << 47, keyBuf2[kc2]);
                        }
                    }
                }
                pos.unplayPart(p, me, base);
                if (firstOnly && out.size > 0) {
                    return out.size;
                }
            }
        }
        return firstOnly ? out.size : unique(out);
    }

    /** Lists a turn with the key of the board it reaches (the position's key before the side passes). */
    private void add(MoveList out, long move, long reached) {
        if (effects.length <= out.size) {
            effects = Arrays.copyOf(effects, Math.max(out.moves.length, 2 * effects.length));
        }
        effects[out.size] = reached;
        out.add(move);
    }

    /**
     * The keep squares a part offers (its count); {@code {0}} when the part needs no choice. The key of
     * the board each choice leads to goes into {@code after}.
     */
    private int keepOptions(long part, byte me, int[] buf, long[] after) {
        buf[0] = 0;
        if (!captures(part)) {
            after[0] = pos.key() ^ shiftKey(part, me);
            return 1;
        }
        byte enemy = (byte) (3 - me);
        int base = pos.removedTop();
        pos.captureAndShift(part, me);
        int n = keepChoices(enemy, buf, after);
        pos.unplayPart(part, me, base);
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
        return distinct.filter(out, effects, canonical);
    }

    /** What a part's shift (no capture) does to the key: its stones lifted, then put down further on. */
    private long shiftKey(long part, byte colour) {
        int f = first(part);
        int a = axisStep(part);
        long[] run = runKeys[colour * 2 + (a == 1 ? 0 : 1)];
        int last = f + (size(part) - 1) * a;
        int off = distance(part) * DIRS[dir(part)];
        return run[last] ^ run[f - a] ^ run[last + off] ^ run[f - a + off];
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

    /** The squares of a move's text, in text order (mailbox squares rise in a1, b1, ..., j1, a2 order). */
    private static int squares(long move, int[] out) {
        int n = partSquares(part1(move), keep1(move), out, 0);
        long p2 = part2(move);
        return p2 == 0 ? n : partSquares(p2, keep2(move), out, n);
    }

    private static int partSquares(long part, int keep, int[] out, int n) {
        int f = first(part);
        out[n++] = f;
        if (size(part) > 1) {
            out[n++] = f + (size(part) - 1) * axisStep(part);
        }
        out[n++] = f + distance(part) * DIRS[dir(part)];
        if (keep != 0) {
            out[n++] = keep;
        }
        return n;
    }

    /** After the capture of a part, whether {@code named} stands in the same enemy sub-group as {@code keep}. */
    boolean sameSubGroup(long part, int keep, int named, byte me) {
        if (keep == 0) {
            return true;
        }
        byte enemy = (byte) (3 - me);
        int base = pos.removedTop();
        pos.captureAndShift(part, me);
        label(enemy);
        boolean same = sq[named] == enemy && label[named] == label[keep];
        pos.unplayPart(part, me, base);
        return same;
    }

    /** Whether playing p then q (if both are legal in sequence) reaches the board of move m. */
    boolean sameBoard(long m, long p, long q) {
        pos.play(m);
        long target = pos.key();
        pos.undo();
        // replay p and q on a copy through the legal-part generator to make sure both are legal
        OrdoPosition copy = (OrdoPosition) pos.copy();
        OrdoMoveGenerator c = copy.generator;
        byte me = (byte) pos.me();
        c.collectParts(me, false, false, ALL_DIRS, c.partsA);
        long p1 = c.partsA.find(p);
        if (p1 == 0 || !sideways(dir(p1))) {
            return false;
        }
        copy.playPart(p1, 0, me);
        c.collectParts(me, true, false, ALL_DIRS, c.partsB);
        long q1 = c.partsB.find(q);
        if (q1 == 0) {
            return false;
        }
        copy.playPart(q1, 0, me);
        return (copy.key() ^ OrdoPosition.STONES.sideKey) == target;
    }

    /** Parts found by one {@link #collectParts} call, in a buffer allocated once. */
    private static final class PartList {
        final long[] parts = new long[1024];
        int size;

        void add(long part) {
            parts[size++] = part;
        }

        /** The listed part equal to {@code wanted} but for the capture flag (bit 19), or 0. */
        long find(long wanted) {
            for (int i = 0; i < size; i++) {
                if ((parts[i] & ~(1L << 19)) == wanted) {
                    return parts[i];
                }
            }
            return 0;
        }
    }
}
