package org.ansuz.variants.magyar;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-columns, read from {@code magyar.weights}.
 *
 * @param column   per column the side owns (its stone on top)
 * @param prisoner per enemy stone held inside the side's columns
 * @param height   per stone of the side's columns beyond the first (a tall column survives captures)
 * @param liberty  per empty tile next to one of the side's columns (room to move, tiles to jump onto)
 */
public record MagyarWeights(int column, int prisoner, int height, int liberty) {
    /** The table in {@code magyar.weights}. */
    public static final MagyarWeights DEFAULT = load("magyar.weights");

    static MagyarWeights load(String resource) {
        WeightTable w = WeightTable.read(MagyarWeights.class, resource);
        return new MagyarWeights(w.get("column"), w.get("prisoner"), w.get("height"), w.get("liberty"));
    }
}
