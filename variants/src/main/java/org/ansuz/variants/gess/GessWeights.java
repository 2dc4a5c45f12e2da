package org.ansuz.variants.gess;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-stones, read from {@code gess.weights}: one weight per feature {@link
 * GessEvaluation} counts, each feature the side to move's count less the other side's.
 *
 * @param stone           material, per stone on the board (the unit)
 * @param ring            for having at least one ring (losing the last one loses the game)
 * @param extraRing       per ring beyond the first (a spare king)
 * @param strongPiece     per piece with a stone on its centre (unlimited range)
 * @param strongDirection per direction such a piece may move in
 * @param piece           per piece that may move at all (a footprint holding an own off-centre stone and no enemy)
 * @param centreFile      per stone on the six central files
 * @param advance         per stone in the middle third of the board, and in the enemy's third
 * @param ringThreat      per ring with an enemy stone within the 7 x 7 square around its centre
 */
public record GessWeights(int stone, int ring, int extraRing, int strongPiece, int strongDirection, int piece,
                          int centreFile, int[] advance, int ringThreat) {
    /** Thirds of the board beyond the own one that {@link #advance} weighs. */
    static final int ADVANCE_ZONES = 2;

    public GessWeights {
        if (advance.length != ADVANCE_ZONES) {
            throw new IllegalStateException("gess.weights: advance needs " + ADVANCE_ZONES + " values");
        }
    }

    /** The table in {@code gess.weights}. */
    public static final GessWeights DEFAULT = load("gess.weights");

    static GessWeights load(String resource) {
        return WeightTable.read(GessWeights.class, resource).as(GessWeights.class);
    }
}
