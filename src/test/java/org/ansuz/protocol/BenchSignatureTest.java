package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;

/**
 * Pins the behaviour of the search and of every game's evaluation: {@code ansuz bench} (every variant's bench
 * positions, the default per-position node budget, one thread, a fresh table each) must end on the known node
 * total. A change that is meant to move it updates {@link #SIGNATURE} and says in its commit what the SPRT
 * match that justified it showed.
 */
class BenchSignatureTest {
    static final long SIGNATURE = 17_846_592;

    @Test
    void benchEndsOnTheKnownSignature() {
        List<String> lines = new ArrayList<>();
        long nodes = BenchRunner.run(Variants.registry().all(), BenchRunner.DEFAULT_DEPTH, lines::add, Progress.NONE);
        assertThat(lines.get(lines.size() - 1)).startsWith(nodes + " nodes ");
        assertThat(nodes).as("""
                the bench signature (the node total of `ansuz bench`) moved: the search or an evaluation now \
                behaves differently. If that is meant, set BenchSignatureTest.SIGNATURE to %d and give the SPRT \
                result that justifies the change in the commit message; if not, find what changed the search.
                Per variant:
                %s""", nodes, String.join("\n", lines)).isEqualTo(SIGNATURE);
    }
}
