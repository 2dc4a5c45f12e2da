package org.ansuz.variants.epaminondas;

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
                               Repetition repetition) {

    /** Zillions/Dagaz: the player who repeats a position for the third time loses. */
    public enum Repetition { LOSS_FOR_REPEATER, DRAW, OFF }

    public static final EpaminondasRules STANDARD =
            new EpaminondasRules(14, 12, true, false, Repetition.LOSS_FOR_REPEATER);
    public static final EpaminondasRules DAGAZ_8X8 =
            new EpaminondasRules(8, 8, false, true, Repetition.LOSS_FOR_REPEATER);
}
