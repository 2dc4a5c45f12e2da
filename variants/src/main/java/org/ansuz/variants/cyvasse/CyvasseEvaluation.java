package org.ansuz.variants.cyvasse;

import static org.ansuz.variants.cyvasse.CyvasseGeometry.CELLS;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.RANK;
import static org.ansuz.variants.cyvasse.CyvasseGeometry.STEP;
import static org.ansuz.variants.cyvasse.CyvassePosition.KING;
import static org.ansuz.variants.cyvasse.CyvassePosition.MOUNTAIN;
import static org.ansuz.variants.cyvasse.CyvassePosition.RABBLE;
import static org.ansuz.variants.cyvasse.CyvassePosition.SPEARS;
import static org.ansuz.variants.cyvasse.CyvassePosition.TOWER;

import java.util.Arrays;

/**
 * The static score for the side to move: material, engagement (what the side to move can take now,
 * what the opponent threatens), King safety and a little placement. During the setup phase both
 * armies count in full (dropped or not), so only placement and safety differ.
 *
 * <p>The score is a weighted sum of the {@link #terms} of the position ({@link CyvasseTuning} fits the
 * weights): one term per weight of {@code cyvasse.weights}, the two engagement percentages applied to the
 * engaged piece's {@code engaged} value and rounded down. Outside the learnt sum stays a fixed part: an
 * enemy King the side to move can capture scores {@code kingCapturable} (the game is won next ply), and the
 * {@code engaged} values that choose and price the piece at stake are constants, not weights.
 */
final class CyvasseEvaluation {
    /** Terms 0-8: material of Rabble to Tower (kind - {@link CyvassePosition#RABBLE}), own minus enemy. */
    static final int MATERIAL = 0;
    /** Ranks Rabble and Spears stand ahead of their back rank, own minus enemy. */
    static final int FRONT_ADVANCE = 9;
    /** Ranks the King stands ahead of its back rank, enemy minus own (the weight is a penalty). */
    static final int KING_ADVANCE = 10;
    /** Per piece (not King or Tower) and cell it stands closer than seven to the enemy King, own minus enemy. */
    static final int KING_HUNT = 11;
    /** Towers next to the own King, own minus enemy. */
    static final int KING_TOWER = 12;
    /** Other pieces and mountains next to the own King, own minus enemy. */
    static final int KING_GUARD = 13;
    /** Enemy pieces within three cells of the own King, enemy's count minus own (a penalty). */
    static final int KING_ATTACKER = 14;
    /** The {@code engaged} value of the best enemy piece the side to move can capture (weight in percent). */
    static final int THREAT_TO_MOVE = 15;
    /** The {@code engaged} value of the best own piece the opponent can capture (weight in percent, a penalty). */
    static final int THREAT_AGAINST = 16;
    /** Own pieces the opponent can capture beyond the first, negated. */
    static final int THREATENED_PIECE = 17;
    /** Terms with a weight; the learnt sum. */
    static final int TERMS = 18;
    /** 1 when the side to move can capture the enemy King (the fixed part), else 0. */
    static final int KING_CAPTURABLE = 18;
    static final int RAW_TERMS = 19;

    private final CyvasseWeights w;
    /** The weights by term, in the order of the constants above. */
    private final int[] weight;
    /** The terms of the position being evaluated: scratch, so that evaluating allocates nothing. */
    private final int[] term = new int[RAW_TERMS];
    /** The pieces' cells (scratch). */
    private final int[] cells = new int[2 * CyvasseGeometry.CELLS];

    CyvasseEvaluation(CyvasseWeights w) {
        this.w = w;
        this.weight = w.byTerm();
    }

    int evaluate(CyvassePosition pos) {
        int[] t = term;
        terms(pos, t);
        int score = 0;
        for (int i = 0; i < THREAT_TO_MOVE; i++) {
            score += weight[i] * t[i];
        }
        score += t[KING_CAPTURABLE] != 0 ? w.kingCapturable() : t[THREAT_TO_MOVE] * weight[THREAT_TO_MOVE] / 100;
        score -= t[THREAT_AGAINST] * weight[THREAT_AGAINST] / 100;
        score += t[THREATENED_PIECE] * weight[THREATENED_PIECE];
        return score;
    }

