package org.ansuz.variants.alquerque;

import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * The point-and-line games: Alquerque, Zamma, Kharbaga, Fanorona, Dablot, Fox and Geese. The shipped games
 * are the resource {@code builtins.toml}, with the description of each by name.
 */
public final class AlquerqueFamily extends DefinableFamily {
    /** How {@code ansuz variants} describes a shipped game: its board and what sets its rules apart. */
    record Description(String board, String rules) {
    }

    private static final String CROSS = "33-point cross";
    private static final Map<String, Description> DESCRIPTIONS = Map.ofEntries(
            Map.entry("alquerque", new Description("5×5 points", "Dagaz/Murray: compulsory multiple jumps, any direction")),
            Map.entry("alquerque-alfonso", new Description("5×5 points", "Alfonso X: optional single captures")),
            Map.entry("alquerque-bell", new Description("5×5 points", "Bell: no backward steps, the far row only captures")),
            Map.entry("zamma", new Description("9×9 points", "forward men, flying kings, majority capture, Turkish strike")),
            Map.entry("kharbaga", new Description("41 points",
                    "forward men, flying kings that never turn back, majority capture")),
            Map.entry("fanorona", new Description("9×5 points", "approach and withdrawal capture whole lines; chains may stop")),
            Map.entry("fanorona-full-chain", new Description("9×5 points", "Fanorona where a chain must go on while it can")),
            Map.entry("dablot", new Description("72 points", "men, prince and king; ranked captures, compulsory only for men")),
            Map.entry("foxgeese", new Description(CROSS, "13 geese trap the fox; the fox jumps to capture")),
            Map.entry("foxgeese-15", new Description(CROSS, "15 geese")),
            Map.entry("foxgeese-british", new Description(CROSS, "17 geese, British layout")),
            Map.entry("foxgeese-french", new Description(CROSS, "17 geese, French layout")),
            Map.entry("foxgeese-multijump", new Description(CROSS, "13 geese; the fox may jump several geese in one turn")),
            Map.entry("foxgeese-noretreat", new Description(CROSS, "13 geese that may not step back")),
            Map.entry("foxgeese-alternating", new Description(CROSS, "13 geese, diagonals at alternate points (Murray)")),
            Map.entry("foxgeese-orthogonal", new Description(CROSS, "13 geese, no diagonals (Strutt)")));

    public AlquerqueFamily() {
        super("alquerque", AlquerqueSwitches.KEYS, "/org/ansuz/variants/alquerque/builtins.toml");
    }

    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return AlquerqueSwitches.define(name, base, switches, null);
    }

    @Override
    public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return AlquerqueSwitches.define(name, base, switches,
                attachedTo(name, DESCRIPTIONS, "description (AlquerqueFamily.DESCRIPTIONS)"));
    }
}
