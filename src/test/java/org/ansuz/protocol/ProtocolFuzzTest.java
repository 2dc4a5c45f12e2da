package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The seeded protocol fuzz test ({@link ProtocolFuzzer}): every registered variant in every dialect,
 * valid and mutated commands, against live in-process sessions. A few seconds in the default build
 * (fixed seed); the {@code slow} run takes a fresh seed each time. Both take
 * {@code -Dfuzz.seed=N -Dfuzz.lines=N}, e.g.
 * {@code mvn -B -o test -Dtest=ProtocolFuzzTest -DexcludedGroups= -Dfuzz.seed=42 -Dfuzz.lines=100000}.
 */
class ProtocolFuzzTest {
    private static final long DEFAULT_SEED = 20261123L;

    private static void fuzz(long seed, long lines, int perEpisode) {
        List<Variant> variants = Variants.registry().all();
        ProtocolFuzzer f = new ProtocolFuzzer(seed, variants);
        try {
            f.run(lines, perEpisode);
        } catch (AssertionError e) {
            System.out.println("protocol fuzz failed with seed " + seed + " after " + f.summary());
            throw e;
        }
        System.out.println("protocol fuzz: " + f.summary());
        assertThat(f.lines).isGreaterThanOrEqualTo(lines);
        assertThat(f.gos).isPositive();
        assertThat(f.rejected).isPositive();
    }

    @Test
    void validAndMutatedCommandsInEveryVariantAndDialect() {
        fuzz(Long.getLong("fuzz.seed", DEFAULT_SEED), Long.getLong("fuzz.lines", 1_500), 12);
    }

    @Test
    @Tag("slow")
    void longFuzzRun() {
        fuzz(Long.getLong("fuzz.seed", System.nanoTime()), Long.getLong("fuzz.lines", 200_000), 200);
    }
}
