package org.ansuz.variants.epaminondas;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search finds an obvious crossing win and an obvious phalanx capture at small depth. */
class EpaminondasSearchTest {
    static long search(Position pos, int depth) {
        return EngineMoves.bestMove(new Engine(), pos, EngineMoves.depth(depth));
    }

    @Test
    void crossesWhenTheOpponentCannotAnswer() throws NotationException {
        Position p = EpaminondasRulesTest.BIG.newPosition(EpaminondasRulesTest.fen(EpaminondasRulesTest.BIG,
                "e11 a1 b1", "h7 i7", 'w'));
        long best = search(p, 3);
        assertThat(p.moveText(best)).endsWith("12");
        p.play(best);
        MoveList replies = new MoveList();
        int n = p.generate(replies);
        for (int i = 0; i < n; i++) {
            p.play(replies.move(i));
            assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.WIN);
            p.undo();
        }
    }

    @Test
    void takesAFreeLine() throws NotationException {
        Position p = EpaminondasRulesTest.SMALL.newPosition(EpaminondasRulesTest.fen(EpaminondasRulesTest.SMALL,
                "c2 c3 c4 h1", "c5 c6 a8", 'w'));
        long best = search(p, 3);
        assertThat(p.isNoisy(best)).as(p.moveText(best)).isTrue();
        assertThat(p.moveText(best)).isEqualTo("c2c4xc5");
    }
}
