package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/** The group-move games on the 61-cell hexagon: Abalone (three start layouts) and Taacoca (two rule sets). */
public final class AbaloneFamily implements VariantProvider {
    static final String STANDARD = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0";
    static final String BELGIAN = "ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0";
    static final String GERMAN = "5/ww2bb/www1bbb/1ww2bb1/9/1bb2ww1/bbb1www/bb2ww/5 b 0 0";

    @Override
    public List<Variant> variants() {
        AbaloneEvaluation abalone = AbaloneEvaluation.load();
        TaacocaEvaluation taacoca = TaacocaEvaluation.load();
        return List.of(
                new AbaloneVariant("abalone", List.of(), STANDARD, List.of(STANDARD,
                        "5/1w1ww2/w1www1w/1wbbbb1w/w1wbbb1w1/1bbw4/2b1bb1/2b3/5 w 0 1",
                        "2www/2wwww/2bbw1w/3bbb2/4bb1b1/3bbbw1/2bwww1/bbb3/5 b 1 2"), 0, false, abalone),
                new AbaloneVariant("abalone-belgian", List.of("abalone-belgian-daisy", "belgian-daisy"), BELGIAN,
                        List.of(BELGIAN,
                                "w2bb/wwwbbb/1ww1bb1/4b3/2bw5/3ww3/1bbbw2/2b1w1/5 w 0 0",
                                "4b/1www2/1wwbbb1/1bww1bb1/3bwbb2/1ww1b3/4w2/1w1bb1/5 w 1 2"), 0, false, abalone),
                new AbaloneVariant("abalone-german", List.of("abalone-german-daisy", "german-daisy"), GERMAN,
                        List.of(GERMAN,
                                "5/1w2bb/www1bbb/2ww1bb1/2bw1b3/1b1ww1w1/2b1ww1/1b2w1/5 b 0 0",
                                "5/3wb1/1wwbbb1/w1wbbw2/3bbbw1w/2wbbww1/5w1/6/5 w 1 2"), 0, false, abalone),
                new TaacocaVariant("taacoca", List.of("takoka"), false, List.of(TaacocaVariant.START,
                        "bbbb1/3bb1/2bbb2/1b1w2b1/9/2ww4/1ww1w2/1w2ww/w1w1w w",
                        "1bbb1/bb1b2/2b1b2/3w4/1b1w1wb2/1ww2w2/7/2w1w1/w1w2 b"), taacoca),
                new TaacocaVariant("taacoca-dagaz", List.of(), true, List.of(TaacocaVariant.START,
                        "bbbb1/3bb1/2bbb2/1b1w2b1/9/2ww4/1ww1w2/1w2ww/w1w1w w",
                        "1bbb1/bb1b2/2b1b2/3w4/1b1w1wb2/1ww2w2/7/2w1w1/w1w2 b"), taacoca));
    }
}
