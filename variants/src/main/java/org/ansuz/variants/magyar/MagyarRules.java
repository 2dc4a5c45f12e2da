package org.ansuz.variants.magyar;

/**
 * The rule switches of one Magyar variant ({@code docs/rules/magyar.md}), built with named fields and defaults.
 *
 * @param twoPhase  each turn is a stone move then an optional tile move (section 4, the default); false is
 *                  Dagaz's single-phase "magyar-checkers-variant" of section 6 (a stone move or a tile move,
 *                  no pass, the tile ko, captures forbid tile moves)
 * @param turnLimit turns (one per player turn) after which the game is drawn; 0 = none
 * @param repetitionDraw a position occurring for the third time is a draw
 */
public record MagyarRules(boolean twoPhase, int turnLimit, boolean repetitionDraw) {
    /** The spec's defaults: two-phase turns, 300-turn limit, threefold repetition draws. */
    public static final MagyarRules STANDARD = builder().build();
    /** Section 6: single-phase turns. */
    public static final MagyarRules SINGLE_PHASE = builder().twoPhase(false).build();

    public static Builder builder() {
        return new Builder();
    }

    /** Named fields with the spec's defaults. */
    public static final class Builder {
        private boolean twoPhase = true;
        private int turnLimit = 300;
        private boolean repetitionDraw = true;

        public MagyarRules build() {
            return new MagyarRules(twoPhase, turnLimit, repetitionDraw);
        }

        public Builder twoPhase(boolean v) {
            twoPhase = v;
            return this;
        }

        public Builder turnLimit(int v) {
            turnLimit = v;
            return this;
        }

        public Builder repetitionDraw(boolean v) {
            repetitionDraw = v;
            return this;
        }
    }
}
