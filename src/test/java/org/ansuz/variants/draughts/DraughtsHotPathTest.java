package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.HotPathAllocationTest;
import org.ansuz.variants.ShippedVariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** generate, play, undo, evaluate and result allocate nothing; evaluation is colour-symmetric. */
class DraughtsHotPathTest {

    @TestFactory
    Stream<DynamicTest> hotPathsAllocateNothing() {
        return ShippedVariants.of("draughts").stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkNoAllocation(v)));
    }

    private static void checkNoAllocation(Variant v) throws NotationException {
        Position pos = v.newPosition(v.benchFens().get(1));
        assertThat(HotPathAllocationTest.bytesAllocated(pos, 300, 40)).as("%s bytes allocated", v.name())
                .isLessThan(HotPathAllocationTest.SLACK_BYTES);
    }

    @Test
    void evaluationIsColourSymmetric() throws NotationException {
        for (Variant v : ShippedVariants.of("draughts")) {
            if (((DraughtsVariant) v).rules().blackManDirs() != null) {
                continue; // Gauntlet: runners and blockers differ, so no colour symmetry to check
            }
            if (!(((DraughtsVariant) v).newEvaluation() instanceof ClassicEvaluation)) {
                continue; // a learnt evaluation: PatternEvaluationTest checks its symmetry
            }
            Position start = v.startPosition();
            assertThat(start.evaluate()).as(v.name()).isEqualTo(((DraughtsVariant) v).rules().weights().tempo());
            for (String fen : v.benchFens()) {
                DraughtsPosition p = (DraughtsPosition) v.newPosition(fen);
                DraughtsPosition flipped = (DraughtsPosition) v.newPosition(fen);
                flipped.color ^= 1;
                flipped.refresh();
                int tempo = ((DraughtsVariant) v).rules().weights().tempo();
                assertThat(p.evaluate() - tempo).as("%s %s", v.name(), fen).isEqualTo(-(flipped.evaluate() - tempo));
            }
        }
    }

    @Test
    void materialDominatesTheEvaluation() {
        Position up = DraughtsTesting.position("international", "W:W31-50:B1-19");
        Position down = DraughtsTesting.position("international", "W:W31-49:B1-20");
        assertThat(up.evaluate()).isGreaterThan(60);
        assertThat(down.evaluate()).isLessThan(-60);
        // The bare case: the learnt Russian weights score a king and a man against three men about even.
        Position king = DraughtsTesting.position("russian", "W:WKa1:Bb8,d8");
        assertThat(king.evaluate()).as("a flying king outweighs two men").isGreaterThan(0);
    }
}