    /**
     * Writes the position's terms into {@code t} ({@link #RAW_TERMS} entries), from the side to move's view.
     * In the setup phase and in lessons there is no material or engagement: those terms are 0.
     */
    void terms(CyvassePosition pos, int[] t) {
        Arrays.fill(t, 0);
        CyvasseMoveGenerator gen = pos.generator;
        int me = pos.sideToMove();
        int opp = me ^ 1;
        byte[] sq = pos.sq;
        int myKing = -1;
        int oppKing = -1;
        // the loops below visit the pieces only: mine, then the opponent's
        int all = pos.sets.cells(opp, cells, pos.sets.cells(me, cells, 0));
        for (int i = 0; i < all; i++) {
            int c = cells[i];
            if (sq[c] == (KING | me << 4)) {
                myKing = c;
            } else if (sq[c] == (KING | opp << 4)) {
                oppKing = c;
            }
        }
        boolean play = !pos.inSetup();
        boolean hunt = play && myKing >= 0 && oppKing >= 0;
        for (int i = 0; i < all; i++) {
            int c = cells[i];
            int code = sq[c];
            int colour = CyvassePosition.colour(code);
            int kind = code & 15;
            int sign = colour == me ? 1 : -1;
            int advance = colour == 0 ? 9 - RANK[c] : RANK[c] - 1;
            if (play && kind != KING) {
                t[MATERIAL + kind - RABBLE] += sign;
            }
            if (kind == RABBLE || kind == SPEARS) {
                t[FRONT_ADVANCE] += sign * advance;
            } else if (kind == KING) {
                t[KING_ADVANCE] -= sign * advance;
            }
            int enemyKing = colour == me ? oppKing : myKing;
            if (enemyKing >= 0) {
                int dist = CyvasseGeometry.DIST[c * CELLS + enemyKing];
                if (dist <= 3) {
                    t[KING_ATTACKER] += sign; // a piece near the enemy King (a penalty for the King's side)
                }
                if (hunt && kind != KING && kind != TOWER) {
                    // pieces closing in on the enemy King: the way a won position is won
                    t[KING_HUNT] += sign * Math.max(0, 7 - dist);
                }
            }
        }
        kingGuards(sq, myKing, me, 1, t);
        kingGuards(sq, oppKing, opp, -1, t);
        if (!play || pos.solo != CyvassePosition.SOLO_NONE) {
            return;
        }
        int[] engaged = w.engaged();
        gen.engage(me);
        gen.engage(opp);
        int best = 0; // what the side to move can take now
        int worst = 0; // what the opponent threatens
        int threatened = 0;
        for (int i = 0; i < all; i++) {
            int c = cells[i];
            int code = sq[c];
            int kind = code & 15;
            if (CyvassePosition.colour(code) == opp) {
                if (gen.capturable(me, c)) {
                    if (kind == KING) {
                        t[KING_CAPTURABLE] = 1;
                    } else {
                        best = Math.max(best, engaged[kind]);
                    }
                }
            } else if (gen.capturable(opp, c)) {
                worst = Math.max(worst, kind == KING ? w.kingCapturable() / 8 : engaged[kind]);
                threatened++;
            }
        }
        t[THREAT_TO_MOVE] = t[KING_CAPTURABLE] != 0 ? 0 : best;
        t[THREAT_AGAINST] = worst;
        t[THREATENED_PIECE] = -Math.max(0, threatened - 1);
    }

    /** The own Towers, other pieces and mountains next to {@code colour}'s King on {@code king}. */
    private static void kingGuards(byte[] sq, int king, int colour, int sign, int[] t) {
        if (king < 0) {
            return;
        }
        for (int d = 0; d < 6; d++) {
            int n = STEP[king * 6 + d];
            if (n < 0) {
                continue;
            }
            int code = sq[n];
            if (code == MOUNTAIN) {
                t[KING_GUARD] += sign;
            } else if (CyvassePosition.isPiece(code) && CyvassePosition.colour(code) == colour) {
                t[(code & 15) == TOWER ? KING_TOWER : KING_GUARD] += sign;
            }
        }
    }
}
