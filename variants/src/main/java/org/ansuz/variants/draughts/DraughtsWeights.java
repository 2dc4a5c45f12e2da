package org.ansuz.variants.draughts;

/**
 * The evaluation table of one variant, in centi-men. One record per game: flying kings are worth far
 * more than short ones, and advancement matters more where men cannot move back.
 *
 * @param man        a man
 * @param king       a king
 * @param advance    per man by its rank counted from its own back row (index 0 = back row)
 * @param centre     per piece on the central squares
 * @param backRank   per man still on its own back row while the opponent has men (guards the crowning row)
 * @param tempo      for the side to move
 * @param mobility   per legal-looking quiet step of a man
 * @param kingMobility per empty square a king reaches in one flight (or one step)
 * @param endgameKing bonus per own king when the opponent has no king (kings dominate men in endings)
 */
public record DraughtsWeights(int man, int king, int[] advance, int centre, int backRank, int tempo,
                              int mobility, int kingMobility, int endgameKing) {

    /** Flying kings on an 8x8 board. */
    static DraughtsWeights flying8() {
        return new DraughtsWeights(100, 300, new int[]{0, 2, 4, 7, 11, 16, 22, 0}, 4, 6, 6, 2, 1, 30);
    }

    /** Flying kings on a 10x10 board. */
    static DraughtsWeights flying10() {
        return new DraughtsWeights(100, 320, new int[]{0, 1, 2, 4, 6, 9, 12, 16, 20, 0}, 4, 5, 6, 2, 1, 30);
    }

    /** Short kings (English, Italian): a king is worth about one and a half men. */
    static DraughtsWeights short8() {
        return new DraughtsWeights(100, 150, new int[]{0, 2, 4, 7, 10, 14, 18, 0}, 5, 8, 6, 2, 2, 10);
    }

    /** Kings that fly but must land directly behind a captured piece (Thai, Argentine). */
    static DraughtsWeights landBehind8() {
        return new DraughtsWeights(100, 250, new int[]{0, 2, 4, 7, 11, 16, 22, 0}, 4, 6, 6, 2, 1, 25);
    }

    /** Turkish: rook-like flying kings on 64 squares dominate; men advance slowly in a solid phalanx. */
    static DraughtsWeights orthogonal8() {
        return new DraughtsWeights(100, 350, new int[]{0, 0, 2, 5, 9, 14, 20, 0}, 3, 4, 6, 1, 1, 30);
    }

    /** Greek: the orthogonal king flies but lands directly behind its victim. */
    static DraughtsWeights orthogonalLandBehind8() {
        return new DraughtsWeights(100, 280, new int[]{0, 0, 2, 5, 9, 14, 20, 0}, 3, 4, 6, 1, 1, 25);
    }

    /** Senegalese: short range, no kings, and the far row removes a man, so the fourth row is the goal. */
    static DraughtsWeights senegalese() {
        return new DraughtsWeights(100, 100, new int[]{0, 2, 5, 4, 0}, 3, 3, 5, 3, 0, 0);
    }

    /**
     * Gauntlet: a runner is worth two blockers (six face twelve) plus a bonus that grows steeply towards
     * the goal row; blockers never change row, so only runners read the advance table.
     */
    static DraughtsWeights gauntlet() {
        return new DraughtsWeights(100, 100, new int[]{100, 104, 110, 120, 135, 160, 210, 0}, 0, 0, 5, 2, 2, 0);
    }
}
