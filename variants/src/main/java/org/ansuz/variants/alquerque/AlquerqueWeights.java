package org.ansuz.variants.alquerque;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights of one game, in centi-men, read from {@code alquerque.weights} under the game's
 * prefix ({@code zamma.king = 300}).
 *
 * @param man      a man (a goose in Fox and Geese)
 * @param prince   Dablot's prince
 * @param king     a king (Zamma/Kharbaga mullah, Dablot king)
 * @param advance  per rank a man has advanced (forward-moving men, geese)
 * @param lines    per line leaving the point a piece stands on (strong points are worth more)
 * @param mobility per legal step or jump of the fox (Fox and Geese), from the fox's side
 * @param room     per point the fox can reach by steps (Fox and Geese: the geese shrink it to trap the fox)
 * @param exposed  per goose the fox could jump once it walks beside it: a hole in the geese's wall
 * @param contempt what a draw costs the side the engine plays ({@link org.ansuz.engine.spi.GameInfo#contempt})
 * @param square   per man on each point seen from its owner's side (points in position-text order, the second
 *                 player's turned round); {@code game.square} is optional, learnt by {@code ansuz tune}, absent = all 0
 */
public record AlquerqueWeights(int man, int prince, int king, int advance, int lines, int mobility, int room,
                               int exposed, int contempt, int[] square) {
    /** The resource, beside this class. */
    static final String RESOURCE = "alquerque.weights";
    /** Every game's weights, read once: each variant takes its game's (start-up defines about twenty). */
    private static final WeightTable TABLE = WeightTable.read(AlquerqueWeights.class, RESOURCE);

    static AlquerqueWeights load(String game) {
        return new AlquerqueWeights(TABLE.get(game + ".man"), TABLE.get(game + ".prince"), TABLE.get(game + ".king"),
                TABLE.get(game + ".advance"), TABLE.get(game + ".lines"), TABLE.get(game + ".mobility"),
                TABLE.get(game + ".room"), TABLE.get(game + ".exposed"), TABLE.get(game + ".contempt"),
                TABLE.has(game + ".square") ? TABLE.array(game + ".square") : new int[0]);
    }

    /** The weight of each square, {@code points} of them (0 where the file has none). */
    int[] squares(String game, int points) {
        if (square.length == 0) {
            return new int[points];
        }
        if (square.length != points) {
            throw new IllegalStateException(game + ".square in " + RESOURCE + " has " + square.length
                    + " weights for " + points + " points");
        }
        return square.clone();
    }
}
