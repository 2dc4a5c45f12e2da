package org.ansuz.engine.search;

import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.SearchKind;

/**
 * The engine's search settings as one immutable value: the options that shape a search and the game
 * being played. The engine replaces it whole when an option changes, and every search keeps the
 * value it started with. A new search option is a component here (with its {@code with} method and
 * its default), the option that sets it, and the code that reads it.
 *
 * @param searchKind     option {@code Search}: alpha-beta, MCTS or the game's default
 * @param multiPv        option {@code MultiPV}: lines searched and reported
 * @param skillLevel     option {@code Skill Level}: 0..20, 20 = full strength
 * @param randomSeed     option {@code Random Seed}: the weakened engine's random seed
 * @param showWdl        option {@code UCI_ShowWDL}: report win/draw/loss estimates
 * @param analyseMode    option {@code UCI_AnalyseMode}: a forced move is still searched
 * @param moveOverheadMs option {@code Move Overhead}: the time the clock loses per move outside the engine
 * @param game           the game being played: its length, contempt, search traits and default search
 */
public record SearchSettings(SearchKind searchKind, int multiPv, int skillLevel, long randomSeed, boolean showWdl,
                             boolean analyseMode, int moveOverheadMs, GameInfo game) {

    /** Full strength, one line, alpha-beta or the game's choice, 50 ms overhead, an unnamed 100-ply game. */
    public static final SearchSettings DEFAULTS = new SearchSettings(SearchKind.AUTO, 1, 20, 0, false, false, 50,
            GameInfo.of("none"));

    /** The search the next {@code go} runs: {@code auto} is the game's default. */
    public SearchKind effectiveSearchKind() {
        return searchKind == SearchKind.AUTO ? game.defaultSearch() : searchKind;
    }

    public SearchSettings withSearchKind(SearchKind kind) {
        return new SearchSettings(kind, multiPv, skillLevel, randomSeed, showWdl, analyseMode, moveOverheadMs, game);
    }

    public SearchSettings withMultiPv(int lines) {
        return new SearchSettings(searchKind, lines, skillLevel, randomSeed, showWdl, analyseMode, moveOverheadMs, game);
    }

    public SearchSettings withSkillLevel(int level) {
        return new SearchSettings(searchKind, multiPv, level, randomSeed, showWdl, analyseMode, moveOverheadMs, game);
    }

    public SearchSettings withRandomSeed(long seed) {
        return new SearchSettings(searchKind, multiPv, skillLevel, seed, showWdl, analyseMode, moveOverheadMs, game);
    }

    public SearchSettings withShowWdl(boolean on) {
        return new SearchSettings(searchKind, multiPv, skillLevel, randomSeed, on, analyseMode, moveOverheadMs, game);
    }

    public SearchSettings withAnalyseMode(boolean on) {
        return new SearchSettings(searchKind, multiPv, skillLevel, randomSeed, showWdl, on, moveOverheadMs, game);
    }

    public SearchSettings withMoveOverheadMs(int ms) {
        return new SearchSettings(searchKind, multiPv, skillLevel, randomSeed, showWdl, analyseMode, ms, game);
    }

    public SearchSettings withGame(GameInfo info) {
        return new SearchSettings(searchKind, multiPv, skillLevel, randomSeed, showWdl, analyseMode, moveOverheadMs, info);
    }
}
