package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** {@code bench --speed}: one row per variant, measured on the same work as perft and bench (speeds are not asserted). */
class SpeedTableTest {
    @Test
    void eachVariantGetsARowCountingTheBenchSearchesNodes() throws NotationException {
        Variant russian = Variants.registry().find("russian").orElseThrow();
        Variant breakthrough = Variants.registry().find("breakthrough").orElseThrow();
        List<SpeedTable.Row> heard = new ArrayList<>();
        List<SpeedTable.Row> rows = SpeedTable.measure(List.of(russian, breakthrough), heard::add);
        assertThat(heard).isEqualTo(rows);
        assertThat(rows).extracting(SpeedTable.Row::variant).containsExactly("russian", "breakthrough");
        assertThat(rows).extracting(SpeedTable.Row::family).containsExactly("draughts", "breakthrough");
        for (SpeedTable.Row r : rows) {
            Variant v = r.variant().equals("russian") ? russian : breakthrough;
            assertThat(r.searchNodes()).as("the bench's own node count").isEqualTo(Bench.run(List.of(v), 0, null).nodes());
            assertThat(r.perftDepth()).isBetween(1, SpeedTable.MAX_PERFT_DEPTH);
            assertThat(r.perftLeavesPerCpuSecond()).isPositive();
            assertThat(r.searchNodesPerCpuSecond()).isPositive();
        }
    }
}
