package org.ansuz.variants.alquerque;

/**
 * Static score for the side to move: material by type, men's advance where men only go forward (and the
 * geese's), the lines at each piece's point, and the fox's freedom in Fox and Geese.
 */
final class AlquerqueEvaluation {
    private final AlquerqueGeometry g;
    private final int[] value;
    private final int advance;
    private final int lines;
    private final int mobility;
    private final int room;
    private final int exposed;
    private final boolean hunt;
    /**
     * How far (in king steps) the fox may stand from the point beside an exposed goose for the goose to count: the
     * fox gets there in at most two steps and jumps on the next move. Counted over the whole open board, the term
     * kept the last six geese on the edge points, where no jump reaches them, and the fox drew by the no-capture
     * rule (session 4's greedy runs).
     */
    private static final int THREAT = 2;

    AlquerqueEvaluation(AlquerqueVariant variant) {
        AlquerqueWeights w = variant.weights;
        AlquerqueRules rules = variant.rules;
        this.g = variant.geometry;
        value = new int[] {0, w.man(), rules.flyingKings() || rules.ranked() ? w.prince() : 0, w.king()};
        if (rules.flyingKings() || rules.hunt()) {
            value[2] = w.king(); // the mullah; the fox
        }
        advance = w.advance();
        lines = w.lines();
        mobility = w.mobility();
        room = w.room();
        exposed = w.exposed();
        hunt = rules.hunt();
    }

    int evaluate(AlquerquePosition pos) {
        if (hunt) {
            int score = hunt(pos);
            return pos.sideToMove() == 0 ? score : -score;
        }
        byte[] board = pos.board;
        int score = 0;
        int top = g.ranks - 1;
        for (int p = 0; p < g.size; p++) {
            int c = board[p];
            if (c == 0) {
                continue;
            }
            int owner = AlquerquePosition.owner(c);
            int t = AlquerquePosition.type(c);
            int v = value[t] + lines * g.degree[p];
            if (t == 1) {
                v += advance * (owner == 0 ? g.y[p] : top - g.y[p]);
            }
            score += owner == 0 ? v : -v;
        }
        return pos.sideToMove() == 0 ? score : -score;
    }

    /**
     * Fox and Geese from the geese's view: geese and their advance against the fox's value, its moves and
     * the room it can reach by steps; a goose the fox could jump once it gets beside it (its near side
     * in the fox's room and at most {@link #THREAT} steps from the fox, its far side empty) is a hole in the
     * trap and costs {@code exposed}.
     */
    private int hunt(AlquerquePosition pos) {
        byte[] board = pos.board;
        int fox = -1;
        for (int p = 0; p < g.size && fox < 0; p++) {
            if (board[p] != 0 && AlquerquePosition.owner(board[p]) == 1) {
                fox = p;
            }
        }
        // a goose's advance counts up to the fox's rank: one that runs past the fox builds no wall
        int top = fox < 0 ? g.ranks - 1 : g.y[fox];
        int score = 0;
        for (int p = 0; p < g.size; p++) {
            int c = board[p];
            if (c != 0 && AlquerquePosition.owner(c) == 0) {
                score += value[1] + advance * Math.min(g.y[p], top) + lines * g.degree[p];
            }
        }
        if (fox < 0) {
            return score;
        }
        long reach = room(fox, board);
        score -= value[2] + mobility * foxMoves(fox, board) + room * (Long.bitCount(reach) - 1);
        if (exposed != 0) {
            for (int p = 0; p < g.size; p++) {
                if (board[p] == 0 || AlquerquePosition.owner(board[p]) == 1) {
                    continue;
                }
                for (int d = 0; d < 8; d++) {
                    int near = g.step[d][p];
                    int far = g.step[AlquerqueGeometry.opposite(d)][p];
                    if (near >= 0 && far >= 0 && (reach >>> near & 1) != 0 && board[far] == 0
                            && Math.max(Math.abs(g.x[near] - g.x[fox]), Math.abs(g.y[near] - g.y[fox])) <= THREAT) {
                        score -= exposed;
                        break;
                    }
                }
            }
        }
        return score;
    }

    /** The points the fox can reach by steps over empty points, its own included (the geese close this room to trap it). */
    private long room(int fox, byte[] board) {
        long seen = 1L << fox;
        long frontier = seen;
        while (frontier != 0) {
            int p = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            for (int d = 0; d < 8; d++) {
                int q = g.step[d][p];
                if (q >= 0 && board[q] == 0 && (seen >>> q & 1) == 0) {
                    seen |= 1L << q;
                    frontier |= 1L << q;
                }
            }
        }
        return seen;
    }

    private int foxMoves(int p, byte[] board) {
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int q = g.step[d][p];
            if (q < 0) {
                continue;
            }
            if (board[q] == 0) {
                n++;
            } else {
                int land = g.step[d][q];
                if (land >= 0 && board[land] == 0) {
                    n += 2;
                }
            }
        }
        return n;
    }
}
