package org.ansuz.variants.ordo;

import org.ansuz.engine.board.RepetitionRule;

/**
 * The rule switches of one Ordo variant (data, not code).
 *
 * @param ordoX         official Ordo X: diagonal and single-file ordo moves, sideways-then-forward
 *                      turns, removal of the smaller enemy sub-groups after a capture, no backward moves
 * @param dagazLimits   Dagaz templates: ordos of 2..6 pieces moving 1..5 squares
 * @param minPieces     a player with fewer pieces loses (official 1, Dagaz 2)
 * @param repetition    what a threefold repetition means
 */
public record OrdoRules(boolean ordoX, boolean dagazLimits, int minPieces, RepetitionRule repetition) {

    /** Classic Ordo. */
    public static final OrdoRules ORDO = builder().build();
    public static final OrdoRules ORDO_X = builder().ordoX(true).build();
    /** Dagaz's Ordo: the 2..6 / 1..5 templates and the "fewer than two pieces" loss. */
    public static final OrdoRules ORDO_DAGAZ = builder().dagazLimits(true).minPieces(2).build();

    /** Named switches with classic Ordo's values as defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a rules record from named switches. */
    public static final class Builder {
        private boolean ordoX;
        private boolean dagazLimits;
        private int minPieces = 1;
        private RepetitionRule repetition = RepetitionRule.LOSS_FOR_REPEATER;

        public Builder ordoX(boolean value) {
            ordoX = value;
            return this;
        }

        public Builder dagazLimits(boolean value) {
            dagazLimits = value;
            return this;
        }

        public Builder minPieces(int value) {
            minPieces = value;
            return this;
        }

        public Builder repetition(RepetitionRule value) {
            repetition = value;
            return this;
        }

        public OrdoRules build() {
            return new OrdoRules(ordoX, dagazLimits, minPieces, repetition);
        }
    }
}
