package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE_OWNER;
import static org.ansuz.variants.chesst.ChessTGeometry.LINES;
import static org.ansuz.variants.chesst.ChessTGeometry.SCOUT;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.STRENGTH;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTGeometry.name;
import static org.ansuz.variants.chesst.ChessTPosition.colourOf;
import static org.ansuz.variants.chesst.ChessTPosition.kindOf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The force field of one {@link ChessTPosition} (section 7): the strength every piece projects on the
 * squares it acts on. The generator and the evaluation recompute it from the board; play and undo only
 * move pieces, and a board's field is computed once.
 */
final class ChessTForceField {
    private final ChessTPosition pos;
    /** Raw sums and royal participation per colour and square (section 7.2). */
    private final int[] sum = new int[2 * SQUARES];
    private final int[] royal = new int[2 * SQUARES];

    ChessTForceField(ChessTPosition pos) {
        this.pos = pos;
    }

    /** The {@link ChessTPosition#boardVersion} the sums were computed for; -1 none. */
    private long computedAt = -1;

    /** Recomputes the sums and royal participation from the board (section 7.1, 7.2), once per board. */
    void compute() {
        if (computedAt == pos.boardVersion) {
            return;
        }
        computedAt = pos.boardVersion;
        Arrays.fill(sum, 0);
        Arrays.fill(royal, 0);
        int[] board = pos.board;
        for (int s = 0; s < SQUARES; s++) {
            if (board[s] != 0) {
                project(s, sum, royal);
            }
        }
    }

    /**
     * Adds the strength of the piece on {@code s} to every square of its projection set (section 7.1):
     * its own square, its lines up to the first occupied square (jumping lines: all of them), never the
     * enemy impregnable square. A Scout projects nothing.
     */
    private void project(int s, int[] sums, int[] royals) {
        int[] board = pos.board;
        int p = board[s];
        int k = kindOf(p);
        if (k == SCOUT) {
            return;
        }
        int c = colourOf(p);
        int base = c * SQUARES;
        int str = STRENGTH[k];
        int r = isRoyal(k) ? 1 : 0;
        int imp = pos.enemyImp(c);
        sums[base + s] += str;
        royals[base + s] += r;
        int[] lines = LINES[c][k][s];
        for (int i = 0; i < lines.length; ) {
            boolean jumping = lines[i] == 1;
            int n = lines[i + 1];
            int first = i + 2;
            i = first + n;
            for (int j = first; j < i; j++) {
                int q = lines[j];
                if (q == imp) {
                    if (jumping) {
                        continue;
                    }
                    break;
                }
                sums[base + q] += str;
                royals[base + q] += r;
                if (!jumping && board[q] != 0) {
                    break;
                }
            }
        }
    }

    /** The squares the piece on {@code s} acts on (its projection set), in square order; a query, not a hot path. */
    List<String> projection(int s) {
        int[] sums = new int[2 * SQUARES];
        List<String> out = new ArrayList<>();
        if (pos.board[s] == 0) {
            return out;
        }
        project(s, sums, new int[2 * SQUARES]);
        int base = colourOf(pos.board[s]) * SQUARES;
        for (int q = 0; q < SQUARES; q++) {
            if (sums[base + q] != 0) {
                out.add(name(q));
            }
        }
        return out;
    }

    /** Effective force of colour {@code c} on {@code q} with the castle rule (section 7.3). */
    int force(int c, int q) {
        int i = c * SQUARES + q;
        if (CASTLE_OWNER[q] >= 0 && royal[i] == 0) {
            int p = pos.board[q];
            if (p == 0 || colourOf(p) != c) {
                return 0;
            }
        }
        return sum[i];
    }
}
