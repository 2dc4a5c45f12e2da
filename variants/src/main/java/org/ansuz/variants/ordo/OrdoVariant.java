package org.ansuz.variants.ordo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/** One Ordo variant; positions are {@link OrdoPosition}. */
public final class OrdoVariant implements Variant {
    static final String START = "2bb2bb2/bbbbbbbbbb/bb2bb2bb/10/10/ww2ww2ww/wwwwwwwwww/2ww2ww2 w";
    private final String name;
    final OrdoRules rules;
    final OrdoWeights weights = OrdoWeights.DEFAULT;
    private final Board board;

    OrdoVariant(String name, OrdoRules rules) {
        this.name = name;
        this.rules = rules;
        List<String> names = new ArrayList<>();
        for (int y = 7; y >= 0; y--) {
            for (int x = 0; x < 10; x++) {
                names.add((char) ('a' + x) + Integer.toString(y + 1));
            }
        }
        boolean[] all = new boolean[80];
        Arrays.fill(all, true);
        board = Board.rectangular(10, 8, all, names);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public String startFen() {
        return START;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return OrdoPosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return new GameInfo("White", "Black", true, "piece", rules.ordoX() ? 50 : 60, "alphabeta", "ordo");
    }

    @Override
    public List<String> benchFens() {
        return List.of(START,
                "2bb2bb2/bbbb1bbbbb/bb3b2bb/4b5/3w6/ww3w2ww/wwww1wwwww/2ww2ww2 b",
                "2b3bb2/1bbbbbbbb1/b3bb3b/10/2ww2b3/ww2w3ww/1wwww1www1/3w2ww2 w");
    }
}
