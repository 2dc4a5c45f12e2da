package org.ansuz.protocol;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The protocol fuzz test's invariants for CECP alone (XBoard's dialect, the variants XBoard can show):
 * no crash, one answer per {@code go} and per {@code ping}, a rejected command leaves {@code d} unchanged.
 * A few seconds in the default build; the {@code slow} run takes a fresh seed, and both take
 * {@code -Dfuzz.seed=N -Dfuzz.lines=N -Dfuzz.threads=N}, e.g.
 * {@code mvn -B -o test -Dtest=CecpFuzzTest -DexcludedGroups= -Dfuzz.lines=400000 -Dfuzz.threads=2}.
 */
class CecpFuzzTest {
    private static final long DEFAULT_SEED = 20261128L;

    @Test
    void validAndMutatedCecpCommands() throws Exception {
        ProtocolFuzzTest.fuzz(Long.getLong("fuzz.seed", DEFAULT_SEED), Long.getLong("fuzz.lines", 600), 25,
                Integer.getInteger("fuzz.threads", 1), false, List.of("xboard"));
    }

    @Test
    @Tag("slow")
    void longCecpFuzzRun() throws Exception {
        ProtocolFuzzTest.fuzz(Long.getLong("fuzz.seed", System.nanoTime()), Long.getLong("fuzz.lines", 100_000), 200,
                Integer.getInteger("fuzz.threads", 2), true, List.of("xboard"));
    }
}
