package org.ansuz.engine.search;

import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * Monte Carlo tree search (UCT) with an evaluation cut-off: each playout descends the tree by UCB1,
 * expands a leaf on its second visit, and scores the leaf with the static evaluation turned into a
 * win probability instead of playing the game out. For games whose branching makes alpha-beta weak.
 *
 * <p>The tree lives in primitive arrays sized from the {@code Hash} option and reused between
 * searches; when they are full, leaves are evaluated without expansion. One thread; with the same
 * limits the search is deterministic. {@code go nodes} counts playouts; {@code go depth D} means
 * {@code D * 1000} playouts.
 */
public final class MonteCarloSearch {
    private static final double EXPLORATION = 1.1;
    /** Centi-units per logistic unit when a score becomes a win probability. */
    private static final double SCALE = 150.0;
    private static final int MAX_PATH = 1024;
    static final int PLAYOUTS_PER_DEPTH = 1000;
    /** Bytes per tree node over all the arrays. */
    private static final int BYTES_PER_NODE = 8 + 4 + 4 + 4 + 8 + 1 + 1 + 8;
    private static final int MIN_CAPACITY = 1 << 16;

    private long[] moves;
    private int[] firstChild;
    private int[] childCount;
    private int[] visits;
    private double[] wins;       // from the point of view of the player who made the node's move
    private byte[] mover;
    private byte[] state;        // 0 leaf, 1 expanded, 2 terminal
    private double[] terminalValue; // for terminal nodes: value for the side to move there
    private int size;

    private final MoveList list = new MoveList();
    private final int[] path = new int[MAX_PATH + 1];
    private Search.Job job;
    private Position pos;
    private long playouts;
    private long depthSum;
    private int maxDepth;

    /**
     * A tree of {@code megabytes} or, when the heap cannot hold that, of the largest size (halving)
     * that it can; null when not even {@link #MIN_CAPACITY} nodes fit.
     */
    public static MonteCarloSearch allocate(int megabytes) {
        return allocate(megabytes, TranspositionTable.spareHeapBytes());
    }

    /** As {@link #allocate(int)} with {@code spareBytes} of heap to spare. */
    public static MonteCarloSearch allocate(int megabytes, long spareBytes) {
        long wanted = Math.min(Integer.MAX_VALUE / 2, Math.max(1, megabytes) * (1L << 20) / BYTES_PER_NODE);
        long capacity = Math.max(MIN_CAPACITY, Math.min(wanted, spareBytes / BYTES_PER_NODE));
        while (capacity >= MIN_CAPACITY) {
            try {
                return new MonteCarloSearch((int) capacity);
            } catch (OutOfMemoryError e) {
                capacity /= 2;
            }
        }
        return null;
    }

    /** The tree's size in (rounded) megabytes. */
    public int megabytes() {
        return (int) ((moves.length * (long) BYTES_PER_NODE + (1 << 19)) >> 20);
    }

    private MonteCarloSearch(int capacity) {
        moves = new long[capacity];
        firstChild = new int[capacity];
        childCount = new int[capacity];
        visits = new int[capacity];
        wins = new double[capacity];
        mover = new byte[capacity];
        state = new byte[capacity];
        terminalValue = new double[capacity];
    }

    int capacity() {
        return moves.length;
    }

