package org.ansuz.variants.gess;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search takes the enemy's last ring and keeps its own. */
class GessSearchTest {
    @Test
    void capturesTheOnlyEnemyRing() throws NotationException {
        // Black's strong piece on o13 can break the white ring at once; other captures (k11 takes k12) win nothing.
        Position p = GessRulesTest.position(GessRulesTest.BLACK_RING + " o13 o14 k10 k11",
                GessRulesTest.WHITE_RING + " k13 e10 f10", 'b');
        long best = EngineMoves.bestMove(new Engine(), p, EngineMoves.depth(3));
        // o13-o14 or n13-o14 (the same stones seen from the piece on n13) break the ring.
        assertThat(p.moveText(best)).isIn("o13-o14", "n13-o14");
        p.play(best);
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void doesNotBreakItsOwnLastRing() throws NotationException {
        // White threatens nothing; Black must not play any of the many moves that break the c3 ring.
        Position p = GessRulesTest.position(GessRulesTest.BLACK_RING + " e5", GessRulesTest.WHITE_RING + " j10",
                'b');
        long best = EngineMoves.bestMove(new Engine(), p, EngineMoves.depth(2));
        p.play(best);
        assertThat(p.result().kind()).as(p.moveText(best)).isEqualTo(GameResult.Kind.ONGOING);
    }
}
