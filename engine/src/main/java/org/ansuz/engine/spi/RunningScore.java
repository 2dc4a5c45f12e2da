package org.ansuz.engine.spi;

/**
 * Capability of a game played for points, whose running score a person wants to see beside the board
 * (Thud: "Dwarfs 32, Trolls 32"). The {@code d} command and the shell show it.
 */
public interface RunningScore {

    /** The score as words, e.g. {@code Dwarfs 32, Trolls 32}; empty while the game keeps none. */
    String score();

    /** The running score of {@code pos}, empty where its game keeps none. */
    static String of(Position pos) {
        return pos instanceof RunningScore s ? s.score() : "";
    }
}
