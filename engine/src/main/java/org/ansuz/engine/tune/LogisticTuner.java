package org.ansuz.engine.tune;

import java.util.function.ObjDoubleConsumer;

/**
 * Texel-style tuning: logistic regression of game results on the features of positions. A position's
 * predicted score for the side to move is {@code p = 1 / (1 + exp(-k * s))} with {@code s = w . x} in
 * centi-units; the weights minimise the cross-entropy between {@code p} and the results plus an L2 penalty
 * {@code lambda / 2 * sum r[i] * w[i]^2} (sparse pattern weights shrink towards 0 unless the games support
 * them). The scale {@code k} is fitted once to the evaluation in use, so that the new weights keep its
 * units. Full-batch Adam with a decaying step; single-threaded and in a fixed order, so the same data give
 * the same weights.
 */
public final class LogisticTuner {
    /** The lowest scale {@link #fitScale} tries: there every prediction is about 1/2. */
    public static final double LOWEST_SCALE = 1e-5;

    private LogisticTuner() {
    }

    /** Settings of one fit: epochs, the first step size (centi-units), the L2 factor and the scale. */
    public record Settings(int epochs, double rate, double lambda, double k) {
        public Settings {
            if (epochs < 0 || !(rate > 0) || !(lambda >= 0) || !(k > 0)) {
                throw new IllegalArgumentException("epochs >= 0, rate > 0, lambda >= 0 and k > 0 are required");
            }
        }
    }

    /** Mean cross-entropy and mean squared error of the predictions of {@code weights} on {@code set}. */
    public record Error(double crossEntropy, double squared) {
    }

    /** The logistic function {@code 1 / (1 + e^-x)}. */
    public static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** The mean errors of {@code weights} with scale {@code k}; {@code null} weights: the evaluation in use. */
    public static Error error(TrainingSet set, double[] weights, double k) {
        return error(set, weights, k, false);
    }

    /**
     * As {@link #error(TrainingSet, double[], double)}, against the games' results instead of the labels
     * when {@code results} (the same unless the labels were replaced).
     */
    public static Error error(TrainingSet set, double[] weights, double k, boolean results) {
        double ce = 0;
        double sq = 0;
        for (int j = 0; j < set.size(); j++) {
            double p = sigmoid(k * (weights == null ? set.baseline(j) : set.score(j, weights)));
            double y = results ? set.result(j) : set.label(j);
            double q = Math.min(1 - 1e-12, Math.max(1e-12, p));
            ce -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
            sq += (p - y) * (p - y);
        }
        int n = Math.max(1, set.size());
        return new Error(ce / n, sq / n);
    }

    /**
     * The scale {@code k} under which {@code weights} ({@code null}: the evaluation in use) predict the
     * results best (least cross-entropy), by golden-section search on {@code log k} over {@code [LOWEST_SCALE, 1]}.
     */
    public static double fitScale(TrainingSet set, double[] weights) {
        double lo = Math.log(LOWEST_SCALE);
        double hi = 0;
        double phi = (Math.sqrt(5) - 1) / 2;
        double a = hi - phi * (hi - lo);
        double b = lo + phi * (hi - lo);
        double fa = error(set, weights, Math.exp(a)).crossEntropy();
        double fb = error(set, weights, Math.exp(b)).crossEntropy();
        for (int i = 0; i < 60; i++) {
            if (fa < fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - phi * (hi - lo);
                fa = error(set, weights, Math.exp(a)).crossEntropy();
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + phi * (hi - lo);
                fb = error(set, weights, Math.exp(b)).crossEntropy();
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    /**
     * Fits weights starting from {@code initial} (not changed). {@code regularization[i]} scales the L2
     * penalty of weight {@code i}. {@code epochError}, when not null, receives each epoch's number and
     * its training cross-entropy.
     */
    public static double[] fit(TrainingSet set, double[] initial, double[] regularization, Settings s,
                               ObjDoubleConsumer<Integer> epochError) {
        return fit(set, initial, regularization, null, s, epochError);
    }

    /**
     * As {@link #fit(TrainingSet, double[], double[], Settings, ObjDoubleConsumer)}, with the weights {@code i}
     * where {@code held[i]} ({@code null}: none) kept at their {@code initial} values: the others are fitted
     * around them.
     */
    public static double[] fit(TrainingSet set, double[] initial, double[] regularization, boolean[] held, Settings s,
                               ObjDoubleConsumer<Integer> epochError) {
        int size = initial.length;
        double[] w = initial.clone();
        double[] grad = new double[size];
        double[] m = new double[size];
        double[] v = new double[size];
        double beta1 = 0.9;
        double beta2 = 0.999;
        double b1 = 1;
        double b2 = 1;
        int n = Math.max(1, set.size());
        for (int epoch = 1; epoch <= s.epochs(); epoch++) {
            java.util.Arrays.fill(grad, 0);
            double ce = 0;
            for (int j = 0; j < set.size(); j++) {
                double p = sigmoid(s.k() * set.score(j, w));
                double y = set.label(j);
                double q = Math.min(1 - 1e-12, Math.max(1e-12, p));
                ce -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
                set.accumulate(j, (p - y) * s.k(), grad);
            }
            // Cosine decay of the step from rate to 5 % of it.
            double rate = s.rate() * (0.05 + 0.95 * 0.5 * (1 + Math.cos(Math.PI * (epoch - 1) / s.epochs())));
            b1 *= beta1;
            b2 *= beta2;
            for (int i = 0; i < size; i++) {
                if (held != null && held[i]) {
                    continue;
                }
                double g = grad[i] / n + s.lambda() / n * regularization[i] * w[i];
                m[i] = beta1 * m[i] + (1 - beta1) * g;
                v[i] = beta2 * v[i] + (1 - beta2) * g * g;
                if (v[i] > 0) {
                    w[i] -= rate * (m[i] / (1 - b1)) / (Math.sqrt(v[i] / (1 - b2)) + 1e-12);
                }
            }
            if (epochError != null) {
                epochError.accept(epoch, ce / n);
            }
        }
        return w;
    }
}
