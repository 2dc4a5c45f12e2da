package org.ansuz.variants.breakthrough;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/** Breakthrough on the 8x8 board. */
public final class BreakthroughFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new BreakthroughVariant("breakthrough", BreakthroughRules.STANDARD));
    }
}
