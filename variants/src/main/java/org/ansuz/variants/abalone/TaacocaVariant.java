package org.ansuz.variants.abalone;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.CountedEvaluation;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** Taacoca on the Abalone board under its {@link TaacocaRules}. */
final class TaacocaVariant extends BaseVariant implements Tunable {
    static final String START = "bbbbb/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww w";
    static final GameInfo INFO = GameInfo.of("abalone").withPlayers("White", "Black")
            .withMaterialUnit("stone")
            .withTypicalGamePlies(40)
            .withPieceLegend("w white stone, b black stone, . empty");
    final TaacocaRules rules;
    final TaacocaWeights weights;
    /** {@link #weights} as the flat vector the evaluation reads. */
    final int[] weightVector;

    TaacocaVariant(String name, List<String> aliases, String startFen, TaacocaRules rules, List<String> middleGames,
                   TaacocaWeights weights) {
        super(name, aliases, HexGrid.BOARD, startFen, INFO, middleGames);
        this.rules = rules;
        this.weights = weights;
        this.weightVector = CountedEvaluation.flatten(weights);
    }

    /** The race stays fixed (positions with a won race are no samples); the general terms are pulled to 0 a hundredth as hard as sparse ones. */
    @Override
    public LinearEvaluation linearEvaluation() {
        TaacocaEvaluation counter = new TaacocaEvaluation(weightVector, TaacocaWeights.RACE);
        CountedEvaluation.Fixed race = new CountedEvaluation.Fixed(TaacocaWeights.RACE, p -> counter.fixedPart((TaacocaPosition) p));
        return new CountedEvaluation(weights, race, (p, x) -> counter.count((TaacocaPosition) p, x),
                "stone", Map.of("advance", 0.01, "cohesion", 0.01, "captureTempo", 0.01),
                Map.of("stone", "Per stone: the unit.",
                        "advance", "Per stone advanced 0, 1, ... 8 rows from its home row.",
                        "cohesion", "Per friendly neighbour of each stone.",
                        "captureTempo", "For the side to move when one of its stones can capture (captures are mutual).",
                        "raceWin", "A won race: a stone no enemy can reach any more, needing no more moves than the "
                                + "enemy's best stone.\nLess 10 per move still needed; far above material, far below "
                                + "a proven win."),
                "variants/src/main/resources/org/ansuz/variants/abalone/taacoca.weights");
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return TaacocaNotation.parsePosition(this, fen);
    }
}
