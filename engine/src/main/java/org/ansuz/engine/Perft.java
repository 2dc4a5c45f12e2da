package org.ansuz.engine;

/** Counts leaf nodes of the legal-move tree: the generator's correctness and speed check. */
public final class Perft {
    private Perft() {
    }

    public static long count(Position pos, int depth) {
        MoveList[] lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        return count(pos, depth, lists);
    }

    private static long count(Position pos, int depth, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList list = lists[depth];
        int n = pos.generate(list);
        if (depth == 1) {
            return n; // bulk counting: the leaves are the moves themselves
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            total += count(pos, depth - 1, lists);
            pos.undo();
        }
        return total;
    }
}
