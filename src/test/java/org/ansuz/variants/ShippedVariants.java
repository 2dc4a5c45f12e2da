package org.ansuz.variants;

import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;

/** The shipped variants of one family, as the registry defines them (most from the family's resource), by name. */
public final class ShippedVariants {
    private ShippedVariants() {
    }

    public static List<Variant> of(String family) {
        return Variants.builtIn().all().stream().filter(v -> v.info().family().equals(family)).toList();
    }
}
