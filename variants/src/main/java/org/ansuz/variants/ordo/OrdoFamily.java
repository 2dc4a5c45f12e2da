package org.ansuz.variants.ordo;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/** Ordo and Ordo X. */
public final class OrdoFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new OrdoVariant("ordo", OrdoRules.ORDO), new OrdoVariant("ordo-x", OrdoRules.ORDO_X));
    }
}
