package org.ansuz.variants.gess;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/** GESS (Eureka 53, 1994), as specified in {@code docs/rules/gess.md}. */
public final class GessFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new GessVariant("gess", GessRules.STANDARD));
    }
}
