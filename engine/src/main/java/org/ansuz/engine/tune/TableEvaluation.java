package org.ansuz.engine.tune;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A {@link LinearEvaluation} whose weights are the integers of a family's {@code name = value} weights file
 * ({@link org.ansuz.engine.spi.WeightTable}) and whose features are a few whole counts per position: the
 * families with a short hand-set table (chess-T, Thud) name their terms and count them; {@link #format}
 * writes the file back with the fitted values in place of the learnt entries, its comments and other entries
 * (another game's block, fixed terms) as they were, so the hand-set file and a fitted one read alike. Not a
 * hot path: one instance per tuning run.
 */
public abstract class TableEvaluation implements LinearEvaluation {
    /** Lines {@link #format} writes above the table; a later fit replaces them. */
    private static final String FIT_MARK = "# fit: ";
    private final Class<?> owner;
    private final String resource;
    private final String[] names;
    private final int[] current;
    private final double[] regularization;
    private final int unit;
    private final String resourcePath;
    /** Scratch of {@link #features}. */
    private final int[] counts;
    private final MoveList moves = new MoveList();

    /**
     * @param owner          the class beside whose package the weights file lies
     * @param resource       the weights file's name there
     * @param names          the learnt weights' names in the file, in feature order
     * @param current        the weights the evaluation uses now
     * @param regularization per weight, relative to the tuner's L2 factor (0 keeps a weight the games never
     *                       inform at its starting value)
     * @param unit           the index of the basic piece's material
     * @param resourcePath   the file in the source tree
     */
    protected TableEvaluation(Class<?> owner, String resource, String[] names, int[] current, double[] regularization,
                              int unit, String resourcePath) {
        if (names.length != current.length || names.length != regularization.length) {
            throw new IllegalArgumentException("one name, weight and regularization per feature");
        }
        this.owner = owner;
        this.resource = resource;
        this.names = names.clone();
        this.current = current.clone();
        this.regularization = regularization.clone();
        this.unit = unit;
        this.resourcePath = resourcePath;
        this.counts = new int[names.length];
    }

    /**
     * Writes every feature's count for {@code position}, from its side to move's point of view, into
     * {@code x} (one entry per weight, all written), such that {@code position.evaluate()} is exactly the
     * sum of the weights times these counts.
     */
    protected abstract void count(Position position, int[] x);

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public String name(int i) {
        return names[i];
    }

    @Override
    public double[] weights() {
        return LinearEvaluation.asDoubles(current);
    }

    /** The fit starts from the weights in use: the terms are few and each is informed by most positions. */
    @Override
    public double[] initialWeights() {
        return weights();
    }

    @Override
    public double regularization(int i) {
        return regularization[i];
    }

    @Override
    public int unitWeight() {
        return unit;
    }

    @Override
    public int maxFeatures() {
        return names.length;
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        count(position, counts);
        return LinearEvaluation.sparse(counts, 1, index, value);
    }

    /** The game goes on, the mover has a move, and none of its moves is a capture or other noisy move. */
    @Override
    public boolean quiet(Position position) {
        return LinearEvaluation.noCapturePending(position, moves);
    }

    @Override
    public String format(double[] weights, String header) {
        String text;
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing evaluation weights " + resource);
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage(), e);
        }
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\\R")) {
            sb.append(FIT_MARK).append(line).append('\n');
        }
        for (String line : text.split("\\R")) {
            if (line.startsWith(FIT_MARK)) {
                continue;
            }
            int eq = line.indexOf('=');
            int i = eq < 0 || line.startsWith("#") ? -1 : java.util.Arrays.asList(names).indexOf(line.substring(0, eq).strip());
            sb.append(i < 0 ? line : names[i] + " = " + String.format(Locale.ROOT, "%d", Math.round(weights[i]))).append('\n');
        }
        return sb.toString();
    }

    @Override
    public String resourcePath() {
        return resourcePath;
    }
}
