package org.ansuz.variants.cyvasse;

import static org.ansuz.variants.cyvasse.CyvasseGeometry.CELLS;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.FORWARD;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.STEP;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.adjacent;
import static org.ansuz.variants.cyvasse.CyvassePosition.ARMOUR;
import static org.ansuz.variants.cyvasse.CyvassePosition.ARMY;
import static org.ansuz.variants.cyvasse.CyvassePosition.BLACK;
import static org.ansuz.variants.cyvasse.CyvassePosition.CAPTURE;
import static org.ansuz.variants.cyvasse.CyvassePosition.CROSSBOWS;
import static org.ansuz.variants.cyvasse.CyvassePosition.DOUBLE;
import static org.ansuz.variants.cyvasse.CyvassePosition.DRAGON;
import static org.ansuz.variants.cyvasse.CyvassePosition.DROP;
import static org.ansuz.variants.cyvasse.CyvassePosition.DROPS_PER_SIDE;
import static org.ansuz.variants.cyvasse.CyvassePosition.ELEPHANT;
import static org.ansuz.variants.cyvasse.CyvassePosition.EMPTY;
import static org.ansuz.variants.cyvasse.CyvassePosition.HEAVY_HORSE;
import static org.ansuz.variants.cyvasse.CyvassePosition.KING;
import static org.ansuz.variants.cyvasse.CyvassePosition.LIGHT_HORSE;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN_KIND;
import static org.ansuz.variants.cyvasse.CyvassePosition.OVERRUN;
import static org.ansuz.variants.cyvasse.CyvassePosition.PASS;
import static org.ansuz.variants.cyvasse.CyvassePosition.QUIET;
import static org.ansuz.variants.cyvasse.CyvassePosition.RABBLE;
import static org.ansuz.variants.cyvasse.CyvassePosition.SHOT;
import static org.ansuz.variants.cyvasse.CyvassePosition.SPEARS;
import static org.ansuz.variants.cyvasse.CyvassePosition.TOWER;
import static org.ansuz.variants.cyvasse.CyvassePosition.TREBUCHET;
import static org.ansuz.variants.cyvasse.CyvassePosition.move;

import org.ansuz.engine.spi.MoveList;

/**
 * Legal moves of a {@link CyvassePosition} (rules sections 3-9), allocation-free: engagement and
 * spear-guarded cells are computed once per call into preallocated arrays, multi-step quiet paths by
 * a breadth-first search with a stamp array, Rabble double moves by their effect (vacated and filled
 * cells), so that two orders or pairings reaching one position are one move.
 */
final class CyvasseMoveGenerator {
    /** Engagement range of each kind, {@code MIN_RANGE..MAX_RANGE} (Spears: the two front cells only). */
    static final int[] MIN_RANGE = {0, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 0};
    static final int[] MAX_RANGE = {0, 1, 1, 1, 1, 1, 2, 3, 4, 2, 1, 0};

    private final CyvassePosition pos;
    private final byte[] sq;
    /**
     * {@code engagement[by][cell]}: how strongly the pieces of {@code by} engage the enemy piece on
     * {@code cell}, 1 per engaging piece and 2 per heavy one, so that one number says whether the piece
     * is sufficiently engaged (rules section 4): at least its {@code ARMOUR} (none for an unarmoured piece,
     * one engager for a light one, two or a heavy one for a heavy one).
     */
    private final int[][] engagement = new int[2][CELLS];
    /** The board ({@link CyvassePosition#boardVersion}) each side's engagement was computed for; -1 none. */
    private final long[] engagedAt = {-1, -1};
    /** {@code besideTower[cell] == towerStamp}: the cell is next to an enemy Tower (during {@link #engage}). */
    private final int[] besideTower = new int[CELLS];
    private int towerStamp;
    /** Cells in front of the opponent's Spears (no passing through them). */
    final boolean[] guarded = new boolean[CELLS];
    private final int[] visited = new int[CELLS];
    private int stamp;
    private final int[] frontier = new int[CELLS];
    private final int[] next = new int[CELLS];
    private final int[] rabbles = new int[8];
    /** The mover's piece cells ({@link CyvassePieceSets#cells}); a position text may hold any number. */
    private final int[] ownCells = new int[CELLS];
    private final int[] engagerCells = new int[CELLS];
    private final MoveList quietScratch = new MoveList(256);

