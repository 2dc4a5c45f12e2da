package org.ansuz.variants.epaminondas;

import org.ansuz.engine.board.RepetitionRule;

/**
 * The rule switches of one Epaminondas variant (data, not code).
 *
 * @param files            board width (14 or 8)
 * @param ranks            board height (12 or 8)
 * @param wholeLineCapture a capture removes the whole enemy line (14x12) or only its first stone (Dagaz 8x8)
 * @param homeRowImmune    an enemy stone on the mover's own home row cannot be captured (Dagaz 8x8)
 * @param repetition       what a threefold repetition means
 */
public record EpaminondasRules(int files, int ranks, boolean wholeLineCapture, boolean homeRowImmune,
                               RepetitionRule repetition) {

    /** The 14x12 board: a capture removes the whole enemy line; repeating a position thrice loses. */
    public static final EpaminondasRules STANDARD = builder().build();
    /** Dagaz's 8x8 crossing game: one stone captured, the mover's home row immune. */
    public static final EpaminondasRules DAGAZ_8X8 = builder().files(8).ranks(8).wholeLineCapture(false)
            .homeRowImmune(true).build();

    /** Named switches with the standard game's values as defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a rules record from named switches. */
    public static final class Builder {
        private int files = 14;
        private int ranks = 12;
        private boolean wholeLineCapture = true;
        private boolean homeRowImmune;
        private RepetitionRule repetition = RepetitionRule.LOSS_FOR_REPEATER;

        public Builder files(int value) {
            files = value;
            return this;
        }

        public Builder ranks(int value) {
            ranks = value;
            return this;
        }

        public Builder wholeLineCapture(boolean value) {
            wholeLineCapture = value;
            return this;
        }

        public Builder homeRowImmune(boolean value) {
            homeRowImmune = value;
            return this;
        }

        public Builder repetition(RepetitionRule value) {
            repetition = value;
            return this;
        }

        public EpaminondasRules build() {
            return new EpaminondasRules(files, ranks, wholeLineCapture, homeRowImmune, repetition);
        }
    }
}
