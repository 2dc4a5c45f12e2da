package org.ansuz.variants.cyvasse;

/**
 * The cells of each colour's pieces, and of its Towers, as bit sets over the 88 cells (cells 0-63 in
 * {@code [2 * colour]}, 64-87 in {@code [2 * colour + 1]}), kept in step by {@link CyvassePosition}'s
 * put and remove, so that the generator and the evaluation visit the pieces instead of all cells.
 */
final class CyvassePieceSets {
    final long[] pieces = new long[4];
    final long[] towers = new long[4];

    /** Puts the piece {@code code} on {@code cell} into the sets, or takes it out; empty cells and mountains are none. */
    void flip(int cell, int code) {
        if (!CyvassePosition.isPiece(code)) {
            return;
        }
        int set = 2 * CyvassePosition.colour(code) + (cell >> 6);
        long bit = 1L << cell; // the shift counts modulo 64
        pieces[set] ^= bit;
        if (CyvassePosition.kind(code) == CyvassePosition.TOWER) {
            towers[set] ^= bit;
        }
    }

    /** Writes the cells of {@code colour}'s pieces into {@code out} from {@code n} on, in cell order; returns the end. */
    int cells(int colour, int[] out, int n) {
        for (int half = 0; half < 2; half++) {
            for (long bits = pieces[2 * colour + half]; bits != 0; bits &= bits - 1) {
                out[n++] = half * 64 + Long.numberOfTrailingZeros(bits);
            }
        }
        return n;
    }

    void copyFrom(CyvassePieceSets other) {
        System.arraycopy(other.pieces, 0, pieces, 0, pieces.length);
        System.arraycopy(other.towers, 0, towers, 0, towers.length);
    }
}
