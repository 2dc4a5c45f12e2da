package org.ansuz.variants.draughts;

import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;

/**
 * Perft throughput per game, one thread, bulk counting:
 * {@code java -cp target/classes:target/test-classes org.ansuz.variants.draughts.DraughtsPerftSpeed [variant depth [fen]]}.
 * Not a test: timings on a shared machine are noise.
 */
public final class DraughtsPerftSpeed {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private DraughtsPerftSpeed() {
    }

    public static void main(String[] args) throws Exception {
        String[] names = args.length > 0 ? new String[]{args[0]} : new String[]{"international", "russian", "english",
            "brazilian", "pool", "italian", "spanish", "argentine", "thai", "filipino", "frisian"};
        for (String name : names) {
            Variant v = Variants.registry().find(name).orElseThrow();
            int depth = args.length > 1 ? Integer.parseInt(args[1]) : (v.board().cells() == 50 ? 7 : 9);
            Position pos = v.newPosition(args.length > 2 ? args[2] : v.startFen());
            for (int d = 1; d <= depth; d++) {
                long t0 = System.nanoTime();
                long c0 = CPU.getCurrentThreadCpuTime();
                long n = Perft.count(pos, d);
                long ns = System.nanoTime() - t0;
                long cpu = CPU.getCurrentThreadCpuTime() - c0;
                report(name + " perft " + d + " = " + n + "  wall " + (ns / 1_000_000) + " ms, "
                        + (ns > 0 ? n * 1_000_000_000L / ns : 0) + " leaves/s; cpu " + (cpu / 1_000_000) + " ms, "
                        + (cpu > 0 ? n * 1_000_000_000L / cpu : 0) + " leaves/cpu-s");
            }
        }
    }

    @SuppressWarnings("java:S106")
    private static void report(String line) {
        System.err.println(line);
    }
}
