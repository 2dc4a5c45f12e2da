package org.ansuz.variants.thud;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/**
 * Thud! and Koom Valley Thud with the Dagaz author's Football. The specifications' defaults are
 * {@code thud}, {@code koomvalley} and {@code koomvalley-football}; the documented alternatives are
 * named variants: official troll captures of a chosen subset, the Dagaz and ZoG Rock-capture timings
 * (Dagaz also lets the Rock be an anvil), and single tramples without chains.
 */
public final class ThudFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(
                new ThudVariant("thud", ThudRules.thud().build(), "alphabeta", List.of()),
                new ThudVariant("thud-subset",
                        ThudRules.thud().trollCapture(ThudRules.TrollCapture.CHOOSE_SUBSET).build(), "alphabeta",
                        List.of()),
                new ThudVariant("koomvalley", ThudRules.koomValley().build(), "alphabeta", List.of()),
                new ThudVariant("koomvalley-dagaz", ThudRules.koomValley().rockIsAnvil(true)
                        .rockCapture(ThudRules.RockCapture.ANY_MOVE).build(), "alphabeta", List.of()),
                new ThudVariant("koomvalley-zog", ThudRules.koomValley()
                        .rockCapture(ThudRules.RockCapture.MOVED_TROLL_ADJACENT).build(), "alphabeta", List.of()),
                new ThudVariant("koomvalley-single", ThudRules.koomValley().trampleChains(false).build(),
                        "alphabeta", List.of()),
                new ThudVariant("koomvalley-football", ThudRules.football().build(), "alphabeta", List.of()));
    }
}
