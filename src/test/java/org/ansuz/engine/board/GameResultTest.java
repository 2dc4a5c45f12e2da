package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.toy.SumGame;
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
    void theEndOfAGameIncludesNoLegalMoveOutsideTheSearch() {
        SumGame pos = new SumGame();
        assertThat(GameResult.of(pos)).isEqualTo(GameResult.ONGOING);
        for (int i = 0; i < 4; i++) {
            pos.play(2);
        }
        assertThat(GameResult.of(pos)).isEqualTo(GameResult.loss("total reached"));
        assertThat(pos.noMoveResult()).isEqualTo(GameResult.loss("no legal move"));
    }
}
