package org.ansuz.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Counts leaf nodes of the legal-move tree: the generator's correctness and speed check. The last ply
 * is bulk-counted (the leaves are the generated moves themselves). The position is restored on return.
 */
public final class Perft {
    private Perft() {
    }

    /** Told after each root move is counted; the interactive shell draws a progress bar from it. */
    @FunctionalInterface
    public interface Progress {
        void onRootMove(int done, int total, long nodesSoFar);
    }

    /** One root move's share of the count ({@code divide}). */
    public record Entry(long move, String text, long nodes) {
    }

    public static long count(Position pos, int depth) {
        if (depth <= 0) {
            return 1;
        }
        MoveList[] lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        return leaves(pos, depth, lists);
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
        List<Entry> out = new ArrayList<>();
        if (depth <= 0) {
            return out;
        }
        MoveList[] lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        MoveList root = lists[depth];
        int n = pos.generate(root);
        long total = 0;
        for (int i = 0; i < n; i++) {
            long m = root.move(i);
            pos.play(m);
            long c = depth - 1 >= STOP_CHECK_DEPTH ? stoppable(pos, depth - 1, lists, stopped) : leaves(pos, depth - 1, lists);
            pos.undo();
            if (c < 0 || stopped.getAsBoolean()) {
                break;
            }
            total += c;
            out.add(new Entry(m, pos.moveText(m), c));
            if (progress != null) {
                progress.onRootMove(i + 1, n, total);
            }
        }
        return out;
    }

    /** Subtrees at least this deep look at the stop flag; shallower ones run at full speed. */
    private static final int STOP_CHECK_DEPTH = 3;

    /** {@link #leaves} that gives up (returns -1, the position restored) once {@code stopped} says so. */
    private static long stoppable(Position pos, int depth, MoveList[] lists, BooleanSupplier stopped) {
        if (stopped.getAsBoolean()) {
            return -1;
        }
        if (depth < STOP_CHECK_DEPTH) {
            return leaves(pos, depth, lists);
        }
        MoveList list = lists[depth];
        int n = pos.generate(list);
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            long c = stoppable(pos, depth - 1, lists, stopped);
            pos.undo();
            if (c < 0) {
                return -1;
            }
            total += c;
        }
        return total;
    }

    private static long leaves(Position pos, int depth, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList list = lists[depth];
        int n = pos.generate(list);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            total += leaves(pos, depth - 1, lists);
            pos.undo();
        }
        return total;
    }
}
