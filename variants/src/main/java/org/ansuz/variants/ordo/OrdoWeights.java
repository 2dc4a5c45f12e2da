package org.ansuz.variants.ordo;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-pieces, read from {@code ordo.weights} or {@code ordo-x.weights} (tuning
 * changes data, not code).
 *
 * @param piece     material, per piece
 * @param advance   per rank a piece has advanced from its own home row
 * @param leader    per rank of the most advanced piece (the race to the far row)
 * @param split     per sub-group beyond the first (a split army must spend moves to reconnect)
 * @param tempo     for the side to move
 * @param runner    per piece with an open straight or diagonal line to the enemy home row
 * @param exposed   per cut piece (its loss would split the army) that an enemy piece can capture
 */
public record OrdoWeights(int piece, int advance, int leader, int split, int tempo, int runner, int exposed) {
    /** Ordo's table, {@code ordo.weights}. */
    public static final OrdoWeights ORDO = load(resource(false));
    /** Ordo X's table, {@code ordo-x.weights}: Ordo's learnt weights lost in Ordo X. */
    public static final OrdoWeights ORDO_X = load(resource(true));

    /** The weights file of Ordo or Ordo X. */
    static String resource(boolean ordoX) {
        return ordoX ? "ordo-x.weights" : "ordo.weights";
    }

    /** The weights in the order of {@link OrdoEvaluation}'s features (the components' order). */
    int[] asArray() {
        return new int[] {piece, advance, leader, split, tempo, runner, exposed};
    }

    static OrdoWeights load(String resource) {
        return WeightTable.read(OrdoWeights.class, resource).as(OrdoWeights.class);
    }
}
