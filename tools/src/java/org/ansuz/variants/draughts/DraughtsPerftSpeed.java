package org.ansuz.variants.draughts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * Perft and search throughput per CPU-second, one thread (timings on a shared machine are noise in wall
 * time; CPU time is what compares). Not a test.
 * <ul>
 * <li>{@code mvn -o -q -Ptools test-compile}, then {@code java -cp target/classes:target/test-classes org.ansuz.variants.draughts.DraughtsPerftSpeed [variant depth [fen]]}:
 * perft from 1 to depth, bulk counting;</li>
 * <li>{@code ... DraughtsPerftSpeed search [variant depth [hashMb]]}: a warm-up search, then one search of
 * the start position to that depth, nodes per CPU-second of the search thread.</li>
 * </ul>
 */
public final class DraughtsPerftSpeed {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private DraughtsPerftSpeed() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("search")) {
            search(args.length > 1 ? args[1] : "international", args.length > 2 ? Integer.parseInt(args[2]) : 14,
                    args.length > 3 ? Integer.parseInt(args[3]) : Engine.DEFAULT_HASH_MB);
            return;
        }
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

    /** Searches the start position to {@code depth}; the CPU time is the search thread's own (one thread per go). */
    private static void search(String name, int depth, int hashMb) throws Exception {
        Variant v = Variants.registry().find(name).orElseThrow();
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(hashMb);
        engine.setGameInfo(v.info());
        long[] nodes = new long[1];
        long[] cpu = new long[1];
        SearchListener listener = new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                nodes[0] = info.nodes();
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                cpu[0] = CPU.getCurrentThreadCpuTime();
            }
        };
        for (int round = 0; round < 2; round++) {
            engine.newGame();
            SearchLimits limits = new SearchLimits();
            limits.depth = round == 0 ? Math.max(1, depth - 3) : depth;
            long t0 = System.nanoTime();
            engine.go(v.newPosition(v.startFen()), limits, listener);
            engine.waitForIdle();
            long ns = System.nanoTime() - t0;
            report(name + " search depth " + limits.depth + ": " + nodes[0] + " nodes, wall " + ns / 1_000_000
                    + " ms, search thread cpu " + cpu[0] / 1_000_000 + " ms, "
                    + (cpu[0] > 0 ? nodes[0] * 1_000_000_000L / cpu[0] : 0) + " nodes/cpu-s");
        }
    }

    @SuppressWarnings("java:S106")
    private static void report(String line) {
        System.err.println(line);
    }
}
