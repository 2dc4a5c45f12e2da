package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/**
 * One Abalone start layout plus the rule switches of {@code abalone.md} §4: a ply limit and a
 * threefold-repetition draw, both off by default (the official rules and Dagaz have neither).
 *
 * @param maxPlies       plies after which the game is drawn, 0 = no limit
 * @param repetitionDraw whether the third occurrence of a position is a draw
 */
record AbaloneVariant(String name, List<String> aliases, String startFen, List<String> benchFens,
                      int maxPlies, boolean repetitionDraw, AbaloneWeights evaluation) implements Variant {

    static final GameInfo INFO = new GameInfo("Black", "White", false, "marble", 140, "alphabeta", "abalone");

    @Override
    public Board board() {
        return HexGrid.BOARD;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AbalonePosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }
}
