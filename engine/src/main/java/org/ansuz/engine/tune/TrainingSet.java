package org.ansuz.engine.tune;

import java.util.Arrays;

/**
 * Labelled positions as sparse feature vectors (compressed rows: sample {@code j} owns entries
 * {@code start(j)} to {@code start(j + 1) - 1}), with the result of its game for the side to move:
 * 1 a win, 0.5 a draw, 0 a loss (the label, unless {@link #setLabel} replaces it by a deeper search's
 * prediction), and the score the evaluation in use gives it (centi-units), to measure
 * that evaluation's error on the same positions.
 */
public final class TrainingSet {
    private int samples;
    private int entries;
    private int[] start = new int[1024];
    private float[] label = new float[1024];
    private float[] baseline = new float[1024];
    private float[] results = new float[1024];
    private int[] index = new int[16384];
    private float[] value = new float[16384];

    /**
     * Adds one sample: the first {@code n} entries of {@code idx} and {@code val}, labelled {@code result},
     * scored {@code current} by the evaluation in use.
     */
    public void add(int n, int[] idx, double[] val, double result, double current) {
        if (result < 0 || result > 1) {
            throw new IllegalArgumentException("a result is from 0 to 1, not " + result);
        }
        if (samples + 2 > start.length) {
            start = Arrays.copyOf(start, start.length * 2);
            label = Arrays.copyOf(label, label.length * 2);
            baseline = Arrays.copyOf(baseline, baseline.length * 2);
            results = Arrays.copyOf(results, results.length * 2);
        }
        if (entries + n > index.length) {
            int size = Math.max(index.length * 2, entries + n);
            index = Arrays.copyOf(index, size);
            value = Arrays.copyOf(value, size);
        }
        for (int i = 0; i < n; i++) {
            index[entries + i] = idx[i];
            value[entries + i] = (float) val[i];
        }
        start[samples] = entries;
        label[samples] = (float) result;
        results[samples] = (float) result;
        baseline[samples] = (float) current;
        entries += n;
        samples++;
        start[samples] = entries;
    }

    public int size() {
        return samples;
    }

    /** The total number of stored features. */
    public int entries() {
        return entries;
    }

    public double label(int sample) {
        return label[sample];
    }

    /** The label the sample was added with: its game's result, which {@link #setLabel} does not change. */
    public double result(int sample) {
        return results[sample];
    }

    /** Replaces the label of a sample (a search's prediction, or a blend of it and the result), from 0 to 1. */
    public void setLabel(int sample, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException("a label is from 0 to 1, not " + value);
        }
        label[sample] = (float) value;
    }

    /** The score the evaluation in use gave the sample when it was added. */
    public double baseline(int sample) {
        return baseline[sample];
    }

    /** The score {@code sum w[i] * x[i]} of a sample under {@code weights}. */
    public double score(int sample, double[] weights) {
        double s = 0;
        for (int e = start[sample], end = start[sample + 1]; e < end; e++) {
            s += weights[index[e]] * value[e];
        }
        return s;
    }

    /** Adds {@code factor * x} of a sample to {@code gradient}. */
    void accumulate(int sample, double factor, double[] gradient) {
        for (int e = start[sample], end = start[sample + 1]; e < end; e++) {
            gradient[index[e]] += factor * value[e];
        }
    }

    /** How many samples have a non-zero feature {@code i}, for every {@code i} below {@code size}. */
    public int[] counts(int size) {
        int[] c = new int[size];
        for (int e = 0; e < entries; e++) {
            if (value[e] != 0) {
                c[index[e]]++;
            }
        }
        return c;
    }
}
