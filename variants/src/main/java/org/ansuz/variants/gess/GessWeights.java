package org.ansuz.variants.gess;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-stones, read from {@code gess.weights}.
 *
 * @param stone           material, per stone on the board
 * @param ring            for having at least one ring (losing the last one loses the game)
 * @param extraRing       per ring beyond the first (a spare king)
 * @param strongPiece     per piece with a stone on its centre (unlimited range)
 * @param strongDirection per direction such a piece may move in
 */
public record GessWeights(int stone, int ring, int extraRing, int strongPiece, int strongDirection) {
    /** The table in {@code gess.weights}. */
    public static final GessWeights DEFAULT = load("gess.weights");

    static GessWeights load(String resource) {
        WeightTable w = WeightTable.read(GessWeights.class, resource);
        return new GessWeights(w.get("stone"), w.get("ring"), w.get("extraRing"), w.get("strongPiece"),
                w.get("strongDirection"));
    }
}
