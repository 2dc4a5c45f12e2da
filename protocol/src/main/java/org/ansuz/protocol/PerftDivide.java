package org.ansuz.protocol;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.Position;

/**
 * {@code perft N} in Fairy-Stockfish's format: one {@code move: count} line per root move, a blank
 * line, {@code Nodes searched: N}, a blank line.
 */
public final class PerftDivide {
    private PerftDivide() {
    }

    /** The deepest perft the protocols and the command line accept. */
    public static final int MAX_DEPTH = 32;

    /** Runs the divide on a copy of {@code pos}, writes the lines and returns the total. */
    public static long run(Position pos, int depth, boolean divide, Consumer<String> out, Progress progress) {
        return run(pos, depth, divide, false, out, progress, () -> false, text -> { });
    }

    /** As {@link #run(Position, int, boolean, Consumer, Progress)}, every capture route counted when {@code routes}. */
    public static long run(Position pos, int depth, boolean divide, boolean routes, Consumer<String> out,
                           Progress progress) {
        return run(pos, depth, divide, routes, out, progress, () -> false, text -> { });
    }

    /**
     * As {@link #run(Position, int, boolean, Consumer, Progress)}; once {@code stopped} says so the
     * count ends with the single line {@code note("perft stopped after k of n root moves: N nodes")}
     * and returns -1. With {@code routes} every capture route is a move (the convention of published
     * draughts tables, {@link Perft#count(Position, int, boolean)}).
     */
    public static long run(Position pos, int depth, boolean divide, boolean routes, Consumer<String> out,
                           Progress progress, BooleanSupplier stopped, Consumer<String> note) {
        long total = 0;
        if (depth <= 0) {
            total = 1;
        } else {
            int roots = pos.copy().generate(new org.ansuz.engine.spi.MoveList());
            List<Perft.Entry> entries = Perft.divide(pos.copy(), depth, progress, stopped, routes);
            if (stopped.getAsBoolean() && entries.size() < roots) {
                long sum = entries.stream().mapToLong(Perft.Entry::nodes).sum();
                note.accept("perft stopped after " + entries.size() + " of " + roots + " root moves: " + sum + " nodes");
                return -1;
            }
            for (Perft.Entry e : entries) {
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
