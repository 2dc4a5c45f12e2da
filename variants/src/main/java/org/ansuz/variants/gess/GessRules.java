package org.ansuz.variants.gess;

import java.util.function.Consumer;

/**
 * The rule data of one GESS variant (data, not code). The game as specified has no rule switches; what a
 * variant may change is its start position.
 *
 * @param start the start position text (placement and side to move)
 */
public record GessRules(String start) {
    /** The specification's game and start position. */
    public static final GessRules STANDARD = of(standard -> { });

    /** The rules whose named fields {@code settings} changes from the specification's. */
    public static GessRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return new GessRules(f.start);
    }

    /** The fields by name, holding the specification's values until set. */
    public static final class Fields {
        public String start = "1w1w1wwwwwwww1w1w1/www1w1wwww1w1w1www/1w1w1wwwwwwww1w1w1/18/18/1w2w2w2w2w2w1/"
                + "18/18/18/18/18/18/1b2b2b2b2b2b1/18/18/1b1b1bbbbbbbb1b1b1/bbb1b1bbbb1b1b1bbb/1b1b1bbbbbbbb1b1b1 b";

        private Fields() {
        }
    }
}
