package org.ansuz.variants.epaminondas;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/** Epaminondas 14x12 and Dagaz's 8x8 crossing variant. */
public final class EpaminondasFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new EpaminondasVariant("epaminondas", EpaminondasRules.STANDARD),
                new EpaminondasVariant("epaminondas-8x8", EpaminondasRules.DAGAZ_8X8));
    }
}
