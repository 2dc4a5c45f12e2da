package org.ansuz.engine.board;

import org.ansuz.engine.spi.GameResult;

/** What the third occurrence of a position means in a game ({@link GameHistory#repetitions}). */
public enum RepetitionRule {
    /** Zillions/Dagaz: the player who repeats a position for the third time loses (the side to move wins). */
    LOSS_FOR_REPEATER(GameResult.win("threefold repetition")),
    /** The game is drawn. */
    DRAW(GameResult.draw("threefold repetition")),
    /** Nothing: the game goes on. */
    OFF(GameResult.ONGOING);

    private final GameResult third;

    RepetitionRule(GameResult third) {
        this.third = third;
    }

    /** The result for the side to move when its position has stood {@code repetitions} times; ONGOING below three. */
    public GameResult result(int repetitions) {
        return repetitions >= 3 ? third : GameResult.ONGOING;
    }

    /** Whether a third occurrence ends the game. */
    public boolean ends() {
        return this != OFF;
    }
}
