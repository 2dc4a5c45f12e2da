package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;

/**
 * Static evaluation: material, force-field control (squares where a side has superiority), castle safety
 * and an exposed King. Allocation-free; recomputes the position's force field.
 */
final class ChessTEvaluation {
    private final ChessTWeights weights;

    ChessTEvaluation(ChessTWeights weights) {
        this.weights = weights;
    }

    int evaluate(ChessTPosition p) {
        ChessTWeights w = weights;
        p.field.compute();
        int[] board = p.board;
        int score = 0; // White's view
        for (int s = 0; s < SQUARES; s++) {
            int code = board[s];
            int fw = p.field.force(0, s);
            int fb = p.field.force(1, s);
            if (fw > fb) {
                score += w.control();
            } else if (fb > fw) {
                score -= w.control();
            }
            if (code == 0) {
                continue;
            }
            int k = ChessTPosition.kindOf(code);
            int c = ChessTPosition.colourOf(code);
            int v = w.value()[k];
            if (k == KNECHT || k == VER_KNECHT) {
                int y = s / FILES;
                v += w.advance() * (c == 0 ? y : 7 - y);
            } else if (k == KING && (c == 0 ? fb > fw : fw > fb)) {
                v -= w.kingExposed();
            }
            score += c == 0 ? v : -v;
        }
        for (int owner = 0; owner < 2; owner++) {
            int v = 0;
            for (int s : CASTLE[owner]) {
                int code = board[s];
                if (code != 0 && isRoyal(ChessTPosition.kindOf(code))) {
                    v += ChessTPosition.colourOf(code) == owner ? w.castleGuard() : -w.castleInvader();
                }
                if (p.field.force(1 - owner, s) > p.field.force(owner, s)) {
                    v -= w.castleThreat();
                }
            }
            score += owner == 0 ? v : -v;
        }
        int mover = p.mover();
        return (mover == 0 ? score : -score) + w.tempo();
    }
}
