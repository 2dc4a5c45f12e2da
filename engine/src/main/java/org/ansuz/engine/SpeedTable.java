package org.ansuz.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * {@code bench --speed}: how fast each family is, per CPU-second of this process (one search thread, so
 * the figures compare across machines' loads better than wall time). Perft from the start of each
 * variant is deepened until one depth takes {@link #PERFT_CPU_NS}; that depth is counted again and the
 * second, warm count is the one reported (unless the first already took {@link #PERFT_RECOUNT_CPU_NS}).
 * The bench search of the variant's positions runs once untimed, so that the JIT has compiled it, then
 * again and again until {@link #SEARCH_CPU_NS} of CPU time have gone into it: a single search of about
 * 0.3 s swung by a factor of 2-3 between runs on a loaded machine. A measurement for notes and
 * profiling; never asserted by a test.
 */
public final class SpeedTable {
    /** A perft depth that takes this much CPU time is the one measured. */
    static final long PERFT_CPU_NS = 300_000_000L;
    static final int MAX_PERFT_DEPTH = 20;
    /** A first count at the measured depth that took this long is already warm enough to report. */
    static final long PERFT_RECOUNT_CPU_NS = 2_000_000_000L;
    /** The timed bench searches of one variant repeat until they have taken this much CPU time. */
    static final long SEARCH_CPU_NS = 1_500_000_000L;

    private SpeedTable() {
    }

    /** One variant: its family, its name, the perft depth reached, its leaves and search nodes per CPU-second. */
    public record Row(String family, String variant, int perftDepth, long perftLeavesPerCpuSecond,
                      long searchNodes, long searchNodesPerCpuSecond) {
    }

    /** Measures each of {@code variants}; {@code row} hears each as it ends. */
    public static List<Row> measure(List<Variant> variants, Consumer<Row> row) throws NotationException {
        List<Row> rows = new ArrayList<>();
        for (Variant v : variants) {
            Position start = v.startPosition();
            Perft.count(start.copy(), 2); // loads and warms the family's classes before timing
            int depth = 0;
            long leaves = 0;
            long cpu = 0;
            while (cpu < PERFT_CPU_NS && depth < MAX_PERFT_DEPTH) {
                depth++;
                long c0 = cpuNanos();
                leaves = Perft.count(start.copy(), depth);
                cpu = cpuNanos() - c0;
                if (leaves == 0) {
                    break; // the game ends before this depth
                }
            }
            if (leaves > 0 && cpu < PERFT_RECOUNT_CPU_NS) {
                long c0 = cpuNanos();
                leaves = Perft.count(start.copy(), depth);
                cpu = cpuNanos() - c0;
            }
            long benchNodes = Bench.run(List.of(v), 0, null).nodes(); // untimed: the JIT compiles the search
            long searchNodes = 0;
            long searchCpu = 0;
            while (searchCpu < SEARCH_CPU_NS) {
                long c0 = cpuNanos();
                searchNodes += Bench.run(List.of(v), 0, null).nodes();
                searchCpu += cpuNanos() - c0;
            }
            Row r = new Row(v.info().family(), v.name(), depth, perSecond(leaves, cpu), benchNodes,
                    perSecond(searchNodes, searchCpu));
            rows.add(r);
            if (row != null) {
                row.accept(r);
            }
        }
        return rows;
    }

    private static long perSecond(long count, long cpuNanos) {
        return cpuNanos <= 0 ? 0 : (long) (count * 1e9 / cpuNanos);
    }

    /** CPU time of this whole process (the search thread, and the JIT and GC working for it). */
    private static long cpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}
