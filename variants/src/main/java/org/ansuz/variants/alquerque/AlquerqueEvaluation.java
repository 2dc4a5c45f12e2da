package org.ansuz.variants.alquerque;

/**
 * Static score for the side to move: material by type, men's advance where men only go forward (and the
 * geese's), the lines at each piece's point, and the fox's freedom in Fox and Geese.
 */
final class AlquerqueEvaluation {
    private final AlquerquePosition pos;
    private final AlquerqueGeometry g;
    private final int[] value;
    private final int advance;
    private final int lines;
    private final int mobility;
    private final int room;
    private final boolean hunt;

    AlquerqueEvaluation(AlquerquePosition pos, AlquerqueWeights w) {
        this.pos = pos;
        this.g = pos.geometry;
        value = new int[] {0, w.man(), pos.rules.flyingKings() || pos.rules.ranked() ? w.prince() : 0, w.king()};
        if (pos.rules.flyingKings() || pos.rules.hunt()) {
            value[2] = w.king(); // the mullah; the fox
        }
        advance = w.advance();
        lines = w.lines();
        mobility = w.mobility();
        room = w.room();
        hunt = pos.rules.hunt();
    }

    int evaluate() {
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
            if (hunt && owner == 1) {
                v = value[2] + mobility * foxMoves(p, board) + room * room(p, board);
            }
            score += owner == 0 ? v : -v;
        }
        return pos.sideToMove() == 0 ? score : -score;
    }

    /** Points the fox can reach by steps over empty points (the geese close this room to trap it). */
    private int room(int fox, byte[] board) {
        long seen = 1L << fox;
        long frontier = seen;
        int n = 0;
        while (frontier != 0) {
            int p = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            for (int d = 0; d < 8; d++) {
                int q = g.step[d][p];
                if (q >= 0 && board[q] == 0 && (seen >>> q & 1) == 0) {
                    seen |= 1L << q;
                    frontier |= 1L << q;
                    n++;
                }
            }
        }
        return n;
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
