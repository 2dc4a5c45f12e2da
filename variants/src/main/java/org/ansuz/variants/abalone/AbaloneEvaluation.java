package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.RING;
import static org.ansuz.variants.abalone.HexGrid.STEP;

/** Abalone's static evaluation, for the side to move, over a variant's {@link AbaloneWeights}. */
final class AbaloneEvaluation {
    private final AbaloneWeights weights;

    AbaloneEvaluation(AbaloneWeights weights) {
        this.weights = weights;
    }

    /** Material, then centrality, cohesion and the danger of the edge for every marble. */
    int evaluate(AbalonePosition pos) {
        AbaloneWeights w = weights;
        byte me = (byte) (pos.sideToMove() + 1);
        int score = w.marble() * (pos.stones(me) - pos.stones(3 - me));
        int positional = 0;
        for (int sq : CELL) {
            byte p = pos.stoneAt(sq);
            if (p == EMPTY) {
                continue;
            }
            byte other = (byte) (3 - p);
            int v = w.centre() * (4 - RING[sq]);
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
            v += w.cohesion() * friends;
            if (RING[sq] == 4) {
                v -= w.edge() + (enemies > 0 ? w.edgeThreat() : 0);
            }
            positional += p == me ? v : -v;
        }
        return score + positional;
    }
}
