package org.ansuz.variants.cyvasse;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One Cyvasse rule set and water map; positions are {@link CyvassePosition}. */
public final class CyvasseVariant extends BaseVariant implements Tunable {
    /**
     * 54 setup drops plus a play phase of 60-120 plies. The drops are timed as setup turns
     * ({@link CyvassePosition#setupTurnsLeft}); they still count among the own turns that give the time
     * manager the game's phase, hence the long plan (a 10+0.1 game under heavy load was once lost on time
     * with 273 ms left when each drop took a move's time).
     */
    private static final GameInfo INFO = GameInfo.of("cyvasse").withPlayers("White", "Black")
            .withMaterialUnit("rabble")
            .withTypicalGamePlies(240)
            .withPieceLegend("K king, R rabble, S spears, L light horse, H heavy horse, E elephant, C crossbows, "
                    + "T trebuchet, D dragon, W tower, M mountain, . empty; upper case White, lower case Black");
    final CyvasseRules rules;
    final CyvasseWeights weights = CyvasseWeights.DEFAULT;
    /** The water table of the rules' map, shared by the positions on it; never written. */
    final boolean[] water;
    /** The map's id in position texts. */
    final String mapId;

    CyvasseVariant(String name, List<String> aliases, CyvasseRules rules, List<String> middleGames) {
        super(name, aliases, CyvasseGeometry.BOARD, "8/9/10/11/12/11/10/9/8 w " + rules.mapId() + " - setup:0", INFO,
                middleGames);
        this.rules = rules;
        this.water = CyvasseMaps.table(rules.water());
        this.mapId = rules.mapId();
    }

    public CyvasseRules rules() {
        return rules;
    }

    /** The evaluation's weights as a linear model ({@link CyvasseTuning}); every Cyvasse map shares them. */
    @Override
    public LinearEvaluation linearEvaluation() {
        return new CyvasseTuning(weights);
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return CyvasseNotation.parsePosition(this, fen);
    }
}
