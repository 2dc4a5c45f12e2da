package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * For every registered variant: {@code generate}, {@code play}, {@code undo}, {@code evaluate} and
 * {@code result} allocate nothing once warm (random descents from a bench position, measured with the
 * JVM's per-thread allocation counter). A new game gets this test for free.
 */
class HotPathAllocationTest {
    /** Slack for the measurement itself (the counter's own bookkeeping), far below one allocation per node. */
    private static final long SLACK_BYTES = 256;

    @TestFactory
    Stream<DynamicTest> hotPathsAllocateNothing() {
        return Variants.registry().all().stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkNoAllocation(v)));
    }

    private static void checkNoAllocation(Variant v) throws NotationException {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        long thread = Thread.currentThread().getId();
        Position pos = v.newPosition(v.benchFens().get(v.benchFens().size() > 1 ? 1 : 0));
        MoveList[] lists = new MoveList[24];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList(1 << 13); // big enough never to grow: growth is not a hot-path allocation
        }
        SplittableRandom random = new SplittableRandom(5);
        long sink = walk(pos, lists, random, 40) + walk(pos, lists, random, 40);
        long before = mx.getThreadAllocatedBytes(thread);
        sink += walk(pos, lists, random, 40);
        long allocated = mx.getThreadAllocatedBytes(thread) - before;
        assertThat(allocated).as("%s: bytes allocated by 40 random descents (sink %d)", v.name(), sink)
                .isLessThan(SLACK_BYTES);
    }

    /** Random descents of up to 20 plies, undone again. */
    private static long walk(Position pos, MoveList[] lists, SplittableRandom random, int games) {
        long sink = 0;
        for (int g = 0; g < games; g++) {
            int depth = 0;
            while (depth < lists.length - 4) {
                int n = pos.generate(lists[depth]);
                sink += pos.evaluate() + pos.result().kind().ordinal() + pos.key();
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
}
