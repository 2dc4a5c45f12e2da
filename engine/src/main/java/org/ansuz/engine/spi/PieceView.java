package org.ansuz.engine.spi;

/**
 * Capability of a position that tells a drawing what its cells hold and what they are: the piece, column or
 * terrain on each cell ({@link Piece}), the colour of each side's pieces in the game's own set, and the ground
 * a cell is drawn as. It describes the equipment, never a rule; the drawing decides the look. Drawing is not a
 * hot path: the answers may allocate.
 */
public interface PieceView {

    /** How a cell's ground is drawn. */
    enum Ground {
        /** The board's own look: a checkered square, a hexagon, a point where lines meet. */
        BOARD,
        /** A square of a plain ruled grid (no checkering), as on a Go board. */
        GRID,
        /** A cell outside the playing area that still frames it, drawn shaded (GESS's border ring). */
        FRAME,
        /** A loose tile the board is made of (Magyar). */
        TILE
    }

    /** What stands on a cell of the drawing board ({@link Position#symbolAt} order), or {@code null} for nothing. */
    Piece pieceAt(int cell);

    /**
     * The colour of {@code side}'s pieces in the game's set, one lower-case word: {@code white}, {@code black},
     * {@code red}. White for the first player and black for the other by default.
     */
    default String sideColour(int side) {
        return side == 0 ? "white" : "black";
    }

    /** How {@code cell} is drawn; {@link Ground#BOARD} by default. */
    default Ground groundAt(int cell) {
        return Ground.BOARD;
    }
}
