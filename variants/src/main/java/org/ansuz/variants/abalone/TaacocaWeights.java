package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/** The Taacoca weights table ({@code taacoca.weights}) unpacked into fields read by the evaluation. */
record TaacocaWeights(int stone, int advance, int advanceSquared, int cohesion, int captureTempo, int raceWin) {

    static TaacocaWeights load() {
        return WeightTable.read(TaacocaWeights.class, "taacoca.weights").as(TaacocaWeights.class);
    }
}
