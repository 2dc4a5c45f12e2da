package org.ansuz.variants.thud;

import static org.ansuz.variants.thud.ThudBoard.DIR;
import static org.ansuz.variants.thud.ThudBoard.DWARF;
import static org.ansuz.variants.thud.ThudBoard.EMPTY;
import static org.ansuz.variants.thud.ThudBoard.TROLL;
import static org.ansuz.variants.thud.ThudWeights.ALONE;
import static org.ansuz.variants.thud.ThudWeights.FRIEND;
import static org.ansuz.variants.thud.ThudWeights.KV_ALONE;
import static org.ansuz.variants.thud.ThudWeights.KV_FRIEND;
import static org.ansuz.variants.thud.ThudWeights.KV_SIDE;
import static org.ansuz.variants.thud.ThudWeights.KV_TROLL;
import static org.ansuz.variants.thud.ThudWeights.ROCK_ADVANCE;
import static org.ansuz.variants.thud.ThudWeights.ROCK_DWARF;
import static org.ansuz.variants.thud.ThudWeights.ROCK_ESCORT;
import static org.ansuz.variants.thud.ThudWeights.ROCK_OPEN;
import static org.ansuz.variants.thud.ThudWeights.ROCK_REACH;
import static org.ansuz.variants.thud.ThudWeights.ROCK_READY;
import static org.ansuz.variants.thud.ThudWeights.ROCK_SAFE;
import static org.ansuz.variants.thud.ThudWeights.ROCK_TROLL;
import static org.ansuz.variants.thud.ThudWeights.SIDE;
import static org.ansuz.variants.thud.ThudWeights.TRAMPLE;
import static org.ansuz.variants.thud.ThudWeights.TROLL_NEAR;
import static org.ansuz.variants.thud.ThudWeights.TROLL_REACH;
import static org.ansuz.variants.thud.ThudWeights.TROLL_TOUCH;

/**
 * Asymmetric static evaluation, in centi-dwarfs from the side to move's view: the dwarfs' cohesion
 * (neighbours, lone dwarfs) against the trolls' reach (dwarfs a single troll step would take), plus the Rock's
 * race in Koom Valley. The score is the weights of the game's block ({@link ThudWeights}) times the counts of
 * {@link #count}, linear in every weight, so {@code ansuz tune} fits them all; one rule stands outside the sum:
 * a Koom Valley side to move without pieces scores 0 (all counts 0). One per position; allocation-free.
 */
final class ThudEvaluation {
    /** The weights of the game's block. */
    private final int[] w;
    /** The counts of the position evaluated last. */
    private final int[] counts = new int[Math.max(ThudWeights.THUD_NAMES.length, ThudWeights.KV_NAMES.length)];

    ThudEvaluation(int[] weights) {
        this.w = weights;
    }

    int evaluate(ThudPosition p) {
        count(p, counts);
        int score = 0;
        for (int i = 0; i < w.length; i++) {
            score += w[i] * counts[i];
        }
        return score;
    }

    /**
     * The counts of the game's block ({@link ThudWeights#THUD_NAMES}, or Koom Valley's terms) from the
     * side to move's view: the dwarfs' counts, turned when the trolls move.
     */
    static void count(ThudPosition p, int[] x) {
        java.util.Arrays.fill(x, 0);
        if (!p.rules.isThud() && (p.sideToMove() == ThudPosition.DWARFS ? p.dwarfs : p.trolls) == 0) {
            return; // a Koom Valley side without pieces cannot move: a draw (a short search must not like it)
        }
        if (p.rules.isThud()) {
            thud(p, x);
        } else {
            koomValley(p, x);
        }
        if (p.sideToMove() != ThudPosition.DWARFS) {
            for (int i = 0; i < x.length; i++) {
                x[i] = -x[i];
            }
        }
    }

    /** The dwarfs' counts of a classic Thud position. */
    private static void thud(ThudPosition p, int[] x) {
        byte[] sq = p.sq;
        byte[] dwarfsBeside = p.dwarfsBeside;
        x[ThudWeights.DWARF] = p.dwarfs;
        x[ThudWeights.TROLL] = -p.trolls;
        x[SIDE] = 1;
        for (int c = ThudBoard.nextIn(p.dwarfSet, 0); c >= 0; c = ThudBoard.nextIn(p.dwarfSet, c + 1)) {
            int idx = ThudBoard.SQUARES[c];
            int friends = dwarfsBeside[idx];
            x[FRIEND] += friends;
            x[ALONE] += friends == 0 ? 1 : 0;
            x[TROLL_TOUCH] += p.trollsBeside[idx];
        }
        for (int c = ThudBoard.nextIn(p.trollSet, 0); c >= 0; c = ThudBoard.nextIn(p.trollSet, c + 1)) {
            x[TROLL_REACH] -= bestStep(sq, dwarfsBeside, ThudBoard.SQUARES[c]);
        }
    }

