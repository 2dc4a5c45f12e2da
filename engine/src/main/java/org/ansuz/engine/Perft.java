package org.ansuz.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.ansuz.engine.spi.CaptureRoutes;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * Counts leaf nodes of the legal-move tree: the generator's correctness and speed check. The last ply
 * is bulk-counted ({@link Position#countMoves}: the leaves are the legal moves themselves), and the ply
 * before it asks for the count after each move ({@link Position#countMovesAfter}), which a game may answer
 * without playing the move. The position is restored on return.
 *
 * <p>Two conventions: by default a move is what {@link Position#generate} lists (two capture routes that
 * reach the same position are one move); with {@code routes} every route counts
 * ({@link Position#generateRoutes}), as the published tables of draughts count them.
 */
public final class Perft {
    private Perft() {
    }

    /** One root move's share of the count ({@code divide}). */
    public record Entry(long move, String text, long nodes) {
    }

    public static long count(Position pos, int depth) {
        return count(pos, depth, false);
    }

    /** The leaves at {@code depth}, every capture route counted when {@code routes}. */
    public static long count(Position pos, int depth, boolean routes) {
        if (depth <= 0) {
            return 1;
        }
        MoveList[] lists = lists(depth);
        return routes ? routeLeaves(pos, depth, lists) : leaves(pos, depth, lists);
    }

    private static MoveList[] lists(int depth) {
        MoveList[] lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        return lists;
    }

    public static long count(Position pos, int depth, Progress progress) {
        long total = 0;
        for (Entry e : divide(pos, depth, progress)) {
            total += e.nodes();
        }
        return depth <= 0 ? 1 : total;
    }

    /** Per root move counts in generation order; empty for depth 0 or a finished game. */
    public static List<Entry> divide(Position pos, int depth, Progress progress) {
        return divide(pos, depth, progress, () -> false);
    }

    /**
     * As {@link #divide(Position, int, Progress)}, ending early once {@code stopped} says so (it is
     * asked at interior nodes, never at the bulk-counted last plies): the entries then hold the root
     * moves counted completely before the stop.
     */
    public static List<Entry> divide(Position pos, int depth, Progress progress, BooleanSupplier stopped) {
        return divide(pos, depth, progress, stopped, false);
    }

    /** As {@link #divide(Position, int, Progress, BooleanSupplier)}, every capture route counted when {@code routes}. */
    public static List<Entry> divide(Position pos, int depth, Progress progress, BooleanSupplier stopped,
                                     boolean routes) {
        List<Entry> out = new ArrayList<>();
        if (depth <= 0) {
            return out;
        }
        MoveList[] lists = lists(depth);
        MoveList root = lists[depth];
        int n = routes ? CaptureRoutes.generate(pos, root) : pos.generate(root);
        long total = 0;
        for (int i = 0; i < n; i++) {
            long m = root.move(i);
            int ways = routes ? root.scores[i] : 1;
            pos.play(m);
            long c = depth - 1 >= STOP_CHECK_DEPTH ? stoppable(pos, depth - 1, lists, stopped, routes)
                    : routes ? routeLeaves(pos, depth - 1, lists) : leaves(pos, depth - 1, lists);
            pos.undo();
            if (c < 0 || stopped.getAsBoolean()) {
                break;
            }
            c *= ways;
            total += c;
            out.add(new Entry(m, pos.moveText(m), c));
            if (progress != null) {
                progress.update(i + 1, n);
            }
        }
        return out;
    }

    /** Subtrees at least this deep look at the stop flag; shallower ones run at full speed. */
    private static final int STOP_CHECK_DEPTH = 3;

    /** {@link #leaves} that gives up (returns -1, the position restored) once {@code stopped} says so. */
    private static long stoppable(Position pos, int depth, MoveList[] lists, BooleanSupplier stopped, boolean routes) {
        if (stopped.getAsBoolean()) {
            return -1;
        }
        if (depth < STOP_CHECK_DEPTH) {
            return routes ? routeLeaves(pos, depth, lists) : leaves(pos, depth, lists);
        }
        MoveList list = lists[depth];
        int n = routes ? CaptureRoutes.generate(pos, list) : pos.generate(list);
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            long c = stoppable(pos, depth - 1, lists, stopped, routes);
            pos.undo();
            if (c < 0) {
                return -1;
            }
            total += routes ? c * list.scores[i] : c;
        }
        return total;
    }

    private static long leaves(Position pos, int depth, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList list = lists[depth];
        if (depth == 1) {
            return pos.countMoves(list);
        }
        int n = pos.generate(list);
        long total = 0;
        if (depth == 2) {
            MoveList scratch = lists[1];
            for (int i = 0; i < n; i++) {
                total += pos.countMovesAfter(list.move(i), scratch);
            }
            return total;
        }
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            total += leaves(pos, depth - 1, lists);
            pos.undo();
        }
        return total;
    }

    /** {@link #leaves} with every capture route counted: a move's subtree once per route. */
    private static long routeLeaves(Position pos, int depth, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList list = lists[depth];
        int n = CaptureRoutes.generate(pos, list);
        long total = 0;
        for (int i = 0; i < n; i++) {
            if (depth == 1) {
                total += list.scores[i];
                continue;
            }
            pos.play(list.move(i));
            total += list.scores[i] * routeLeaves(pos, depth - 1, lists);
            pos.undo();
        }
        return total;
    }
}
