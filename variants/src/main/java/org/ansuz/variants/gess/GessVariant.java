package org.ansuz.variants.gess;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;

/** GESS on the 18 x 18 area inside its border ring; positions are {@link GessPosition}. */
public final class GessVariant extends BaseVariant {
    private static final String MIDDLE_GAME = "1w1w1wwwwwwww1w1w1/www1w1wwww1w1w1www/1w1w1wwwwwwww1w1w1/18/18/"
            + "1w2w2w2w2w2w1/18/18/18/18/1b16/18/4b2b2b2b2b1/18/18/1b1b1bbbbbbbb1b1b1/bbb1b1bbbb1b1b1bbb/"
            + "1b1b1bbbbbbbb1b1b1 w";
    final GessWeights weights = GessWeights.DEFAULT;

    GessVariant(String name, GessRules rules) {
        super(name, List.of(), ringBoard(), rules.start(), GameInfo.of("gess").withPlayers("Black", "White")
                .withP1IsUpperCase(false)
                .withMaterialUnit("stone")
                .withTypicalGamePlies(80)
                .withPieceLegend("b black stone, w white stone, . empty, + the border ring (no stone stands there)"),
                List.of(MIDDLE_GAME));
    }

    /** The 20 x 20 grid of piece centres, the border ring included (drawn as {@code +}), top rank first. */
    private static Board ringBoard() {
        int side = 20;
        int[] row = new int[side * side];
        int[] col = new int[side * side];
        List<String> names = new ArrayList<>();
        int c = 0;
        for (int r = 0; r < side; r++) {
            for (int x = 0; x < side; x++) {
                row[c] = r;
                col[c] = x;
                names.add(GessNotation.squareName(x - 1, side - 2 - r));
                c++;
            }
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            rowLabels.add(Integer.toString(side - 1 - r));
        }
        List<String> colLabels = new ArrayList<>();
        for (int x = 0; x < side; x++) {
            colLabels.add(GessNotation.squareName(x - 1, 0).substring(0, 1));
        }
        return new Board("rect", "rect files 20 ranks 20", side, side, row, col, List.copyOf(names),
                List.copyOf(rowLabels), List.copyOf(colLabels));
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return GessNotation.parsePosition(this, fen);
    }
}
