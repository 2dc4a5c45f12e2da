package org.ansuz.protocol;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.Bench;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Variant;

/**
 * {@code bench}: the engine's {@link Bench} (fixed positions, fixed depth, one thread, a fresh table
 * each), printed as one line per variant and the final {@code N nodes M nps}.
 */
public final class BenchRunner {
    /** 0: each position deepens to the engine's fixed per-position node budget (same on every run). */
    public static final int DEFAULT_DEPTH = 0;

    private BenchRunner() {
    }

    /** Runs the bench and prints its lines; returns the node total (the behaviour signature). */
    public static long run(List<Variant> variants, int depth, Consumer<String> out, Progress progress) {
        String[] current = {null};
        long[] variantNodes = {0};
        Bench.Result r;
        try {
            r = Bench.run(variants, depth, (done, total, variant, fen, nodes) -> {
                if (!variant.equals(current[0])) {
                    if (current[0] != null) {
                        out.accept(current[0] + ": " + variantNodes[0] + " nodes");
                    }
                    current[0] = variant;
                    variantNodes[0] = 0;
                }
                variantNodes[0] += nodes;
                progress.update(done, total);
            });
        } catch (NotationException e) {
            out.accept("bench position does not parse: " + e.getMessage());
            return 0;
        }
        if (current[0] != null) {
            out.accept(current[0] + ": " + variantNodes[0] + " nodes");
        }
        out.accept(r.nodes() + " nodes " + r.nps() + " nps");
        return r.nodes();
    }
}
