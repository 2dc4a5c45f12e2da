package org.ansuz.variants.cyvasse;

import static org.ansuz.variants.cyvasse.CyvasseGeometry.CELLS;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.RANK;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.STEP;
import static org.ansuz.variants.cyvasse.CyvassePosition.KING;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN;
import static org.ansuz.variants.cyvasse.CyvassePosition.RABBLE;
import static org.ansuz.variants.cyvasse.CyvassePosition.SPEARS;
import static org.ansuz.variants.cyvasse.CyvassePosition.TOWER;

/**
 * The static score for the side to move: material, engagement (what the side to move can take now,
 * what the opponent threatens), King safety and a little placement. During the setup phase both
 * armies count in full (dropped or not), so only placement and safety differ.
 */
final class CyvasseEvaluation {
    private final CyvasseWeights w;

    CyvasseEvaluation(CyvasseWeights w) {
        this.w = w;
    }

    int evaluate(CyvassePosition pos) {
        CyvasseMoveGenerator gen = pos.generator;
        int me = pos.sideToMove();
        int opp = me ^ 1;
        byte[] sq = pos.sq;
        int score = 0;
        int myKing = -1;
        int oppKing = -1;
        for (int c = 0; c < CELLS; c++) {
            if (sq[c] == (KING | me << 4)) {
                myKing = c;
            } else if (sq[c] == (KING | opp << 4)) {
                oppKing = c;
            }
        }
        boolean hunt = !pos.inSetup() && myKing >= 0 && oppKing >= 0;
        for (int c = 0; c < CELLS; c++) {
            int code = sq[c];
            if (!CyvassePosition.isPiece(code)) {
                continue;
            }
            int colour = CyvassePosition.colour(code);
            int kind = code & 15;
            int advance = colour == 0 ? 9 - RANK[c] : RANK[c] - 1;
            int v = 0;
            if (!pos.inSetup()) {
                v += w.value()[kind];
            }
            if (kind == RABBLE || kind == SPEARS) {
                v += w.frontAdvance() * advance;
            } else if (kind == KING) {
                v -= w.kingAdvance() * advance;
            }
            if (hunt && kind != KING && kind != TOWER) {
                // pieces closing in on the enemy King: the way a won position is won
                int dist = CyvasseGeometry.DIST[c * CELLS + (colour == me ? oppKing : myKing)];
                v += w.kingHunt() * Math.max(0, 7 - dist);
            }
            score += colour == me ? v : -v;
        }
        score += kingSafety(pos, myKing, me) - kingSafety(pos, oppKing, opp);
        if (pos.inSetup() || pos.solo != CyvassePosition.SOLO_NONE) {
            return score;
        }
        // what the side to move can take now
        gen.engage(me);
        int best = 0;
        for (int c = 0; c < CELLS; c++) {
            int code = sq[c];
            if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == opp && gen.capturable(c)) {
                int kind = code & 15;
                best = Math.max(best, kind == KING ? w.kingCapturable() : w.value()[kind] * w.threatToMove() / 100);
            }
        }
        score += best;
        // what the opponent threatens
        gen.engage(opp);
        int worst = 0;
        int threatened = 0;
        for (int c = 0; c < CELLS; c++) {
            int code = sq[c];
            if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == me && gen.capturable(c)) {
                int kind = code & 15;
                int v = kind == KING ? w.kingCapturable() / 8 : w.value()[kind];
                worst = Math.max(worst, v);
                threatened++;
            }
        }
        score -= worst * w.threatAgainst() / 100 + Math.max(0, threatened - 1) * w.threatenedPiece();
        return score;
    }

    private int kingSafety(CyvassePosition pos, int king, int colour) {
        if (king < 0) {
            return 0;
        }
        byte[] sq = pos.sq;
        int s = 0;
        for (int d = 0; d < 6; d++) {
            int n = STEP[king * 6 + d];
            if (n < 0) {
                continue;
            }
            int code = sq[n];
            if (code == MOUNTAIN) {
                s += w.kingGuard();
            } else if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == colour) {
                s += (code & 15) == TOWER ? w.kingTower() : w.kingGuard();
            }
        }
        int base = king * CELLS;
        for (int c = 0; c < CELLS; c++) {
            int code = sq[c];
            if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) != colour
                    && CyvasseGeometry.DIST[base + c] <= 3) {
                s -= w.kingAttacker();
            }
        }
        return s;
    }
}
