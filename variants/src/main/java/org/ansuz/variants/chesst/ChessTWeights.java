package org.ansuz.variants.chesst;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-units, read from {@code chesst.weights}: one per term of
 * {@link ChessTEvaluation}, in the order of {@link #NAMES} (the terms' feature order for tuning). The learnt
 * table keeps the hand-set one's scale (a hand-set Knecht was 100), not the Knecht's learnt worth (35).
 *
 * @param weights the weights by term
 */
public record ChessTWeights(int[] weights) {
    /**
     * The terms: material per piece kind Connet .. Scout (kind {@code CONNET + i}; the King is not counted),
     * squares where a side has superiority, own royal pieces inside the own castle, own castle squares where
     * the enemy has superiority, enemy royal pieces inside the own castle, the own King under enemy
     * superiority, ranks a Knecht or Ver Knecht has advanced, and the move.
     */
    static final String[] NAMES = {"connet", "prince", "ritter", "verKnecht", "knecht", "scout", "control",
            "castleGuard", "castleThreat", "castleInvader", "kingExposed", "advance", "tempo"};
    static final int MATERIAL = 0, CONTROL = 6, CASTLE_GUARD = 7, CASTLE_THREAT = 8, CASTLE_INVADER = 9,
            KING_EXPOSED = 10, ADVANCE = 11, TEMPO = 12;
    /** The resource, beside this class. */
    static final String RESOURCE = "chesst.weights";

    /** The table in {@code chesst.weights}. */
    public static final ChessTWeights DEFAULT = load(RESOURCE);

    static ChessTWeights load(String resource) {
        WeightTable w = WeightTable.read(ChessTWeights.class, resource);
        int[] weights = new int[NAMES.length];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = w.get(NAMES[i]);
        }
        return new ChessTWeights(weights);
    }
}
