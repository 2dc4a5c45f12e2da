package org.ansuz.engine.spi;

import java.util.List;

/**
 * One family's list of variants, found through {@link java.util.ServiceLoader}: adding a family is
 * adding its package and one line to {@code META-INF/services/org.ansuz.engine.spi.VariantProvider}.
 */
public interface VariantProvider {
    /**
     * The variants the family builds in code; a family that is also {@link VariantDefinitions} ships the
     * rest as data ({@link VariantDefinitions#builtInResource}), listed before these.
     */
    List<Variant> variants();
}
