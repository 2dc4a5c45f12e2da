package org.ansuz.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.variants.ordo.OrdoWeights;
import org.junit.jupiter.api.Test;

/** The shared weights reader: values beside the owner class, comments skipped, clear failures. */
class WeightTableTest {
    @Test
    void readsNamedValuesBesideTheOwner() {
        WeightTable w = WeightTable.read(OrdoWeights.class, "ordo.weights");
        assertThat(w.get("piece")).isEqualTo(OrdoWeights.ORDO.piece());
        assertThat(w.get("runner")).isEqualTo(OrdoWeights.ORDO.runner());
    }

    @Test
    void failsClearlyOnAMissingNameOrResource() {
        WeightTable w = WeightTable.read(OrdoWeights.class, "ordo.weights");
        assertThatThrownBy(() -> w.get("nosuch")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nosuch").hasMessageContaining("ordo.weights");
        assertThatThrownBy(() -> WeightTable.read(OrdoWeights.class, "none.weights"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("none.weights");
    }
}
