package org.ansuz.variants.breakthrough;

import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;

/** Breakthrough's evaluation as {@code ansuz tune} sees it: the {@link BreakthroughEvaluation} terms and weights. */
final class BreakthroughTuning implements LinearEvaluation {
    private final BreakthroughWeights current;
    private final int[] terms = new int[BreakthroughEvaluation.NAMES.length];
    private final MoveList moves = new MoveList();

    BreakthroughTuning(BreakthroughVariant variant) {
        current = variant.weights;
    }

    @Override
    public int size() {
        return BreakthroughEvaluation.NAMES.length;
    }

    @Override
    public String name(int i) {
        return BreakthroughEvaluation.NAMES[i];
    }

    @Override
    public double[] weights() {
        return new double[] {current.man(), current.advance(), current.guarded(), current.homeGuard(), current.runner()};
    }

    @Override
    public double[] initialWeights() {
        double[] w = new double[size()];
        w[BreakthroughEvaluation.MAN] = current.man();
        return w;
    }

    @Override
    public double regularization(int i) {
        return i == BreakthroughEvaluation.MAN ? 0 : 0.01;
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        BreakthroughEvaluation.terms((BreakthroughPosition) position, terms);
        return LinearEvaluation.sparse(terms, 1, index, value); // the terms are the side to move's already
    }

    @Override
    public int unitWeight() {
        return BreakthroughEvaluation.MAN;
    }

    @Override
    public int maxFeatures() {
        return size();
    }

    /** No capture pending: Breakthrough's quiescence searches captures (and the game is not over). */
    @Override
    public boolean quiet(Position position) {
        return LinearEvaluation.noCapturePending(position, moves);
    }

    @Override
    public String format(double[] weights, String header) {
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\\R")) {
            sb.append("# ").append(line).append('\n');
        }
        sb.append("# Breakthrough evaluation weights, centi-men, from the side to move's point of view: man per man; advance per\n"
                + "# square of the ranks a man advanced; guarded per man covered diagonally from behind; homeGuard per man on\n"
                + "# its home rank; runner per man one step from the far rank that no enemy man attacks (the side to move's\n"
                + "# count three times).\n");
        for (int i = 0; i < size(); i++) {
            sb.append(name(i)).append(" = ").append(Math.round(weights[i])).append('\n');
        }
        return sb.toString();
    }

    @Override
    public String resourcePath() {
        return "variants/src/main/resources/org/ansuz/variants/breakthrough/breakthrough.weights";
    }
}
