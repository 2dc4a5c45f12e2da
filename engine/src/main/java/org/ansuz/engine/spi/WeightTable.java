package org.ansuz.engine.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * An evaluation weights table read once from a resource beside a family's class: {@code name = integer}
 * lines (or {@code name = 0 2 4 7} for a table of integers), {@code #} comments and blank lines ignored
 * (tuning changes data, not code). Not for hot paths:
 * families unpack the values into fields or records when the variant is built.
 */
public final class WeightTable {
    private final String resource;
    private final Map<String, int[]> values;

    private WeightTable(String resource, Map<String, int[]> values) {
        this.resource = resource;
        this.values = values;
    }

    /** Reads {@code resource} relative to {@code owner}'s package; fails at once if it is missing or malformed. */
    public static WeightTable read(Class<?> owner, String resource) {
        Map<String, int[]> values = new HashMap<>();
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing evaluation weights " + resource);
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    int eq = t.indexOf('=');
                    String[] numbers = t.substring(eq + 1).strip().split("[\\s,]+");
                    int[] v = new int[numbers.length];
                    for (int i = 0; i < v.length; i++) {
                        v[i] = Integer.parseInt(numbers[i]);
                    }
                    values.put(t.substring(0, eq).strip(), v);
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("bad evaluation weights " + resource + ": " + e.getMessage(), e);
        }
        return new WeightTable(resource, values);
    }

    /** The weight called {@code name}; a missing name is a broken table, reported with the resource. */
    public int get(String name) {
        int[] v = array(name);
        if (v.length != 1) {
            throw new IllegalStateException("evaluation weight '" + name + "' in " + resource + " is a table, not one number");
        }
        return v[0];
    }

    /** Whether the table has a weight called {@code name} (for optional entries). */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** The table of integers called {@code name} ({@code advance = 0 2 4 7}); a copy. */
    public int[] array(String name) {
        int[] v = values.get(name);
        if (v == null) {
            throw new IllegalStateException("evaluation weight '" + name + "' missing from " + resource);
        }
        return v.clone();
    }

    /**
     * The weights as a record whose components are named like the table's entries: an {@code int}
     * component takes one number, an {@code int[]} component a table ({@code record OrdoWeights(int piece,
     * int advance, ...)} from {@code piece = 100}, {@code advance = 6}, ...). A missing name fails as
     * {@link #get} does.
     */
    public <R extends Record> R as(Class<R> type) {
        java.lang.reflect.RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            String name = components[i].getName();
            if (types[i] == int.class) {
                args[i] = get(name);
            } else if (types[i] == int[].class) {
                args[i] = array(name);
            } else {
                throw new IllegalArgumentException(type.getSimpleName() + "." + name + " is no int or int[] weight");
            }
        }
        try {
            java.lang.reflect.Constructor<R> c = type.getDeclaredConstructor(types);
            c.setAccessible(true); // the families' weight records are package-private
            return c.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + type.getSimpleName() + " from " + resource, e);
        }
    }

    /**
     * The score of an evaluation that is a weighted sum of whole counts ({@code ansuz tune}'s linear
     * evaluations): {@code Σ weights[i] * counts[i]} over the counts' length. Allocation-free, for the search.
     */
    public static int weightedSum(int[] weights, int[] counts) {
        int score = 0;
        for (int i = 0; i < counts.length; i++) {
            score += weights[i] * counts[i];
        }
        return score;
    }
}
