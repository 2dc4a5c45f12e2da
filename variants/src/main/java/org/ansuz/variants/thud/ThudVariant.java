package org.ansuz.variants.thud;

import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One variant of the family: a name, its rule switches and its start; positions are {@link ThudPosition}. */
public final class ThudVariant extends BaseVariant implements Tunable {
    static final String THUD_START =
            "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TXT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d";
    static final String KOOM_VALLEY_START =
            "5/1T1T1T1/1TT1T1TT1/11/13/15/15/7R7/7d7/d13d/d11d/d9d/d7d/d5d/ddddd d";

    /** Why a game ended (an index of the results made once per variant); {@code END_NONE} while it goes on. */
    static final int END_NONE = 0, END_DWARFS_WIPED = 1, END_TROLLS_WIPED = 2, END_NO_CAPTURE = 3, END_REPETITION = 4,
            END_NO_MOVE = 5, END_GOAL = 6, END_ROCK_TAKEN = 7, END_PLY_LIMIT = 8;
    /** Thud margins lie within the most points on the board, 4 x 164. */
    private static final int MAX_MARGIN = 4 * 164;

    private final String[] reasons;
    /** Thud results by end and margin, made once each (a finished battle allocates nothing in the search). */
    private final GameResult[][] onPoints = new GameResult[9][];
    /** Koom Valley results by end and side to move. */
    private final GameResult[][] byTheRock = new GameResult[9][2];
    final ThudRules rules;
    final ThudWeights weights = ThudWeights.DEFAULT;
    /** The block of {@link #weights} this game evaluates with. */
    final ThudWeights.Block block;

    /** The block of the family's weights this game evaluates with, as {@code ansuz tune} fits it. */
    @Override
    public LinearEvaluation linearEvaluation() {
        return new ThudTuning(weights, block);
    }

    ThudVariant(String name, ThudRules rules, SearchKind defaultSearch, List<String> benchMiddlegames) {
        super(name, List.of(), ThudBoard.DRAWING, rules.isThud() ? THUD_START : KOOM_VALLEY_START,
                GameInfo.of("thud").withPlayers("Dwarfs", "Trolls")
                        .withP1IsUpperCase(false)
                        // Thud's evaluation reads the battle's margin (a dwarf one point, a troll four)
                        .withMaterialUnit(rules.isThud() ? "point" : "dwarf")
                        .withTypicalGamePlies(300)
                        .withDefaultSearch(defaultSearch)
                        .withContempt(rules.isThud() ? 0 : ThudWeights.DEFAULT.kvContempt()), benchMiddlegames);
        this.rules = rules;
        this.block = ThudWeights.Block.of(rules);
        reasons = new String[] {"", "the dwarfs are wiped out", "the trolls are wiped out",
            "no capture in " + rules.noCaptureLimit() + " plies", "threefold repetition", "no legal move",
            "the Rock reached the goal row", "three trolls captured the Rock", rules.plyLimit() + "-ply limit"};
        for (int end = 1; end < 9; end++) {
            String why = reasons[end];
            byTheRock[end][ThudPosition.DWARFS] = end == END_GOAL ? GameResult.win(why)
                    : end == END_ROCK_TAKEN ? GameResult.loss(why) : GameResult.draw(why);
            byTheRock[end][ThudPosition.TROLLS] = end == END_GOAL ? GameResult.loss(why)
                    : end == END_ROCK_TAKEN ? GameResult.win(why) : GameResult.draw(why);
        }
    }

    /** A finished Thud battle: {@code margin} points for the side to move (negative when it lost). */
    GameResult onPoints(int end, int margin) {
        GameResult[] row = onPoints[end];
        if (row == null) {
            row = new GameResult[2 * MAX_MARGIN + 1];
            onPoints[end] = row;
        }
        int i = Math.max(0, Math.min(2 * MAX_MARGIN, margin + MAX_MARGIN));
        GameResult r = row[i];
        if (r == null) {
            r = GameResult.onPoints(i - MAX_MARGIN, reasons[end]);
            row[i] = r;
        }
        return r;
    }

    /** A finished Koom Valley game for the side to move. */
    GameResult byTheRock(int end, int side) {
        return byTheRock[end][side];
    }

    public ThudRules rules() {
        return rules;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return ThudNotation.parsePosition(this, fen);
    }

    @Override
    public String pieceLegend() {
        return rules.isThud() ? "d dwarf, T troll, X the Thudstone, . empty" : "d dwarf, T troll, R the Rock, . empty";
    }
}
