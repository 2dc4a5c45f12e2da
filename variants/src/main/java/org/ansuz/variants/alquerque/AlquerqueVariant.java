package org.ansuz.variants.alquerque;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

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

    AlquerqueVariant(String name, String game, AlquerqueRules rules, List<String> aliases, String boardText,
                     String what, String defaultSearch) {
        this.name = name;
        this.game = game;
        this.rules = rules;
        this.aliases = aliases;
        this.defaultSearch = defaultSearch;
        geometry = new AlquerqueGeometry(rules.board());
        weights = AlquerqueWeights.load(game);
        startFen = rules.start() + " w";
        board = drawing(geometry, boardText + " (" + what + ")");
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

    /** Points drawn two rows and two columns apart so that the lines between them fit in between. */
    private static Board drawing(AlquerqueGeometry g, String description) {
        int[] row = new int[g.size];
        int[] col = new int[g.size];
        List<String> names = new ArrayList<>();
        for (int p = 0; p < g.size; p++) {
            row[p] = 2 * (g.ranks - 1 - g.y[p]);
            col[p] = 2 * g.x[p];
            names.add(g.names[p]);
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = 0; r < 2 * g.ranks - 1; r++) {
            rowLabels.add(r % 2 == 0 ? Integer.toString(g.ranks - r / 2) : "");
        }
        List<String> colLabels = new ArrayList<>();
        for (int c = 0; c < 2 * g.files - 1; c++) {
            colLabels.add(c % 2 == 0 ? String.valueOf((char) ('a' + c / 2)) : "");
        }
        return new Board("rect", description, 2 * g.ranks - 1, 2 * g.files - 1, row, col, List.copyOf(names),
                List.copyOf(rowLabels), List.copyOf(colLabels));
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
        return new GameInfo(fox ? "Geese" : "White", fox ? "Fox" : "Black", true, fox ? "goose" : "man",
                rules.typicalPlies(), defaultSearch, "alquerque");
    }
}
