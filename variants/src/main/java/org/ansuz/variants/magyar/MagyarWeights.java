package org.ansuz.variants.magyar;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-columns, read from {@code magyar.weights} (tuning changes data, not code); each
 * is per column of the side's (its stone on top) unless it says otherwise.
 *
 * @param column   per column the side owns
 * @param prisoner per enemy stone held inside the side's columns
 * @param height   per stone of the side's columns beyond the first (a tall column survives captures)
 * @param liberty  per empty tile next to one of the side's columns (its steps: room to move, tiles to jump onto)
 * @param enPrise  per column an enemy column beside it could jump now (the tile beyond it empty)
 * @param backed   per column whose second stone is the side's too (a jump leaves the column the side's)
 * @param friend   per own column next to one of the side's columns (counted from both)
 * @param edge     per neighbouring cell of a column that holds no tile (the rim: fewer lines to be jumped along)
 * @param single   per column of one stone (jumped, it is gone)
 */
public record MagyarWeights(int column, int prisoner, int height, int liberty, int enPrise, int backed, int friend,
                            int edge, int single) {
    /** The table in {@code magyar.weights}. */
    public static final MagyarWeights DEFAULT =
            WeightTable.read(MagyarWeights.class, "magyar.weights").as(MagyarWeights.class);

    /** The weights in {@link MagyarEvaluation}'s feature order, the components' order. */
    int[] asArray() {
        return new int[] {column, prisoner, height, liberty, enPrise, backed, friend, edge, single};
    }
}
