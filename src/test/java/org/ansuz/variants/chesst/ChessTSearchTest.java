package org.ansuz.variants.chesst;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search finds the game's wins: a King capture, a castle capture, and the defence against one. */
class ChessTSearchTest {
    private static String best(String fen, int depth) {
        Engine engine = new Engine();
        engine.setGameInfo(ChessTRulesTest.T.info());
        ChessTPosition p = ChessTRulesTest.pos(ChessTRulesTest.T, fen);
        return p.moveText(EngineMoves.bestMove(engine, p, EngineMoves.depth(depth)));
    }

    @Test
    void capturesTheKing() {
        assertThat(best("4k4/9/6P2/4R4/9/9/9/K8 w a4a5 - 0 10", 3)).isEqualTo("g6e8");
    }

    @Test
    void capturesTheEmptyCastle() {
        // the black King wandered off: the Prince walks into the castle
        assertThat(best("9/9/1P7/9/5k3/9/9/K8 w a4a5 - 0 10", 3)).startsWith("b6d8");
    }

    @Test
    void blackCapturesTheKingToo() {
        assertThat(best("k8/9/9/9/4r4/6p2/9/4K4 b a4a5 - 0 10", 3)).isEqualTo("g3e1");
    }
}
