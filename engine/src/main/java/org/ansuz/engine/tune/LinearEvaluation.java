package org.ansuz.engine.tune;

import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * An evaluation that is a weighted sum of features: {@code evaluate() ~ sum w[i] * x[i]} in centi-units,
 * for the side to move. The features of a position are what tuning fits weights to; the weights are a
 * resource the evaluation reads. Nothing here is on a hot path.
 */
public interface LinearEvaluation {
    /** Number of weights. */
    int size();

    /** A readable name of weight {@code i} ({@code man.mg}, {@code pattern.3.1202}). */
    String name(int i);

    /** The weights the evaluation uses now, in centi-units. */
    double[] weights();

    /** Where fitting starts: every weight 0 except the few that fix the scale (material). */
    double[] initialWeights();

    /**
     * How strongly weight {@code i} is pulled towards 0 relative to the tuner's L2 factor: 1 for the many
     * sparse weights (patterns), less for the few general terms that every position informs.
     */
    double regularization(int i);

    /**
     * Writes the features of {@code position} from its side to move's point of view into {@code index}
     * and {@code value} (each index at most once) and returns how many there are. The arrays hold at least
     * {@link #maxFeatures()} entries.
     */
    int features(Position position, int[] index, double[] value);

    /**
     * The weight that defines the unit (a man in the opening): fitted weights are scaled so that it is
     * 100, whatever the logistic scale made of them.
     */
    int unitWeight();

    /** An upper bound on what {@link #features} returns. */
    int maxFeatures();

    /**
     * Whether {@code position} is a fair sample for fitting a static evaluation: the game goes on and no
     * capture or other forced tactic is pending (quiescence resolves those before evaluating).
     */
    boolean quiet(Position position);

    /** The weights as the text of the resource the evaluation reads, {@code header} lines first as comments. */
    String format(double[] weights, String header);

    /** The resource's path in the source tree, e.g. {@code variants/src/main/resources/.../international.eval}. */
    String resourcePath();

    /**
     * The usual {@link #quiet}: the game goes on, there is a legal move and none of them is noisy (a capture);
     * {@code moves} is the caller's scratch list.
     */
    static boolean noCapturePending(Position position, MoveList moves) {
        if (position.result().isOver()) {
            return false;
        }
        int n = position.generate(moves);
        for (int i = 0; i < n; i++) {
            if (position.isNoisy(moves.moves[i])) {
                return false;
            }
        }
        return n > 0;
    }

    /**
     * The usual end of {@link #features}: the terms not 0 of {@code dense} (one per weight, counted from the first
     * player's view) times {@code sign} (+1 when the first player is to move, -1 otherwise) into {@code index} and
     * {@code value}; returns how many.
     */
    static int sparse(int[] dense, int sign, int[] index, double[] value) {
        int n = 0;
        for (int i = 0; i < dense.length; i++) {
            if (dense[i] != 0) {
                index[n] = i;
                value[n++] = sign * dense[i];
            }
        }
        return n;
    }

    /** Whole-number weights as the tuner's {@code double}s (what {@link #weights} returns for a hand-set table). */
    static double[] asDoubles(int[] weights) {
        double[] d = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            d[i] = weights[i];
        }
        return d;
    }
}
