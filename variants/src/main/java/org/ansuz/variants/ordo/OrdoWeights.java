package org.ansuz.variants.ordo;

/**
 * Evaluation weights in centi-pieces (data: tuning changes numbers here, not code).
 *
 * @param piece     material, per piece
 * @param advance   per rank a piece has advanced from its own home row
 * @param leader    per rank of the most advanced piece (the race to the far row)
 * @param split     per sub-group beyond the first (a split army must spend moves to reconnect)
 * @param tempo     for the side to move
 */
public record OrdoWeights(int piece, int advance, int leader, int split, int tempo) {
    public static final OrdoWeights DEFAULT = new OrdoWeights(100, 6, 12, 120, 10);
}
