package org.ansuz.variants.ordo;

import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * {@link OrdoEvaluation} as {@code ansuz tune} sees it: the seven weights of {@code ordo.weights} (Ordo) or
 * {@code ordo-x.weights} (Ordo X) and each position's features from its side to move's point of view. Decided
 * positions score a fixed value outside the sum; they are never quiet, so no sample holds one. Material
 * fixes the scale and is not pulled towards 0; the few general terms, which every position informs, lightly.
 */
final class OrdoTuning extends TableEvaluation {
    /** The weight names, the components of {@link OrdoWeights} in {@link OrdoEvaluation}'s feature order. */
    private static final String[] NAMES = {"piece", "advance", "leader", "split", "tempo", "runner", "exposed"};

    OrdoTuning(OrdoVariant variant) {
        super(OrdoWeights.class, OrdoWeights.resource(variant.rules.ordoX()), NAMES, variant.weights.asArray(),
                new double[] {0, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01}, OrdoEvaluation.PIECE,
                "variants/src/main/resources/org/ansuz/variants/ordo/" + OrdoWeights.resource(variant.rules.ordoX()));
    }

    @Override
    protected void count(Position position, int[] x) {
        OrdoEvaluation.features((OrdoPosition) position, x);
    }
}
