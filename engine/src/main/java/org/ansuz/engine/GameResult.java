package org.ansuz.engine;

/**
 * The end of a game by its own rules, from the point of view of the side to move.
 *
 * @param kind   {@code ONGOING}, or {@code WIN}, {@code LOSS}, {@code DRAW} for the side to move
 * @param reason why the game ended ("no legal move", "threefold repetition", "all trolls captured");
 *               empty while ongoing
 * @param margin the score difference for the side to move where a game ends on points (Thud), 0
 *               elsewhere; the search ranks won and lost ends by it
 */
public record GameResult(Kind kind, String reason, int margin) {

    /** What a result means for the side to move. */
    public enum Kind {
        ONGOING, WIN, LOSS, DRAW
    }

    /** The game goes on. */
    public static final GameResult ONGOING = new GameResult(Kind.ONGOING, "", 0);

    public GameResult {
        if (kind == null || reason == null) {
            throw new NullPointerException("a result needs a kind and a reason");
        }
    }

    public static GameResult win(String reason) {
        return new GameResult(Kind.WIN, reason, 0);
    }

    public static GameResult loss(String reason) {
        return new GameResult(Kind.LOSS, reason, 0);
    }

    public static GameResult draw(String reason) {
        return new GameResult(Kind.DRAW, reason, 0);
    }

    /** A game that ended on points: won, lost or drawn by the sign of {@code margin}. */
    public static GameResult onPoints(int margin, String reason) {
        Kind k = margin > 0 ? Kind.WIN : margin < 0 ? Kind.LOSS : Kind.DRAW;
        return new GameResult(k, reason, margin);
    }

    public boolean isOver() {
        return kind != Kind.ONGOING;
    }

    /** The same end seen by the other player. */
    public GameResult flipped() {
        Kind k = switch (kind) {
            case WIN -> Kind.LOSS;
            case LOSS -> Kind.WIN;
            default -> kind;
        };
        return new GameResult(k, reason, -margin);
    }

    /** The transitional {@link Outcome} of this result (removed with {@code Position.outcome()}). */
    public Outcome outcome() {
        return switch (kind) {
            case ONGOING -> Outcome.ONGOING;
            case WIN -> Outcome.WIN;
            case LOSS -> Outcome.LOSS;
            case DRAW -> Outcome.DRAW;
        };
    }

    /** The result an {@link Outcome} and a reason describe. */
    public static GameResult of(Outcome o, String reason) {
        return switch (o) {
            case ONGOING -> ONGOING;
            case WIN -> new GameResult(Kind.WIN, reason, 0);
            case LOSS -> new GameResult(Kind.LOSS, reason, 0);
            case DRAW -> new GameResult(Kind.DRAW, reason, 0);
        };
    }
}
