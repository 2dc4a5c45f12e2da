package org.ansuz.engine;

/**
 * Search scores: centi-units of the family's material unit, from the side to move's point of view.
 * A won game scores {@code WIN - plies to the win}; a lost one the negation.
 */
public final class Score {
    public static final int INFINITE = 32_000;
    public static final int WIN = 31_000;
    /** Scores beyond this are forced wins or losses. */
    public static final int WIN_BOUND = WIN - 1_000;
    public static final int DRAW = 0;
    public static final int NONE = -32_500;

    private Score() {
    }

    public static boolean isDecisive(int score) {
        return Math.abs(score) >= WIN_BOUND;
    }

    /** Moves (not plies) to the win for a decisive score, negative when the side to move loses; UCI {@code mate N}. */
    public static int movesToWin(int score) {
        return score > 0 ? (WIN - score + 1) / 2 : -(WIN + score) / 2;
    }
}
