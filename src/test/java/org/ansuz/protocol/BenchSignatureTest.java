package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ansuz.engine.Progress;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/**
 * Pins the behaviour of the search and of every game's evaluation: {@code ansuz bench} (every variant's bench
 * positions, the default per-position node budget, one search thread, a fresh table for each position) must end
 * on the known node total. A change meant to move it updates {@link #SIGNATURE} and gives in its commit message
 * the SPRT result that justified it.
 *
 * <p>Each position is searched on its own (a fresh table, nothing carried over), so the total is the sum of the
 * variants' totals: the variants run side by side on the machine's cores, which keeps the test near 20 s.
 */
class BenchSignatureTest {
    static final long SIGNATURE = 17_754_793;

    @Test
    void benchEndsOnTheKnownSignature() throws Exception {
        List<Variant> variants = Variants.registry().all();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()));
        List<Future<List<String>>> runs = new ArrayList<>();
        try {
            for (Variant v : variants) {
                runs.add(pool.submit(() -> {
                    List<String> lines = new ArrayList<>();
                    BenchRunner.run(List.of(v), BenchRunner.DEFAULT_DEPTH, lines::add, Progress.NONE);
                    return lines;
                }));
            }
            long nodes = 0;
            List<String> perVariant = new ArrayList<>();
            for (Future<List<String>> run : runs) {
                List<String> lines = run.get();
                assertThat(lines).hasSize(2); // "<variant>: N nodes", then the total "N nodes M nps"
                perVariant.add(lines.get(0));
                nodes += Long.parseLong(lines.get(1).split(" ")[0]);
            }
            assertThat(nodes).as("""
                    the bench signature (the node total of `ansuz bench`) moved: the search or an evaluation now \
                    behaves differently. If that is meant, set BenchSignatureTest.SIGNATURE to %d and give in the \
                    commit message the SPRT result that justifies the change; if not, find what changed the search.
                    Per variant:
                    %s""", nodes, String.join("\n", perVariant)).isEqualTo(SIGNATURE);
        } finally {
            pool.shutdownNow();
        }
    }
}
