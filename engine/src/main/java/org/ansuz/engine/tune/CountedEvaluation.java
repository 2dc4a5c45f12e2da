package org.ansuz.engine.tune;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A linear evaluation whose weights are a family's weights record ({@code record AbaloneWeights(int marble,
 * int[] ring, ...)}, read by {@link org.ansuz.engine.spi.WeightTable}) and whose features are whole counts:
 * the record's components in order, an {@code int} one weight ({@code marble}), an {@code int[]} one weight
 * per entry ({@code ring.0}, {@code ring.1} ...). The family's evaluation counts the features of a position
 * into an {@code int[]} of that layout ({@link Counter}) and adds {@code w[i] * x[i]}; tuning reads the same
 * counts, so the two agree by construction. {@link #format} writes the record's table back, one line per
 * component, so the fitted weights are the resource the evaluation reads. A second record may hold the
 * weights of a fixed part outside the learnt sum (terms that are not linear, or that quiet positions never
 * show): they are written back unchanged, and positions where that part is not 0 are no samples (the
 * learnt sum cannot account for them).
 */
public final class CountedEvaluation implements LinearEvaluation {
    /** Counts a position's features from its side to move's point of view into {@code x} (zeroed first). */
    @FunctionalInterface
    public interface Counter {
        void count(Position position, int[] x);
    }

    /** The weights of a fixed part outside the learnt sum, and that part's value in a position. */
    public record Fixed(Record weights, java.util.function.ToIntFunction<Position> part) {
    }

    private final Record shipped;
    private final Fixed fixed;
    private final List<String> names = new ArrayList<>();
    /** The first weight of each component, and one past the last. */
    private final int[] start;
    private final RecordComponent[] components;
    private final Counter counter;
    private final int unit;
    private final Map<String, Double> regularization;
    private final Map<String, String> comments;
    private final String resourcePath;
    /** The family's own test of a quiet position, or {@code null}: no capture pending. */
    private final Predicate<Position> quietTest;
    private final int[] counts;
    private final MoveList moves = new MoveList();

    /**
     * @param shipped        the weights the evaluation uses now
     * @param counter        the family's feature counter
     * @param unit           the component whose (first) weight is the unit, 100
     * @param regularization per component, the L2 factor relative to the tuner's (absent: 1)
     * @param comments       per component, the comment written above its line (absent: none)
     * @param resourcePath   where the resource lives in the source tree
     */
    public CountedEvaluation(Record shipped, Counter counter, String unit, Map<String, Double> regularization,
                             Map<String, String> comments, String resourcePath) {
        this(shipped, null, counter, unit, regularization, comments, resourcePath);
    }

    /** As above, with {@code fixed} ({@code null}: none), the part outside the learnt sum. */
    public CountedEvaluation(Record shipped, Fixed fixed, Counter counter, String unit, Map<String, Double> regularization,
                             Map<String, String> comments, String resourcePath) {
        this(shipped, fixed, counter, unit, regularization, comments, resourcePath, null);
    }

    /**
     * As above, with {@code quietTest} ({@code null}: no capture pending) saying which positions are samples, for
     * games where nearly every position has a capture.
     */
    public CountedEvaluation(Record shipped, Fixed fixed, Counter counter, String unit, Map<String, Double> regularization,
                             Map<String, String> comments, String resourcePath,
                             Predicate<Position> quietTest) {
        this.shipped = shipped;
        this.quietTest = quietTest;
        this.fixed = fixed;
        this.counter = counter;
        this.regularization = regularization;
        this.comments = comments;
        this.resourcePath = resourcePath;
        components = shipped.getClass().getRecordComponents();
        start = new int[components.length + 1];
        int unitIndex = -1;
        for (int c = 0; c < components.length; c++) {
            start[c] = names.size();
            String name = components[c].getName();
            if (name.equals(unit)) {
                unitIndex = names.size();
            }
            Object v = value(c);
            if (v instanceof int[] a) {
                for (int k = 0; k < a.length; k++) {
                    names.add(name + "." + k);
                }
            } else {
                names.add(name);
            }
        }
        start[components.length] = names.size();
        if (unitIndex < 0) {
            throw new IllegalArgumentException("no weight " + unit + " in " + shipped.getClass().getSimpleName());
        }
        this.unit = unitIndex;
        counts = new int[names.size()];
    }

    /** The record's weights as one flat vector, in the layout of the features. */
    public static int[] flatten(Record weights) {
        List<Integer> out = new ArrayList<>();
        for (RecordComponent c : weights.getClass().getRecordComponents()) {
            Object v = read(weights, c);
            if (v instanceof int[] a) {
                for (int x : a) {
                    out.add(x);
                }
            } else {
                out.add((Integer) v);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private Object value(int c) {
        return read(shipped, components[c]);
    }

    private static Object read(Record r, RecordComponent c) {
        try {
            java.lang.reflect.Method m = c.getAccessor();
            m.setAccessible(true); // the families' weight records are package-private
            return m.invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass().getSimpleName(), e);
        }
    }

    @Override
    public int size() {
        return names.size();
    }

    @Override
    public String name(int i) {
        return names.get(i);
    }

    @Override
    public double[] weights() {
        return LinearEvaluation.asDoubles(flatten(shipped));
    }

    @Override
    public double[] initialWeights() {
        double[] w = new double[size()];
        w[unit] = 100;
        return w;
    }

    @Override
    public double regularization(int i) {
        if (i == unit) {
            return 0;
        }
        int c = 0;
        while (start[c + 1] <= i) {
            c++;
        }
        return regularization.getOrDefault(components[c].getName(), 1.0);
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        java.util.Arrays.fill(counts, 0);
        counter.count(position, counts);
        return LinearEvaluation.sparse(counts, 1, index, value);
    }

    @Override
    public int unitWeight() {
        return unit;
    }

    @Override
    public int maxFeatures() {
        return size();
    }

    /**
     * The game goes on, the fixed part is 0 and the side to move has no noisy move (a capture or ejection) to
     * resolve first, or what the family's own quiet test says.
     */
    @Override
    public boolean quiet(Position position) {
        return (quietTest == null ? LinearEvaluation.noCapturePending(position, moves) : quietTest.test(position))
                && (fixed == null || fixed.part().applyAsInt(position) == 0);
    }

    @Override
    public String format(double[] weights, String header) {
        StringBuilder sb = new StringBuilder();
        comment(sb, header);
        for (int c = 0; c < components.length; c++) {
            comment(sb, comments.get(components[c].getName()));
            sb.append(components[c].getName()).append(" =");
            for (int i = start[c]; i < start[c + 1]; i++) {
                sb.append(' ').append(String.format(Locale.ROOT, "%d", Math.round(weights[i])));
            }
            sb.append('\n');
        }
        if (fixed != null) {
            sb.append("# Outside the learnt sum, not fitted:\n");
            for (RecordComponent c : fixed.weights().getClass().getRecordComponents()) {
                comment(sb, comments.get(c.getName()));
                Object v = read(fixed.weights(), c);
                sb.append(c.getName()).append(" =");
                for (int x : v instanceof int[] a ? a : new int[] {(Integer) v}) {
                    sb.append(' ').append(x);
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** {@code text} ({@code null}: nothing) as comment lines. */
    private static void comment(StringBuilder sb, String text) {
        if (text != null) {
            for (String line : text.split("\\R")) {
                sb.append("# ").append(line).append('\n');
            }
        }
    }

    @Override
    public String resourcePath() {
        return resourcePath;
    }
}
