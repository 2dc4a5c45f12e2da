package org.ansuz.variants.magyar;

import static org.ansuz.variants.magyar.MagyarPosition.NB;
import static org.ansuz.variants.magyar.MagyarPosition.height;
import static org.ansuz.variants.magyar.MagyarPosition.top;

import java.util.Arrays;
import org.ansuz.engine.spi.WeightTable;

/**
 * Magyar's static evaluation for the side to move: exactly the weights of {@link MagyarWeights} times the
 * {@link #terms} of the position, what {@code ansuz tune} fits ({@link MagyarTuning}). There is no
 * advancement term: columns step in all six directions and the board itself moves.
 */
final class MagyarEvaluation {
    /** The features, in the order of {@link MagyarWeights}' components. */
    static final int COLUMN = 0;
    static final int PRISONER = 1;
    static final int HEIGHT = 2;
    static final int LIBERTY = 3;
    static final int EN_PRISE = 4;
    static final int BACKED = 5;
    static final int FRIEND = 6;
    static final int EDGE = 7;
    static final int SINGLE = 8;
    static final String[] NAMES = {"column", "prisoner", "height", "liberty", "enPrise", "backed", "friend", "edge",
        "single"};

    private final int[] weights;
    /** Scratch of {@link #evaluate}: the terms of the position evaluated (one evaluation at a time per position). */
    private final int[] terms = new int[NAMES.length];

    MagyarEvaluation(MagyarWeights weights) {
        this.weights = weights.asArray();
    }

    int evaluate(MagyarPosition p) {
        terms(p, terms);
        return WeightTable.weightedSum(weights, terms);
    }

    /** The terms of {@code p} from its side to move's view (its columns' counts minus the opponent's) into {@code x}. */
    static void terms(MagyarPosition p, int[] x) {
        Arrays.fill(x, 0);
        int me = p.sideToMove();
        for (int i = 0; i < p.tileCount; i++) {
            int c = p.tiles[i];
            int code = p.stack[c];
            if (code == 0) {
                continue;
            }
            int owner = top(code);
            int h = height(code);
            int bits = code & ((1 << h) - 1);
            // stones of the other colour than the top: white (1) bits under a red top, red (0) ones under a white top
            int whites = Integer.bitCount(bits);
            int prisoners = owner == MagyarPosition.WHITE ? h - whites : whites;
            int liberties = 0;
            int friends = 0;
            int rim = 0;
            boolean enPrise = false;
            for (int d = 0; d < 6; d++) {
                int n = NB[d][c];
                if (!p.tile[n]) {
                    rim++;
                    continue;
                }
                int near = p.stack[n];
                if (near == 0) {
                    liberties++;
                } else if (top(near) == owner) {
                    friends++;
                } else {
                    int beyond = NB[(d + 3) % 6][c];
                    enPrise |= p.tile[beyond] && p.stack[beyond] == 0;
                }
            }
            int s = owner == me ? 1 : -1;
            x[COLUMN] += s;
            x[PRISONER] += s * prisoners;
            x[HEIGHT] += s * (h - 1);
            x[LIBERTY] += s * liberties;
            x[EN_PRISE] += enPrise ? s : 0;
            x[BACKED] += h >= 2 && (code >>> (h - 2) & 1) == owner ? s : 0;
            x[FRIEND] += s * friends;
            x[EDGE] += s * rim;
            x[SINGLE] += h == 1 ? s : 0;
        }
    }
}
