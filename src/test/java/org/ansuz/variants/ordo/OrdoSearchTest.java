package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search runs to the far row when the way is open and takes a piece that would otherwise win. */
class OrdoSearchTest {
    static long search(Position pos, int depth) {
        return EngineMoves.bestMove(new Engine(), pos, EngineMoves.depth(depth));
    }

    @Test
    void runsToTheFarRow() throws NotationException {
        for (Variant v : new Variant[] {OrdoRulesTest.ORDO, OrdoRulesTest.ORDO_X}) {
            Position p = v.newPosition(OrdoRulesTest.fen("e6 e7 f7", "a3 a2 b3", 'w'));
            long best = search(p, 2);
            p.play(best);
            assertThat(GameResult.of(p).kind()).as("%s: %s wins at once", v.name(), p.fen()).isEqualTo(GameResult.Kind.LOSS);
        }
    }

    @Test
    void capturesTheRunnerBeforeItArrives() throws NotationException {
        // d2xd3 wins a piece for nothing: Black cannot retake without splitting.
        Position p = OrdoRulesTest.ORDO.newPosition(OrdoRulesTest.fen("c2 d2 e2", "d3 d4 d5", 'w'));
        long best = search(p, 3);
        assertThat(p.isNoisy(best)).as(p.moveText(best)).isTrue();
        assertThat(p.moveText(best)).isIn("d2xd3", "c2xd3", "e2xd3");
    }
}
