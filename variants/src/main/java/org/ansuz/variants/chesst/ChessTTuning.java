package org.ansuz.variants.chesst;

import java.util.Arrays;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.TableEvaluation;

/**
 * The chess-T evaluation as {@code ansuz tune} sees it: the terms of {@code chesst.weights}, one weight each,
 * shared by every chess-T game. The Scout's material is held where it is (regularization 0): chess-T's own
 * games, the ones fitted, have no Scouts.
 */
final class ChessTTuning extends TableEvaluation {
    ChessTTuning(ChessTWeights weights) {
        super(ChessTWeights.class, ChessTWeights.RESOURCE, ChessTWeights.NAMES, weights.weights(), regularization(),
                ChessTWeights.MATERIAL + ChessTGeometry.KNECHT - ChessTGeometry.CONNET,
                "variants/src/main/resources/org/ansuz/variants/chesst/" + ChessTWeights.RESOURCE);
    }

    private static double[] regularization() {
        double[] r = new double[ChessTWeights.NAMES.length];
        Arrays.fill(r, 0.01);
        r[ChessTWeights.MATERIAL + ChessTGeometry.KNECHT - ChessTGeometry.CONNET] = 0;
        r[ChessTWeights.MATERIAL + ChessTGeometry.SCOUT - ChessTGeometry.CONNET] = 0;
        return r;
    }

    @Override
    protected void count(Position position, int[] x) {
        ChessTEvaluation.count((ChessTPosition) position, x);
    }
}
