package org.ansuz.variants.abalone;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/**
 * Taacoca on the Abalone board. {@code allDirections} is the Dagaz rule (stones step in any of the six
 * directions); the official rule (false) lets White step only NW/NE and Black only SW/SE.
 */
record TaacocaVariant(String name, List<String> aliases, boolean allDirections, List<String> benchFens,
                      TaacocaWeights evaluation) implements Variant {

    static final String START = "bbbbb/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww w";
    static final GameInfo INFO = new GameInfo("White", "Black", true, "stone", 40, "alphabeta", "abalone");

    @Override
    public Board board() {
        return HexGrid.BOARD;
    }

    @Override
    public String startFen() {
        return START;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return TaacocaPosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }
}
