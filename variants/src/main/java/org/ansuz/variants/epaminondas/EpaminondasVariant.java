package org.ansuz.variants.epaminondas;

import java.util.List;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;

/** One Epaminondas board with its rule switches; positions are {@link EpaminondasPosition}. */
public final class EpaminondasVariant extends BaseVariant {
    final EpaminondasRules rules;
    final EpaminondasWeights weights = EpaminondasWeights.DEFAULT;
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

    @Override
    public Position newPosition(String fen) throws NotationException {
        return EpaminondasNotation.parsePosition(this, fen);
    }
}
