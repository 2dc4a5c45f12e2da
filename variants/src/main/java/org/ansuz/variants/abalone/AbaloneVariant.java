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

/** One Abalone start layout under its {@link AbaloneRules}. */
final class AbaloneVariant extends BaseVariant implements Tunable {
    static final GameInfo INFO = GameInfo.of("abalone").withPlayers("Black", "White")
            .withP1IsUpperCase(false)
            .withMaterialUnit("marble")
            .withTypicalGamePlies(140)
            .withPieceLegend("b black marble, w white marble, . empty");
    final AbaloneRules rules;
    final AbaloneWeights weights;
    /** {@link #weights} as the flat vector the evaluation reads. */
    final int[] weightVector;

    AbaloneVariant(String name, List<String> aliases, String startFen, List<String> middleGames,
                   AbaloneRules rules, AbaloneWeights weights) {
        super(name, aliases, HexGrid.BOARD, startFen, INFO, middleGames);
        this.rules = rules;
        this.weights = weights;
        this.weightVector = AbaloneEvaluation.vector(weights);
    }

    /** Every weight is learnt; the general terms are pulled to 0 a hundredth as hard as sparse ones. */
    @Override
    public LinearEvaluation linearEvaluation() {
        return new CountedEvaluation(weights, (p, x) -> AbaloneEvaluation.count((AbalonePosition) p, x), "marble",
                Map.of("ring", 0.01, "cohesion", 0.01, "edgeThreat", 0.01, "isolated", 0.01, "ejected", 0.1),
                Map.of("marble", "Per marble on the board: the unit.",
                        "ring", "Per marble on ring 0 (E5), 1, 2, 3 and 4 (the edge).",
                        "cohesion", "Per friendly neighbour of each marble (each adjacent pair counts twice).",
                        "edgeThreat", "Per marble on the edge with an enemy marble next to it.",
                        "isolated", "Per marble with no friendly neighbour.",
                        "ejected", "For a lead in marbles ejected of at least 1, 2, 3, 4 and 5."),
                "variants/src/main/resources/org/ansuz/variants/abalone/abalone.weights");
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AbaloneNotation.parsePosition(this, fen);
    }
}
