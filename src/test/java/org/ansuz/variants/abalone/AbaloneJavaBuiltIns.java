package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped Abalone games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/abalone/builtins.toml}; Taacoca stays code): the second derivation
 * BuiltInVariantsAsDataTest checks the resource against.
 */
public final class AbaloneJavaBuiltIns {
    private AbaloneJavaBuiltIns() {
    }

    static final String BELGIAN = "ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0";
    static final String GERMAN = "5/ww2bb/www1bbb/1ww2bb1/9/1bb2ww1/bbb1www/bb2ww/5 b 0 0";

    /** The official rules, and the spec's optional draw rules [ASSUMPTION]: a 400-ply limit and threefold repetition. */
    public static List<Variant> variants() {
        AbaloneRules official = AbaloneRules.of(rules -> { });
        AbaloneRules withDraws = AbaloneRules.of(r -> {
            r.plyLimit = 400;
            r.repetitionDraw = true;
        });
        AbaloneWeights weights = AbaloneWeights.load();
        return List.of(
                new AbaloneVariant("abalone", List.of(), AbaloneFamily.STANDARD, AbaloneFamily.BENCH.get("abalone"),
                        official, weights),
                new AbaloneVariant("abalone-draws", List.of(), AbaloneFamily.STANDARD, AbaloneFamily.BENCH.get("abalone-draws"),
                        withDraws, weights),
                new AbaloneVariant("abalone-belgian", List.of("abalone-belgian-daisy", "belgian-daisy"), BELGIAN,
                        AbaloneFamily.BENCH.get("abalone-belgian"), official, weights),
                new AbaloneVariant("abalone-german", List.of("abalone-german-daisy", "german-daisy"), GERMAN,
                        AbaloneFamily.BENCH.get("abalone-german"), official, weights));
    }
}
