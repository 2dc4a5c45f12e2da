package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/** The Abalone weights table ({@code abalone.weights}) unpacked into fields read by the evaluation. */
record AbaloneWeights(int marble, int centre, int cohesion, int edge, int edgeThreat) {

    static AbaloneWeights load() {
        return WeightTable.read(AbaloneWeights.class, "abalone.weights").as(AbaloneWeights.class);
    }
}
