package org.ansuz.protocol;

import java.util.function.Consumer;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;

/**
 * {@code perft N} in Fairy-Stockfish's format: one {@code move: count} line per root move, a blank
 * line, {@code Nodes searched: N}, a blank line.
 */
public final class PerftDivide {
    private PerftDivide() {
    }

    /** Runs the divide on a copy of {@code pos}, writes the lines and returns the total. */
    public static long run(Position pos, int depth, boolean divide, Consumer<String> out, Progress progress) {
        Position p = pos.copy();
        long total;
        if (depth <= 0) {
            total = 1;
        } else {
            MoveList list = new MoveList();
            int n = p.generate(list);
            long[] moves = new long[n];
            System.arraycopy(list.moves, 0, moves, 0, n);
            total = 0;
            for (int i = 0; i < n; i++) {
                progress.update(i, n);
                String text = p.moveText(moves[i]);
                p.play(moves[i]);
                long count = Perft.count(p, depth - 1);
                p.undo();
                total += count;
                if (divide) {
                    out.accept(text + ": " + count);
                }
            }
            progress.update(n, n);
        }
        if (divide) {
            out.accept("");
        }
        out.accept("Nodes searched: " + total);
        if (divide) {
            out.accept("");
        }
        return total;
    }
}
