package org.ansuz.engine;

/**
 * Capability of a position whose board has special cells worth marking in a drawing (Chess-T's castles
 * and impregnable squares): the drawing of a square board puts the mark right after the cell's symbol.
 */
public interface CellMarks {

    /** The mark of a cell of the drawing board ({@link Position#symbolAt} order), or {@code ' '} for none. */
    char markAt(int cell);

    /** One line saying what the marks mean, printed under the drawing. */
    String markLegend();
}
