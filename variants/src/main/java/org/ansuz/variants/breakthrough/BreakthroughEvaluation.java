package org.ansuz.variants.breakthrough;

/**
 * The static score of a Breakthrough position for the side to move: material, advancement (growing with
 * the square of the ranks advanced), men guarded from behind, home-rank defenders, and runners, men one
 * step from the far rank that no enemy man can take at once (the side to move wins with one of its own).
 */
final class BreakthroughEvaluation {
    private final BreakthroughWeights w;

    BreakthroughEvaluation(BreakthroughWeights weights) {
        this.w = weights;
    }

    int evaluate(BreakthroughPosition p) {
        byte[] sq = p.squares();
        int[] cells = p.cells();
        int ranks = p.ranks();
        int me = p.sideToMove() + 1;
        int score = 0;
        for (int idx : cells) {
            int c = sq[idx];
            if (c != 1 && c != 2) {
                continue;
            }
            int forward = p.forward(c);
            int advanced = c == 1 ? p.rankOf(idx) : ranks - 1 - p.rankOf(idx);
            int v = w.man() + w.advance() * advanced * advanced / 2;
            if (sq[idx - forward - 1] == c || sq[idx - forward + 1] == c) {
                v += w.guarded();
            }
            if (advanced == 0) {
                v += w.homeGuard();
            }
            if (advanced == ranks - 2) {
                int enemy = 3 - c;
                boolean attacked = sq[idx + forward - 1] == enemy || sq[idx + forward + 1] == enemy;
                if (!attacked) {
                    v += c == me ? 3 * w.runner() : w.runner();
                }
            }
            score += c == me ? v : -v;
        }
        return score;
    }
}
