package org.ansuz.variants.abalone;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * The group-move games on the 61-cell hexagon: Abalone (three start layouts, plus the standard start
 * with the spec's optional draw rules) and Taacoca (official forward-only rule and Dagaz's six directions).
 */
public final class AbaloneFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md): Abalone's start layout and draw rules; Taacoca takes none. */
    private static final List<String> KEYS = List.of("aliases", "start", "ply_limit", "repetition_draw");

    public AbaloneFamily() {
        super("abalone", KEYS, "/org/ansuz/variants/abalone/builtins.toml");
    }

    /** {@code base}'s layout and rules (or the standard start, official rules) with the named switches set. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches, null);
    }

    /** As {@link #define}, with the game's bench positions. */
    @Override
    public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        List<String> bench = BENCH.get(name);
        if (bench == null) {
            throw new VariantDefinitionException(List.of(new VariantDefinitionException.Problem(null,
                    "a shipped game needs its bench positions (AbaloneFamily.BENCH)")));
        }
        return define(name, base, switches, bench);
    }

    /** The variant; its bench positions {@code shippedBench}, or {@code null}: the base's on the same start. */
    private Variant define(String name, Variant base, Map<String, Object> switches, List<String> shippedBench)
            throws VariantDefinitionException {
        AbaloneVariant from = SwitchReader.base(base, AbaloneVariant.class, "Abalone game (Taacoca takes no switches)");
        SwitchReader in = reader(switches);
        List<String> aliases = in.strings("aliases", List.of(), 0);
        String start = in.text("start", from == null ? STANDARD : from.startFen());
        AbaloneRules.Fields f = AbaloneRules.Fields.of(from == null ? null : from.rules);
        f.plyLimit = in.integer("ply_limit", 0, 100_000, f.plyLimit);
        f.repetitionDraw = in.bool("repetition_draw", f.repetitionDraw);
        in.throwIfAny();
        List<String> bench = shippedBench != null ? shippedBench
                : from != null && start.equals(from.startFen()) ? from.benchFens() : List.of();
        AbaloneVariant v = new AbaloneVariant(name, aliases, start, bench, AbaloneRules.of(f), AbaloneWeights.load());
        try {
            v.newPosition(start).generate(new MoveList());
        } catch (NotationException e) {
            throw new VariantDefinitionException(List.of(new VariantDefinitionException.Problem("start",
                    "does not fit the board: " + e.getMessage())));
        }
        return v;
    }

    static final String STANDARD = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0";

    /** The bench positions of the shipped Abalone games ({@code builtins.toml}), by name. */
    static final Map<String, List<String>> BENCH = Map.of(
            "abalone", List.of(
                    "3w1/4w1/2www2/2www3/2wwbwbw1/3bbwb1/1bbbb2/2bbb1/5 b 1 2",
                    "5/1w4/2w1ww1/2wwww2/2wwwwwb1/2wbbbb1/1bb1bb1/bbbbb1/5 b 0 0"),
            "abalone-draws", List.of(
                    "3w1/4w1/2www2/2www3/2wwbwbw1/3bbwb1/1bbbb2/2bbb1/5 b 1 2"),
            "abalone-belgian", List.of(
                    "2w1w/2w1b1/2w1b2/4b3/4ww3/4bw2/1bbbw2/1b1w2/1b3 b 5 5",
                    "w3b/4b1/4w1w/3wwb2/3bbb3/2bbww2/1bb1ww1/2www1/5 b 2 4"),
            "abalone-german", List.of(
                    "5/6/1wwbbw1/1bwbb3/2wbbb3/4bww1/1bw4/1w4/b4 b 5 3",
                    "5/6/2b4/3b4/1b2bbw2/2www3/1wwwwb1/1bwb1b/5 b 5 5"));

    /** Taacoca, which takes no switches; Abalone's games are the resource {@code builtins.toml}. */
    @Override
    public List<Variant> variants() {
        TaacocaWeights taacoca = TaacocaWeights.load();
        return List.of(
                new TaacocaVariant("taacoca", List.of("takoka"), TaacocaRules.OFFICIAL, List.of(
                        "1bbb1/2bbb1/2bbb2/8/3bw4/3b4/1www3/1wwww1/2ww1 w",
                        "b1b2/1bbbb1/3bb2/2bw4/3ww4/8/3ww2/2wwww/2ww1 b"), taacoca),
                new TaacocaVariant("taacoca-dagaz", List.of(), TaacocaRules.DAGAZ, List.of(
                        "b1b2/2bbb1/3bbb1/3w1b2/3w5/8/2ww3/1www2/www2 b",
                        "bb1bb/1bb3/2bb3/5b2/2b1w4/4b3/2w1w2/1www2/www2 w"), taacoca));
    }
}
