package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.BaseVariant;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;

/**
 * One Abalone start layout plus the rule switches of {@code abalone.md} §4: a ply limit and a
 * threefold-repetition draw, both off by default (the official rules and Dagaz have neither).
 */
final class AbaloneVariant extends BaseVariant {
    static final GameInfo INFO = new GameInfo("Black", "White", false, "marble", 140, "alphabeta", "abalone");
    /** Plies after which the game is drawn, 0 = no limit. */
    final int maxPlies;
    /** Whether the third occurrence of a position is a draw. */
    final boolean repetitionDraw;
    final AbaloneWeights evaluation;

    AbaloneVariant(String name, List<String> aliases, String startFen, List<String> middleGames,
                   int maxPlies, boolean repetitionDraw, AbaloneWeights evaluation) {
        super(name, aliases, HexGrid.BOARD, startFen, INFO, middleGames);
        this.maxPlies = maxPlies;
        this.repetitionDraw = repetitionDraw;
        this.evaluation = evaluation;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AbalonePosition.parse(this, fen);
    }
}
