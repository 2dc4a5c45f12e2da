package org.ansuz.variants.draughts;

import java.util.Arrays;
import org.ansuz.engine.spi.MoveList;

/**
 * Perft's routes convention for both draughts generators ({@code CaptureRoutes.generateRoutes}): the
 * distinct orders of capture found for each move, a route told by the order of its victims. Not a hot
 * path of the search; it allocates only when a position has more routes than it has held before.
 */
final class CaptureRouteCounter {
    /** The generation a counter wraps: every legal move into {@code out}, returning how many. */
    interface Generation {
        int generate(MoveList out);
    }

    /** True while {@link #countRoutes} runs: the generator's capture search then reports each route. */
    boolean active;
    private long[] routeMove = new long[256];
    private long[] routeOrder = new long[256];
    private int routeCount;

    /** Runs {@code all} with route counting on; {@code out.scores[i]} = the routes of each move (at least 1). */
    int countRoutes(Generation all, MoveList out) {
        active = true;
        clear();
        int n;
        try {
            n = all.generate(out);
        } finally {
            active = false;
        }
        score(out, n);
        return n;
    }

    /** Forgets the routes found (a longer capture outranked them, or a new generation starts). */
    void clear() {
        routeCount = 0;
    }

    /** Records the route of {@code move} whose victims are {@code victims[0..depth)} in order, once. */
    void add(long move, int[] victims, int depth) {
        long order = 0;
        for (int i = 0; i < depth; i++) {
            order = order * 0x9E3779B97F4A7C15L + victims[i] + 1;
        }
        for (int j = 0; j < routeCount; j++) {
            if (routeMove[j] == move && routeOrder[j] == order) {
                return;
            }
        }
        if (routeCount == routeMove.length) {
            routeMove = Arrays.copyOf(routeMove, routeCount * 2);
            routeOrder = Arrays.copyOf(routeOrder, routeCount * 2);
        }
        routeMove[routeCount] = move;
        routeOrder[routeCount] = order;
        routeCount++;
    }

    private void score(MoveList out, int n) {
        for (int i = 0; i < n; i++) {
            long m = out.moves[i];
            int r = 0;
            for (int j = 0; j < routeCount; j++) {
                if (routeMove[j] == m) {
                    r++;
                }
            }
            out.scores[i] = Math.max(1, r);
        }
    }
}
