package org.ansuz.engine.spi;

import java.util.List;

/**
 * A family that takes its rule switches from a variants file: its name and its switches by name are
 * data given once, so each family writes only {@link #variants} and {@link #define}.
 */
public abstract class DefinableFamily implements VariantProvider, VariantDefinitions {
    private final String family;
    private final List<String> switches;

    /**
     * @param family   the family's name, as a section's {@code family} key names it
     * @param switches the switches {@link #define} knows, in the order the family documents them
     */
    protected DefinableFamily(String family, List<String> switches) {
        this.family = family;
        this.switches = List.copyOf(switches);
    }

    @Override
    public final String family() {
        return family;
    }

    @Override
    public final List<String> switches() {
        return switches;
    }

    /** A reader of {@code given} against this family's switches. */
    protected final SwitchReader reader(java.util.Map<String, Object> given) {
        return new SwitchReader(family, switches, given);
    }
}
