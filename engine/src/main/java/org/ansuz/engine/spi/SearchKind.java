package org.ansuz.engine.spi;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The search a game uses: alpha-beta or Monte Carlo tree search, and {@code auto} (the {@code Search}
 * option's default), which takes the game's own choice ({@link GameInfo#defaultSearch}).
 */
public enum SearchKind {
    AUTO, ALPHABETA, MCTS;

    /** The word the {@code Search} option shows: {@code auto}, {@code alphabeta}, {@code mcts}. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every option word, in order. */
    public static List<String> texts() {
        return Arrays.stream(values()).map(SearchKind::text).toList();
    }

    /**
     * The kind a word names, in any case.
     *
     * @throws IllegalArgumentException naming the words there are
     */
    public static SearchKind parse(String text) {
        String t = text == null ? "" : text.trim();
        for (SearchKind k : values()) {
            if (k.text().equalsIgnoreCase(t)) {
                return k;
            }
        }
        throw new IllegalArgumentException("Search must be " + String.join(", ", texts()) + ": " + text);
    }
}
