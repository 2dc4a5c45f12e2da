package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ansuz.variants.draughts.DraughtsTesting.position;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.DrawCounters;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/**
 * A client that plays on after Ansuz's own counted draw rule fired (issue 40: a referee without FMJD's
 * endgame rules) gets a searched move, not one of a field of equal draws.
 */
class PlayOnPastDrawRuleTest {
    /** Three kings against the lone king on the long diagonal: the 25-move rule has fired (H50). */
    private static final String FIRED = "B:WK46,K47,K50:BK23:H50";
    private static final String FRESH = "B:WK46,K47,K50:BK23";

    private static void play(Position pos, String... moves) throws NotationException {
        for (String m : moves) {
            pos.play(pos.parseMove(m));
        }
    }

    @Test
    void liftingEndsTheCountedRulesButNotRepetitionAndCopiesKeepIt() throws NotationException {
        Position pos = position("international", "W:WK47,K50:BK5:H50");
        assertThat(GameResult.of(pos).reason()).isEqualTo("25-move rule");
        ((DrawCounters) pos).liftCountedDraws();
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        Position copy = pos.copy();
        play(copy, "50-45");
        assertThat(GameResult.of(copy).kind()).as("the copy plays on too").isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "50-45", "5-10", "45-50", "10-5", "50-45", "5-10", "45-50");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "10-5");
        assertThat(GameResult.of(pos).reason()).as("a third repetition still draws").isEqualTo("repetition");
    }

    @Test
    void theLoneKingEndingLimitIsLiftedAsWell() throws NotationException {
        Position pos = position("international", "W:WK47,K50:BK5");
        play(pos, "50-45", "5-10", "45-40", "10-5", "40-34", "5-10", "34-29", "10-5", "29-24", "5-10");
        assertThat(GameResult.of(pos).reason()).isEqualTo("endgame move limit");
        ((DrawCounters) pos).liftCountedDraws();
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
    }

    @Test
    void theSearchPlaysOnAsIfTheRuleHadNotFired() {
        Position fired = position("international", FIRED);
        EngineMoves.Line onPast = EngineMoves.bestLine(new Engine(), fired, EngineMoves.depth(6));
        EngineMoves.Line fresh = EngineMoves.bestLine(new Engine(), position("international", FRESH), EngineMoves.depth(6));
        assertThat(fresh.score()).as("the ending is judged, not a dead draw").isNotZero();
        assertThat(onPast).isEqualTo(fresh);
        assertThat(GameResult.of(fired).reason()).as("the caller's position keeps its rule").isEqualTo("25-move rule");
    }
}
