package org.ansuz.variants.gess;

import static org.ansuz.variants.gess.GessPosition.band;
import static org.ansuz.variants.gess.GessPosition.pieceCentres;
import static org.ansuz.variants.gess.GessPosition.ringCentres;

import org.ansuz.engine.spi.WeightTable;
import org.ansuz.engine.tune.CountedEvaluation;

/**
 * GESS's evaluation, for the side to move: the features of {@link GessWeights} counted (own less the
 * other side's) and weighted, all of it linear, so {@code ansuz tune} fits every weight. One per position,
 * with its own count array (allocated once).
 */
final class GessEvaluation {
    // Feature layout: the weights record's components in order (CountedEvaluation).
    static final int STONE = 0;
    static final int RING = 1;
    static final int EXTRA_RING = 2;
    static final int STRONG_PIECE = 3;
    static final int STRONG_DIRECTION = 4;
    static final int PIECE = 5;
    static final int CENTRE_FILE = 6;
    static final int ADVANCE = 7;
    static final int RING_THREAT = ADVANCE + GessWeights.ADVANCE_ZONES;
    static final int FEATURES = RING_THREAT + 1;
    /** Padded bits of the six central files, x 6..11. */
    private static final int CENTRE_FILES = 0x3f << 8;
    /** Padded rows per third of the board. */
    private static final int THIRD = GessPosition.N / 3;

    private final int[] weights;
    private final int[] counts = new int[FEATURES];

    /** {@code weights}: the flat vector of {@link GessWeights} ({@link CountedEvaluation#flatten}), shared. */
    GessEvaluation(int[] weights) {
        this.weights = weights;
    }

    /** The side to move's score less the other side's. */
    int evaluate(GessPosition pos) {
        java.util.Arrays.fill(counts, 0);
        count(pos, counts);
        return WeightTable.weightedSum(weights, counts);
    }

    /** Adds the features of {@code pos}, own less the other side's for the side to move, to {@code x}. */
    static void count(GessPosition pos, int[] x) {
        int me = pos.sideToMove();
        count(pos, me, 1, x);
        count(pos, me ^ 1, -1, x);
    }

    /**
     * Adds {@code sign} times one colour's features: a stone on a piece's centre gives it unlimited range, so
     * such pieces count extra; the rings' score is a first ring and the spares beyond it.
     */
    private static void count(GessPosition pos, int colour, int sign, int[] x) {
        int[] own = pos.rows[colour];
        int[] en = pos.rows[colour ^ 1];
        int stones = 0;
        int centreStones = 0;
        int middle = 0;
        int far = 0;
        int rings = 0;
        int threatened = 0;
        int pieces = 0;
        int strong = 0;
        int strongDirs = 0;
        for (int y = 1; y <= 20; y++) {
            int n = Integer.bitCount(own[y]);
            stones += n;
            centreStones += Integer.bitCount(own[y] & CENTRE_FILES);
            // the third of the board row y lies in, counted from this colour's own side (0, 1 or 2)
            int third = Math.min(2, Math.max(0, colour == GessPosition.BLACK ? y - 2 : 19 - y) / THIRD);
            middle += third == 1 ? n : 0;
            far += third == 2 ? n : 0;
            if (y >= 3 && y <= 18) {
                for (int r = ringCentres(own, en, y); r != 0; r &= r - 1) {
                    rings++;
                    // bit i is the ring centred on X = i + 1: the 7 x 7 square around it is bits i - 2 .. i + 4
                    int around = 0x7f << (Integer.numberOfTrailingZeros(r) - 2);
                    if (((en[y - 3] | en[y - 2] | en[y - 1] | en[y] | en[y + 1] | en[y + 2] | en[y + 3]) & around) != 0) {
                        threatened++;
                    }
                }
            }
            int movable = pieceCentres(own, en, y);
            pieces += Integer.bitCount(movable);
            for (int centres = movable & own[y]; centres != 0; centres &= centres - 1) {
                int bx = Integer.numberOfTrailingZeros(centres);
                strong++;
                strongDirs += Integer.bitCount(own[y + 1] & band(bx)) + Integer.bitCount(own[y - 1] & band(bx))
                        + Integer.bitCount(own[y] & (5 << (bx - 1)));
            }
        }
        x[STONE] += sign * stones;
        x[RING] += sign * Math.min(1, rings);
        x[EXTRA_RING] += sign * Math.max(0, rings - 1);
        x[STRONG_PIECE] += sign * strong;
        x[STRONG_DIRECTION] += sign * strongDirs;
        x[PIECE] += sign * pieces;
        x[CENTRE_FILE] += sign * centreStones;
        x[ADVANCE] += sign * middle;
        x[ADVANCE + 1] += sign * far;
        x[RING_THREAT] += sign * threatened;
    }
}
