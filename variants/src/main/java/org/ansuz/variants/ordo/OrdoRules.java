package org.ansuz.variants.ordo;

/**
 * The rule switches of one Ordo variant (data, not code).
 *
 * @param ordoX         official Ordo X: diagonal and single-file ordo moves, sideways-then-forward
 *                      turns, removal of the smaller enemy sub-groups after a capture, no backward moves
 * @param dagazLimits   Dagaz templates: ordos of 2..6 pieces moving 1..5 squares
 * @param minPieces     a player with fewer pieces loses (official 1, Dagaz 2)
 * @param repetition    what a threefold repetition means
 */
public record OrdoRules(boolean ordoX, boolean dagazLimits, int minPieces, Repetition repetition) {

    /** Zillions/Dagaz: the player who repeats a position for the third time loses. */
    public enum Repetition { LOSS_FOR_REPEATER, DRAW, OFF }

    public static final OrdoRules ORDO = new OrdoRules(false, false, 1, Repetition.LOSS_FOR_REPEATER);
    public static final OrdoRules ORDO_X = new OrdoRules(true, false, 1, Repetition.LOSS_FOR_REPEATER);
    /** Dagaz's Ordo: the 2..6 / 1..5 templates and the "fewer than two pieces" loss. */
    public static final OrdoRules ORDO_DAGAZ = new OrdoRules(false, true, 2, Repetition.LOSS_FOR_REPEATER);
}
