package org.ansuz.engine.spi;

/**
 * Capability of a position whose board has special cells worth marking in a drawing (Chess-T's castles
 * and impregnable squares, Cyvasse's water): the drawing puts the mark right after the cell's symbol (in the
 * second character of a square cell, in the gap between two hex cells).
 */
public interface CellMarks {

    /** The mark of a cell of the drawing board ({@link Position#symbolAt} order), or {@code ' '} for none. */
    char markAt(int cell);

    /** One line saying what the marks mean, printed under the drawing (none when empty). */
    String markLegend();
}
