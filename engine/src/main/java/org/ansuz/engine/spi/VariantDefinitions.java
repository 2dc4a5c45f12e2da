package org.ansuz.engine.spi;

import java.util.List;
import java.util.Map;

/**
 * A capability of a {@link VariantProvider}: new variants of the family from its rule switches by name,
 * as a variants file gives them (docs/variants-file.md). The engine reads the file into plain values
 * ({@code String}, {@code Long}, {@code Double}, {@code Boolean}, {@code List} and {@code Map} of them)
 * and hands each section here; the family never sees the file. The family's shipped variants are such
 * a file too ({@link #builtInResource}).
 */
public interface VariantDefinitions {
    /** The family's name, as the {@code family} key of a section names it (the same as {@link GameInfo#family()}). */
    String family();

    /** The switches {@link #define} knows, in the order the family documents them. */
    List<String> switches();

    /**
     * A new variant called {@code name}: every switch of {@code base} (a variant of this family; {@code null}:
     * the family's defaults), then each of {@code switches} set by name.
     *
     * @throws VariantDefinitionException naming every key that is unknown or has a bad value, or a whole
     *                                    definition that does not make a game (key {@code null})
     */
    Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException;

    /**
     * The class-path resource (an absolute name) holding the family's shipped variants in the variants-file
     * format, which the registry defines at start-up before {@link VariantProvider#variants()}; {@code null}:
     * none.
     */
    default String builtInResource() {
        return null;
    }

    /**
     * A shipped variant of {@link #builtInResource}: {@link #define}, with what the format does not carry
     * (bench positions, a description) attached by the family by {@code name}.
     */
    default Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches);
    }
}
