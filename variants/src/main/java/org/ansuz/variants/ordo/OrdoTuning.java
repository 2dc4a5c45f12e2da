package org.ansuz.variants.ordo;

import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;

/**
 * {@link OrdoEvaluation} as {@code ansuz tune} sees it: the six weights of {@code ordo.weights} (one table
 * for both variants) and each position's features from its side to move's point of view. Decided
 * positions score a fixed value outside the sum; they are never quiet, so no sample holds one.
 */
final class OrdoTuning implements LinearEvaluation {
    /** The weight names, the components of {@link OrdoWeights} in {@link OrdoEvaluation}'s feature order. */
    private static final String[] NAMES = {"piece", "advance", "leader", "split", "tempo", "runner"};

    private final OrdoVariant variant;
    private final int[] scratch = new int[OrdoEvaluation.TERMS];
    private final MoveList moves = new MoveList();

    OrdoTuning(OrdoVariant variant) {
        this.variant = variant;
    }

    @Override
    public int size() {
        return OrdoEvaluation.TERMS;
    }

    @Override
    public String name(int i) {
        return NAMES[i];
    }

    @Override
    public double[] weights() {
        int[] w = variant.weights.asArray();
        double[] out = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            out[i] = w[i];
        }
        return out;
    }

    @Override
    public double[] initialWeights() {
        double[] w = new double[size()];
        w[OrdoEvaluation.PIECE] = 100;
        return w;
    }

    /** Material fixes the scale and is not pulled; the few general terms, which every position informs, lightly. */
    @Override
    public double regularization(int i) {
        return i == OrdoEvaluation.PIECE ? 0 : 0.01;
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        OrdoEvaluation.features((OrdoPosition) position, scratch);
        int n = 0;
        for (int i = 0; i < OrdoEvaluation.TERMS; i++) {
            if (scratch[i] != 0) {
                index[n] = i;
                value[n++] = scratch[i];
            }
        }
        return n;
    }

    @Override
    public int unitWeight() {
        return OrdoEvaluation.PIECE;
    }

    @Override
    public int maxFeatures() {
        return OrdoEvaluation.TERMS;
    }

    /** The game goes on and no capture or home-row arrival is on offer (quiescence would play those first). */
    @Override
    public boolean quiet(Position position) {
        if (position.result().isOver()) {
            return false;
        }
        int n = position.generate(moves);
        for (int i = 0; i < n; i++) {
            if (position.isNoisy(moves.moves[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String format(double[] weights, String header) {
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\\R")) {
            sb.append("# ").append(line).append('\n');
        }
        sb.append("# Ordo / Ordo X evaluation weights, centi-pieces, from the side to move's point of view.\n");
        for (int i = 0; i < NAMES.length; i++) {
            sb.append(NAMES[i]).append(" = ").append(String.format(Locale.ROOT, "%d", Math.round(weights[i]))).append('\n');
        }
        return sb.toString();
    }

    @Override
    public String resourcePath() {
        return "variants/src/main/resources/org/ansuz/variants/ordo/ordo.weights";
    }
}
