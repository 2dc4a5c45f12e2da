package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search picks the capture that takes White's last column over one that leaves White alive. */
class MagyarSearchTest {
    @Test
    void choosesTheCaptureThatWins() throws NotationException {
        // h4 jumps i4 then i5 (White has nothing left); j5 can only jump i5 and leave i4 standing.
        Position p = MagyarRulesTest.MAGYAR.newPosition("H6:. H5:. I5:w J5:r H4:r I4:w J4:. r stones");
        assertThat(org.ansuz.variants.LegalMoves.texts(p)).containsExactlyInAnyOrder("h4xj4xh6", "j5xh5");
        long best = EngineMoves.bestMove(new Engine(), p, EngineMoves.depth(3));
        assertThat(p.moveText(best)).isEqualTo("h4xj4xh6");
        p.play(best);
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.WIN);
    }
}
