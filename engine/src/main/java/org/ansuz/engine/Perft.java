package org.ansuz.engine;

import java.util.ArrayList;
import java.util.List;

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
            long c = leaves(pos, depth - 1, lists);
            pos.undo();
            total += c;
            out.add(new Entry(m, pos.moveText(m), c));
            if (progress != null) {
                progress.onRootMove(i + 1, n, total);
            }
        }
        return out;
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