    /** Searches until a limit or {@code stop}; returns the root children best first via {@link #rootOrder}. */
    public void run(Search.Job job, long[] rootMoves, SearchListener listener, int lines) {
        this.job = job;
        this.pos = job.root;
        playouts = 0;
        depthSum = 0;
        maxDepth = 0;
        size = 1;
        visits[0] = 0;
        wins[0] = 0;
        mover[0] = (byte) (1 - pos.sideToMove());
        state[0] = 1;
        firstChild[0] = 1;
        childCount[0] = rootMoves.length;
        for (int i = 0; i < rootMoves.length; i++) {
            init(size++, rootMoves[i], pos.sideToMove());
        }
        long limit = job.limits.nodes;
        if (job.maxDepth < Search.MAX_PLY - 1) {
            long byDepth = (long) job.maxDepth * PLAYOUTS_PER_DEPTH;
            limit = limit > 0 ? Math.min(limit, byDepth) : byDepth;
        }
        long nextReport = 1024;
        while (true) {
            playout();
            playouts++;
            if (limit > 0 && playouts >= limit) {
                break;
            }
            // a stop is seen after every playout: one playout of a slow game (Ordo X) takes a millisecond,
            // and checking only every 64 held a stop or a new position for half a second
            if (job.stop) {
                break;
            }
            if ((playouts & 7) == 0 && !job.ponder && job.budget.hardMs() >= 0
                    && System.nanoTime() - job.clockStartNs >= job.budget.hardMs() * 1_000_000) {
                break;
            }
            if ((playouts & 63) == 0) {
                job.publish(moves[mostVisitedRootChild()], 0);
                if (job.softNodes > 0 && playouts >= job.softNodes) {
                    break;
                }
            }
            if (playouts == nextReport) {
                nextReport *= 2;
                report(listener, lines);
                if (!job.ponder && !job.limits.infinite && job.budget.softMs() >= 0
                        && job.elapsedMs() >= job.budget.softMs()) {
                    break;
                }
            }
        }
        report(listener, lines);
    }

    private void init(int node, long move, int side) {
        moves[node] = move;
        visits[node] = 0;
        wins[node] = 0;
        mover[node] = (byte) side;
        state[node] = 0;
        childCount[node] = 0;
    }

    private void playout() {
        int node = 0;
        int depth = 0;
        path[0] = 0;
        while (state[node] == 1 && childCount[node] > 0 && depth < MAX_PATH) {
            node = pos.sideToMove() == Position.CHANCE ? sample(node) : select(node);
            pos.play(moves[node]);
            path[++depth] = node;
        }
        double value; // for the side to move at the leaf
        int side = pos.sideToMove();
        if (state[node] == 2) {
            value = terminalValue[node];
        } else {
            int n = pos.generate(list);
            if (n == 0) {
                GameResult r = pos.result();
                GameResult.Kind k = (r.isOver() ? r : pos.noMoveResult()).kind();
                value = k == GameResult.Kind.WIN ? 1 : k == GameResult.Kind.LOSS ? 0 : 0.5;
                state[node] = 2;
                terminalValue[node] = value;
            } else {
                if (visits[node] > 0 && size + n <= moves.length) {
                    firstChild[node] = size;
                    childCount[node] = n;
                    for (int i = 0; i < n; i++) {
                        init(size++, list.move(i), side);
                    }
                    state[node] = 1;
                }
                if (side == Position.CHANCE) {
                    value = chanceValue(n);
                    side = 0;
                } else {
                    value = probability(pos.evaluate());
                }
            }
        }
        double p1Value = side == 0 ? value : 1 - value;
        for (int d = depth; d >= 0; d--) {
            int k = path[d];
            visits[k]++;
            wins[k] += mover[k] == 0 ? p1Value : 1 - p1Value;
            if (d > 0) {
                pos.undo();
            }
        }
        depthSum += depth;
        if (depth > maxDepth) {
            maxDepth = depth;
        }
    }

