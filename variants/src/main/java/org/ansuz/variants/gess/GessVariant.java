package org.ansuz.variants.gess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.CountedEvaluation;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** GESS on the 18 x 18 area inside its border ring; positions are {@link GessPosition}. */
public final class GessVariant extends BaseVariant implements Tunable {
    private static final String MIDDLE_GAME = "1w1w1wwwwwwww1w1w1/www1w1wwww1w1w1www/1w1w1wwwwwwww1w1w1/18/18/"
            + "1w2w2w2w2w2w1/18/18/18/18/1b16/18/4b2b2b2b2b1/18/18/1b1b1bbbbbbbb1b1b1/bbb1b1bbbb1b1b1bbb/"
            + "1b1b1bbbbbbbb1b1b1 w";
    final GessWeights weights = GessWeights.DEFAULT;
    /** {@link #weights} as the flat vector the evaluation reads, made once rather than per position. */
    final int[] weightVector = CountedEvaluation.flatten(weights);

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

    /**
     * Every weight is learnt; the few general terms, which every position informs, are pulled to 0 gently. A sample
     * is a position where the side to move cannot win at once ({@link #quietForTuning}).
     */
    @Override
    public LinearEvaluation linearEvaluation() {
        MoveList moves = new MoveList();
        return new CountedEvaluation(weights, null, (p, x) -> GessEvaluation.count((GessPosition) p, x), "stone",
                Map.of("ring", 0.01, "extraRing", 0.01, "strongPiece", 0.01, "strongDirection", 0.01, "piece", 0.01,
                        "centreFile", 0.01, "advance", 0.01, "ringThreat", 0.01),
                Map.of("stone", "Material, per stone on the board: the unit.",
                        "ring", "For having a ring at all (without one the game is lost at once; the search sees that itself).",
                        "extraRing", "Per ring beyond the first: a spare ring survives one capture.",
                        "strongPiece", "Per piece with a stone on its centre (it may move any distance).",
                        "strongDirection", "Per direction such a strong piece may move in.",
                        "piece", "Per piece that may move at all: a footprint with an own stone off its centre and no enemy one.",
                        "centreFile", "Per stone on the six central files.",
                        "advance", "Per stone in the middle third of the board, and in the enemy's third.",
                        "ringThreat", "Per ring with an enemy stone within the 7 x 7 square around its centre."),
                "variants/src/main/resources/org/ansuz/variants/gess/gess.weights", p -> quietForTuning(p, moves));
    }

    /**
     * The game goes on and no move takes the opponent's last ring. GESS has no quiet positions in the usual sense:
     * every slide that stops against a stone removes it, so nearly every position has dozens of captures.
     * {@code moves} is scratch.
     */
    static boolean quietForTuning(Position p, MoveList moves) {
        if (p.result().isOver()) {
            return false;
        }
        int n = p.generate(moves);
        for (int i = 0; i < n; i++) {
            long m = moves.move(i);
            if (p.isNoisy(m)) {
                p.play(m);
                boolean wins = p.result().kind() == GameResult.Kind.LOSS;
                p.undo();
                if (wins) {
                    return false;
                }
            }
        }
        return n > 0;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return GessNotation.parsePosition(this, fen);
    }
}
