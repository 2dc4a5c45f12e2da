package org.ansuz.variants.ordo;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One Ordo variant; positions are {@link OrdoPosition}. */
public final class OrdoVariant extends BaseVariant implements Tunable {
    static final String START = "2bb2bb2/bbbbbbbbbb/bb2bb2bb/10/10/ww2ww2ww/wwwwwwwwww/2ww2ww2 w";
    final OrdoRules rules;
    final OrdoWeights weights;

    OrdoVariant(String name, OrdoRules rules) {
        super(name, List.of(), OrdoPosition.GEOMETRY.board(), START,
                GameInfo.of("ordo").withPlayers("White", "Black")
                        .withMaterialUnit("piece")
                        .withTypicalGamePlies(rules.ordoX() ? 50 : 60)
                        .withPieceLegend("w white piece, b black piece, . empty"),
                rules.ordoX()
                        ? List.of("5bbb2/bb1b3bbb/2bbbbbb1b/4b5/w3b5/www2w2ww/1w1wwwww1w/5w1w2 w",
                        "6b3/bb1b1bb1bb/1b1bb2bbb/2b1wb4/3wbw4/www2www2/w1w1w1wwww/2w3w3 w")
                        : List.of("2bb2bb2/bb3b2bb/bbb1b3bb/3b1wbb2/1ww1w1w1b1/w3w4w/ww3w2ww/2ww2ww2 w",
                        "2bb6/bbbb1b2bb/bb2b1bbb1/2b2b1w2/w5w3/1w2ww2w1/ww1ww1w1ww/2ww2ww2 w"));
        this.rules = rules;
        this.weights = rules.ordoX() ? OrdoWeights.ORDO_X : OrdoWeights.ORDO;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return OrdoNotation.parsePosition(this, fen);
    }

    /** The evaluation's tuning view (its variant's weights table). */
    @Override
    public LinearEvaluation linearEvaluation() {
        return new OrdoTuning(this);
    }
}
