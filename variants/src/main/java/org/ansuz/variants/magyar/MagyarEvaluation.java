package org.ansuz.variants.magyar;

import static org.ansuz.variants.magyar.MagyarPosition.NB;
import static org.ansuz.variants.magyar.MagyarPosition.WHITE;
import static org.ansuz.variants.magyar.MagyarPosition.height;
import static org.ansuz.variants.magyar.MagyarPosition.top;

/** Magyar's static evaluation over a variant's {@link MagyarWeights}. */
final class MagyarEvaluation {
    private final MagyarWeights weights;

    MagyarEvaluation(MagyarWeights weights) {
        this.weights = weights;
    }

    /** The side to move's score: each column its owner holds, its prisoners, height and free neighbours. */
    int evaluate(MagyarPosition p) {
        int score = 0;
        MagyarWeights w = weights;
        for (int i = 0; i < p.tileCount; i++) {
            int c = p.tiles[i];
            int code = p.stack[c];
            if (code == 0) {
                continue;
            }
            int owner = top(code);
            int h = height(code);
            int enemyBit = owner == WHITE ? 0 : 1;
            int bits = code & ((1 << h) - 1);
            int prisoners = enemyBit == 1 ? Integer.bitCount(bits) : h - Integer.bitCount(bits);
            int liberties = 0;
            for (int d = 0; d < 6; d++) {
                int n = NB[d][c];
                if (p.tile[n] && p.stack[n] == 0) {
                    liberties++;
                }
            }
            int v = w.column() + prisoners * w.prisoner() + (h - 1) * w.height() + liberties * w.liberty();
            score += owner == p.sideToMove() ? v : -v;
        }
        return score;
    }
}
