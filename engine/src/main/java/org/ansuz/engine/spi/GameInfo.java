package org.ansuz.engine.spi;

import java.util.EnumSet;
import java.util.Set;

/**
 * Facts about a game that players, GUIs and the time manager need.
 *
 * @param p1Name             name of the player who moves first ("Black" in English draughts)
 * @param p2Name             name of the other player
 * @param p1IsUpperCase      whether the first player's pieces are the upper-case / "W" side of the
 *                           position text (decides what {@code wtime} means)
 * @param materialUnit       what one hundred centi-units of score are ("man", "marble", "dwarf")
 * @param typicalGamePlies   expected length of a game, for the time manager
 * @param defaultSearch      {@link SearchKind#ALPHABETA} or {@link SearchKind#MCTS}
 * @param family             the rules family ("draughts", "abalone", ...)
 * @param contempt           centi-units a draw costs the side the engine plays, 0 where a draw is level; games
 *                           whose sides both play for a win (the hunts, Koom Valley) set it so that the engine
 *                           does not settle for a repetition while it stands a little worse
 * @param searchTraits       search techniques the game opts into ({@link SearchTrait}), none by default
 */
public record GameInfo(String p1Name, String p2Name, boolean p1IsUpperCase, String materialUnit,
                       int typicalGamePlies, SearchKind defaultSearch, String family, int contempt,
                       Set<SearchTrait> searchTraits) {

    public GameInfo {
        searchTraits = searchTraits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(searchTraits));
    }

    /** A game that opts into no search trait. */
    public GameInfo(String p1Name, String p2Name, boolean p1IsUpperCase, String materialUnit, int typicalGamePlies,
                    SearchKind defaultSearch, String family, int contempt) {
        this(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family, contempt, Set.of());
    }

    /** A game whose draws are level (no contempt). */
    public GameInfo(String p1Name, String p2Name, boolean p1IsUpperCase, String materialUnit, int typicalGamePlies,
                    SearchKind defaultSearch, String family) {
        this(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family, 0);
    }

    /** This game with the given search traits. */
    public GameInfo withSearchTraits(SearchTrait... traits) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                contempt, Set.of(traits));
    }
}
