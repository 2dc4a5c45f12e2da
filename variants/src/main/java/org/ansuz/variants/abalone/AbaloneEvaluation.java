package org.ansuz.variants.abalone;

/** The Abalone weights table ({@code abalone.weights}) unpacked into fields read by the evaluation. */
record AbaloneEvaluation(int marble, int centre, int cohesion, int edge, int edgeThreat) {

    static AbaloneEvaluation load() {
        EvalWeights w = new EvalWeights("abalone.weights");
        return new AbaloneEvaluation(w.get("marble"), w.get("centre"), w.get("cohesion"), w.get("edge"),
                w.get("edgeThreat"));
    }
}
