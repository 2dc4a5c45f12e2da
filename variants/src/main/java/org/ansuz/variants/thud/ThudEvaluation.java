package org.ansuz.variants.thud;

import static org.ansuz.variants.thud.ThudBoard.DIR;
import static org.ansuz.variants.thud.ThudBoard.DWARF;
import static org.ansuz.variants.thud.ThudBoard.EMPTY;
import static org.ansuz.variants.thud.ThudBoard.TROLL;

/**
 * Asymmetric static evaluation, in centi-dwarfs from the side to move's view: the dwarfs' cohesion
 * (pairs, lone dwarfs) against the trolls' reach (dwarfs a single troll step would take), plus the Rock's
 * race in Koom Valley.
 */
final class ThudEvaluation {
    private ThudEvaluation() {
    }

    static int evaluate(ThudPosition p) {
        if (!p.rules.isThud() && (p.sideToMove() == ThudPosition.DWARFS ? p.dwarfs : p.trolls) == 0) {
            return 0; // a Koom Valley side without pieces cannot move: a draw (a short search must not like it)
        }
        int score = p.rules.isThud() ? thud(p) : koomValley(p);
        return p.sideToMove() == ThudPosition.DWARFS ? score : -score;
    }

    /** The dwarfs' view of a classic Thud position. */
    private static int thud(ThudPosition p) {
        ThudWeights w = p.variant.weights;
        byte[] sq = p.sq;
        int score = w.dwarf() * p.dwarfs - w.troll() * p.trolls;
        for (int idx : ThudBoard.SQUARES) {
            byte c = sq[idx];
            if (c == DWARF) {
                int friends = 0;
                for (int d = 0; d < 8; d++) {
                    byte n = sq[idx + DIR[d]];
                    if (n == DWARF) {
                        friends++;
                    } else if (n == TROLL) {
                        score += w.trollTouch();
                    }
                }
                score += friends == 0 ? w.dwarfAlone() : w.dwarfPair() * friends / 2;
            } else if (c == TROLL) {
                score -= w.trollReach() * bestStep(sq, idx);
            }
        }
        return score;
    }

    /** The most dwarfs a troll on {@code idx} would stand beside after one step. */
    private static int bestStep(byte[] sq, int idx) {
        int best = 0;
        for (int d = 0; d < 8; d++) {
            int s = idx + DIR[d];
            if (sq[s] != EMPTY) {
                continue;
            }
            int n = 0;
            for (int k = 0; k < 8; k++) {
                if (sq[s + DIR[k]] == DWARF) {
                    n++;
                }
            }
            best = Math.max(best, n);
        }
        return best;
    }

    /** North-west, north, north-east: the directions that bring the Rock nearer the goal row. */
    private static final int[] FORWARD = {7, 0, 1};

    private static boolean besideDwarf(byte[] sq, int s) {
        for (int d = 0; d < 8; d++) {
            if (sq[s + DIR[d]] == DWARF) {
                return true;
            }
        }
        return false;
    }

    /** The dwarfs' view of a Koom Valley (or Football) position. */
    private static int koomValley(ThudPosition p) {
        ThudWeights w = p.variant.weights;
        byte[] sq = p.sq;
        int score = w.dwarf() * p.dwarfs - w.kvTroll() * p.trolls;
        boolean football = p.rules.isFootball();
        for (int idx : ThudBoard.SQUARES) {
            if (sq[idx] != DWARF) {
                continue;
            }
            int friends = 0;
            for (int d = 0; d < 8; d++) {
                int n = idx + DIR[d];
                if (sq[n] == DWARF) {
                    friends++;
                } else if (!football && sq[n] == TROLL && sq[idx - DIR[d]] == EMPTY) {
                    score -= w.trampleThreat();
                }
            }
            score += friends == 0 ? w.dwarfAlone() : w.dwarfPair() * friends / 2;
        }
        int r = p.rock;
        if (r >= 0) {
            // progress: king steps still to go to the nearest goal square (7 from h8)
            int rx = ThudBoard.file(r);
            int toGoal = Math.max(14 - ThudBoard.rank(r), Math.max(5 - rx, rx - 9));
            score += w.rockAdvance() * (7 - toGoal);
            // squares one rank nearer the goal the Rock could step to now (empty, beside a dwarf)
            for (int d : FORWARD) {
                int s = r + DIR[d];
                if (sq[s] == EMPTY && besideDwarf(sq, s)) {
                    score += w.rockReady();
                }
            }
            // trolls closing in: per troll within three king steps of the Rock
            for (int idx : ThudBoard.SQUARES) {
                if (sq[idx] == TROLL) {
                    int dist = Math.max(Math.abs(ThudBoard.file(idx) - rx), Math.abs(ThudBoard.rank(idx) - ThudBoard.rank(r)));
                    if (dist <= 3) {
                        score -= w.trollNear() * (4 - dist);
                    }
                }
            }
            for (int d = 0; d < 8; d++) {
                byte n = sq[r + DIR[d]];
                if (n == TROLL) {
                    score += w.rockTroll();
                } else if (n == DWARF) {
                    score += w.rockDwarf();
                }
            }
        }
        return score;
    }
}
