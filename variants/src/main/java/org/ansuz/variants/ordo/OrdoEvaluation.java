package org.ansuz.variants.ordo;

import static org.ansuz.variants.ordo.OrdoPosition.BORDER;
import static org.ansuz.variants.ordo.OrdoPosition.CELLS;
import static org.ansuz.variants.ordo.OrdoPosition.EMPTY;
import static org.ansuz.variants.ordo.OrdoPosition.RANKS;
import static org.ansuz.variants.ordo.OrdoPosition.S;
import static org.ansuz.variants.ordo.OrdoPosition.STONES;
import static org.ansuz.variants.ordo.OrdoPosition.WHITE;
import static org.ansuz.variants.ordo.OrdoPosition.homeRank;

import org.ansuz.engine.spi.WeightTable;

/**
 * The static evaluation of an Ordo position, for the side to move, with the weights of its variant's table:
 * a decided game scores a fixed {@code ±DECIDED} (outside the learnt part, as it is no weighted term);
 * any other position exactly the weighted sum of its {@link #TERMS} features, which is what
 * {@code ansuz tune} fits (see {@link OrdoTuning}).
 */
final class OrdoEvaluation {
    static final int DECIDED = 10_000;
    /** The features, in the order of {@link OrdoWeights}' components. */
    static final int PIECE = 0;
    static final int ADVANCE = 1;
    static final int LEADER = 2;
    static final int SPLIT = 3;
    static final int TEMPO = 4;
    static final int RUNNER = 5;
    static final int EXPOSED = 6;
    static final int TERMS = 7;

    private final int[] weights;
    /**
     * Whether {@link #evaluate} counts the exposed cut pieces: not where their weight is 0 (Ordo X's table),
     * since the count costs line walks and a connectivity test per attacked piece and adds nothing there.
     */
    private final boolean countExposed;
    /** Scratch of {@link #evaluate}: the features of the position evaluated. */
    private final int[] features = new int[TERMS];

    OrdoEvaluation(OrdoWeights weights) {
        this.weights = weights.asArray();
        this.countExposed = weights.exposed() != 0;
    }

    int evaluate(OrdoPosition pos) {
        int me = pos.me();
        // A decided game (home row reached, too few pieces) outweighs any material: the search's
        // root ordering and a greedy look see wins without a generate.
        if (pos.onRank(3 - me, homeRank(me)) || pos.stones(me) < pos.rules().minPieces()) {
            return -DECIDED;
        }
        if (pos.onRank(me, homeRank(3 - me)) || pos.stones(3 - me) < pos.rules().minPieces()) {
            return DECIDED;
        }
        features(pos, features, countExposed);
        return WeightTable.weightedSum(weights, features);
    }

    /**
     * The features of a position from its side to move's point of view (its pieces' minus the enemy's):
     * pieces, ranks advanced, the most advanced piece's rank, sub-groups beyond the first (enemy's minus
     * own, a penalty for one's own split), the move, pieces with an open line to the enemy home row, cut
     * pieces the other side can take (enemy's minus own: {@link OrdoMoveGenerator#exposedCutPieces}).
     */
    static void features(OrdoPosition pos, int[] x) {
        features(pos, x, true);
    }

    /** As {@link #features(OrdoPosition, int[])}; without {@code exposed} that count is left 0. */
    private static void features(OrdoPosition pos, int[] x, boolean exposed) {
        int me = pos.me();
        int pieces = 0;
        int advance = 0;
        int runners = 0;
        int leadMe = 0;
        int leadThem = 0;
        for (int idx : CELLS) {
            int c = pos.stoneAt(idx);
            if (c == EMPTY) {
                continue;
            }
            int y = STONES.rank(idx);
            int adv = c == WHITE ? y : RANKS - 1 - y;
            int sign = c == me ? 1 : -1;
            pieces += sign;
            advance += sign * adv;
            if (openLine(pos, idx, c)) {
                runners += sign;
            }
            if (c == me) {
                leadMe = Math.max(leadMe, adv);
            } else {
                leadThem = Math.max(leadThem, adv);
            }
        }
        int splitMe = pos.stones(me) > 0 ? pos.generator.label(me) - 1 : 0;
        int splitThem = pos.stones(3 - me) > 0 ? pos.generator.label(3 - me) - 1 : 0;
        x[PIECE] = pieces;
        x[ADVANCE] = advance;
        x[LEADER] = leadMe - leadThem;
        x[SPLIT] = splitThem - splitMe;
        x[TEMPO] = 1;
        x[RUNNER] = runners;
        x[EXPOSED] = exposed ? pos.generator.exposedCutPieces(3 - me) - pos.generator.exposedCutPieces(me) : 0;
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
