package org.ansuz.engine.spi;

import java.util.EnumSet;
import java.util.Set;

/**
 * Facts about a game that players, GUIs and the time manager need. Built by name:
 * {@code GameInfo.of("draughts").withPlayers("White", "Black").withMaterialUnit("man")...}; what a game
 * does not set keeps the default of {@link #of}.
 *
 * @param p1Name             name of the player who moves first ("Black" in English draughts)
 * @param p2Name             name of the other player
 * @param p1IsUpperCase      whether the first player's pieces are the upper-case / "W" side of the
 *                           position text (decides what {@code wtime} means)
 * @param materialUnit       what one hundred centi-units of score are ("man", "marble", "dwarf")
 * @param typicalGamePlies   expected length of a game, for the time manager
 * @param defaultSearch      the search the option {@code Search=auto} picks: alpha-beta or MCTS
 * @param family             the rules family ("draughts", "abalone", ...)
 * @param contempt           centi-units a draw costs the side the engine plays, 0 where a draw is level; games
 *                           whose sides both play for a win (the hunts, Koom Valley) set it so that the engine
 *                           does not settle for a repetition while it stands a little worse
 * @param searchTraits       search techniques the game opts into ({@link SearchTrait}), none by default
 * @param pieceLegend        what the letters of the text board mean, for a person ("w white man, W white
 *                           king, ..."); empty where the family says nothing
 */
public record GameInfo(String p1Name, String p2Name, boolean p1IsUpperCase, String materialUnit,
                       int typicalGamePlies, SearchKind defaultSearch, String family, int contempt,
                       Set<SearchTrait> searchTraits, String pieceLegend) {

    public GameInfo {
        if (defaultSearch == null || defaultSearch == SearchKind.AUTO) {
            throw new IllegalArgumentException("a game's default search is alpha-beta or MCTS, not auto");
        }
        pieceLegend = pieceLegend == null ? "" : pieceLegend;
        searchTraits = searchTraits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(searchTraits));
    }

    /**
     * A game of {@code family} between "First" (upper case) and "Second", scored in units, 100 plies
     * long, searched by alpha-beta, draws level, no search traits.
     */
    public static GameInfo of(String family) {
        return new GameInfo("First", "Second", true, "unit", 100, SearchKind.ALPHABETA, family, 0, Set.of(), "");
    }

    /** This game between {@code p1Name}, who moves first, and {@code p2Name}. */
    public GameInfo withPlayers(String p1Name, String p2Name) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                contempt, searchTraits, pieceLegend);
    }

    /** This game with the first player's pieces upper case ({@code true}) or lower case in position texts. */
    public GameInfo withP1IsUpperCase(boolean upperCase) {
        return new GameInfo(p1Name, p2Name, upperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                contempt, searchTraits, pieceLegend);
    }

    public GameInfo withMaterialUnit(String unit) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, unit, typicalGamePlies, defaultSearch, family,
                contempt, searchTraits, pieceLegend);
    }

    public GameInfo withTypicalGamePlies(int plies) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, plies, defaultSearch, family,
                contempt, searchTraits, pieceLegend);
    }

    public GameInfo withDefaultSearch(SearchKind kind) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, kind, family,
                contempt, searchTraits, pieceLegend);
    }

    public GameInfo withContempt(int centiUnits) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                centiUnits, searchTraits, pieceLegend);
    }

    /** This game with the given search traits. */
    public GameInfo withSearchTraits(SearchTrait... traits) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                contempt, Set.of(traits), pieceLegend);
    }

    /** This game with {@code legend} naming the letters of its text board. */
    public GameInfo withPieceLegend(String legend) {
        return new GameInfo(p1Name, p2Name, p1IsUpperCase, materialUnit, typicalGamePlies, defaultSearch, family,
                contempt, searchTraits, legend);
    }
}
