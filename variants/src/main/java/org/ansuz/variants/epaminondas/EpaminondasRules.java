package org.ansuz.variants.epaminondas;

import java.util.function.Consumer;
import org.ansuz.engine.board.RepetitionRule;
import org.ansuz.engine.spi.SwitchReader;

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

    /** The rules whose named fields {@code settings} changes from the standard game's. */
    public static EpaminondasRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static EpaminondasRules of(Fields f) {
        return new EpaminondasRules(f.files, f.ranks, f.wholeLineCapture, f.homeRowImmune, f.repetition);
    }

    /** The switches by name, holding the standard game's values until set. */
    public static final class Fields {
        public int files = 14;
        public int ranks = 12;
        public boolean wholeLineCapture = true;
        public boolean homeRowImmune;
        public RepetitionRule repetition = RepetitionRule.LOSS_FOR_REPEATER;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(EpaminondasRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
