package org.ansuz.variants.ordo;

import static org.ansuz.variants.ordo.OrdoPosition.BORDER;
import static org.ansuz.variants.ordo.OrdoPosition.CELLS;
import static org.ansuz.variants.ordo.OrdoPosition.EMPTY;
import static org.ansuz.variants.ordo.OrdoPosition.RANKS;
import static org.ansuz.variants.ordo.OrdoPosition.S;
import static org.ansuz.variants.ordo.OrdoPosition.STONES;
import static org.ansuz.variants.ordo.OrdoPosition.WHITE;
import static org.ansuz.variants.ordo.OrdoPosition.homeRank;

/** The static evaluation of an Ordo position, for the side to move, with the weights of {@code ordo.weights}. */
final class OrdoEvaluation {
    private static final int DECIDED = 10_000;

    private final OrdoWeights weights;

    OrdoEvaluation(OrdoWeights weights) {
        this.weights = weights;
    }

    int evaluate(OrdoPosition pos) {
        OrdoWeights w = weights;
        int me = pos.me();
        // A decided game (home row reached, too few pieces) outweighs any material: the search's
        // root ordering and a greedy look see wins without a generate.
        if (pos.onRank(3 - me, homeRank(me)) || pos.stones(me) < pos.rules().minPieces()) {
            return -DECIDED;
        }
        if (pos.onRank(me, homeRank(3 - me)) || pos.stones(3 - me) < pos.rules().minPieces()) {
            return DECIDED;
        }
        int score = w.tempo();
        int leadMe = 0;
        int leadThem = 0;
        for (int idx : CELLS) {
            int c = pos.stoneAt(idx);
            if (c == EMPTY) {
                continue;
            }
            int y = STONES.rank(idx);
            int adv = c == WHITE ? y : RANKS - 1 - y;
            int v = w.piece() + w.advance() * adv;
            if (openLine(pos, idx, c)) {
                v += w.runner();
            }
            if (c == me) {
                score += v;
                leadMe = Math.max(leadMe, adv);
            } else {
                score -= v;
                leadThem = Math.max(leadThem, adv);
            }
        }
        score += w.leader() * (leadMe - leadThem);
        int splitMe = pos.stones(me) > 0 ? pos.generator.label(me) - 1 : 0;
        int splitThem = pos.stones(3 - me) > 0 ? pos.generator.label(3 - me) - 1 : 0;
        return score - w.split() * (splitMe - splitThem);
    }

    /** Whether a piece sees the enemy home row along an empty forward straight or diagonal line. */
    private static boolean openLine(OrdoPosition pos, int idx, int colour) {
        int fwd = colour == WHITE ? S : -S;
        for (int side = -1; side <= 1; side++) {
            int step = fwd + side;
            int t = idx + step;
            while (pos.stoneAt(t) == EMPTY) {
                t += step;
            }
            if (pos.stoneAt(t) == BORDER && pos.stoneAt(t - step) == EMPTY && STONES.rank(t - step) == homeRank(3 - colour)) {
                return true;
            }
        }
        return false;
    }
}
