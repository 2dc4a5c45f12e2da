package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/** The Taacoca weights table ({@code taacoca.weights}) unpacked into fields read by the evaluation. */
record TaacocaWeights(int stone, int advance, int advanceSquared, int cohesion, int captureTempo, int raceWin) {

    /** Read once: every Taacoca variant evaluates with the same table. */
    private static final TaacocaWeights SHIPPED =
            WeightTable.read(TaacocaWeights.class, "taacoca.weights").as(TaacocaWeights.class);

    static TaacocaWeights load() {
        return SHIPPED;
    }
}
