package org.ansuz.variants.thud;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * Thud! and Koom Valley Thud with the Dagaz author's Football. The shipped games are the resource
 * {@code builtins.toml}: the specifications' defaults {@code thud}, {@code koomvalley} and
 * {@code koomvalley-football}, and the documented alternatives as named variants; each gets the bench
 * positions of its game.
 */
public final class ThudFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md). */
    private static final List<String> KEYS = List.of("game", "troll_capture", "no_capture_limit", "rock_is_anvil",
            "trample_chains", "rock_capture", "ply_limit", "search");

    public ThudFamily() {
        super("thud", KEYS, "/org/ansuz/variants/thud/builtins.toml");
    }

    /** Middle games from self-play at 5+0.1 for {@code bench}, by game. */
    static final Map<ThudRules.Game, List<String>> BENCH = Map.of(
            ThudRules.Game.THUD, List.of(
                    "1d1dd/2d4/9/3T7/d2T4T4/d13d/6T7d/7XT6/d5TTT5d/d13d/d11d/d9d/d8/d5d/dd1dd d",
                    "d2dd/1d2ddd/9/11/13/2T3T6T1/7T7/7XT6/d14/dd5T7/d6T5/d10/d7d/d5d/d3d d"),
            ThudRules.Game.KOOM_VALLEY, List.of(
                    "5/4TTT/1TT1T1T2/11/5d7/15/6R1T6/15/7d7/d12dd/d11d/d9d/d7d/d6/d1ddd d",
                    "5/4T2/TT2T1T2/10T/10d1d/15/7d7/6R8/7d7/d13d/d11d/d10/d8/d6/d1ddd d"),
            ThudRules.Game.FOOTBALL, List.of(
                    "5/4T2/1TT2TTT1/11/5T7/15/15/6T8/14R/13d1/12d/d9d/d5d2/2ddddd/ddddd d",
                    "5/7/9/4TTT1TT1/13/7T7/13T1/12dd1/12dRd/12ddd/13/11/4d2T1/1dddd2/dddd1 d"));

    /** {@code base}'s rules (or classic Thud's) with the named switches set; the bench positions of a base of the same game. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches, false);
    }

    /** As {@link #define}, with the bench positions of the game. */
    @Override
    public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches, true);
    }

    private Variant define(String name, Variant base, Map<String, Object> switches, boolean shipped)
            throws VariantDefinitionException {
        ThudVariant from = SwitchReader.base(base, ThudVariant.class, "Thud game");
        SwitchReader in = reader(switches);
        ThudRules.Fields f = ThudRules.Fields.of(from == null ? null : from.rules);
        f.game = in.choice("game", ThudRules.Game.class, f.game);
        f.trollCapture = in.choice("troll_capture", ThudRules.TrollCapture.class, f.trollCapture);
        f.noCaptureLimit = in.integer("no_capture_limit", 0, 100_000, f.noCaptureLimit);
        f.rockIsAnvil = in.bool("rock_is_anvil", f.rockIsAnvil);
        f.trampleChains = in.bool("trample_chains", f.trampleChains);
        f.rockCapture = in.choice("rock_capture", ThudRules.RockCapture.class, f.rockCapture);
        f.plyLimit = in.integer("ply_limit", 0, 100_000, f.plyLimit);
        SearchKind search = in.choice("search", SearchKind.class,
                from == null ? SearchKind.ALPHABETA : from.info().defaultSearch());
        in.throwIfAny();
        boolean sameGame = from != null && from.rules.game() == f.game;
        List<String> bench = shipped ? BENCH.get(f.game) : sameGame ? from.benchFens() : List.of();
        return new ThudVariant(name, ThudRules.of(f), search, bench);
    }
}
