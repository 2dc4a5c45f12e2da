package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;

/** Taacoca on the Abalone board under its {@link TaacocaRules}. */
final class TaacocaVariant extends BaseVariant {
    static final String START = "bbbbb/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww w";
    static final GameInfo INFO = GameInfo.of("abalone").withPlayers("White", "Black")
            .withMaterialUnit("stone")
            .withTypicalGamePlies(40)
            .withPieceLegend("w white stone, b black stone, . empty");
    final TaacocaRules rules;
    final TaacocaWeights weights;

    TaacocaVariant(String name, List<String> aliases, String startFen, TaacocaRules rules, List<String> middleGames,
                   TaacocaWeights weights) {
        super(name, aliases, HexGrid.BOARD, startFen, INFO, middleGames);
        this.rules = rules;
        this.weights = weights;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return TaacocaNotation.parsePosition(this, fen);
    }
}
