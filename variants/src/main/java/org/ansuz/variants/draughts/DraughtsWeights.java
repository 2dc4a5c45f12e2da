package org.ansuz.variants.draughts;

import org.ansuz.engine.spi.WeightTable;

/**
 * The evaluation table of one variant, in centi-men, read from {@code draughts.weights}: one table per
 * kind of game (flying kings are worth far more than short ones, and advancement matters more where
 * men cannot move back).
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
    private static final WeightTable TABLE = WeightTable.read(DraughtsWeights.class, "draughts.weights");

    /** The table called {@code name} in {@code draughts.weights}. */
    static DraughtsWeights table(String name) {
        return new DraughtsWeights(TABLE.get(name + ".man"), TABLE.get(name + ".king"), TABLE.array(name + ".advance"),
                TABLE.get(name + ".centre"), TABLE.get(name + ".backRank"), TABLE.get(name + ".tempo"),
                TABLE.get(name + ".mobility"), TABLE.get(name + ".kingMobility"), TABLE.get(name + ".endgameKing"));
    }

    /** Flying kings on an 8x8 board. */
    static DraughtsWeights flying8() {
        return table("flying8");
    }

    /** Flying kings on a 10x10 board. */
    static DraughtsWeights flying10() {
        return table("flying10");
    }

    /** Short kings (English, Italian): a king is worth about one and a half men. */
    static DraughtsWeights short8() {
        return table("short8");
    }

    /** Kings that fly but must land directly behind a captured piece (Thai, Argentine). */
    static DraughtsWeights landBehind8() {
        return table("landBehind8");
    }

    /** Turkish: rook-like flying kings on 64 squares dominate; men advance slowly in a solid phalanx. */
    static DraughtsWeights orthogonal8() {
        return table("orthogonal8");
    }

    /** Greek: the orthogonal king flies but lands directly behind its victim. */
    static DraughtsWeights orthogonalLandBehind8() {
        return table("orthogonalLandBehind8");
    }

    /** Senegalese: short range, no kings, and the far row removes a man, so the fourth row is the goal. */
    static DraughtsWeights senegalese() {
        return table("senegalese");
    }

    /**
     * Gauntlet: a runner is worth two blockers (six face twelve) plus a bonus that grows steeply towards
     * the goal row; blockers never change row, so only runners read the advance table.
     */
    static DraughtsWeights gauntlet() {
        return table("gauntlet");
    }
}
