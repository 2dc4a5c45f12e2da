package org.ansuz.variants.abalone;

import org.ansuz.engine.spi.WeightTable;

/**
 * The learnt part of the Taacoca weights table ({@code taacoca.weights}), one weight per feature
 * {@link TaacocaEvaluation} counts: a stone, a stone advanced 0 ... 8 rows from its home row, a friendly
 * neighbour, and the move when one of the mover's stones can capture. {@link Race} is the fixed part.
 */
record TaacocaWeights(int stone, int[] advance, int cohesion, int captureTempo) {
    static final int ROWS = 9;

    TaacocaWeights {
        if (advance.length != ROWS) {
            throw new IllegalStateException("taacoca.weights: advance needs " + ROWS + " values");
        }
    }

    /**
     * The part outside the learnt sum: a won race (a stone no enemy can stop, needing no more moves than
     * the enemy's best) is nearly a proven result, rare in games and not a count the fit could weigh well.
     */
    record Race(int raceWin) {
    }

    private static final WeightTable TABLE = WeightTable.read(TaacocaWeights.class, "taacoca.weights");
    /** Read once: every Taacoca variant evaluates with the same table. */
    private static final TaacocaWeights SHIPPED = TABLE.as(TaacocaWeights.class);
    static final Race RACE = TABLE.as(Race.class);

    static TaacocaWeights load() {
        return SHIPPED;
    }
}
