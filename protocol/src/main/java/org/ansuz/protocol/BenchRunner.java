package org.ansuz.protocol;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.Bench;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Variant;

/**
 * {@code bench}: the engine's {@link Bench} (fixed positions, fixed depth, one thread, a fresh table
 * each), printed as one line per variant and the final {@code N nodes M nps}.
 */
public final class BenchRunner {
    /** 0: each position deepens to the engine's fixed per-position node budget (same on every run). */
    public static final int DEFAULT_DEPTH = 0;

    private BenchRunner() {
    }

    /** The deepest fixed depth {@code bench} accepts. */
    public static final int MAX_DEPTH = 64;

    /** Runs the bench and prints its lines; returns the node total (the behaviour signature). */
    public static long run(List<Variant> variants, int depth, Consumer<String> out, Progress progress) {
        return run(variants, depth, out, progress, () -> false, text -> { });
    }

    /**
     * As {@link #run(List, int, Consumer, Progress)}; once {@code stopped} says so the bench ends
     * with the single line {@code note("bench stopped after k of n positions")} instead of its total.
     */
    public static long run(List<Variant> variants, int depth, Consumer<String> out, Progress progress,
                           java.util.function.BooleanSupplier stopped, Consumer<String> note) {
        int[] done = {0, 0};
        String[] current = {null};
        long[] variantNodes = {0};
        Bench.Result r;
        try {
            r = Bench.run(variants, depth, searched -> {
                done[0] = searched.done();
                done[1] = searched.total();
                if (!searched.variant().equals(current[0])) {
                    if (current[0] != null) {
                        out.accept(current[0] + ": " + variantNodes[0] + " nodes");
                    }
                    current[0] = searched.variant();
                    variantNodes[0] = 0;
                }
                variantNodes[0] += searched.nodes();
                progress.update(searched.done(), searched.total());
            }, stopped);
        } catch (NotationException e) {
            out.accept("bench position does not parse: " + e.getMessage());
            return 0;
        }
        if (r.stopped()) {
            note.accept("bench stopped after " + done[0] + " of " + done[1] + " positions");
            return r.nodes();
        }
        if (current[0] != null) {
            out.accept(current[0] + ": " + variantNodes[0] + " nodes");
        }
        out.accept(r.nodes() + " nodes " + r.nps() + " nps");
        return r.nodes();
    }
}
