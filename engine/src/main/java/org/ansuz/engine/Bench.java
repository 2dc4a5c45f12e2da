package org.ansuz.engine;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * The {@code bench} command: searches every bench position of the chosen variants to a fixed depth
 * with one thread and a fresh table per position. The total node count is a signature of the search's
 * behaviour: identical on every run and machine until the search or a game changes.
 */
public final class Bench {
    /**
     * Without a depth, each position deepens until an iteration ends past this many nodes: a depth
     * that suits every game's branching factor and is still the same on every run. An iteration that
     * would overrun {@link #NODE_CAP_FACTOR} times that is cut at a node count (still deterministic).
     * Positions with more than 20 legal moves get proportionally fewer nodes.
     */
    public static final long DEFAULT_NODES_PER_POSITION = 100_000;
    public static final int NODE_CAP_FACTOR = 3;

    private Bench() {
    }

    /** One bench position searched: {@code done} of {@code total}, its game, its text and its nodes. */
    public record Searched(int done, int total, String variant, String fen, long nodes) {
    }

    /** The node total (the signature), the time spent, and whether a stop cut the run short. */
    public record Result(long nodes, long elapsedMs, long nps, boolean stopped) {
    }

    /**
     * @param variants the games to search (e.g. {@code Variants.registry().all()} or one of them)
     * @param depth    plies per position; {@code <= 0}: deepen per {@link #DEFAULT_NODES_PER_POSITION}
     * @param searched told after each position; may be {@code null}
     * @throws NotationException when a bench position of a variant does not parse
     */
    public static Result run(List<Variant> variants, int depth, Consumer<Searched> searched) throws NotationException {
        return run(variants, depth, searched, () -> false);
    }

    /** As {@link #run(List, int, Consumer)}, ending early (the search in progress stopped) once {@code stopped} says so. */
    public static Result run(List<Variant> variants, int depth, Consumer<Searched> searched,
                             java.util.function.BooleanSupplier stopped)
            throws NotationException {
        int total = 0;
        for (Variant v : variants) {
            total += v.benchFens().size();
        }
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(Engine.DEFAULT_HASH_MB);
        long nodes = 0;
        long elapsedNs = 0;
        int done = 0;
        long[] last = new long[1];
        SearchListener listener = new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                last[0] = info.nodes();
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
            }
        };
        boolean cut = false;
        for (Variant v : variants) {
            engine.setGameInfo(v.info());
            for (String fen : v.benchFens()) {
                if (cut) {
                    break;
                }
                Position pos = v.newPosition(fen);
                engine.newGame();
                SearchLimits limits = new SearchLimits();
                // Wide games have costly nodes: the budget shrinks with the number of legal moves.
                long budget = DEFAULT_NODES_PER_POSITION * 20 / Math.max(20, pos.generate(new MoveList()));
                limits.depth = depth > 0 ? depth : 0;
                limits.nodes = depth > 0 ? 0 : budget * NODE_CAP_FACTOR;
                last[0] = 0;
                long t0 = System.nanoTime();
                engine.go(pos, limits, listener, depth > 0 ? 0 : budget);
                while (engine.isSearching()) {
                    if (stopped.getAsBoolean()) {
                        engine.stop();
                        cut = true;
                    }
                    java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
                }
                engine.waitForIdle();
                if (cut) {
                    break;
                }
                elapsedNs += System.nanoTime() - t0;
                nodes += last[0];
                done++;
                if (searched != null) {
                    searched.accept(new Searched(done, total, v.name(), fen, last[0]));
                }
            }
        }
        long ms = elapsedNs / 1_000_000;
        return new Result(nodes, ms, elapsedNs == 0 ? 0 : nodes * 1_000_000_000L / elapsedNs, cut);
    }
}
