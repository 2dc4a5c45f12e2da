package org.ansuz.variants.abalone;

import org.ansuz.engine.WeightTable;

/** The Abalone weights table ({@code abalone.weights}) unpacked into fields read by the evaluation. */
record AbaloneWeights(int marble, int centre, int cohesion, int edge, int edgeThreat) {

    static AbaloneWeights load() {
        WeightTable w = WeightTable.read(AbaloneWeights.class, "abalone.weights");
        return new AbaloneWeights(w.get("marble"), w.get("centre"), w.get("cohesion"), w.get("edge"),
                w.get("edgeThreat"));
    }
}
