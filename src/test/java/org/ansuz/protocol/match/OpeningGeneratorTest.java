package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

class OpeningGeneratorTest {
    private static final Variant INTERNATIONAL = Variants.registry().find("international").orElseThrow();

    /**
     * White must take 33x22 and Black then takes two back (17x28x37): level material on the board, a man
     * down once the compulsory captures are played. The balance search may not stand pat on the first
     * position, where every legal move is a capture.
     */
    @Test
    void quiescencePlaysCompulsoryCapturesInsteadOfStandingPat() throws Exception {
        Position pos = INTERNATIONAL.newPosition("W:W32,33,45,50:B11,17,23,28");
        assertThat(pos.evaluate()).isBetween(-50, 50);
        OpeningGenerator generator = new OpeningGenerator(INTERNATIONAL, 6, 0, 50, 1);
        int score = generator.search(pos, 0, -Score.INFINITE, Score.INFINITE, 0);
        Position after = INTERNATIONAL.newPosition("W:W32,33,45,50:B11,17,23,28");
        after.play(after.parseMove("33x22"));
        after.play(after.parseMove("17x37"));
        assertThat(score).isEqualTo(after.evaluate()).isLessThan(-50);
        assertThat(pos.fen()).isEqualTo("W:W32,33,45,50:B11,17,23,28");
    }
}
