package org.ansuz.variants.gess;

import static org.ansuz.variants.gess.GessPosition.band;
import static org.ansuz.variants.gess.GessPosition.pieceCentres;
import static org.ansuz.variants.gess.GessPosition.ringCentres;

/** GESS's evaluation: material, rings and the mobility of strong pieces, weights from {@link GessWeights}. */
final class GessEvaluation {
    private final GessWeights weights;

    GessEvaluation(GessWeights weights) {
        this.weights = weights;
    }

    /** The side to move's score less the other side's. */
    int evaluate(GessPosition pos) {
        int me = pos.sideToMove();
        return score(pos, me) - score(pos, me ^ 1);
    }

    /** One colour's score: a stone on a piece's centre gives it unlimited range, so such pieces count extra. */
    private int score(GessPosition pos, int colour) {
        GessWeights w = weights;
        int[] own = pos.rows[colour];
        int[] en = pos.rows[colour ^ 1];
        int stones = 0;
        int ringCount = 0;
        int strong = 0;
        int strongDirs = 0;
        for (int y = 1; y <= 20; y++) {
            stones += Integer.bitCount(own[y]);
            if (y >= 3 && y <= 18) {
                ringCount += Integer.bitCount(ringCentres(own, en, y));
            }
            int centres = pieceCentres(own, en, y) & own[y];
            for (; centres != 0; centres &= centres - 1) {
                int x = Integer.numberOfTrailingZeros(centres);
                strong++;
                strongDirs += Integer.bitCount(own[y + 1] & band(x)) + Integer.bitCount(own[y - 1] & band(x))
                        + Integer.bitCount(own[y] & (5 << (x - 1)));
            }
        }
        int ringScore = ringCount == 0 ? 0 : w.ring() + (ringCount - 1) * w.extraRing();
        return stones * w.stone() + ringScore + strong * w.strongPiece() + strongDirs * w.strongDirection();
    }
}
