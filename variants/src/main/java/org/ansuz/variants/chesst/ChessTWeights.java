package org.ansuz.variants.chesst;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-Knechts, read from {@code chesst.weights}.
 *
 * @param value          material per piece kind (index = kind: K, C, P, R, V, I, S; the King 0)
 * @param control        per square where a side has superiority (a mobility measure of the force field)
 * @param castleGuard    per own royal piece inside the own castle
 * @param castleThreat   per own castle square where the enemy has superiority
 * @param castleInvader  per enemy royal piece inside the own castle
 * @param kingExposed    when the enemy has superiority on the own King's square
 * @param advance        per rank a Knecht or Ver Knecht has advanced
 * @param tempo          for the side to move
 */
public record ChessTWeights(int[] value, int control, int castleGuard, int castleThreat, int castleInvader,
                            int kingExposed, int advance, int tempo) {
    /** The table in {@code chesst.weights}. */
    public static final ChessTWeights DEFAULT = load("chesst.weights");

    static ChessTWeights load(String resource) {
        WeightTable w = WeightTable.read(ChessTWeights.class, resource);
        int[] value = {0, 0, w.get("connet"), w.get("prince"), w.get("ritter"), w.get("verKnecht"),
                w.get("knecht"), w.get("scout")};
        return new ChessTWeights(value, w.get("control"), w.get("castleGuard"), w.get("castleThreat"),
                w.get("castleInvader"), w.get("kingExposed"), w.get("advance"), w.get("tempo"));
    }
}
