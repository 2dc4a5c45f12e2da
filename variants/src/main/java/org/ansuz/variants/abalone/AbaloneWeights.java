package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/** The Abalone weights table ({@code abalone.weights}) unpacked into fields read by the evaluation. */
record AbaloneWeights(int marble, int centre, int cohesion, int edge, int edgeThreat) {

    /** Read once: every Abalone variant evaluates with the same table. */
    private static final AbaloneWeights SHIPPED =
            WeightTable.read(AbaloneWeights.class, "abalone.weights").as(AbaloneWeights.class);

    static AbaloneWeights load() {
        return SHIPPED;
    }
}
