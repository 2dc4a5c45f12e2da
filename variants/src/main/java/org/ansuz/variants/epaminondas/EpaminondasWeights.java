package org.ansuz.variants.epaminondas;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-stones, read from {@code epaminondas.weights} (tuning changes data, not code).
 *
 * @param stone        material, per stone
 * @param advance      per rank a stone has advanced from its own home row
 * @param pair         per pair of adjacent own stones on one line (phalanx strength)
 * @param farRow       per stone standing on the enemy home row (a crossing threat)
 * @param nearFarRow   per stone one rank short of the enemy home row
 * @param crossingLead per stone of lead in the crossing count when it is the side to move's turn next
 */
public record EpaminondasWeights(int stone, int advance, int pair, int farRow, int nearFarRow, int crossingLead) {
    /** The table in {@code epaminondas.weights}. */
    public static final EpaminondasWeights DEFAULT = load("epaminondas.weights");

    static EpaminondasWeights load(String resource) {
        return WeightTable.read(EpaminondasWeights.class, resource).as(EpaminondasWeights.class);
    }
}
