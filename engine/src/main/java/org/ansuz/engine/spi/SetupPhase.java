package org.ansuz.engine.spi;

/**
 * Capability of a game that opens with a setup: turns that place a side's pieces before play begins (Cyvasse's
 * 27 drops a side). A setup turn needs far less thought than a move of play, and a game spends many of them in
 * a row, so the time manager gives each a small share of a move's time instead of a whole move's
 * (docs/architecture.md, "Time manager"). A position without this capability is timed as before.
 */
public interface SetupPhase {
    /**
     * The side to move's own setup turns still to play, this one included; 0 once the side to move has
     * finished its setup (in particular in the play phase). Called once per {@code go}, never per node.
     */
    int setupTurnsLeft();
}
