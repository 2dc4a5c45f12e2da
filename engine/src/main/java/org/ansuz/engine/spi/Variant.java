package org.ansuz.engine.spi;

import java.util.List;

/**
 * A stateless description of one game. Implementations are immutable and shared between threads;
 * every mutable thing lives in a {@link Position}.
 */
public interface Variant {

    /** The variant id: lowercase {@code [a-z0-9-]}, e.g. {@code russian}, {@code abalone}. */
    String name();

    /** Other names accepted on input ({@code shashki}, {@code checkers}); never listed as options. */
    default List<String> aliases() {
        return List.of();
    }

    /** Geometry for drawing and for the {@code info string variant} line. */
    Board board();

    /** The board {@code position} is drawn on: its own where it has one, else {@link #board()}. */
    default Board board(Position position) {
        Board b = position.board();
        return b != null ? b : board();
    }

    /** The standard start position in this variant's canonical position text. */
    String startFen();

    /**
     * Parses a position text (liberally: case, extra spaces, missing trailing counters).
     *
     * @throws NotationException with a message a person can act on when the text is not a position
     *                           of this game
     */
    Position newPosition(String fen) throws NotationException;

    /** A fresh start position. */
    default Position startPosition() {
        try {
            return newPosition(startFen());
        } catch (NotationException e) {
            throw new IllegalStateException("start position of " + name() + " does not parse", e);
        }
    }

    GameInfo info();

    /**
     * What the letters of the text board mean, for a person: {@code "w white man, W white king, b black
     * man, B black king"}; empty where the family says nothing. The game's {@link GameInfo#pieceLegend}
     * unless the variant computes it.
     */
    default String pieceLegend() {
        return info().pieceLegend();
    }

    /** Positions {@code bench} searches for this game: the start plus a few typical middlegames. */
    default List<String> benchFens() {
        return List.of(startFen());
    }
}
