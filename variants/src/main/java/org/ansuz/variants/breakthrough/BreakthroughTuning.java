package org.ansuz.variants.breakthrough;

import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * Breakthrough's evaluation as {@code ansuz tune} sees it: the {@link BreakthroughEvaluation} terms and the
 * weights of {@code breakthrough.weights}, written back in place. Material fixes the scale and is not pulled
 * towards 0; the four general terms, which every position informs, lightly.
 */
final class BreakthroughTuning extends TableEvaluation {
    private static final String RESOURCE = "breakthrough.weights";

    BreakthroughTuning(BreakthroughVariant variant) {
        super(BreakthroughWeights.class, RESOURCE, BreakthroughEvaluation.NAMES, weights(variant.weights),
                new double[] {0, 0.01, 0.01, 0.01, 0.01}, BreakthroughEvaluation.MAN,
                "variants/src/main/resources/org/ansuz/variants/breakthrough/" + RESOURCE);
    }

    private static int[] weights(BreakthroughWeights w) {
        return new int[] {w.man(), w.advance(), w.guarded(), w.homeGuard(), w.runner()};
    }

    /** The terms are the side to move's already. */
    @Override
    protected void count(Position position, int[] x) {
        BreakthroughEvaluation.terms((BreakthroughPosition) position, x);
    }
}
