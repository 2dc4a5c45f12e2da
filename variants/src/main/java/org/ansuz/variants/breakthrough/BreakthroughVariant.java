package org.ansuz.variants.breakthrough;

import java.util.List;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One Breakthrough board; positions are {@link BreakthroughPosition}. */
public final class BreakthroughVariant extends BaseVariant implements Tunable {
    final BreakthroughRules rules;
    final BreakthroughWeights weights = BreakthroughWeights.DEFAULT;
    final StoneBoard stones;

    BreakthroughVariant(String name, BreakthroughRules rules) {
        this(name, rules, Geometry.rectangle(rules.files(), rules.ranks(), Geometry.Links.EIGHT));
    }

    private BreakthroughVariant(String name, BreakthroughRules rules, Geometry geometry) {
        super(name, List.of(), geometry.board(), StoneBoard.twoHomeRanksEach(rules.files(), rules.ranks(), "wb"),
                GameInfo.of("breakthrough").withPlayers("White", "Black")
                        .withMaterialUnit("man")
                        .withTypicalGamePlies(70)
                        .withPieceLegend("w white piece, b black piece, . empty"),
                List.of("bbbbbbbb/b1bbbb1b/2b2b2/1b6/3w2w1/2w5/ww2wwww/wwwwwwww b",
                        "1bbbbbb1/b3b1bb/1b3b2/3w4/1w3w2/3w4/w3ww1w/1wwwww1w w"));
        this.rules = rules;
        stones = StoneBoard.paddedRectangle(geometry, rules.files(), rules.ranks(), "wb", 0x42524b54L, 128);
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return BreakthroughNotation.parsePosition(this, fen);
    }

    @Override
    public LinearEvaluation linearEvaluation() {
        return new BreakthroughTuning(this);
    }
}
