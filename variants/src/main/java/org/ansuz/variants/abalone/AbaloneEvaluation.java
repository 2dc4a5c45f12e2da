package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.RING;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import org.ansuz.engine.spi.WeightTable;
import org.ansuz.engine.tune.CountedEvaluation;

/**
 * Abalone's static evaluation, for the side to move: the features of {@link AbaloneWeights} counted (own
 * minus the opponent's) and weighted, all of it linear, so {@code ansuz tune} fits every weight. One per
 * position, with its own count array (allocated once).
 */
final class AbaloneEvaluation {
    // Feature layout: the weights record's components in order (CountedEvaluation).
    static final int MARBLE = 0;
    static final int RING0 = 1;
    static final int COHESION = RING0 + AbaloneWeights.RINGS;
    static final int EDGE_THREAT = COHESION + 1;
    static final int ISOLATED = EDGE_THREAT + 1;
    static final int EJECTED1 = ISOLATED + 1;
    static final int FEATURES = EJECTED1 + AbaloneWeights.EJECTIONS;

    private final int[] weights;
    private final int[] counts = new int[FEATURES];

    AbaloneEvaluation(int[] weights) {
        this.weights = weights;
    }

    /** The weights as the flat vector {@link #evaluate} reads. */
    static int[] vector(AbaloneWeights w) {
        return CountedEvaluation.flatten(w);
    }

    int evaluate(AbalonePosition pos) {
        java.util.Arrays.fill(counts, 0);
        count(pos, counts);
        return WeightTable.weightedSum(weights, counts);
    }

    /** Adds the features of {@code pos}, own minus the opponent's for the side to move, to {@code x}. */
    static void count(AbalonePosition pos, int[] x) {
        int side = pos.sideToMove();
        byte me = (byte) (side + 1);
        for (int sq : CELL) {
            byte p = pos.stoneAt(sq);
            if (p == EMPTY) {
                continue;
            }
            int sign = p == me ? 1 : -1;
            byte other = (byte) (3 - p);
            int friends = 0;
            int enemies = 0;
            for (int d = 0; d < 6; d++) {
                byte q = pos.stoneAt(sq + STEP[d]);
                if (q == p) {
                    friends++;
                } else if (q == other) {
                    enemies++;
                }
            }
            x[MARBLE] += sign;
            x[RING0 + RING[sq]] += sign;
            x[COHESION] += sign * friends;
            if (RING[sq] == 4 && enemies > 0) {
                x[EDGE_THREAT] += sign;
            }
            if (friends == 0) {
                x[ISOLATED] += sign;
            }
        }
        int mine = pos.lostMarbles(side);
        int theirs = pos.lostMarbles(1 - side);
        for (int k = 1; k <= AbaloneWeights.EJECTIONS; k++) {
            x[EJECTED1 + k - 1] += (theirs >= k ? 1 : 0) - (mine >= k ? 1 : 0);
        }
    }
}
