package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/** The abalone family's variants. PLACEHOLDER: the family is being built. */
public final class AbaloneFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of();
    }
}