    /**
     * A chance leaf's value for the first player: the outcomes' evaluations (one ply) averaged by
     * their weights. {@code list} holds the {@code n} outcomes.
     */
    private double chanceValue(int n) {
        double sum = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long m = list.moves[i];
            int w = pos.chanceWeight(m);
            pos.play(m);
            double v = probability(pos.evaluate());
            sum += w * (pos.sideToMove() == 1 ? 1 - v : v);
            pos.undo();
            total += w;
        }
        return total == 0 ? 0.5 : sum / total;
    }

    /**
     * The outcome to follow at an expanded chance node: the one furthest behind its share of the
     * visits ({@code visits / weight} smallest), so that outcomes are visited in proportion to their
     * weights, deterministically.
     */
    private int sample(int node) {
        int first = firstChild[node];
        int best = first;
        double lowest = Double.POSITIVE_INFINITY;
        for (int c = first; c < first + childCount[node]; c++) {
            double share = visits[c] / (double) Math.max(1, pos.chanceWeight(moves[c]));
            if (share < lowest) {
                lowest = share;
                best = c;
            }
        }
        return best;
    }

    private int select(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        double logN = Math.log(Math.max(1, visits[node]));
        int best = first;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int c = first; c < end; c++) {
            int v = visits[c];
            if (v == 0) {
                return c; // every child once before any twice
            }
            double u = wins[c] / v + EXPLORATION * Math.sqrt(logN / v);
            if (u > bestValue) {
                bestValue = u;
                best = c;
            }
        }
        return best;
    }

    static double probability(int score) {
        return 1 / (1 + Math.exp(-score / SCALE));
    }

    static int scoreOf(double p) {
        double q = Math.min(0.999, Math.max(0.001, p));
        return (int) Math.round(SCALE * Math.log(q / (1 - q)));
    }

    /** Root children, most visited first. */
    int[] rootOrder() {
        int n = childCount[0];
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = firstChild[0] + i;
        }
        for (int i = 1; i < n; i++) {
            int x = order[i];
            int j = i - 1;
            while (j >= 0 && visits[order[j]] < visits[x]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
        return order;
    }

    /** The root child with the most visits (the first of equals), without allocating. */
    private int mostVisitedRootChild() {
        int best = firstChild[0];
        for (int c = best + 1; c < firstChild[0] + childCount[0]; c++) {
            if (visits[c] > visits[best]) {
                best = c;
            }
        }
        return best;
    }

    public long bestMove() {
        return moves[rootOrder()[0]];
    }

    public long ponderMove() {
        int[] order = rootOrder();
        int c = order[0];
        if (state[c] != 1 || childCount[c] == 0) {
            return 0;
        }
        int best = firstChild[c];
        for (int k = firstChild[c]; k < firstChild[c] + childCount[c]; k++) {
            if (visits[k] > visits[best]) {
                best = k;
            }
        }
        return visits[best] > 0 ? moves[best] : 0;
    }

    private void report(SearchListener listener, int lines) {
        int[] order = rootOrder();
        int depth = playouts == 0 ? 1 : (int) Math.max(1, depthSum / playouts);
        for (int i = 0; i < Math.min(lines, order.length); i++) {
            SearchInfo info = info(order[i], i + 1, depth);
            if (i == 0 && job != null) {
                job.lastInfo = info;
            }
            listener.onInfo(info);
        }
    }

    public SearchInfo finalInfo() {
        int depth = playouts == 0 ? 1 : (int) Math.max(1, depthSum / playouts);
        return info(rootOrder()[0], 1, depth);
    }

    private SearchInfo info(int child, int line, int depth) {
        int v = visits[child];
        double q = v == 0 ? 0.5 : wins[child] / v;
        int score = scoreOf(q); // the child's wins are the root mover's: the root side made its move
        int[] wdl = job.settings.showWdl() ? Search.wdl(score) : null;
        long[] pv = new long[Math.min(MAX_PATH, maxDepth + 1)];
        int len = 0;
        int node = child;
        while (true) {
            pv[len++] = moves[node];
            if (state[node] != 1 || childCount[node] == 0 || len == pv.length) {
                break;
            }
            int best = -1;
            for (int k = firstChild[node]; k < firstChild[node] + childCount[node]; k++) {
                if (visits[k] > 0 && (best < 0 || visits[k] > visits[best])) {
                    best = k;
                }
            }
            if (best < 0) {
                break;
            }
            node = best;
        }
        int hashfull = (int) ((long) size * 1000 / moves.length);
        return new SearchInfo(depth, maxDepth, line, score, 0, playouts, job.elapsedMs(), hashfull, wdl,
                java.util.Arrays.copyOf(pv, len));
    }
}
