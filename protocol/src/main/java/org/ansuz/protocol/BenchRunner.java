package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.Engine;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.SearchLimits;
import org.ansuz.engine.Variant;

/**
 * {@code bench}: searches every bench position of the chosen variants to a fixed depth, one after
 * the other with a cleared table, and prints the node total (a behaviour signature) and the speed.
 * The last line is {@code N nodes M nps}.
 */
public final class BenchRunner {
    public static final int DEFAULT_DEPTH = 8;

    private BenchRunner() {
    }

    public static long run(Engine engine, List<Variant> variants, int depth, Consumer<String> out, Progress progress) {
        List<Variant> vs = new ArrayList<>();
        List<String> fens = new ArrayList<>();
        for (Variant v : variants) {
            for (String fen : v.benchFens()) {
                vs.add(v);
                fens.add(fen);
            }
        }
        long total = 0;
        long start = System.nanoTime();
        Variant current = null;
        long variantNodes = 0;
        for (int i = 0; i < fens.size(); i++) {
            progress.update(i, fens.size());
            Variant v = vs.get(i);
            if (v != current) {
                if (current != null) {
                    out.accept(current.name() + ": " + variantNodes + " nodes");
                }
                current = v;
                variantNodes = 0;
            }
            Position pos;
            try {
                pos = v.newPosition(fens.get(i));
            } catch (NotationException | RuntimeException e) {
                out.accept(v.name() + ": bad bench position " + fens.get(i) + ": " + e.getMessage());
                continue;
            }
            if (pos.outcome().isOver()) {
                continue;
            }
            SearchLimits limits = new SearchLimits();
            limits.depth = depth;
            engine.newGame();
            long nodes = BlockingSearch.run(engine, pos, limits, info -> { }).nodes();
            variantNodes += nodes;
            total += nodes;
        }
        progress.update(fens.size(), fens.size());
        if (current != null) {
            out.accept(current.name() + ": " + variantNodes + " nodes");
        }
        long ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        out.accept(total + " nodes " + (total * 1000 / ms) + " nps");
        return total;
    }
}
