package org.ansuz.protocol.tune;

import java.util.Arrays;

/** A growing list of {@code float}s (search scores of labelled positions, hundreds of thousands of them). */
final class FloatList {
    private float[] values = new float[1024];
    private int size;

    void add(double v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = (float) v;
    }

    float get(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        return values[i];
    }

    int size() {
        return size;
    }
}
