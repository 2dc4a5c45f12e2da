package org.ansuz.variants.epaminondas;

import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped Epaminondas games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/epaminondas/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class EpaminondasJavaBuiltIns {
    private EpaminondasJavaBuiltIns() {
    }

    /** The 14x12 game (whole-line captures, a threefold repetition loses) and Dagaz's 8x8 crossing game. */
    public static List<Variant> variants() {
        return List.of(new EpaminondasVariant("epaminondas", EpaminondasRules.of(standard -> { })),
                new EpaminondasVariant("epaminondas-8x8", EpaminondasRules.of(r -> {
                    r.files = 8;
                    r.ranks = 8;
                    r.wholeLineCapture = false;
                    r.homeRowImmune = true;
                })));
    }
}
