package org.ansuz.engine;

/** The state of a game, from the point of view of the side to move. */
public enum Outcome {
    ONGOING, WIN, LOSS, DRAW;

    public boolean isOver() {
        return this != ONGOING;
    }
}
