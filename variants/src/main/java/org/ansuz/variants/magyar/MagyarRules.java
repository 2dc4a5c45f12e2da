package org.ansuz.variants.magyar;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switches of one Magyar variant ({@code docs/rules/magyar.md}; data, not code).
 *
 * @param twoPhase  each turn is a stone move then an optional tile move (section 4, the default); false is
 *                  Dagaz's single-phase "magyar-checkers-variant" of section 6 (a stone move or a tile move,
 *                  no pass, the tile ko, captures forbid tile moves)
 * @param turnLimit turns (one per player turn) after which the game is drawn; 0 = none
 * @param repetitionDraw a position occurring for the third time is a draw
 */
public record MagyarRules(boolean twoPhase, int turnLimit, boolean repetitionDraw) {
    /** The rules whose named fields {@code settings} changes from the spec's defaults. */
    public static MagyarRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static MagyarRules of(Fields f) {
        return new MagyarRules(f.twoPhase, f.turnLimit, f.repetitionDraw);
    }

    /** The switches by name, holding the spec's defaults until set. */
    public static final class Fields {
        public boolean twoPhase = true;
        public int turnLimit = 300;
        public boolean repetitionDraw = true;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(MagyarRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
