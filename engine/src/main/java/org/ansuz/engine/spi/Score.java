package org.ansuz.engine.spi;

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
    /**
     * An endgame table's win ({@code EndgameProbe}): beyond every evaluation, below every win by the
     * rules; the search adds the evaluation, within {@link #TABLE_SPREAD}, less the plies to it.
     */
    public static final int TABLE_WIN = 25_000;
    public static final int TABLE_SPREAD = 2_000;

    private Score() {
    }

    /**
     * The score of a finished game {@code ply} plies from the root: a win or loss by the rules is
     * decisive and shorter wins score higher; a game that ended on points (a non-zero margin) scores
     * its margin in the family's material unit (margin x 100 centi-units), so terminal positions
     * rank by margin and compare with evaluations; a draw is 0.
     */
    public static int of(GameResult result, int ply) {
        if (result.margin() != 0) {
            return Math.max(-WIN_BOUND + 1, Math.min(WIN_BOUND - 1, result.margin() * 100));
        }
        return switch (result.kind()) {
            case WIN -> WIN - ply;
            case LOSS -> -WIN + ply;
            default -> DRAW;
        };
    }

    public static boolean isDecisive(int score) {
        return Math.abs(score) >= WIN_BOUND;
    }

    /** Moves (not plies) to the win for a decisive score, negative when the side to move loses; UCI {@code mate N}. */
    public static int movesToWin(int score) {
        return score > 0 ? (WIN - score + 1) / 2 : -(WIN + score) / 2;
    }
}
