package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped games of the abalone family as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/abalone/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class AbaloneJavaBuiltIns {
    private AbaloneJavaBuiltIns() {
    }

    static final String BELGIAN = "ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0";
    static final String GERMAN = "5/ww2bb/www1bbb/1ww2bb1/9/1bb2ww1/bbb1www/bb2ww/5 b 0 0";

    /**
     * Abalone under the official rules, and the spec's optional draw rules [ASSUMPTION]: a 400-ply limit and
     * threefold repetition; Taacoca with the official forward-only steps, and Dagaz's six directions.
     */
    public static List<Variant> variants() {
        AbaloneRules official = AbaloneRules.of(rules -> { });
        AbaloneRules withDraws = AbaloneRules.of(r -> {
            r.plyLimit = 400;
            r.repetitionDraw = true;
        });
        AbaloneWeights abalone = AbaloneWeights.load();
        TaacocaWeights taacoca = TaacocaWeights.load();
        return List.of(
                new AbaloneVariant("abalone", List.of(), AbaloneFamily.STANDARD, bench("abalone"), official, abalone),
                new AbaloneVariant("abalone-draws", List.of(), AbaloneFamily.STANDARD, bench("abalone-draws"), withDraws, abalone),
                new AbaloneVariant("abalone-belgian", List.of("abalone-belgian-daisy", "belgian-daisy"), BELGIAN,
                        bench("abalone-belgian"), official, abalone),
                new AbaloneVariant("abalone-german", List.of("abalone-german-daisy", "german-daisy"), GERMAN,
                        bench("abalone-german"), official, abalone),
                new TaacocaVariant("taacoca", List.of("takoka"), TaacocaVariant.START, TaacocaRules.of(steps -> { }),
                        bench("taacoca"), taacoca),
                new TaacocaVariant("taacoca-dagaz", List.of(), TaacocaVariant.START,
                        TaacocaRules.of(r -> r.steps = TaacocaRules.Steps.ALL), bench("taacoca-dagaz"), taacoca));
    }

    private static List<String> bench(String name) {
        return AbaloneFamily.MIDDLE_GAMES.get(name);
    }
}
