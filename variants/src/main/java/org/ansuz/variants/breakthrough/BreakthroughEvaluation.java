package org.ansuz.variants.breakthrough;

import java.util.Arrays;

/**
 * The static score of a Breakthrough position for the side to move: material, advancement (growing with
 * the square of the ranks advanced), men guarded from behind, home-rank defenders, and runners, men one
 * step from the far rank that no enemy man can take at once (the side to move wins with one of its own, so
 * its runners count three times). The score is the weights times the {@link #terms}, exactly: what
 * {@code ansuz tune} fits.
 */
final class BreakthroughEvaluation {
    static final int MAN = 0;
    static final int ADVANCE = 1;
    static final int GUARDED = 2;
    static final int HOME_GUARD = 3;
    static final int RUNNER = 4;
    static final String[] NAMES = {"man", "advance", "guarded", "homeGuard", "runner"};

    private final int[] weight;
    /** Scratch of {@link #evaluate}; one evaluation per position, so never shared. */
    private final int[] terms = new int[NAMES.length];

    BreakthroughEvaluation(BreakthroughWeights w) {
        weight = new int[] {w.man(), w.advance(), w.guarded(), w.homeGuard(), w.runner()};
    }

    int evaluate(BreakthroughPosition p) {
        terms(p, terms);
        int score = 0;
        for (int i = 0; i < terms.length; i++) {
            score += weight[i] * terms[i];
        }
        return score;
    }

    /** The terms of {@code p} from its side to move's view (own pieces plus, the opponent's minus) into {@code x}. */
    static void terms(BreakthroughPosition p, int[] x) {
        Arrays.fill(x, 0);
        byte[] sq = p.squares();
        int ranks = p.ranks();
        int me = p.sideToMove() + 1;
        for (int idx : p.cells()) {
            int c = sq[idx];
            if (c != 1 && c != 2) {
                continue;
            }
            int sign = c == me ? 1 : -1;
            int forward = p.forward(c);
            int advanced = c == 1 ? p.rankOf(idx) : ranks - 1 - p.rankOf(idx);
            x[MAN] += sign;
            x[ADVANCE] += sign * advanced * advanced;
            if (sq[idx - forward - 1] == c || sq[idx - forward + 1] == c) {
                x[GUARDED] += sign;
            }
            if (advanced == 0) {
                x[HOME_GUARD] += sign;
            }
            if (advanced == ranks - 2) {
                int enemy = 3 - c;
                boolean attacked = sq[idx + forward - 1] == enemy || sq[idx + forward + 1] == enemy;
                if (!attacked) {
                    x[RUNNER] += c == me ? 3 : -1;
                }
            }
        }
    }
}
