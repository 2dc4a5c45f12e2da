package org.ansuz.variants.ordo;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/** The ordo family's variants. PLACEHOLDER: the family is being built. */
public final class OrdoFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of();
    }
}
