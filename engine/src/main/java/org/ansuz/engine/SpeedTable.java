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
 * the figures compare across machines' loads better than wall time): perft from the start of each
 * variant, deepened until one depth takes {@link #PERFT_CPU_NS}, and the bench search of its positions,
 * run once untimed first so that the timed run is warm. A measurement for notes and profiling; never asserted by a test.
 */
public final class SpeedTable {
    /** A perft depth that takes this much CPU time is the one measured. */
    static final long PERFT_CPU_NS = 300_000_000L;
    static final int MAX_PERFT_DEPTH = 20;

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
            Bench.run(List.of(v), 0, null); // the same searches once untimed: the JIT has compiled them
            long c0 = cpuNanos();
            Bench.Result searched = Bench.run(List.of(v), 0, null);
            long searchCpu = cpuNanos() - c0;
            Row r = new Row(v.info().family(), v.name(), depth, perSecond(leaves, cpu), searched.nodes(),
                    perSecond(searched.nodes(), searchCpu));
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
