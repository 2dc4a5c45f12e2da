package org.ansuz.variants.draughts;

/**
 * The evaluation of a board of more than 64 squares ({@link WideDraughtsPosition}), in centi-men for the
 * side to move: material by the variant's weights (man, king), men's advancement, the centre and the tempo
 * bonus, with {@link ClassicEvaluation}'s tables. It leaves out the bitboard terms (mobility, back row,
 * the kings' reach): a simple evaluation for boards no tuned weights exist for. Stateless and shared.
 */
final class WideEvaluation {
    private final DraughtsWeights w;
    /** Per colour and cell: what a man there is worth ({@code man + advance + centre}). */
    private final int[][] man;
    /** Per cell: what a king there is worth ({@code king + centre}). */
    private final int[] king;

    WideEvaluation(DraughtsRules rules, DraughtsGeometry g, int[][] manMoveDirs) {
        this.w = rules.weights();
        int[][] advance = ClassicEvaluation.advanceTable(w, g, manMoveDirs);
        man = new int[2][g.cells];
        king = new int[g.cells];
        for (int cell = 0; cell < g.cells; cell++) {
            int centre = ClassicEvaluation.isCentre(g, cell) ? w.centre() : 0;
            man[0][cell] = w.man() + advance[0][cell] + centre;
            man[1][cell] = w.man() + advance[1][cell] + centre;
            king[cell] = w.king() + centre;
        }
    }

    /** The score of {@code p} for its side to move; allocates nothing. */
    int evaluate(WideDraughtsPosition p) {
        int us = p.color;
        return side(p, us) - side(p, us ^ 1) + w.tempo();
    }

    private int side(WideDraughtsPosition p, int colour) {
        int score = 0;
        int[] men = man[colour];
        long[] sets = p.sets;
        long[] kings = p.kings;
        int words = p.words;
        for (int i = 0; i < words; i++) {
            long own = sets[colour * words + i];
            for (long b = own & ~kings[i]; b != 0; b &= b - 1) {
                score += men[i << 6 | Long.numberOfTrailingZeros(b)];
            }
            for (long b = own & kings[i]; b != 0; b &= b - 1) {
                score += king[i << 6 | Long.numberOfTrailingZeros(b)];
            }
        }
        return score;
    }
}
