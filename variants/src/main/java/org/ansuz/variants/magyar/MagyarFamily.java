package org.ansuz.variants.magyar;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/** Magyar checkers: column checkers on 19 movable hexagonal tiles ({@code docs/rules/magyar.md}); the shipped games are {@code builtins.toml}. */
public final class MagyarFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md). */
    private static final List<String> KEYS = List.of("two_phase", "turn_limit", "repetition_draw");

    public MagyarFamily() {
        super("magyar", KEYS, "/org/ansuz/variants/magyar/builtins.toml");
    }

    /** {@code base}'s flags (or the spec's defaults) with the named ones set. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        MagyarVariant from = SwitchReader.base(base, MagyarVariant.class, "Magyar game");
        SwitchReader in = reader(switches);
        MagyarRules.Fields f = MagyarRules.Fields.of(from == null ? null : from.rules);
        f.twoPhase = in.bool("two_phase", f.twoPhase);
        f.turnLimit = in.integer("turn_limit", 0, 100_000, f.turnLimit);
        f.repetitionDraw = in.bool("repetition_draw", f.repetitionDraw);
        in.throwIfAny();
        return new MagyarVariant(name, MagyarRules.of(f));
    }
}
