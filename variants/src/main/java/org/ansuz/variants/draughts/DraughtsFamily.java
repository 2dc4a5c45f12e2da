package org.ansuz.variants.draughts;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/** The draughts family's variants. PLACEHOLDER: the family is being built. */
public final class DraughtsFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of();
    }
}
