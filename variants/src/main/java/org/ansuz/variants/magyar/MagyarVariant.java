package org.ansuz.variants.magyar;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** Magyar checkers with one set of rule switches; positions are {@link MagyarPosition}. */
public final class MagyarVariant extends BaseVariant implements Tunable {
    static final String START = "F7:w G7:w H7:w F6:w G6:w H6:w I6:w F5:w G5:w H5:. I5:r J5:r G4:r H4:r I4:r J4:r "
            + "H3:r I3:r J3:r r stones";
    private static final String MIDDLE_GAME = "F7:w G7:w H7:w F6:w G6:. H6:w I6:w F5:w G5:w H5:. I5:r J5:r G4:r "
            + "H4:rrw I4:r J4:r K4:. H3:r I3:r r stones 3";
    final MagyarRules rules;
    final MagyarWeights weights = MagyarWeights.DEFAULT;
    /** The start hexagon of 19 tiles, read from the start position (which needs this variant's rules). */
    private final Board board;

    MagyarVariant(String name, MagyarRules rules) {
        super(name, List.of(), null, START, GameInfo.of("magyar").withPlayers("Red", "White")
                .withP1IsUpperCase(false)
                .withMaterialUnit("column")
                .withTypicalGamePlies(rules.twoPhase() ? 120 : 80)
                .withPieceLegend("r red column, w white column (by its top stone), . empty tile"), List.of(MIDDLE_GAME));
        this.rules = rules;
        board = startPosition().board();
    }

    /** The start hexagon; a position draws the tiles where they lie now ({@link Position#board()}). */
    @Override
    public Board board() {
        return board;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return MagyarNotation.parsePosition(this, fen);
    }

    @Override
    public LinearEvaluation linearEvaluation() {
        return new MagyarTuning(this);
    }
}
