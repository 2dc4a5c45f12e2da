package org.ansuz.variants.magyar;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/** Magyar checkers: column checkers on 19 movable hexagonal tiles ({@code docs/rules/magyar.md}). */
public final class MagyarFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new MagyarVariant("magyar", MagyarRules.STANDARD),
                new MagyarVariant("magyar-single", MagyarRules.SINGLE_PHASE));
    }
}
