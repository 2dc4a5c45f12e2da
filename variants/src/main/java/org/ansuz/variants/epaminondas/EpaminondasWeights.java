package org.ansuz.variants.epaminondas;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-stones, read from {@code epaminondas.weights} (tuning changes data, not code),
 * one per feature {@link EpaminondasEvaluation} counts, own minus the opponent's.
 *
 * @param stone        material, per stone
 * @param advance      per rank a stone has advanced from its own home row
 * @param home         per stone still on its own home row (the guard against crossings)
 * @param toGo         per stone 0, 1, 2, 3, 4 ranks short of the enemy home row (0: on it, a crossing threat)
 * @param pair         per pair of adjacent own stones on a file, on a rank, on a diagonal (phalanx strength)
 * @param crossingLead per stone of lead in the crossing count when it is the side to move's turn next
 */
record EpaminondasWeights(int stone, int advance, int home, int[] toGo, int[] pair, int crossingLead) {
    static final int TO_GO = 5;
    static final int PAIRS = 3;

    EpaminondasWeights {
        if (toGo.length != TO_GO || pair.length != PAIRS) {
            throw new IllegalStateException("epaminondas.weights: toGo needs " + TO_GO + " values, pair " + PAIRS);
        }
    }

    /** The table in {@code epaminondas.weights}. */
    static final EpaminondasWeights DEFAULT =
            WeightTable.read(EpaminondasWeights.class, "epaminondas.weights").as(EpaminondasWeights.class);
}
