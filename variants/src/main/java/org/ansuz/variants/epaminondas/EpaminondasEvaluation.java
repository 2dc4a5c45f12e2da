package org.ansuz.variants.epaminondas;

import static org.ansuz.engine.board.StonePosition.EMPTY;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.WHITE;

import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.spi.WeightTable;
import org.ansuz.engine.tune.CountedEvaluation;

/**
 * Epaminondas's static evaluation, for the side to move: the features of {@link EpaminondasWeights} counted
 * (own minus the opponent's) and weighted, all of it linear, so {@code ansuz tune} fits every weight. One
 * per position, with its own count array (allocated once).
 */
final class EpaminondasEvaluation {
    // Feature layout: the weights record's components in order (CountedEvaluation).
    static final int STONE = 0;
    static final int ADVANCE = 1;
    static final int HOME = 2;
    static final int TO_GO0 = 3;
    static final int PAIR0 = TO_GO0 + EpaminondasWeights.TO_GO;
    static final int CROSSING_LEAD = PAIR0 + EpaminondasWeights.PAIRS;
    static final int FEATURES = CROSSING_LEAD + 1;
    /** The pair feature of the directions N, NE, E, SE: a file, a diagonal, a rank, a diagonal. */
    private static final int[] PAIR_KIND = {0, 2, 1, 2};

    private final int[] weights;
    private final int[] counts = new int[FEATURES];
    private final int ranks;
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets. */
    private final int[] dirs;
    /** Mailbox index of every board cell. */
    private final int[] cellIndex;
    private final StoneBoard stones;

    EpaminondasEvaluation(EpaminondasVariant variant) {
        weights = variant.weightVector;
        ranks = variant.rules.ranks();
        stones = variant.stones;
        dirs = stones.mailbox.offset;
        cellIndex = stones.mailbox.square;
    }

    /** The weights as the flat vector {@link #evaluate} reads. */
    static int[] vector(EpaminondasWeights w) {
        return CountedEvaluation.flatten(w);
    }

    int evaluate(EpaminondasPosition pos) {
        java.util.Arrays.fill(counts, 0);
        count(pos, counts);
        return WeightTable.weightedSum(weights, counts);
    }

    /**
     * Adds the features of {@code pos}, own minus the opponent's for the side to move, to {@code x}: stones
     * and their advance, the home-row guard, the last ranks before the enemy home row, phalanx pairs, and
     * the crossing lead (the side to move wins at once with one; the other side threatens to).
     */
    void count(EpaminondasPosition pos, int[] x) {
        int me = pos.sideToMove() + 1;
        for (int idx : cellIndex) {
            int c = pos.stoneAt(idx);
            if (c == EMPTY) {
                continue;
            }
            int sign = c == me ? 1 : -1;
            int y = stones.rank(idx);
            int advanced = c == WHITE ? y : ranks - 1 - y;
            int toGo = ranks - 1 - advanced;
            x[STONE] += sign;
            x[ADVANCE] += sign * advanced;
            if (advanced == 0) {
                x[HOME] += sign;
            }
            if (toGo < EpaminondasWeights.TO_GO) {
                x[TO_GO0 + toGo] += sign;
            }
            // each adjacent own pair counted once (N, NE, E, SE)
            for (int d = 0; d < 4; d++) {
                if (pos.stoneAt(idx + dirs[d]) == c) {
                    x[PAIR0 + PAIR_KIND[d]] += sign;
                }
            }
        }
        x[CROSSING_LEAD] += pos.crossed(me) - pos.crossed(3 - me);
    }
}
