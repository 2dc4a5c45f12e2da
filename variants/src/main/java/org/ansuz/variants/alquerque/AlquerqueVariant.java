package org.ansuz.variants.alquerque;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.board.RowCodec;

/** One point-and-line game with its rule switches; positions are {@link AlquerquePosition}. */
public final class AlquerqueVariant implements Variant {
    private final String name;
    final String game;
    final AlquerqueRules rules;
    final AlquerqueGeometry geometry;
    final AlquerqueWeights weights;
    private final List<String> aliases;
    private final Board board;
    private final String startFen;
    private final String defaultSearch;
    /** The fewest geese that can hold the fox on some point (Fox and Geese), from the board's lines. */
    final int trapMinimum;
    final RowCodec codec;

    AlquerqueVariant(String name, String game, AlquerqueRules rules, List<String> aliases, String boardText,
                     String what, String defaultSearch) {
        this.name = name;
        this.game = game;
        this.rules = rules;
        this.aliases = aliases;
        this.defaultSearch = defaultSearch;
        geometry = new AlquerqueGeometry(rules.board(), boardText + " (" + what + ")");
        weights = AlquerqueWeights.load(game);
        startFen = rules.start() + " w";
        board = geometry.kit.board();
        codec = new RowCodec(geometry.kit);
        int min = Integer.MAX_VALUE;
        for (int p = 0; p < geometry.size; p++) {
            int need = 0;
            for (int d = 0; d < 8; d++) {
                int q = geometry.step[d][p];
                if (q >= 0) {
                    need += geometry.step[d][q] >= 0 ? 2 : 1;
                }
            }
            min = Math.min(min, need);
        }
        trapMinimum = min;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> aliases() {
        return aliases;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AlquerquePosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        boolean fox = rules.hunt();
        // Dagaz calls the first player of Zamma, Kharbaga and Dablot "Black" (colour naming only)
        boolean blackFirst = game.equals("zamma") || game.equals("kharbaga") || game.equals("dablot");
        return new GameInfo(fox ? "Geese" : blackFirst ? "Black" : "White", fox ? "Fox" : blackFirst ? "White" : "Black",
                true, fox ? "goose" : "man",
                rules.typicalPlies(), defaultSearch, "alquerque", weights.contempt());
    }
}
