package org.ansuz.engine.spi;

import java.util.List;

/**
 * What stands on one cell, as a game tells a drawing ({@link PieceView}): a kind named in the game's own words
 * ({@code man}, {@code king}, {@code stone}, {@code marble}, {@code dwarf}, {@code trebuchet} ...), the side it
 * belongs to, and for a column of stones the side of each stone from the bottom up. Terrain (a Cyvasse mountain,
 * the Thudstone) belongs to no side and is not a piece anyone moves as their own. The drawing decides how each
 * kind looks; the game only says what is there.
 *
 * @param kind    the kind's name, lower case, words separated by a space ({@code light horse})
 * @param side    the owner: 0 the first player, 1 the other, {@link #NEUTRAL} for terrain and neutral stones
 * @param terrain whether this is part of the ground (no side's piece)
 * @param layers  the side of each stone of a column, bottom to top; one entry for a single piece, none for
 *                terrain
 */
public record Piece(String kind, int side, boolean terrain, List<Integer> layers) {
    /** The side of terrain and of pieces that belong to nobody. */
    public static final int NEUTRAL = -1;

    public Piece {
        layers = List.copyOf(layers);
        if (kind == null || kind.isEmpty()) {
            throw new IllegalArgumentException("a piece needs a kind");
        }
    }

    /** One piece of {@code side}. */
    public static Piece of(String kind, int side) {
        return new Piece(kind, side, false, List.of(side));
    }

    /** A part of the ground drawn on a cell (a mountain, a rock). */
    public static Piece terrain(String kind) {
        return new Piece(kind, NEUTRAL, true, List.of());
    }

    /** A column of stones, {@code layers} bottom to top; it belongs to the side of its top stone. */
    public static Piece column(String kind, List<Integer> layers) {
        if (layers.isEmpty()) {
            throw new IllegalArgumentException("a column has at least one stone");
        }
        return new Piece(kind, layers.get(layers.size() - 1), false, layers);
    }

    /** Stones in the column (1 for a single piece, 0 for terrain). */
    public int height() {
        return layers.size();
    }
}
