package org.ansuz.variants.thud;

import java.util.Arrays;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * A Thud-family evaluation as {@code ansuz tune} sees it: the block of {@code thud.weights} the game reads
 * ({@link ThudWeights.Block}), from the side to move's view. The game is asymmetric, so every
 * term is the dwarfs' count, turned when the trolls move, with one weight shared by both views: the sample's
 * result (the rules' verdict, a Thud battle won on points being a win) is the side to move's, as for any game,
 * and the dwarfs' side term takes what the battle owes one side whatever the position.
 */
final class ThudTuning extends TableEvaluation {
    ThudTuning(ThudWeights weights, ThudWeights.Block block) {
        super(ThudWeights.class, ThudWeights.RESOURCE, block.names, weights.of(block), regularization(block),
                ThudWeights.DWARF, "variants/src/main/resources/org/ansuz/variants/thud/" + ThudWeights.RESOURCE);
    }

    private static double[] regularization(ThudWeights.Block block) {
        double[] r = new double[block.names.length];
        Arrays.fill(r, 0.01);
        r[ThudWeights.DWARF] = 0;
        return r;
    }

    @Override
    protected void count(Position position, int[] x) {
        ThudEvaluation.count((ThudPosition) position, x);
    }
}
