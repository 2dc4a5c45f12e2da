package org.ansuz.variants.thud;

import static org.ansuz.variants.thud.ThudBoard.DIR;
import static org.ansuz.variants.thud.ThudBoard.DWARF;
import static org.ansuz.variants.thud.ThudBoard.EMPTY;
import static org.ansuz.variants.thud.ThudBoard.OFF;
import static org.ansuz.variants.thud.ThudBoard.ROCK;
import static org.ansuz.variants.thud.ThudBoard.TROLL;

import org.ansuz.engine.spi.MoveList;

/**
 * The legal moves of one position ({@code docs/rules/thud.md#thud}, {@code docs/rules/thud.md#koom-valley}
 * sections 3-4 and 6). Keeps its trample-chain scratch per position, so it allocates nothing.
 */
final class ThudMoveGenerator {
    private final ThudPosition pos;
    private final byte[] sq;
    private final ThudRules rules;
    /** Trample chains of the troll being generated: landing square and captured-set key, for "one effect, one move". */
    private final int[] chainEnd = new int[4096];
    private final long[] chainKey = new long[4096];
    private int chains;
    private MoveList out;
    private final MoveList scratch = new MoveList(256);

    ThudMoveGenerator(ThudPosition pos) {
        this.pos = pos;
        this.sq = pos.sq;
        this.rules = pos.rules;
    }

    int generate(MoveList list) {
        out = list;
        list.clear();
        boolean dwarfs = pos.sideToMove() == ThudPosition.DWARFS;
        switch (rules.game()) {
            case THUD -> {
                if (dwarfs) {
                    thudDwarfs();
                } else {
                    thudTrolls();
                }
            }
            default -> {
                if (dwarfs) {
                    kvDwarfs();
                } else {
                    kvTrolls();
                }
            }
        }
        out = null;
        return list.size;
    }

    /**
     * Quiescence's generator: the captures only (hurls, capturing troll steps and shoves, custodial
     * dwarf moves, tramples), found from the pieces that can be taken rather than from every mover.
     * Returns 0 without legal moves, {@code list.size} when every legal move is a capture, more otherwise.
     */
    int generateNoisy(MoveList list) {
        out = list;
        list.clear();
        boolean dwarfs = pos.sideToMove() == ThudPosition.DWARFS;
        switch (rules.game()) {
            case THUD -> {
                if (dwarfs) {
                    hurls();
                } else {
                    noisyOnly = true;
                    thudTrolls();
                    noisyOnly = false;
                }
            }
            case KOOM_VALLEY -> {
                if (dwarfs) {
                    custodialMoves();
                } else {
                    tramples();
                }
            }
            default -> {
            }
        }
        out = null;
        int noisy = list.size;
        if (hasQuietMove()) {
            return noisy + 1;
        }
        int n = generate(scratch);
        for (int i = 0; i < n; i++) {
            if (!ThudMove.isCapture(scratch.moves[i])) {
                return noisy + 1;
            }
        }
        return n == 0 ? 0 : noisy;
    }

    private boolean noisyOnly;

