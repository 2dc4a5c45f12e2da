package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;

/** One Abalone start layout under its {@link AbaloneRules}. */
final class AbaloneVariant extends BaseVariant {
    static final GameInfo INFO = GameInfo.of("abalone").withPlayers("Black", "White")
            .withP1IsUpperCase(false)
            .withMaterialUnit("marble")
            .withTypicalGamePlies(140)
            .withPieceLegend("b black marble, w white marble, . empty");
    final AbaloneRules rules;
    final AbaloneWeights weights;

    AbaloneVariant(String name, List<String> aliases, String startFen, List<String> middleGames,
                   AbaloneRules rules, AbaloneWeights weights) {
        super(name, aliases, HexGrid.BOARD, startFen, INFO, middleGames);
        this.rules = rules;
        this.weights = weights;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AbaloneNotation.parsePosition(this, fen);
    }
}