    /** The most dwarfs a troll on {@code idx} would stand beside after one step. */
    private static int bestStep(byte[] sq, byte[] dwarfsBeside, int idx) {
        int best = 0;
        for (int d = 0; d < 8; d++) {
            int s = idx + DIR[d];
            if (sq[s] == EMPTY) {
                best = Math.max(best, dwarfsBeside[s]);
            }
        }
        return best;
    }

    /** North-west, north, north-east: the directions that bring the Rock nearer the goal row. */
    private static final int[] FORWARD = {7, 0, 1};

    /** The dwarfs' counts of a Koom Valley (or Football) position. */
    private static void koomValley(ThudPosition p, int[] x) {
        byte[] sq = p.sq;
        x[ThudWeights.DWARF] = p.dwarfs;
        x[KV_TROLL] = -p.trolls;
        x[KV_SIDE] = 1;
        boolean football = p.rules.isFootball();
        int r = p.rock;
        int rx = r >= 0 ? ThudBoard.file(r) : 0;
        int ry = r >= 0 ? ThudBoard.rank(r) : 0;
        // three trolls capture the Rock: with fewer left it is safe, its race outweighs a dwarf or two,
        // and the trolls near it are no threat
        boolean threatened = p.trolls >= 3;
        for (int c = ThudBoard.nextIn(p.dwarfSet, 0); c >= 0; c = ThudBoard.nextIn(p.dwarfSet, c + 1)) {
            int idx = ThudBoard.SQUARES[c];
            if (r >= 0 && distance(idx, rx, ry) <= 2 && ThudBoard.rank(idx) > ry) {
                x[ROCK_ESCORT]++; // dwarfs ahead of the Rock, for the squares it steps to
            }
            // Football has no captures: the dwarfs' cohesion guards against none, so only the ball's race counts
            if (football) {
                continue;
            }
            int friends = p.dwarfsBeside[idx];
            x[KV_FRIEND] += friends;
            x[KV_ALONE] += friends == 0 ? 1 : 0;
            if (p.trollsBeside[idx] == 0) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                if (sq[idx + DIR[d]] == TROLL && sq[idx - DIR[d]] == EMPTY) {
                    x[TRAMPLE]--;
                }
            }
        }
        if (r >= 0) {
            // progress: king steps still to go to the nearest goal square (7 from h8)
            int toGoal = Math.max(14 - ry, Math.max(5 - rx, rx - 9));
            x[ROCK_ADVANCE] = 7 - toGoal;
            x[ROCK_SAFE] = threatened ? 0 : 7 - toGoal;
            // squares one rank nearer the goal: open to the Rock, and ready (beside a dwarf) for its next step
            for (int d : FORWARD) {
                int s = r + DIR[d];
                if (sq[s] == EMPTY) {
                    x[ROCK_OPEN]++;
                    x[ROCK_READY] += p.dwarfsBeside[s] != 0 ? 1 : 0;
                }
            }
            for (int c = threatened ? ThudBoard.nextIn(p.trollSet, 0) : -1; c >= 0; c = ThudBoard.nextIn(p.trollSet, c + 1)) {
                int idx = ThudBoard.SQUARES[c];
                int dist = distance(idx, rx, ry);
                if (dist <= 3) {
                    x[TROLL_NEAR] -= 4 - dist; // trolls closing in
                }
                if (dist >= 2 && dist <= 4 && stepsBeside(sq, idx, rx, ry)) {
                    x[ROCK_REACH]--; // one move from the Rock: the third of three wins at once
                }
            }
            for (int d = 0; d < 8; d++) {
                byte n = sq[r + DIR[d]];
                if (n == TROLL && threatened) {
                    x[ROCK_TROLL]++;
                } else if (n == DWARF) {
                    x[ROCK_DWARF]++;
                }
            }
        }
    }

    /**
     * Whether the troll on {@code idx} can stop beside the square of file {@code x} and rank {@code y} with one plain
     * move: 1 to 3 squares in a line over empty squares (Football's edge rule aside).
     */
    private static boolean stepsBeside(byte[] sq, int idx, int x, int y) {
        for (int d = 0; d < 8; d++) {
            int s = idx;
            for (int step = 0; step < 3; step++) {
                s += DIR[d];
                if (sq[s] != EMPTY) {
                    break;
                }
                if (distance(s, x, y) == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /** King steps from {@code idx} to the square of file {@code x} and rank {@code y}. */
    private static int distance(int idx, int x, int y) {
        return Math.max(Math.abs(ThudBoard.file(idx) - x), Math.abs(ThudBoard.rank(idx) - y));
    }
}
