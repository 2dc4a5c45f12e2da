package org.ansuz.variants.abalone;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switches of one Abalone variant ({@code docs/rules/abalone.md#abalone}; data, not code). The official
 * rules and Dagaz have neither a ply limit nor a repetition draw.
 *
 * @param plyLimit       plies after which the game is drawn, 0 = none
 * @param repetitionDraw the third occurrence of a position is a draw
 */
public record AbaloneRules(int plyLimit, boolean repetitionDraw) {

    /** The rules whose named fields {@code settings} changes from the official ones. */
    public static AbaloneRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static AbaloneRules of(Fields f) {
        return new AbaloneRules(f.plyLimit, f.repetitionDraw);
    }

    /** The switches by name, holding the official values until set. */
    public static final class Fields {
        public int plyLimit;
        public boolean repetitionDraw;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(AbaloneRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