    CyvasseMoveGenerator(CyvassePosition pos) {
        this.pos = pos;
        this.sq = pos.sq;
    }

    private static boolean enemy(int code, int me) {
        return CyvassePosition.isPiece(code) && CyvassePosition.colour(code) != me;
    }

    private static boolean own(int code, int me) {
        return CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == me;
    }

    // ---- engagement (rules section 4) -----------------------------------------------------------

    /**
     * Fills {@code engagement[by]} with how the pieces of {@code by} engage their opponent's; once per
     * board (the search's quiescence asks for the side to move's twice: captures, then the evaluation).
     */
    void engage(int by) {
        long version = pos.boardVersion;
        if (engagedAt[by] == version) {
            return;
        }
        engagedAt[by] = version;
        int[] e = engagement[by];
        java.util.Arrays.fill(e, 0);
        // the cells beside an enemy Tower (the Tower rule), by a stamp rather than six looks per piece
        int zone = ++towerStamp;
        for (int half = 0; half < 2; half++) {
            for (long bits = pos.sets.towers[2 * (by ^ 1) + half]; bits != 0; bits &= bits - 1) {
                int t = half * 64 + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 6; d++) {
                    int n = STEP[t * 6 + d];
                    if (n >= 0) {
                        besideTower[n] = zone;
                    }
                }
            }
        }
        byte enemyTower = (byte) (TOWER | (by ^ 1) << 4);
        boolean[] water = pos.water;
        int[] cells = engagerCells;
        for (int i = 0, n = pos.sets.cells(by, cells, 0); i < n; i++) {
            int p = cells[i];
            if (!water[p]) {
                engageFrom(e, p, by, besideTower[p] == zone, enemyTower);
            }
        }
    }

    /** Adds the engagement of {@code by}'s piece on {@code p} (not on water) to {@code e}. */
    private void engageFrom(int[] e, int p, int by, boolean nearTower, byte enemyTower) {
        int kind = sq[p] & 15;
        int strength = ARMOUR[kind] == 2 ? 2 : 1;
        if (nearTower) {
            // Tower rule: only the adjacent enemy Towers, and only within the piece's own reach
            if (kind == TREBUCHET) {
                return;
            }
            for (int d = 0; d < 6; d++) {
                if (kind == SPEARS && d != FORWARD[by][0] && d != FORWARD[by][1]) {
                    continue;
                }
                int n = STEP[p * 6 + d];
                if (n >= 0 && sq[n] == enemyTower) {
                    e[n] += strength;
                }
            }
            return;
        }
        if (kind == SPEARS) {
            for (int i = 0; i < 2; i++) {
                int n = STEP[p * 6 + FORWARD[by][i]];
                if (n >= 0 && enemy(sq[n], by)) {
                    e[n]++;
                }
            }
            return;
        }
        int lo = MIN_RANGE[kind];
        int hi = MAX_RANGE[kind];
        for (int d = 0; d < 6; d++) {
            int c = p;
            for (int k = 1; k <= hi; k++) {
                c = STEP[c * 6 + d];
                if (c < 0) {
                    break;
                }
                int v = sq[c];
                if (v == MOUNTAIN) {
                    break;
                }
                if (v != EMPTY && CyvassePosition.colour(v) != by) {
                    if (k >= lo) {
                        e[c] += strength;
                    }
                    break;
                }
            }
        }
    }

    /** Whether the piece on {@code cell} is sufficiently engaged by {@code by} to be captured (after {@link #engage}). */
    boolean capturable(int by, int cell) {
        return engagement[by][cell] >= ARMOUR[sq[cell] & 15];
    }

    /** Marks the cells in front of the Spears of {@code spearSide}. */
    void guard(int spearSide) {
        java.util.Arrays.fill(guarded, false);
        byte spears = (byte) (SPEARS | spearSide << 4);
        for (int p = 0; p < CELLS; p++) {
            if (sq[p] == spears) {
                for (int i = 0; i < 2; i++) {
                    int n = STEP[p * 6 + FORWARD[spearSide][i]];
                    if (n >= 0) {
                        guarded[n] = true;
                    }
                }
            }
        }
    }

    // ---- generation -----------------------------------------------------------------------------

    int generate(MoveList out) {
        out.clear();
        if (pos.inSetup()) {
            return drops(out);
        }
        int me = pos.sideToMove();
        if (pos.pending >= 0) {
            return secondRabbleMoves(out, me);
        }
        if (me == 1 && pos.solo != CyvassePosition.SOLO_NONE) {
            out.add(move(PASS, 0, 0, 0, 0, 0)); // a lesson: Black only passes
            return out.size;
        }
        guard(me ^ 1);
        engage(me);
        captures(out, me);
        quiets(out, me);
        if (out.size == 0 && pos.rules.passWhenNoMove()) {
            out.add(move(PASS, 0, 0, 0, 0, 0));
        }
        return out.size;
    }

    /** Captures only; returns 0 without legal moves, more than the captures when quiet moves exist. */
    int generateNoisy(MoveList out) {
        out.clear();
        if (pos.inSetup() || pos.pending >= 0 || pos.solo != CyvassePosition.SOLO_NONE && pos.sideToMove() == 1) {
            int n = generate(out);
            out.clear();
            return n;
        }
        int me = pos.sideToMove();
        guard(me ^ 1);
        engage(me);
        captures(out, me);
        int n = out.size;
        if (hasQuiet(me)) {
            return n + 1;
        }
        quietScratch.clear();
        quiets(quietScratch, me);
        if (quietScratch.size > 0) {
            return n + 1;
        }
        return n > 0 || !pos.rules.passWhenNoMove() ? n : 1;
    }

    private int drops(MoveList out) {
        int me = pos.setup < DROPS_PER_SIDE ? 0 : 1;
        int step = pos.setup - me * DROPS_PER_SIDE;
        if (step == 4) { // the King, on one of its three start cells
            for (int cell : CyvasseGeometry.THRONES[me]) {
                if (sq[cell] == EMPTY) {
                    out.add(move(DROP, cell, 0, 0, 0, KING));
                }
            }
            return out.size;
        }
        for (int cell : CyvasseGeometry.HOME_CELLS[me]) {
            if (sq[cell] != EMPTY) {
                continue;
            }
            if (step < 4) {
                if (!pos.water[cell]) {
                    out.add(move(DROP, cell, 0, 0, 0, MOUNTAIN_KIND));
                }
            } else if (step < 7) {
                out.add(move(DROP, cell, 0, 0, 0, TOWER));
            } else {
                for (int kind = RABBLE; kind <= DRAGON; kind++) {
                    if (pos.count[me][kind] < ARMY[kind]) {
                        out.add(move(DROP, cell, 0, 0, 0, kind));
                    }
                }
            }
        }
        return out.size;
    }

    private void captures(MoveList out, int me) {
        int[] cells = ownCells;
        for (int at = 0, end = pos.sets.cells(me, cells, 0); at < end; at++) {
            int o = cells[at];
            int code = sq[o];
            int kind = code & 15;
            switch (kind) {
                case KING -> {
                    for (int d = 0; d < 6; d++) {
                        int n = STEP[o * 6 + d];
                        if (n < 0) {
                            continue;
                        }
                        if (enemy(sq[n], me) && capturable(me, n)) {
                            out.add(move(CAPTURE, o, n, 0, 0, kind));
                        } else if (sq[n] == (TOWER | me << 4)) {
                            int t = STEP[n * 6 + d];
                            if (t >= 0 && enemy(sq[t], me) && capturable(me, t)) {
                                out.add(move(CAPTURE, o, t, 0, 0, kind));
                            }
                        }
                    }
                }
                case RABBLE -> adjacentCaptures(out, o, kind, me);
                case SPEARS -> {
                    for (int i = 0; i < 2; i++) {
                        int n = STEP[o * 6 + FORWARD[me][i]];
                        if (n >= 0 && enemy(sq[n], me) && capturable(me, n)) {
                            out.add(move(CAPTURE, o, n, 0, 0, kind));
                        }
                    }
                }
                case ELEPHANT -> {
                    for (int d = 0; d < 6; d++) {
                        int n = STEP[o * 6 + d];
                        if (n < 0) {
                            continue;
                        }
                        if (enemy(sq[n], me)) {
                            if (capturable(me, n)) {
                                out.add(move(CAPTURE, o, n, 0, 0, kind));
                            }
                        } else if (sq[n] == EMPTY && !guarded[n]) {
                            int t = STEP[n * 6 + d];
                            if (t >= 0 && enemy(sq[t], me) && capturable(me, t)) {
                                out.add(move(CAPTURE, o, t, 0, 0, kind));
                            }
                        }
                    }
                }
                case LIGHT_HORSE -> horseCaptures(out, o, kind, 3, me);
                case HEAVY_HORSE -> horseCaptures(out, o, kind, 2, me);
                case DRAGON -> {
                    for (int d = 0; d < 6; d++) {
                        int c = o;
                        for (int k = 1; k <= 4; k++) {
                            c = STEP[c * 6 + d];
                            if (c < 0) {
                                break;
                            }
                            if (enemy(sq[c], me) && capturable(me, c)) {
                                out.add(move(CAPTURE, o, c, 0, 0, kind));
                            }
                        }
                    }
                }
                case TREBUCHET -> shots(out, o, me);
                default -> {
                    // Crossbows and Towers never capture
                }
            }
        }
    }

    private void adjacentCaptures(MoveList out, int o, int kind, int me) {
        for (int d = 0; d < 6; d++) {
            int n = STEP[o * 6 + d];
            if (n >= 0 && enemy(sq[n], me) && capturable(me, n)) {
                out.add(move(CAPTURE, o, n, 0, 0, kind));
            }
        }
    }

    /** Straight-line horse captures with overrun (rules section 7). */
    private void horseCaptures(MoveList out, int o, int kind, int reach, int me) {
        for (int d = 0; d < 6; d++) {
            int c = o;
            int target = -1;
            for (int i = 1; i <= reach; i++) {
                c = STEP[c * 6 + d];
                if (c < 0) {
                    break;
                }
                int v = sq[c];
                if (v == MOUNTAIN) {
                    break;
                }
                if (target < 0) {
                    if (enemy(v, me)) {
                        if (!capturable(me, c)) {
                            break;
                        }
                        out.add(move(CAPTURE, o, c, 0, 0, kind));
                        target = c;
                    }
                    if (guarded[c]) {
                        break;
                    }
                } else {
                    if (v == EMPTY) {
                        out.add(move(OVERRUN, o, target, c, 0, kind));
                    } else if (enemy(v, me)) {
                        break;
                    }
                    if (guarded[c]) {
                        break;
                    }
                }
            }
        }
    }

    /** Trebuchet captures: retreat one cell, the target 2-4 cells the other way (rules section 7). */
    private void shots(MoveList out, int o, int me) {
        CyvasseRules.Trebuchet rule = pos.rules.trebuchet();
        for (int d = 0; d < 6; d++) {
            int back = STEP[o * 6 + (d + 3) % 6];
            if (back < 0 || sq[back] != EMPTY) {
                continue;
            }
            int c = o;
            boolean mountainBetween = false;
            for (int i = 1; i <= 4; i++) {
                c = STEP[c * 6 + d];
                if (c < 0) {
                    break;
                }
                int v = sq[c];
                if (v == MOUNTAIN) {
                    mountainBetween = true;
                    continue;
                }
                if (enemy(v, me)) {
                    if (i >= 2 && capturable(me, c) && (rule == CyvasseRules.Trebuchet.DAGAZ
                            || trebuchetEngages(o, me) && (rule == CyvasseRules.Trebuchet.MOD_STRICT || !mountainBetween))) {
                        out.add(move(SHOT, o, back, c, 0, TREBUCHET));
                    }
                    break;
                }
            }
        }
    }

    /** Whether a Trebuchet on {@code o} can engage at all: not on water, not beside an enemy Tower. */
    private boolean trebuchetEngages(int o, int me) {
        if (pos.water[o]) {
            return false;
        }
        byte enemyTower = (byte) (TOWER | (me ^ 1) << 4);
        for (int d = 0; d < 6; d++) {
            int n = STEP[o * 6 + d];
            if (n >= 0 && sq[n] == enemyTower) {
                return false;
            }
        }
        return true;
    }

    private void quiets(MoveList out, int me) {
        int nr = 0;
        int[] cells = ownCells;
        for (int at = 0, end = pos.sets.cells(me, cells, 0); at < end; at++) {
            int o = cells[at];
            int code = sq[o];
            int kind = code & 15;
            switch (kind) {
                case KING -> {
                    for (int d = 0; d < 6; d++) {
                        int n = STEP[o * 6 + d];
                        if (n < 0) {
                            continue;
                        }
                        if (sq[n] == EMPTY) {
                            out.add(move(QUIET, o, n, 0, 0, kind));
                        } else if (sq[n] == (TOWER | me << 4)) {
                            int t = STEP[n * 6 + d];
                            if (t >= 0 && sq[t] == EMPTY) {
                                out.add(move(QUIET, o, t, 0, 0, kind));
                            }
                        }
                    }
                }
                case RABBLE -> rabbles[nr++] = o;
                case SPEARS -> {
                    for (int i = 0; i < 2; i++) {
                        int n = STEP[o * 6 + FORWARD[me][i]];
                        if (n >= 0 && sq[n] == EMPTY) {
                            out.add(move(QUIET, o, n, 0, 0, kind));
                        }
                    }
                }
                case ELEPHANT, TREBUCHET -> {
                    for (int d = 0; d < 6; d++) {
                        int n = STEP[o * 6 + d];
                        if (n >= 0 && sq[n] == EMPTY) {
                            out.add(move(QUIET, o, n, 0, 0, kind));
                        }
                    }
                }
                case LIGHT_HORSE -> paths(out, o, kind, 3, me);
                case HEAVY_HORSE, CROSSBOWS -> paths(out, o, kind, 2, me);
                case DRAGON -> {
                    int base = o * CELLS;
                    for (int t = 0; t < CELLS; t++) {
                        int dist = CyvasseGeometry.DIST[base + t];
                        if (dist >= 1 && dist <= 4 && sq[t] == EMPTY) {
                            out.add(move(QUIET, o, t, 0, 0, kind));
                        }
                    }
                }
                default -> {
                }
            }
        }
        rabbleMoves(out, nr, me);
    }

    /** Quiet moves of up to {@code reach} steps, turning freely, through friends, not through guarded cells. */
    private void paths(MoveList out, int o, int kind, int reach, int me) {
        int s = ++stamp;
        visited[o] = s;
        frontier[0] = o;
        int nf = 1;
        for (int depth = 1; depth <= reach && nf > 0; depth++) {
            int nn = 0;
            for (int i = 0; i < nf; i++) {
                int c = frontier[i];
                for (int d = 0; d < 6; d++) {
                    int n = STEP[c * 6 + d];
                    if (n < 0 || visited[n] == s) {
                        continue;
                    }
                    int v = sq[n];
                    if (v == EMPTY) {
                        visited[n] = s;
                        out.add(move(QUIET, o, n, 0, 0, kind));
                        if (!guarded[n]) {
                            next[nn++] = n;
                        }
                    } else if (own(v, me)) {
                        visited[n] = s;
                        if (!guarded[n]) {
                            next[nn++] = n;
                        }
                    }
                }
            }
            System.arraycopy(next, 0, frontier, 0, nn);
            nf = nn;
        }
    }

    /**
     * Rabble moves by effect (rules section 8): single steps, chains (one Rabble steps away, another
     * follows into its cell: one Rabble's cell vacated, a cell two steps off filled) and independent
     * pairs (two cells vacated, two filled). Under the forced rule a single step stands alone only when
     * no other Rabble could move after it.
     */
    private void rabbleMoves(MoveList out, int nr, int me) {
        boolean forced = pos.rules.rabbleSecondMove() == CyvasseRules.RabbleSecondMove.FORCED_IF_LEGAL;
        byte rabble = (byte) (RABBLE | me << 4);
        for (int i = 0; i < nr; i++) {
            int r = rabbles[i];
            for (int d = 0; d < 6; d++) {
                int q = STEP[r * 6 + d];
                if (q < 0 || sq[q] != EMPTY) {
                    continue;
                }
                if (!forced || hasRelay(r, q, -1, rabble) || aloneIsComplete(r, q, nr)) {
                    out.add(move(QUIET, r, q, 0, 0, RABBLE));
                }
            }
            // chains to a cell two steps away, through relay p: p steps to q, then r steps to p
            for (int d = 0; d < 6; d++) {
                int p = STEP[r * 6 + d];
                if (p < 0 || sq[p] != rabble) {
                    continue;
                }
                for (int e = 0; e < 6; e++) {
                    int q = STEP[p * 6 + e];
                    if (q < 0 || sq[q] != EMPTY || adjacent(r, q)) {
                        continue;
                    }
                    if (!hasRelay(r, q, p, rabble)) { // count each (r, q) once: at its first relay
                        out.add(move(QUIET, r, q, 0, 0, RABBLE));
                    }
                }
            }
        }
        // independent pairs: A < B, A -> ta, B -> tb, all four cells distinct
        for (int i = 0; i < nr; i++) {
            int ra = rabbles[i];
            for (int j = i + 1; j < nr; j++) {
                int rb = rabbles[j];
                for (int d = 0; d < 6; d++) {
                    int ta = STEP[ra * 6 + d];
                    if (ta < 0 || sq[ta] != EMPTY) {
                        continue;
                    }
                    for (int e = 0; e < 6; e++) {
                        int tb = STEP[rb * 6 + e];
                        if (tb < 0 || sq[tb] != EMPTY || tb == ta) {
                            continue;
                        }
                        if (adjacent(ra, tb) && adjacent(rb, ta) && ta > tb) {
                            continue; // the other pairing of the same effect
                        }
                        out.add(move(DOUBLE, ra, Math.min(ta, tb), rb, Math.max(ta, tb), RABBLE));
                    }
                }
            }
        }
    }

    /**
     * Whether a Rabble other than {@code r} stands next to both {@code r} and {@code q}; when
     * {@code before} is a relay, only relays earlier in the direction scan of {@code r} count.
     */
    private boolean hasRelay(int r, int q, int before, byte rabble) {
        for (int d = 0; d < 6; d++) {
            int p = STEP[r * 6 + d];
            if (p == before && before >= 0) {
                return false;
            }
            if (p >= 0 && sq[p] == rabble && adjacent(p, q)) {
                return true;
            }
        }
        return false;
    }

    /** Forced rule: after the single step r -> q, can no other Rabble move? */
    private boolean aloneIsComplete(int r, int q, int nr) {
        for (int i = 0; i < nr; i++) {
            int s = rabbles[i];
            if (s == r) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                int n = STEP[s * 6 + d];
                if (n >= 0 && n != q && (sq[n] == EMPTY || n == r)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A split turn (position text field 3): a different Rabble's single step, or ending the turn. */
    private int secondRabbleMoves(MoveList out, int me) {
        byte rabble = (byte) (RABBLE | me << 4);
        for (int r = 0; r < CELLS; r++) {
            if (sq[r] != rabble || r == pos.pending) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                int q = STEP[r * 6 + d];
                if (q >= 0 && sq[q] == EMPTY) {
                    out.add(move(QUIET, r, q, 0, 0, RABBLE));
                }
            }
        }
        if (out.size == 0 || pos.rules.rabbleSecondMove() == CyvasseRules.RabbleSecondMove.OPTIONAL) {
            out.add(move(PASS, 0, 0, 0, 0, 0));
        }
        return out.size;
    }

    /** Whether any quiet move exists (quiescence needs to know whether standing pat is allowed). */
    private boolean hasQuiet(int me) {
        int[] cells = ownCells;
        for (int at = 0, end = pos.sets.cells(me, cells, 0); at < end; at++) {
            int o = cells[at];
            int code = sq[o];
            int kind = code & 15;
            if (kind == TOWER) {
                continue;
            }
            if (kind == DRAGON) {
                return true;
            }
            for (int d = 0; d < 6; d++) {
                if (kind == SPEARS && d != FORWARD[me][0] && d != FORWARD[me][1]) {
                    continue;
                }
                int n = STEP[o * 6 + d];
                if (n >= 0 && sq[n] == EMPTY) {
                    return true;
                }
            }
        }
        return false; // a horse, crossbow or King may still have a path or jump through friends: the caller asks

    }
}
