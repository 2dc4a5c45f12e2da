package org.ansuz.variants.epaminondas;

import static org.ansuz.engine.board.StonePosition.EMPTY;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.WHITE;

import org.ansuz.engine.board.StoneBoard;

/** Epaminondas's static evaluation, for the side to move, over a variant's {@link EpaminondasWeights}. */
final class EpaminondasEvaluation {
    private final EpaminondasWeights weights;
    private final int ranks;
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets. */
    private final int[] dirs;
    /** Mailbox index of every board cell. */
    private final int[] cellIndex;
    private final StoneBoard stones;

    EpaminondasEvaluation(EpaminondasVariant variant) {
        weights = variant.weights;
        ranks = variant.rules.ranks();
        stones = variant.stones;
        dirs = stones.mailbox.offset;
        cellIndex = stones.mailbox.square;
    }

    /** Stones and their advance, near-crossing bonuses, phalanx pairs, and the crossing lead. */
    int evaluate(EpaminondasPosition pos) {
        int score = 0;
        EpaminondasWeights w = weights;
        int me = pos.sideToMove() + 1;
        for (int idx : cellIndex) {
            int c = pos.stoneAt(idx);
            if (c == EMPTY) {
                continue;
            }
            int y = stones.rank(idx);
            int advanced = c == WHITE ? y : ranks - 1 - y;
            int v = w.stone() + w.advance() * advanced;
            if (advanced == ranks - 1) {
                v += w.farRow();
            } else if (advanced == ranks - 2) {
                v += w.nearFarRow();
            }
            // phalanx strength: each adjacent own pair counted once (N, NE, E, SE)
            for (int d = 0; d < 4; d++) {
                if (pos.stoneAt(idx + dirs[d]) == c) {
                    v += w.pair();
                }
            }
            score += c == me ? v : -v;
        }
        // The side to move wins at once with a crossing lead; the other side threatens to.
        score += w.crossingLead() * (pos.crossed(me) - pos.crossed(3 - me));
        return score;
    }
}
