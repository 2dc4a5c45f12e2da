package org.ansuz.variants.epaminondas;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.board.RepetitionRule;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/** Epaminondas 14x12 and Dagaz's 8x8 crossing variant: the resource {@code builtins.toml}. */
public final class EpaminondasFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md). */
    private static final List<String> KEYS = List.of("files", "ranks", "whole_line_capture", "home_row_immune", "repetition");

    public EpaminondasFamily() {
        super("epaminondas", KEYS, "/org/ansuz/variants/epaminondas/builtins.toml");
    }

    /** {@code base}'s rules (or the 14x12 game's) with the named switches set. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        EpaminondasVariant from = SwitchReader.base(base, EpaminondasVariant.class, "Epaminondas game");
        SwitchReader in = reader(switches);
        EpaminondasRules.Fields f = EpaminondasRules.Fields.of(from == null ? null : from.rules);
        f.files = in.integer("files", 4, 14, f.files);
        f.ranks = in.integer("ranks", 5, 14, f.ranks);
        f.wholeLineCapture = in.bool("whole_line_capture", f.wholeLineCapture);
        f.homeRowImmune = in.bool("home_row_immune", f.homeRowImmune);
        f.repetition = in.choice("repetition", RepetitionRule.class, f.repetition);
        in.throwIfAny();
        try {
            Variant v = new EpaminondasVariant(name, EpaminondasRules.of(f));
            v.startPosition().generate(new MoveList());
            return v;
        } catch (RuntimeException e) {
            throw new VariantDefinitionException(List.of(new VariantDefinitionException.Problem("files",
                    f.files + "x" + f.ranks + " does not make a board: " + e.getMessage())));
        }
    }
}
