package org.ansuz.engine.spi;

import java.util.List;
import java.util.Map;

/**
 * A family that takes its rule switches from a variants file: its name, its switches by name and the
 * resource of its shipped variants are data given once, so each family writes only {@link #define}
 * (and {@link #defineBuiltIn} when its shipped variants carry more than their switches).
 */
public abstract class DefinableFamily implements VariantProvider, VariantDefinitions {
    private final String family;
    private final List<String> switches;
    private final String builtInResource;

    /**
     * @param family   the family's name, as a section's {@code family} key names it
     * @param switches the switches {@link #define} knows, in the order the family documents them
     * @param builtIns the class-path resource of its shipped variants ({@link #builtInResource}), or {@code null}
     */
    protected DefinableFamily(String family, List<String> switches, String builtIns) {
        this.family = family;
        this.switches = List.copyOf(switches);
        this.builtInResource = builtIns;
    }

    /** A family whose variants are all built in code ({@link #variants}). */
    protected DefinableFamily(String family, List<String> switches) {
        this(family, switches, null);
    }

    @Override
    public final String family() {
        return family;
    }

    @Override
    public final List<String> switches() {
        return switches;
    }

    @Override
    public final String builtInResource() {
        return builtInResource;
    }

    /** The variants built in code, besides those of {@link #builtInResource}: none unless the family says. */
    @Override
    public List<Variant> variants() {
        return List.of();
    }

    /**
     * What a shipped game carries besides its switches (bench positions, a description), by its name in
     * {@code byName}; a game the family has none for is a problem of the resource, naming {@code what}.
     */
    protected static <T> T attachedTo(String name, Map<String, T> byName, String what) throws VariantDefinitionException {
        T attached = byName.get(name);
        if (attached == null) {
            throw new VariantDefinitionException(List.of(new VariantDefinitionException.Problem(null,
                    "a shipped game needs its " + what)));
        }
        return attached;
    }

    /** A reader of {@code given} against this family's switches. */
    protected final SwitchReader reader(Map<String, Object> given) {
        return new SwitchReader(family, switches, given);
    }
}
