package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * For every registered variant: {@code generate}, {@code play}, {@code undo}, {@code evaluate} and
 * {@code result} allocate nothing once warm (random descents from a bench position, measured with the
 * JVM's per-thread allocation counter). A new game gets this test for free.
 */
public class HotPathAllocationTest {
    /** Slack for the measurement itself (the counter's own bookkeeping), far below one allocation per node. */
    public static final long SLACK_BYTES = 256;

    @TestFactory
    Stream<DynamicTest> hotPathsAllocateNothing() {
        return Variants.registry().all().stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> checkNoAllocation(v)));
    }

    private static void checkNoAllocation(Variant v) throws NotationException {
        Position pos = v.newPosition(v.benchFens().get(v.benchFens().size() > 1 ? 1 : 0));
        assertThat(bytesAllocated(pos, 40, 20)).as("%s: bytes allocated by 40 random descents", v.name())
                .isLessThan(SLACK_BYTES);
    }

    /**
     * Bytes the hot paths allocate in {@code descents} random descents of up to {@code depth} plies from {@code pos}
     * (generate, generateNoisy, countMoves, play, undo, evaluate, result, key), measured after two warm-up rounds with the JVM's
     * per-thread allocation counter: the least of up to four measured rounds. Skips the test where the JVM has no such counter.
     */
    public static long bytesAllocated(Position pos, int descents, int depth) {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        long thread = Thread.currentThread().getId();
        MoveList[] lists = new MoveList[depth + 1];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList(1 << 13); // big enough never to grow: growth is not a hot-path allocation
        }
        SplittableRandom random = new SplittableRandom(5);
        long sink = walk(pos, lists, random, descents, depth) + walk(pos, lists, random, descents, depth);
        // The least of a few measured rounds: a round may catch the JIT replacing interpreted code (which
        // allocates what compiled code does not), while a real allocation per node shows in every round.
        long allocated = Long.MAX_VALUE;
        for (int round = 0; round < 4 && allocated >= SLACK_BYTES; round++) {
            long before = mx.getThreadAllocatedBytes(thread);
            sink += walk(pos, lists, random, descents, depth);
            allocated = Math.min(allocated, mx.getThreadAllocatedBytes(thread) - before);
        }
        return sink == Long.MIN_VALUE ? -1 : allocated; // the sink keeps the work from being optimised away
    }

    /** Random descents of up to {@code depth} plies, undone again. */
    private static long walk(Position pos, MoveList[] lists, SplittableRandom random, int games, int depth) {
        long sink = 0;
        for (int g = 0; g < games; g++) {
            int d = 0;
            while (d < depth) {
                sink += pos.generateNoisy(lists[d]);
                sink += pos.countMoves(lists[d]);
                int n = pos.generate(lists[d]);
                sink += pos.evaluate() + pos.result().kind().ordinal() + pos.key();
                if (n == 0) {
                    break;
                }
                pos.play(lists[d].move(random.nextInt(n)));
                d++;
            }
            while (d-- > 0) {
                pos.undo();
            }
        }
        return sink;
    }
}
