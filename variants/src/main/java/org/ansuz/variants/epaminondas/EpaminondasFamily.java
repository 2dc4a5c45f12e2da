package org.ansuz.variants.epaminondas;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/** The epaminondas family's variants. PLACEHOLDER: the family is being built. */
public final class EpaminondasFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of();
    }
}
