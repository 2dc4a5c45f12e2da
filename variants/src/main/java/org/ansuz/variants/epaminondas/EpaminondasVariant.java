package org.ansuz.variants.epaminondas;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.CountedEvaluation;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One Epaminondas board with its rule switches; positions are {@link EpaminondasPosition}. */
public final class EpaminondasVariant extends BaseVariant implements Tunable {
    final EpaminondasRules rules;
    final EpaminondasWeights weights = EpaminondasWeights.DEFAULT;
    /** {@link #weights} as the flat vector the evaluation reads. */
    final int[] weightVector = EpaminondasEvaluation.vector(weights);
    final StoneBoard stones;

    EpaminondasVariant(String name, EpaminondasRules rules) {
        this(name, rules, Geometry.rectangle(rules.files(), rules.ranks(), Geometry.Links.EIGHT));
    }

    private EpaminondasVariant(String name, EpaminondasRules rules, Geometry geometry) {
        super(name, List.of(), geometry.board(), StoneBoard.twoHomeRanksEach(rules.files(), rules.ranks(), "wb"),
                GameInfo.of("epaminondas").withPlayers("White", "Black")
                        .withMaterialUnit("stone")
                        .withTypicalGamePlies(rules.files() == 14 ? 120 : 70)
                        .withPieceLegend("w white stone, b black stone, . empty"),
                rules.files() == 14 && rules.ranks() == 12
                        ? List.of("bbbbbbbbbbbbbb/bbbbb2bbbbbbb/5bb7/14/14/4w9/14/14/14/3ww9/www2wwwwwwwww/wwwwww1wwwwwww b",
                        "b1bb2bbbbbbb1/bbbb3bb1bbb1/2b3b7/4b9/14/5w4b3/14/2ww10/14/6w7/www1ww2wwwwww/1wwwwwwwwwwww1 w")
                        : rules.files() == 8 && rules.ranks() == 8
                        ? List.of("bbbb1bbb/bb2bbb1/2b5/8/3w4/8/ww1wwwww/wwww1www w",
                        "b1bb1bbb/bb3bb1/2bb4/8/3ww3/1w6/w3ww1w/ww1w1www b")
                        : List.of()); // a board from a variants file: no bench middle games
        this.rules = rules;
        // the keys of both boards come from one 256-square table per colour
        stones = StoneBoard.paddedRectangle(geometry, rules.files(), rules.ranks(), "wb", 0x45504d4eL, 256);
    }

    /** Every weight is learnt; the general terms are pulled to 0 a hundredth as hard as sparse ones. */
    @Override
    public LinearEvaluation linearEvaluation() {
        EpaminondasEvaluation counter = new EpaminondasEvaluation(this);
        return new CountedEvaluation(weights, (p, x) -> counter.count((EpaminondasPosition) p, x), "stone",
                Map.of("advance", 0.01, "home", 0.01, "toGo", 0.01, "pair", 0.01, "crossingLead", 0.01),
                Map.of("stone", "Material: one stone.",
                        "advance", "Per rank a stone stands beyond its own home row.",
                        "home", "Per stone still on its own home row.",
                        "toGo", "Per stone 0, 1, 2, 3, 4 ranks short of the enemy home row (0: on it, a crossing threat).",
                        "pair", "Per pair of adjacent own stones on a file, on a rank, on a diagonal: phalanx strength.",
                        "crossingLead", "Per stone of lead in the crossing count (stones on the enemy home row minus "
                                + "the enemy's on ours)."),
                "variants/src/main/resources/org/ansuz/variants/epaminondas/epaminondas.weights");
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return EpaminondasNotation.parsePosition(this, fen);
    }
}
