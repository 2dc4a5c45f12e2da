package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The seeded protocol fuzz test ({@link ProtocolFuzzer}): every registered variant in every dialect,
 * valid and mutated commands, against live in-process sessions. A few seconds in the default build
 * (fixed seed); the {@code slow} run takes a fresh seed each time. Both take
 * {@code -Dfuzz.seed=N -Dfuzz.lines=N -Dfuzz.threads=N}, e.g.
 * {@code mvn -B -o test -Dtest=ProtocolFuzzTest -DexcludedGroups= -Dfuzz.seed=42 -Dfuzz.lines=100000}.
 */
class ProtocolFuzzTest {
    private static final long DEFAULT_SEED = 20261123L;

    /**
     * {@code threads} fuzzers side by side (seeds {@code seed}, {@code seed+1}, ...), {@code lines}
     * lines in all; a failure names the seed that repeats it ({@code -Dfuzz.threads=1 -Dfuzz.seed=...}).
     */
    private static void fuzz(long seed, long lines, int perEpisode, int threads, boolean light) throws Exception {
        fuzz(seed, lines, perEpisode, threads, light, ProtocolFuzzer.DIALECTS);
    }

    static void fuzz(long seed, long lines, int perEpisode, int threads, boolean light, List<String> dialects)
            throws Exception {
        List<Variant> variants = Variants.registry().all();
        List<ProtocolFuzzer> fuzzers = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        for (int i = 0; i < threads; i++) {
            ProtocolFuzzer f = new ProtocolFuzzer(seed + i, variants, light, dialects);
            fuzzers.add(f);
            Thread t = new Thread(() -> {
                try {
                    f.run((lines + threads - 1) / threads, perEpisode);
                } catch (Throwable e) {
                    System.out.println("protocol fuzz failed with seed " + f.seed + " after " + f.summary() + ": "
                            + e.getMessage());
                    failures.add(e);
                }
            }, "fuzz-" + i);
            running.add(t);
            t.start();
        }
        for (Thread t : running) {
            t.join();
        }
        long total = 0;
        for (ProtocolFuzzer f : fuzzers) {
            System.out.println("protocol fuzz: " + f.summary());
            total += f.lines;
            assertThat(f.gos).isPositive();
            assertThat(f.rejected).isPositive();
        }
        if (!failures.isEmpty()) {
            throw new AssertionError(failures.get(0));
        }
        System.out.println("protocol fuzz: " + total + " lines in all");
        assertThat(total).isGreaterThanOrEqualTo(lines);
    }

    @Test
    void validAndMutatedCommandsInEveryVariantAndDialect() throws Exception {
        fuzz(Long.getLong("fuzz.seed", DEFAULT_SEED), Long.getLong("fuzz.lines", 1_500), 12,
                Integer.getInteger("fuzz.threads", 1), false);
    }

    @Test
    @Tag("slow")
    void longFuzzRun() throws Exception {
        fuzz(Long.getLong("fuzz.seed", System.nanoTime()), Long.getLong("fuzz.lines", 200_000), 200,
                Integer.getInteger("fuzz.threads", 4), true);
    }
}
