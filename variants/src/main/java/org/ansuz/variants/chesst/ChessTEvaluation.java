package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE;
import static org.ansuz.variants.chesst.ChessTGeometry.CONNET;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTWeights.ADVANCE;
import static org.ansuz.variants.chesst.ChessTWeights.CASTLE_GUARD;
import static org.ansuz.variants.chesst.ChessTWeights.CASTLE_INVADER;
import static org.ansuz.variants.chesst.ChessTWeights.CASTLE_THREAT;
import static org.ansuz.variants.chesst.ChessTWeights.CONTROL;
import static org.ansuz.variants.chesst.ChessTWeights.KING_EXPOSED;
import static org.ansuz.variants.chesst.ChessTWeights.MATERIAL;
import static org.ansuz.variants.chesst.ChessTWeights.TEMPO;

import org.ansuz.engine.spi.WeightTable;

/**
 * Static evaluation: material, force-field control (squares where a side has superiority), castle safety
 * and an exposed King, the weighted sum of the counts of {@link #count} (linear in every weight, so
 * {@code ansuz tune} fits them all). Allocation-free; recomputes the position's force field. One per position.
 */
final class ChessTEvaluation {
    private final int[] weights;
    /** The counts of the position evaluated last. */
    private final int[] counts = new int[ChessTWeights.NAMES.length];

    ChessTEvaluation(ChessTWeights weights) {
        this.weights = weights.weights();
    }

    int evaluate(ChessTPosition p) {
        count(p, counts);
        return WeightTable.weightedSum(weights, counts);
    }

    /** Every term's count from the side to move's view (White's minus Black's, turned), the move counting 1. */
    static void count(ChessTPosition p, int[] x) {
        java.util.Arrays.fill(x, 0);
        p.field.compute();
        int[] board = p.board;
        // White's view first
        for (int s = 0; s < SQUARES; s++) {
            int code = board[s];
            int fw = p.field.force(0, s);
            int fb = p.field.force(1, s);
            if (fw > fb) {
                x[CONTROL]++;
            } else if (fb > fw) {
                x[CONTROL]--;
            }
            if (code == 0) {
                continue;
            }
            int k = ChessTPosition.kindOf(code);
            int sign = ChessTPosition.colourOf(code) == 0 ? 1 : -1;
            if (k >= CONNET) {
                x[MATERIAL + k - CONNET] += sign;
            }
            if (k == KNECHT || k == VER_KNECHT) {
                int y = s / FILES;
                x[ADVANCE] += sign > 0 ? y : -(7 - y);
            } else if (k == KING && (sign > 0 ? fb > fw : fw > fb)) {
                x[KING_EXPOSED] -= sign;
            }
        }
        for (int owner = 0; owner < 2; owner++) {
            int sign = owner == 0 ? 1 : -1;
            for (int s : CASTLE[owner]) {
                int code = board[s];
                if (code != 0 && isRoyal(ChessTPosition.kindOf(code))) {
                    if (ChessTPosition.colourOf(code) == owner) {
                        x[CASTLE_GUARD] += sign;
                    } else {
                        x[CASTLE_INVADER] -= sign;
                    }
                }
                if (p.field.force(1 - owner, s) > p.field.force(owner, s)) {
                    x[CASTLE_THREAT] -= sign;
                }
            }
        }
        if (p.mover() == 1) {
            for (int i = 0; i < x.length; i++) {
                x[i] = -x[i];
            }
        }
        x[TEMPO] = 1;
    }
}
