package org.ansuz.variants.breakthrough;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-men, read from {@code breakthrough.weights} (tuning changes data, not code).
 *
 * @param man       material, per man
 * @param advance   per square of the ranks a man has advanced from its own home rank, so that the last steps
 *                  count most
 * @param guarded   per man covered by an own man diagonally behind it
 * @param homeGuard per man still on its own home rank (the last line of defence)
 * @param runner    per man on the rank before the far rank that no enemy man can take at once
 */
public record BreakthroughWeights(int man, int advance, int guarded, int homeGuard, int runner) {
    /** The table in {@code breakthrough.weights}. */
    public static final BreakthroughWeights DEFAULT =
            WeightTable.read(BreakthroughWeights.class, "breakthrough.weights").as(BreakthroughWeights.class);
}
