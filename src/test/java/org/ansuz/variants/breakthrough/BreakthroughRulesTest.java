package org.ansuz.variants.breakthrough;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.junit.jupiter.api.Test;

/**
 * Breakthrough's rules and its frozen counts against the plain {@link BreakthroughReference} (which
 * {@code ReferenceAgreementTest} also walks along random games).
 */
class BreakthroughRulesTest {
    private static final Variant BREAKTHROUGH = Variants.registry().find("breakthrough").orElseThrow();

    private static Position position(String fen) throws NotationException {
        return BREAKTHROUGH.newPosition(fen);
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        BreakthroughReference reference = new BreakthroughReference(BREAKTHROUGH.startFen());
        long[] counts = {22, 484, 11_132, 256_036};
        for (int depth = 1; depth <= counts.length; depth++) {
            assertThat(reference.perft(depth)).as("reference D%d", depth).isEqualTo(counts[depth - 1]);
            assertThat(Perft.count(BREAKTHROUGH.startPosition(), depth)).as("fast D%d", depth).isEqualTo(counts[depth - 1]);
        }
    }

    @Test
    void theBenchPositionsAgreeWithTheReference() throws NotationException {
        for (String fen : BREAKTHROUGH.benchFens()) {
            assertThat(Perft.count(position(fen), 3)).as(fen).isEqualTo(new BreakthroughReference(fen).perft(3));
        }
    }

    @Test
    void reachingTheFarRankWinsAndTakingTheLastManWins() throws NotationException {
        Position p = position("8/2w5/8/8/8/8/b7/8 w");
        p.play(p.parseMove("c7-c8"));
        assertThat(p.result()).isEqualTo(GameResult.loss("an enemy man reached the far rank"));
        assertThat(LegalMoves.texts(p)).isEmpty();
        Position q = position("8/8/8/8/8/1b6/w7/8 w");
        q.play(q.parseMove("a2xb3"));
        assertThat(q.result().isOver()).isTrue();
        assertThat(q.result().kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void menStepStraightOrDiagonallyButTakeOnlyDiagonally() throws NotationException {
        Position p = position("8/8/8/8/2bbb3/3w4/8/8 w");
        assertThat(LegalMoves.texts(p)).containsExactlyInAnyOrder("d3xc4", "d3xe4");
        Position black = position("8/8/8/3b4/2w1w3/8/8/8 b");
        assertThat(LegalMoves.texts(black)).containsExactlyInAnyOrder("d5-d4", "d5xc4", "d5xe4");
    }

    @Test
    void badMoveTextsAreRejectedWithAReason() throws NotationException {
        Position p = BREAKTHROUGH.startPosition();
        assertThatThrownBy(() -> p.parseMove("a2-a4")).isInstanceOf(NotationException.class).hasMessageContaining("illegal move");
        assertThatThrownBy(() -> p.parseMove("hello")).isInstanceOf(NotationException.class).hasMessageContaining("not a Breakthrough move");
        assertThat(p.moveText(p.parseMove("A2:B3"))).isEqualTo("a2-b3");
        assertThatThrownBy(() -> position("8/8/8 w")).isInstanceOf(NotationException.class);
    }
}
