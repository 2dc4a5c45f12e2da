package org.ansuz.variants.breakthrough;

import java.util.function.Consumer;

/**
 * The rule switches of one Breakthrough variant (data, not code).
 *
 * @param files board width
 * @param ranks board height; each side starts on its two home ranks
 */
public record BreakthroughRules(int files, int ranks) {
    /** The standard 8x8 game. */
    public static final BreakthroughRules STANDARD = of(standard -> { });

    /** The rules whose named fields {@code settings} changes from the standard game's. */
    public static BreakthroughRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return new BreakthroughRules(f.files, f.ranks);
    }

    /** The switches by name, holding the standard game's values until set. */
    public static final class Fields {
        public int files = 8;
        public int ranks = 8;

        private Fields() {
        }
    }
}
