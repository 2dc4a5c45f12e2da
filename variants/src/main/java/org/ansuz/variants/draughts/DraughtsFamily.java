package org.ansuz.variants.draughts;

import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * The draughts family: each game is a rules record over one generator, its switches given by a variants
 * file; the shipped games are the resource {@code builtins.toml}, with their bench positions by name.
 */
public final class DraughtsFamily extends DefinableFamily {
    public DraughtsFamily() {
        super("draughts", DraughtsSwitches.KEYS, "/org/ansuz/variants/draughts/builtins.toml");
    }

    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return DraughtsSwitches.define(name, base, switches, null);
    }

    @Override
    public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return DraughtsSwitches.define(name, base, switches,
                attachedTo(name, DraughtsBench.BY_NAME, "bench positions (DraughtsBench)"));
    }
}
