package org.ansuz.engine.spi;

/**
 * Capability of a game whose draw rules count moves (quiet moves, lone-king endings). When such a rule has
 * already declared the game drawn and the client still asks for a move, its referee does not apply the rule
 * (a GUI or referee without FMJD's endgame rules): the search then plays for the result as if the game went
 * on, instead of seeing every move as the same draw (docs/protocol.md, "Playing on past a draw rule").
 */
public interface DrawCounters {
    /**
     * Stops applying the draw rules that count moves, in this position and in every position played or
     * copied from it; repetition still draws. Called on the engine's own copy of the root, never per node.
     */
    void liftCountedDraws();
}
