package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** generate, play, undo, evaluate and result allocate nothing; evaluation is colour-symmetric. */
class DraughtsHotPathTest {

    @TestFactory
    Stream<DynamicTest> hotPathsAllocateNothing() {
        return new DraughtsFamily().variants().stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkNoAllocation(v)));
    }

    private static void checkNoAllocation(Variant v) throws NotationException {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        long thread = Thread.currentThread().getId();
        Position pos = v.newPosition(v.benchFens().get(1));
        MoveList[] lists = new MoveList[64];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
        SplittableRandom random = new SplittableRandom(5);
        long sink = walk(pos, lists, random, 300) + walk(pos, lists, random, 300);
        long before = mx.getThreadAllocatedBytes(thread);
        sink += walk(pos, lists, random, 300);
        long allocated = mx.getThreadAllocatedBytes(thread) - before;
        assertThat(allocated).as("%s bytes allocated (sink %d)", v.name(), sink).isLessThan(256);
    }

    /** Random descents of up to 40 plies, undone again. */
    private static long walk(Position pos, MoveList[] lists, SplittableRandom random, int games) {
        long sink = 0;
        for (int g = 0; g < games; g++) {
            int depth = 0;
            while (depth < 40) {
                int n = pos.generate(lists[depth]);
                sink += pos.evaluate() + pos.result().kind().ordinal();
                if (n == 0) {
                    break;
                }
                pos.play(lists[depth].move(random.nextInt(n)));
                depth++;
            }
            while (depth-- > 0) {
                pos.undo();
            }
        }
        return sink;
    }

    @Test
    void evaluationIsColourSymmetric() throws NotationException {
        for (Variant v : new DraughtsFamily().variants()) {
            if (((DraughtsVariant) v).rules().blackManDirs() != null) {
                continue; // Gauntlet: runners and blockers differ, so no colour symmetry to check
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
        Position king = DraughtsTesting.position("russian", "W:WKa1,c3:Bb8,d8,f8");
        assertThat(king.evaluate()).as("a flying king outweighs two men").isGreaterThan(0);
    }
}
