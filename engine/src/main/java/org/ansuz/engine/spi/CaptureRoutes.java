package org.ansuz.engine.spi;

/**
 * Capability of a game whose published perft tables count capture routes apart (draughts: the same
 * pieces captured in another order is one move here, several there). Perft's {@code routes}
 * convention asks for it; a game without it counts every move once.
 */
public interface CaptureRoutes {

    /**
     * {@link Position#generate}, and {@code out.scores[i]} = the number of distinct capture routes that
     * play move {@code i} (1 for every other move). Not a hot path.
     */
    int generateRoutes(MoveList out);

    /** The routes of {@code pos}'s moves: its own count where it has the capability, else 1 per move. */
    static int generate(Position pos, MoveList out) {
        if (pos instanceof CaptureRoutes routes) {
            return routes.generateRoutes(out);
        }
        int n = pos.generate(out);
        java.util.Arrays.fill(out.scores, 0, n, 1);
        return n;
    }
}
