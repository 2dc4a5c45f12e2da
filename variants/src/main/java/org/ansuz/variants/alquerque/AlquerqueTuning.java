package org.ansuz.variants.alquerque;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.tune.LinearEvaluation;

/**
 * A point-and-line game's evaluation as {@code ansuz tune} sees it: the {@link AlquerqueTerms} of a position
 * from its side to move's view, the weights of the game's block of {@code alquerque.weights}. Each game's block
 * is fitted on its own; {@link #format} writes the whole file with that block replaced.
 */
final class AlquerqueTuning implements LinearEvaluation {
    private final AlquerqueVariant variant;
    private final AlquerqueTerms terms;
    private final AlquerqueEvaluation hunt;
    private final int[] huntTerms = new int[AlquerqueTerms.SQUARE];
    private final int[] sums;
    private final int[] pieceIndex = new int[4];
    private final int[] pieceValue = new int[4];
    private final MoveList moves = new MoveList();

    AlquerqueTuning(AlquerqueVariant variant) {
        this.variant = variant;
        this.terms = variant.terms;
        hunt = new AlquerqueEvaluation(variant);
        sums = new int[size()];
    }

    @Override
    public int size() {
        return terms.weight.length;
    }

    @Override
    public String name(int i) {
        return i < AlquerqueTerms.SQUARE ? AlquerqueTerms.NAMES[i]
                : "square." + variant.geometry.names[i - AlquerqueTerms.SQUARE];
    }

    @Override
    public double[] weights() {
        double[] w = new double[size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = terms.weight[i];
        }
        return w;
    }

    /** Material as set by hand (it fixes the scale); every other weight 0. */
    @Override
    public double[] initialWeights() {
        double[] w = new double[size()];
        for (int i = AlquerqueTerms.MAN; i <= AlquerqueTerms.KING; i++) {
            w[i] = terms.weight[i];
        }
        return w;
    }

    @Override
    public double regularization(int i) {
        if (i <= AlquerqueTerms.KING) {
            return 0;
        }
        return i < AlquerqueTerms.SQUARE ? 0.01 : 0.1;
    }

    @Override
    public int features(Position position, int[] index, double[] value) {
        AlquerquePosition pos = (AlquerquePosition) position;
        Arrays.fill(sums, 0);
        if (terms.hunt) {
            hunt.huntTerms(pos, huntTerms);
            System.arraycopy(huntTerms, 0, sums, 0, huntTerms.length);
        } else {
            for (int p = 0; p < terms.g.size; p++) {
                int c = pos.board[p];
                if (c == 0) {
                    continue;
                }
                int owner = AlquerquePosition.owner(c);
                int n = terms.pieceTerms(owner, AlquerquePosition.type(c), p, pieceIndex, pieceValue);
                for (int i = 0; i < n; i++) {
                    sums[pieceIndex[i]] += owner == 0 ? pieceValue[i] : -pieceValue[i];
                }
            }
        }
        return LinearEvaluation.sparse(sums, pos.sideToMove() == 0 ? 1 : -1, index, value);
    }

    @Override
    public int unitWeight() {
        return AlquerqueTerms.MAN;
    }

    @Override
    public int maxFeatures() {
        return size();
    }

    @Override
    public boolean quiet(Position position) {
        return LinearEvaluation.noCapturePending(position, moves);
    }

    /**
     * The whole weights file with this game's block replaced by {@code weights} (rounded to centi-men; contempt
     * kept, the squares written only when one is not 0) and {@code header} as comments above it, marked so that
     * the next fit replaces them too.
     */
    @Override
    public String format(double[] weights, String header) {
        return format(currentText(), weights, header);
    }

    /** {@link #format} over the file text {@code current}. */
    String format(String current, double[] weights, String header) {
        String game = terms.game;
        String mark = "# " + game + " (tuned): ";
        StringBuilder block = new StringBuilder();
        for (String line : header.split("\\R")) {
            block.append(mark).append(line).append('\n');
        }
        for (int i = 0; i < AlquerqueTerms.SQUARE; i++) {
            block.append(game).append('.').append(AlquerqueTerms.NAMES[i]).append(" = ").append(Math.round(weights[i])).append('\n');
        }
        block.append(game).append(".contempt = ").append(variant.weights.contempt()).append('\n');
        StringBuilder squares = new StringBuilder(game).append(".square =");
        boolean any = false;
        for (int i = AlquerqueTerms.SQUARE; i < weights.length; i++) {
            long v = Math.round(weights[i]);
            any |= v != 0;
            squares.append(' ').append(v);
        }
        if (any) {
            block.append(squares).append('\n');
        }
        StringBuilder out = new StringBuilder();
        boolean placed = false;
        for (String line : current.split("\\R", -1)) {
            String t = line.strip();
            if (t.startsWith(mark.strip()) || t.startsWith(game + ".")) {
                if (!placed) {
                    out.append(block);
                    placed = true;
                }
                continue;
            }
            out.append(line).append('\n');
        }
        if (!placed) {
            out.append('\n').append(block);
        }
        return out.toString().stripTrailing() + "\n";
    }

    private static String currentText() {
        try (InputStream in = AlquerqueWeights.class.getResourceAsStream(AlquerqueWeights.RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing evaluation weights " + AlquerqueWeights.RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String resourcePath() {
        return "variants/src/main/resources/org/ansuz/variants/alquerque/" + AlquerqueWeights.RESOURCE;
    }
}
