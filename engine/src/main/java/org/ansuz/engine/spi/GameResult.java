package org.ansuz.engine.spi;

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

    /** A draw by repetition: {@link Position#repetitionResult()}'s default. */
    public static final GameResult REPETITION = new GameResult(Kind.DRAW, "repetition", 0);

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

    /** The won and the lost end for one reason ("home row reached"): for rules that end a game either way. */
    public static Decisive decisive(String reason) {
        return new Decisive(win(reason), loss(reason));
    }

    /**
     * One reason's two decisive ends, for the side to move: {@code won} when the rule favours it,
     * {@code lost} when it favours the opponent.
     */
    public record Decisive(GameResult won, GameResult lost) {
        /** {@code won} when the side to move is the winner, else {@code lost}. */
        public GameResult forMover(boolean moverWins) {
            return moverWins ? won : lost;
        }
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

    /**
     * The result of the game at {@code pos} including "no legal move" ({@link Position#noMoveResult});
     * ongoing while a chance event is pending. Generates moves and allocates: for the protocol and the
     * referee, never for the search.
     */
    public static GameResult of(Position pos) {
        GameResult r = pos.result();
        if (r.isOver() || pos.sideToMove() == Position.CHANCE) {
            return r;
        }
        return pos.generate(new MoveList()) == 0 ? pos.noMoveResult() : ONGOING;
    }
}
