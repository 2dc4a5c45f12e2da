package org.ansuz.engine.board;

import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/**
 * A family's move texts written and read by a class of their own ({@code <F>Notation}): a
 * {@link BoardPosition} built with one answers {@code moveText} and {@code parseMove} through it.
 *
 * @param <P> the family's position
 */
public interface MoveNotation<P extends Position> {
    /** The canonical text of a legal move of {@code pos}. */
    String moveText(P pos, long move);

    /** The legal move of {@code pos} a user or GUI meant by {@code text}. */
    long parseMove(P pos, String text) throws NotationException;
}
