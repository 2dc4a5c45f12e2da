package org.ansuz.protocol;

import java.util.function.Consumer;
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
        long total = 0;
        if (depth <= 0) {
            total = 1;
        } else {
            for (Perft.Entry e : Perft.divide(pos.copy(), depth, (done, all, sofar) -> progress.update(done, all))) {
                total += e.nodes();
                if (divide) {
                    out.accept(e.text() + ": " + e.nodes());
                }
            }
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
