package org.ansuz.variants.magyar;

import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * {@link MagyarEvaluation} as {@code ansuz tune} sees it: the weights of {@code magyar.weights} (one table for
 * both games), written back in place. A sample is a whole-turn boundary: with two-phase turns only a stone-phase
 * position, since in the tile phase the mover still holds a tile move that can open or close a jump line, so its
 * static score is a half-played turn's. The column fixes the scale and is not pulled towards 0; the other terms,
 * which most positions inform, lightly.
 */
final class MagyarTuning extends TableEvaluation {
    private static final String RESOURCE = "magyar.weights";

    MagyarTuning(MagyarVariant variant) {
        super(MagyarWeights.class, RESOURCE, MagyarEvaluation.NAMES, variant.weights.asArray(),
                new double[] {0, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01}, MagyarEvaluation.COLUMN,
                "variants/src/main/resources/org/ansuz/variants/magyar/" + RESOURCE);
    }

    @Override
    protected void count(Position position, int[] x) {
        MagyarEvaluation.terms((MagyarPosition) position, x);
    }

    /** A stone-phase position (the turn's start) whose game goes on and where the mover has no capture. */
    @Override
    public boolean quiet(Position position) {
        return ((MagyarPosition) position).phase() == 0 && super.quiet(position);
    }
}
