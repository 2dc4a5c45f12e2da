package org.ansuz.variants.magyar;

import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped Magyar games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/magyar/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class MagyarJavaBuiltIns {
    private MagyarJavaBuiltIns() {
    }

    /** The spec's defaults (two-phase turns, 300-turn limit, threefold repetition draws), and section 6's single-phase turns. */
    public static List<Variant> variants() {
        return List.of(new MagyarVariant("magyar", MagyarRules.of(standard -> { })),
                new MagyarVariant("magyar-single", MagyarRules.of(r -> r.twoPhase = false)));
    }
}
