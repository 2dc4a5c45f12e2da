package org.ansuz.variants.thud;

import java.util.List;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped Thud games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/thud/builtins.toml}): the second derivation BuiltInVariantsAsDataTest checks
 * the resource against.
 */
public final class ThudJavaBuiltIns {
    private ThudJavaBuiltIns() {
    }

    /** Classic Thud with the specifications' defaults. */
    static final ThudRules THUD = ThudRules.of(thud -> { });
    /** Koom Valley Thud with the specifications' defaults. */
    static final ThudRules KOOM_VALLEY = ThudRules.of(r -> r.game = ThudRules.Game.KOOM_VALLEY);
    /** Football: no captures, a queen-moving ball, trolls kept off the edge; the moved troll must touch the ball. */
    static final ThudRules FOOTBALL = ThudRules.of(r -> {
        r.game = ThudRules.Game.FOOTBALL;
        r.rockCapture = ThudRules.RockCapture.MOVED_TROLL_ADJACENT;
        r.trampleChains = false;
    });

    public static List<Variant> variants() {
        List<String> thudBench = ThudFamily.BENCH.get(ThudRules.Game.THUD);
        List<String> koomValleyBench = ThudFamily.BENCH.get(ThudRules.Game.KOOM_VALLEY);
        return List.of(
                new ThudVariant("thud", THUD, SearchKind.ALPHABETA, thudBench),
                new ThudVariant("thud-subset", ThudRules.of(r -> r.trollCapture = ThudRules.TrollCapture.CHOOSE_SUBSET),
                        SearchKind.ALPHABETA, thudBench),
                new ThudVariant("koomvalley", KOOM_VALLEY, SearchKind.ALPHABETA, koomValleyBench),
                new ThudVariant("koomvalley-dagaz", ThudRules.of(r -> {
                    r.game = ThudRules.Game.KOOM_VALLEY;
                    r.rockIsAnvil = true;
                    r.rockCapture = ThudRules.RockCapture.ANY_MOVE;
                }), SearchKind.ALPHABETA, koomValleyBench),
                new ThudVariant("koomvalley-zog", ThudRules.of(r -> {
                    r.game = ThudRules.Game.KOOM_VALLEY;
                    r.rockCapture = ThudRules.RockCapture.MOVED_TROLL_ADJACENT;
                }), SearchKind.ALPHABETA, koomValleyBench),
                new ThudVariant("koomvalley-single", ThudRules.of(r -> {
                    r.game = ThudRules.Game.KOOM_VALLEY;
                    r.trampleChains = false;
                }), SearchKind.ALPHABETA, koomValleyBench),
                new ThudVariant("koomvalley-football", FOOTBALL, SearchKind.ALPHABETA, ThudFamily.BENCH.get(ThudRules.Game.FOOTBALL)));
    }
}
