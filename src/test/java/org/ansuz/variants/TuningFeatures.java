package org.ansuz.variants;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;

/** What the tests of a family's {@link LinearEvaluation} read: the features by name, their weighted sum, random play. */
public final class TuningFeatures {
    private TuningFeatures() {
    }

    /** The features of {@code p} by weight name. */
    public static Map<String, Double> features(LinearEvaluation eval, Position p) {
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        int n = eval.features(p, index, value);
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < n; i++) {
            out.put(eval.name(index[i]), value[i]);
        }
        return out;
    }

    /** The weights in use times the features of {@code p}: what {@code p.evaluate()} must equal. */
    public static double weightedSum(LinearEvaluation eval, Position p) {
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        double[] w = eval.weights();
        int n = eval.features(p, index, value);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += w[index[i]] * value[i];
        }
        return sum;
    }

    /** Hands every position of {@code games} random games of at most {@code plies} plies to {@code check}; returns how many. */
    public static int randomPlay(Variant v, long seed, int games, int plies, Consumer<Position> check) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        int seen = 0;
        for (int game = 0; game < games; game++) {
            Position p = v.startPosition();
            for (int ply = 0; ply < plies && !p.result().isOver(); ply++) {
                check.accept(p);
                seen++;
                int n = p.generate(moves);
                if (n == 0) {
                    break;
                }
                p.play(moves.move(random.nextInt(n)));
            }
        }
        return seen;
    }
}
