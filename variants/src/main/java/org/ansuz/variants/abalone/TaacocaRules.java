package org.ansuz.variants.abalone;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switch of one Taacoca variant (data, not code).
 *
 * @param steps where a stone may step: {@code FORWARD} (official: White NW/NE, Black SW/SE) or {@code ALL}
 *              six directions (Dagaz)
 */
public record TaacocaRules(Steps steps) {
    /** Where a stone may step. */
    public enum Steps { FORWARD, ALL }

    /** The rules whose named fields {@code settings} changes from the official ones. */
    public static TaacocaRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static TaacocaRules of(Fields f) {
        return new TaacocaRules(f.steps);
    }

    /** Whether a stone steps in any of the six directions. */
    public boolean allDirections() {
        return steps == Steps.ALL;
    }

    /** The switches by name, holding the official values until set. */
    public static final class Fields {
        public Steps steps = Steps.FORWARD;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(TaacocaRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
