package org.ansuz.variants.draughts;

import java.util.Arrays;
import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;

/**
 * The {@link PatternEvaluation} as {@code ansuz tune} sees it: weights in centi-men laid out as the
 * phased terms' opening weights, their ending weights, then the pattern weights, and each position's
 * features from its side to move's point of view. A phased term counted {@code v} times (White minus
 * Black) with {@code m} of {@code M} men on the board has the features {@code v * m / M} (opening) and
 * {@code v * (M - m) / M} (ending).
 */
final class PatternTuning implements LinearEvaluation {
    private final DraughtsVariant variant;
    private final PatternEvaluation layout;
    private final int phased;
    /** Scratch of {@link #features}: the walk's sums (not a hot path, but no need to allocate per position). */
    private final int[] sums;
    private final int[] patternIndex;
    private final int[] patternCount;
    private int patternsSeen;
    private final MoveList moves = new MoveList();

    PatternTuning(DraughtsVariant variant) {
        this.variant = variant;
        this.layout = variant.patternLayout();
        this.phased = layout.phased;
        sums = new int[phased];
        patternIndex = new int[2 * layout.windows];
        patternCount = new int[2 * layout.windows];
    }

    @Override
    public int size() {
        return layout.size();
    }

    @Override
    public String name(int i) {
        if (i < 2 * phased) {
            return (i < phased ? "mg." : "eg.") + termName(i % phased);
        }
        int p = i - 2 * phased;
        return "pattern." + p / PatternEvaluation.CONFIGS + "." + p % PatternEvaluation.CONFIGS;
    }

    private String termName(int f) {
        if (f < PatternEvaluation.RUNAWAY) {
            return PatternEvaluation.GENERAL_NAMES[f];
        }
        if (f < layout.pst) {
            return "runaway.row" + (f - PatternEvaluation.RUNAWAY);
        }
        return "square" + (f - layout.pst + 1);
    }

    @Override
    public double[] weights() {
        PatternEvaluation current = PatternEvaluation.hasWeights(variant.name()) ? variant.patternLayout().load() : layout;
        int[] w = current.get();
        double[] d = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            d[i] = w[i] / (double) PatternEvaluation.SCALE;
        }
        return d;
    }

    @Override
    public double[] initialWeights() {
        double[] w = new double[size()];
        w[PatternEvaluation.MAN] = 100;
        w[phased + PatternEvaluation.MAN] = 100;
        w[PatternEvaluation.KING] = 300;
        w[phased + PatternEvaluation.KING] = 300;
        return w;
    }

    @Override
    public double regularization(int i) {
        if (i >= 2 * phased) {
            return 1;
        }
        int f = i % phased;
        if (f == PatternEvaluation.MAN || f == PatternEvaluation.KING) {
            return 0;
        }
        return f >= layout.pst ? 0.1 : 0.01;
    }

    @Override
    public int unitWeight() {
        return PatternEvaluation.MAN;
    }

    @Override
    public int maxFeatures() {
        return 2 * phased + 2 * layout.windows;
    }

    @Override
    public boolean quiet(Position position) {
        return LinearEvaluation.noCapturePending(position, moves);
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        DraughtsPosition p = (DraughtsPosition) position;
        Arrays.fill(sums, 0);
        patternsSeen = 0;
        layout.walk(p, new PatternEvaluation.Terms() {
            @Override
            public void phased(int feature, int v) {
                sums[feature] += v;
            }

            @Override
            public void pattern(int idx, int sign) {
                for (int i = 0; i < patternsSeen; i++) {
                    if (patternIndex[i] == idx) {
                        patternCount[i] += sign;
                        return;
                    }
                }
                patternIndex[patternsSeen] = idx;
                patternCount[patternsSeen++] = sign;
            }
        });
        int toMove = p.color == 0 ? 1 : -1;
        double opening = layout.phase(p) / (double) layout.phaseMen;
        int n = 0;
        for (int f = 0; f < phased; f++) {
            if (sums[f] != 0) {
                index[n] = f;
                value[n++] = toMove * sums[f] * opening;
                index[n] = phased + f;
                value[n++] = toMove * sums[f] * (1 - opening);
            }
        }
        for (int i = 0; i < patternsSeen; i++) {
            if (patternCount[i] != 0) {
                index[n] = 2 * phased + patternIndex[i];
                value[n++] = toMove * patternCount[i];
            }
        }
        return n;
    }

    @Override
    public String format(double[] weights, String header) {
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\\R")) {
            sb.append("# ").append(line).append('\n');
        }
        sb.append(String.format(Locale.ROOT, "# Weights in 1/%d centi-men. mg, eg: the opening and ending weights of the "
                + "terms%n", PatternEvaluation.SCALE));
        sb.append("# ");
        for (int f = 0; f < phased; f++) {
            sb.append(f == 0 ? "" : " ").append(termName(f));
        }
        sb.append('\n');
        sb.append("# pattern.<window> = pairs of (contents, weight), contents sum d[i] * 3^i over the window's "
                + "squares (0 empty, 1 own, 2 opposing); absent contents weigh 0\n");
        sb.append("mg =");
        for (int f = 0; f < phased; f++) {
            sb.append(' ').append(scaled(weights[f]));
        }
        sb.append("\neg =");
        for (int f = 0; f < phased; f++) {
            sb.append(' ').append(scaled(weights[phased + f]));
        }
        sb.append('\n');
        for (int w = 0; w < layout.windows; w++) {
            sb.append("pattern.").append(w).append(" =");
            int written = 0;
            for (int c = 0; c < PatternEvaluation.CONFIGS; c++) {
                long v = scaled(weights[2 * phased + w * PatternEvaluation.CONFIGS + c]);
                if (v != 0) {
                    sb.append(' ').append(c).append(' ').append(v);
                    written++;
                }
            }
            sb.append(written == 0 ? " 0 0\n" : "\n");
        }
        return sb.toString();
    }

    private static long scaled(double w) {
        return Math.round(w * PatternEvaluation.SCALE);
    }

    @Override
    public String resourcePath() {
        return "variants/src/main/resources/org/ansuz/variants/draughts/" + variant.name() + ".eval";
    }
}
