package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.GameResult;
import org.ansuz.engine.Outcome;
import org.junit.jupiter.api.Test;

/** The result type and the transitional bridge between {@code result()} and {@code outcome()}. */
class GameResultTest {

    @Test
    void aGameEndingOnPointsIsWonLostOrDrawnByTheMargin() {
        assertThat(GameResult.onPoints(12, "score").kind()).isEqualTo(GameResult.Kind.WIN);
        assertThat(GameResult.onPoints(-3, "score").kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.onPoints(0, "score").kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.onPoints(12, "score").flipped()).isEqualTo(GameResult.onPoints(-12, "score"));
        assertThat(GameResult.ONGOING.isOver()).isFalse();
    }

    @Test
    void aFamilyThatImplementsResultGetsOutcomeForFree() {
        SumGame pos = new SumGame();
        assertThat(pos.outcome()).isEqualTo(Outcome.ONGOING);
        assertThat(pos.outcomeReason()).isEmpty();
        for (int i = 0; i < 4; i++) {
            pos.play(2);
        }
        assertThat(pos.outcome()).isEqualTo(Outcome.LOSS);
        assertThat(pos.outcomeReason()).isEqualTo("total reached");
        assertThat(pos.noMoveResult()).isEqualTo(GameResult.loss("no legal move"));
        assertThat(GameResult.of(Outcome.DRAW, "x").outcome()).isEqualTo(Outcome.DRAW);
    }
}
