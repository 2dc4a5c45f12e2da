package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/**
 * The Abalone weights table ({@code abalone.weights}), one weight per feature {@link AbaloneEvaluation} counts:
 * a marble, a marble on each ring (0 = E5 ... 4 = the edge), a friendly neighbour, a marble on the edge with
 * an enemy beside it, a marble with no friend beside it, and a lead in ejections of at least 1 ... 5.
 */
record AbaloneWeights(int marble, int[] ring, int cohesion, int edgeThreat, int isolated, int[] ejected) {
    static final int RINGS = 5;
    static final int EJECTIONS = AbalonePosition.WIN_EJECTIONS - 1;

    AbaloneWeights {
        if (ring.length != RINGS || ejected.length != EJECTIONS) {
            throw new IllegalStateException("abalone.weights: ring needs " + RINGS + " values, ejected " + EJECTIONS);
        }
    }

    /** Read once: every Abalone variant evaluates with the same table. */
    private static final AbaloneWeights SHIPPED =
            WeightTable.read(AbaloneWeights.class, "abalone.weights").as(AbaloneWeights.class);

    static AbaloneWeights load() {
        return SHIPPED;
    }
}
