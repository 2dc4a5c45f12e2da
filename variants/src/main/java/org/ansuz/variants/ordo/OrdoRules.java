package org.ansuz.variants.ordo;

import java.util.function.Consumer;
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
    public static final OrdoRules ORDO = of(classic -> { });
    public static final OrdoRules ORDO_X = of(r -> r.ordoX = true);
    /** Dagaz's Ordo: the 2..6 / 1..5 templates and the "fewer than two pieces" loss. */
    public static final OrdoRules ORDO_DAGAZ = of(r -> {
        r.dagazLimits = true;
        r.minPieces = 2;
    });

    /** The rules whose named fields {@code settings} changes from classic Ordo's. */
    public static OrdoRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return new OrdoRules(f.ordoX, f.dagazLimits, f.minPieces, f.repetition);
    }

    /** The switches by name, holding classic Ordo's values until set. */
    public static final class Fields {
        public boolean ordoX;
        public boolean dagazLimits;
        public int minPieces = 1;
        public RepetitionRule repetition = RepetitionRule.LOSS_FOR_REPEATER;

        private Fields() {
        }
    }
}
