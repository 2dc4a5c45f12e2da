package org.ansuz.variants.thud;

import java.util.Arrays;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * A Thud-family evaluation as {@code ansuz tune} sees it: the block of {@code thud.weights} of the game's kind
 * (classic Thud, or Koom Valley with Football), from the side to move's view. The game is asymmetric, so every
 * term is the dwarfs' count, turned when the trolls move, with one weight shared by both views: the sample's
 * result (the rules' verdict, a Thud battle won on points being a win) is the side to move's, as for any game,
 * and the dwarfs' side term takes what the battle owes one side whatever the position.
 */
final class ThudTuning extends TableEvaluation {
    ThudTuning(ThudWeights weights, boolean thud) {
        super(ThudWeights.class, ThudWeights.RESOURCE, thud ? ThudWeights.THUD_NAMES : ThudWeights.KV_NAMES,
                thud ? weights.thud() : weights.koomValley(), regularization(thud), ThudWeights.DWARF,
                "variants/src/main/resources/org/ansuz/variants/thud/" + ThudWeights.RESOURCE);
    }

    private static double[] regularization(boolean thud) {
        double[] r = new double[(thud ? ThudWeights.THUD_NAMES : ThudWeights.KV_NAMES).length];
        Arrays.fill(r, 0.01);
        r[ThudWeights.DWARF] = 0;
        return r;
    }

    @Override
    protected void count(Position position, int[] x) {
        ThudEvaluation.count((ThudPosition) position, x);
    }
}
