package org.ansuz.variants.alquerque;

import java.util.Arrays;

/**
 * Static score for the side to move: material by type, men's advance where men only go forward (and the
 * geese's), the lines at each piece's point, the (learnt) worth of a man on each point, and the fox's freedom
 * in Fox and Geese; the weighted sum of {@link AlquerqueTerms}.
 */
final class AlquerqueEvaluation {
    private final AlquerqueTerms terms;
    private final AlquerqueGeometry g;
    private final boolean hunt;
    /** Scratch of a hunt's terms ({@link #huntTerms}); one evaluation per position, so never shared. */
    private final int[] huntTerms = new int[AlquerqueTerms.SQUARE];
    /**
     * How far (in king steps) the fox may stand from the point beside an exposed goose for the goose to count: the
     * fox gets there in at most two steps and jumps on the next move. Counted over the whole open board, the term
     * kept the last six geese on the edge points, where no jump reaches them, and the fox drew by the no-capture
     * rule (session 4's greedy runs).
     */
    private static final int THREAT = 2;

    AlquerqueEvaluation(AlquerqueVariant variant) {
        this.terms = variant.terms;
        this.g = variant.geometry;
        hunt = terms.hunt;
    }

    int evaluate(AlquerquePosition pos) {
        int score = 0;
        if (hunt) {
            huntTerms(pos, huntTerms);
            for (int i = 0; i < huntTerms.length; i++) {
                score += terms.weight[i] * huntTerms[i];
            }
        } else {
            byte[] board = pos.board;
            int[][] pieceValue = terms.pieceValue;
            for (int p = 0; p < g.size; p++) {
                int c = board[p];
                if (c != 0) {
                    score += AlquerquePosition.owner(c) == 0 ? pieceValue[c][p] : -pieceValue[c][p];
                }
            }
        }
        return pos.sideToMove() == 0 ? score : -score;
    }

    /**
     * Fox and Geese's terms from the geese's view into {@code x} (indexed as {@link AlquerqueTerms}): geese, their
     * advance and lines count plus; the fox, its moves and the room it can reach by steps minus; a goose the fox could
     * jump once it gets beside it (its near side in the fox's room and at most {@link #THREAT} steps from the fox,
     * its far side empty) is a hole in the trap and counts minus as {@code exposed}.
     */
    void huntTerms(AlquerquePosition pos, int[] x) {
        Arrays.fill(x, 0);
        byte[] board = pos.board;
        int fox = -1;
        for (int p = 0; p < g.size && fox < 0; p++) {
            if (board[p] != 0 && AlquerquePosition.owner(board[p]) == 1) {
                fox = p;
            }
        }
        // a goose's advance counts up to the fox's rank: one that runs past the fox builds no wall
        int top = fox < 0 ? g.ranks - 1 : g.y[fox];
        for (int p = 0; p < g.size; p++) {
            int c = board[p];
            if (c != 0 && AlquerquePosition.owner(c) == 0) {
                x[AlquerqueTerms.MAN]++;
                x[AlquerqueTerms.ADVANCE] += Math.min(g.y[p], top);
                x[AlquerqueTerms.LINES] += g.degree[p];
            }
        }
        if (fox < 0) {
            return;
        }
        long reach = room(fox, board);
        x[AlquerqueTerms.KING] = -1;
        x[AlquerqueTerms.MOBILITY] = -foxMoves(fox, board);
        x[AlquerqueTerms.ROOM] = -(Long.bitCount(reach) - 1);
        for (int p = 0; p < g.size; p++) {
            if (board[p] == 0 || AlquerquePosition.owner(board[p]) == 1) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int near = g.step[d][p];
                int far = g.step[AlquerqueGeometry.opposite(d)][p];
                if (near >= 0 && far >= 0 && (reach >>> near & 1) != 0 && board[far] == 0
                        && Math.max(Math.abs(g.x[near] - g.x[fox]), Math.abs(g.y[near] - g.y[fox])) <= THREAT) {
                    x[AlquerqueTerms.EXPOSED]--;
                    break;
                }
            }
        }
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
