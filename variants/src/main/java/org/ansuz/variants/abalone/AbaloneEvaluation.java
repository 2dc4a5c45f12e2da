package org.ansuz.variants.abalone;

import org.ansuz.engine.WeightTable;

/** The Abalone weights table ({@code abalone.weights}) unpacked into fields read by the evaluation. */
record AbaloneEvaluation(int marble, int centre, int cohesion, int edge, int edgeThreat) {

    static AbaloneEvaluation load() {
        WeightTable w = WeightTable.read(AbaloneEvaluation.class, "abalone.weights");
        return new AbaloneEvaluation(w.get("marble"), w.get("centre"), w.get("cohesion"), w.get("edge"),
                w.get("edgeThreat"));
    }
}