    /** Hurls, found from each troll back along the eight lines to the dwarf that could land on it. */
    private void hurls() {
        long[] set = pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int t = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int back = DIR[d];
                int s = t - back;
                int m = 1;
                while (sq[s] == EMPTY) {
                    s -= back;
                    m++;
                }
                if (sq[s] == DWARF && lineBehind(s, back, DWARF, m) >= m) {
                    out.add(ThudMove.encode(ThudMove.HURL, s, t, 0));
                }
            }
        }
    }

    /** Koom Valley dwarf moves that trap a troll: to the square in front of a troll with an anvil behind it. */
    private void custodialMoves() {
        long[] set = pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int t = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int anvil = t + DIR[d];
                int land = t - DIR[d];
                if (sq[land] != EMPTY || !(sq[anvil] == DWARF || (sq[anvil] == ROCK && rules.rockIsAnvil()))) {
                    continue;
                }
                for (int e = 0; e < 8; e++) {
                    int s = land + DIR[e];
                    while (sq[s] == EMPTY) {
                        s += DIR[e];
                    }
                    if (sq[s] == DWARF && s != anvil) {
                        long move = ThudMove.encode(ThudMove.DWARF, s, land, custodial(s, land));
                        if (!out.contains(move)) {
                            out.add(move);
                        }
                    }
                }
            }
        }
    }

    private void tramples() {
        long[] set = pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            tramplesFrom(ThudBoard.SQUARES[c]);
        }
    }

    /** A cheap sufficient test for a legal quiet move (false may still have one; callers then generate). */
    private boolean hasQuietMove() {
        boolean dwarfs = pos.sideToMove() == ThudPosition.DWARFS;
        byte mine = dwarfs ? DWARF : TROLL;
        boolean thudTrolls = rules.isThud() && !dwarfs && rules.trollCapture() == ThudRules.TrollCapture.ALL;
        long[] set = dwarfs ? pos.dwarfSet : pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int idx = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int s = idx + DIR[d];
                if (sq[s] != EMPTY) {
                    continue;
                }
                if (thudTrolls ? pos.dwarfsBeside[s] == 0
                        : rules.isFootball() ? !(mine == TROLL && sq[s + DIR[d]] == OFF)
                        : !dwarfs || rules.isThud() || custodial(idx, s) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The directions from {@code s} in which a dwarf stands next to it. */
    private int dwarfsBeside(int s) {
        if (pos.dwarfsBeside[s] == 0) {
            return 0;
        }
        int mask = 0;
        for (int d = 0; d < 8; d++) {
            if (sq[s + DIR[d]] == DWARF) {
                mask |= 1 << d;
            }
        }
        return mask;
    }

    // ---- classic Thud -------------------------------------------------------------------------------

    private void thudDwarfs() {
        long[] set = pos.dwarfSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int from = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int step = DIR[d];
                int s = from + step;
                int m = 1;
                while (sq[s] == EMPTY) {
                    out.add(ThudMove.encode(ThudMove.DWARF, from, s, 0));
                    s += step;
                    m++;
                }
                // a hurl: the line of dwarfs behind the mover (the mover included) gives the range
                if (sq[s] == TROLL && lineBehind(from, step, DWARF, m) >= m) {
                    out.add(ThudMove.encode(ThudMove.HURL, from, s, 0));
                }
            }
        }
    }

    private void thudTrolls() {
        boolean subsets = rules.trollCapture() == ThudRules.TrollCapture.CHOOSE_SUBSET;
        long[] set = pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int from = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int step = DIR[d];
                int s = from + step;
                if (sq[s] != EMPTY) {
                    continue;
                }
                int stepMask = dwarfsBeside(s);
                if (!noisyOnly || stepMask != 0) {
                    addTroll(from, s, stepMask, subsets && !noisyOnly, !noisyOnly);
                }
                for (int m = 2, n = lineBehind(from, step, TROLL, 15); m <= n; m++) {
                    s += step;
                    if (sq[s] != EMPTY) {
                        break;
                    }
                    int mask = dwarfsBeside(s);
                    if (mask != 0) {
                        addTroll(from, s, mask, subsets && !noisyOnly, false);
                    }
                }
            }
        }
    }

    /** A troll move or shove with every adjacent dwarf taken, or one move per subset (empty only for a step). */
    private void addTroll(int from, int to, int mask, boolean subsets, boolean step) {
        if (!subsets) {
            out.add(ThudMove.encode(ThudMove.TROLL, from, to, mask));
            return;
        }
        // every sub-mask of mask, the empty one last
        for (int sub = mask; ; sub = (sub - 1) & mask) {
            if (sub != 0 || step) {
                out.add(ThudMove.encode(ThudMove.TROLL, from, to, sub));
            }
            if (sub == 0) {
                break;
            }
        }
    }

    // ---- Koom Valley and Football ---------------------------------------------------------------------

    private void kvDwarfs() {
        boolean football = rules.isFootball();
        byte[] trollsBeside = pos.trollsBeside;
        long[] set = pos.dwarfSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int from = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int step = DIR[d];
                for (int s = from + step; sq[s] == EMPTY; s += step) {
                    // most squares have no troll beside them: no call to custodial (the perft's inner loop)
                    int mask = football || trollsBeside[s] == 0 ? 0 : custodial(from, s);
                    out.add(ThudMove.encode(ThudMove.DWARF, from, s, mask));
                }
            }
        }
        int r = pos.rock;
        if (r < 0 || pos.dwarfsBeside[r] == 0) {
            return;
        }
        for (int d = 0; d < 8; d++) {
            int step = DIR[d];
            for (int s = r + step; sq[s] == EMPTY; s += step) {
                if (pos.dwarfsBeside[s] != 0) {
                    out.add(ThudMove.encode(ThudMove.ROCK, r, s, 0));
                }
                if (!football) {
                    break;
                }
            }
        }
    }

    /** Trolls trapped by a dwarf arriving on {@code to} from {@code from}: troll next to it, a dwarf (or the Rock) beyond. */
    private int custodial(int from, int to) {
        if (pos.trollsBeside[to] == 0) {
            return 0;
        }
        int mask = 0;
        for (int d = 0; d < 8; d++) {
            int t = to + DIR[d];
            if (sq[t] == TROLL) {
                int a = t + DIR[d];
                if ((sq[a] == DWARF && a != from) || (sq[a] == ROCK && rules.rockIsAnvil())) {
                    mask |= 1 << d;
                }
            }
        }
        return mask;
    }

    private void kvTrolls() {
        boolean football = rules.isFootball();
        long[] set = pos.trollSet;
        for (int c = ThudBoard.nextIn(set, 0); c >= 0; c = ThudBoard.nextIn(set, c + 1)) {
            int from = ThudBoard.SQUARES[c];
            for (int d = 0; d < 8; d++) {
                int step = DIR[d];
                int s = from;
                for (int m = 1; m <= 3; m++) {
                    s += step;
                    // Football: a troll may not stop where the next square in its direction is off the board
                    if (sq[s] != EMPTY || (football && sq[s + step] == OFF)) {
                        break;
                    }
                    out.add(ThudMove.encode(ThudMove.KV_TROLL, from, s, 0));
                }
            }
            if (!football) {
                tramplesFrom(from);
            }
        }
    }

    /** Every trample chain of the troll on {@code from}, lifted off the board while its chains are followed. */
    private void tramplesFrom(int from) {
        if (pos.dwarfsBeside[from] == 0) {
            return; // every chain starts over a dwarf beside the troll
        }
        sq[from] = EMPTY;
        chains = 0;
        trample(from, from, 0, 0L, 0L);
        sq[from] = TROLL;
    }

    /**
     * The length of the line of {@code piece}s from {@code from} backwards along {@code step}, the mover
     * included, counted up to {@code limit}: the range of a hurl or a shove.
     */
    private int lineBehind(int from, int step, byte piece, int limit) {
        int n = 1;
        for (int b = from - step; n < limit && sq[b] == piece; b -= step) {
            n++;
        }
        return n;
    }

    /** Extends a trample chain from {@code cur} (the troll lifted off the board, trampled dwarfs removed). */
    private void trample(int from, int cur, int hops, long dirs, long captured) {
        for (int d = 0; d < 8; d++) {
            int j = cur + DIR[d];
            int land = j + DIR[d];
            if (sq[j] != DWARF || sq[land] != EMPTY) {
                continue;
            }
            sq[j] = EMPTY;
            long chain = dirs | (long) d << (3 * hops);
            long key = captured ^ ThudPosition.zobrist(DWARF, j);
            boolean taken = takesRock(land);
            if (isNewEffect(land, key)) {
                out.add(ThudMove.trample(from, hops + 1, chain));
            }
            if (!taken && rules.trampleChains() && hops + 1 < ThudMove.MAX_HOPS) {
                trample(from, land, hops + 1, chain, key);
            }
            sq[j] = DWARF;
        }
    }

    /** Whether a troll (lifted) landing on {@code land} captures the Rock: the sequence ends there. */
    private boolean takesRock(int land) {
        int r = pos.rock;
        if (r < 0 || rules.isThud()) {
            return false;
        }
        boolean touches = ThudPosition.adjacent(land, r);
        if (rules.rockCapture() == ThudRules.RockCapture.MOVED_TROLL_ADJACENT && !touches) {
            return false;
        }
        return pos.trollsAround(r) + (touches ? 1 : 0) >= 3;
    }

    private boolean isNewEffect(int land, long key) {
        for (int i = 0; i < chains; i++) {
            if (chainEnd[i] == land && chainKey[i] == key) {
                return false;
            }
        }
        if (chains < chainEnd.length) {
            chainEnd[chains] = land;
            chainKey[chains++] = key;
        }
        return true;
    }
}
