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
    private final ThudWeights weights;

    ThudEvaluation(ThudWeights weights) {
        this.weights = weights;
    }

    int evaluate(ThudPosition p) {
        if (!p.rules.isThud() && (p.sideToMove() == ThudPosition.DWARFS ? p.dwarfs : p.trolls) == 0) {
            return 0; // a Koom Valley side without pieces cannot move: a draw (a short search must not like it)
        }
        int score = p.rules.isThud() ? thud(p) : koomValley(p);
        return p.sideToMove() == ThudPosition.DWARFS ? score : -score;
    }

    /** The dwarfs' view of a classic Thud position. */
    private int thud(ThudPosition p) {
        ThudWeights w = weights;
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
    private int koomValley(ThudPosition p) {
        ThudWeights w = weights;
        byte[] sq = p.sq;
        int score = w.dwarf() * p.dwarfs - w.kvTroll() * p.trolls;
        boolean football = p.rules.isFootball();
        // Football has no captures: the dwarfs' cohesion guards against none, so only the ball's race counts
        for (int idx : ThudBoard.SQUARES) {
            if (football || sq[idx] != DWARF) {
                continue;
            }
            int friends = 0;
            for (int d = 0; d < 8; d++) {
                int n = idx + DIR[d];
                if (sq[n] == DWARF) {
                    friends++;
                } else if (sq[n] == TROLL && sq[idx - DIR[d]] == EMPTY) {
                    score -= w.trampleThreat();
                }
            }
            score += friends == 0 ? w.dwarfAlone() : w.dwarfPair() * friends / 2;
        }
        int r = p.rock;
        if (r >= 0) {
            // progress: king steps still to go to the nearest goal square (7 from h8)
            int rx = ThudBoard.file(r);
            int ry = ThudBoard.rank(r);
            int toGoal = Math.max(14 - ry, Math.max(5 - rx, rx - 9));
            // three trolls capture the Rock: with fewer left it is safe, its race outweighs a dwarf or two,
            // and the trolls near it are no threat
            boolean threatened = p.trolls >= 3;
            score += (threatened ? w.rockAdvance() : w.rockAdvance() + w.rockSafe()) * (7 - toGoal);
            // squares one rank nearer the goal: open to the Rock, and ready (beside a dwarf) for its next step
            for (int d : FORWARD) {
                int s = r + DIR[d];
                if (sq[s] == EMPTY) {
                    score += w.rockOpen() + (besideDwarf(sq, s) ? w.rockReady() : 0);
                }
            }
            for (int idx : ThudBoard.SQUARES) {
                byte c = sq[idx];
                if (c == EMPTY || c == ThudBoard.OFF) {
                    continue;
                }
                int dist = Math.max(Math.abs(ThudBoard.file(idx) - rx), Math.abs(ThudBoard.rank(idx) - ry));
                if (c == TROLL && threatened && dist <= 3) {
                    score -= w.trollNear() * (4 - dist); // trolls closing in
                } else if (c == DWARF && dist <= 2 && ThudBoard.rank(idx) > ry) {
                    score += w.rockEscort(); // dwarfs ahead of the Rock, for the squares it steps to
                }
            }
            if (threatened) {
                for (int d = 0; d < 8; d++) {
                    byte n = sq[r + DIR[d]];
                    if (n == TROLL) {
                        score += w.rockTroll();
                    }
                }
            }
            for (int d = 0; d < 8; d++) {
                if (sq[r + DIR[d]] == DWARF) {
                    score += w.rockDwarf();
                }
            }
        }
        return score;
    }
}
