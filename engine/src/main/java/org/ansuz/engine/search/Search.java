package org.ansuz.engine.search;

import java.util.SplittableRandom;
import org.ansuz.engine.spi.EndgameProbe;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.SearchTrait;

/**
 * One search thread: iterative deepening negamax with principal variation search, aspiration
 * windows, the shared transposition table, killer and history ordering, late-move reductions,
 * forced-move and capture extensions and a quiescence search over noisy moves. Thread 0 is the main
 * thread: it reports, watches the limits and decides the move; helper threads (Lazy SMP) only fill
 * the table.
 *
 * <p>Turns need not alternate, so a child's score is negated only when the side to move changed.
 * Every buffer is allocated once per thread; a node allocates nothing.
 */
public final class Search {
    /** Root lines a weakened engine ({@code Skill Level} below 20) searches, to choose among them. */
    public static final int SKILL_LINES = 4;
    public static final int MAX_PLY = 128;
    private static final int INF = Score.INFINITE;
    private static final int HISTORY_BITS = 14;
    private static final int HISTORY_MAX = 16_384;
    private static final int QUIESCENCE_MAX = 32;
    private static final int QUIESCENCE_OPTIONAL = 2;
    private static final int ORDER_TT = Integer.MAX_VALUE;
    private static final int ORDER_NOISY = 1 << 28;
    private static final int ORDER_KILLER = 1 << 27;
    private static final int ASPIRATION = 25;
    /** ProbCut: from this depth, a shallow search that beats beta by a margin cuts a non-PV node. */
    private static final int PROBCUT_DEPTH = 3;
    /** ProbCut's margin per ply of depth (centi-units). */
    private static final int PROBCUT_MARGIN = 5;

    /** Everything the threads of one {@code go} share. */
    public static final class Job {
        public final Position root;
        public final TranspositionTable tt;
        public final SearchListener listener;
        public final Search[] threads;
        /** The engine's settings when this search started. */
        public final SearchSettings settings;
        /** What this {@code go} asked for; read, never changed. */
        public final SearchLimits limits;
        final long startNs;
        /** The deepest iteration: the go's depth, bounded by the skill level and by a forced move. */
        final int maxDepth;
        /** Lines searched: MultiPV, or at least {@link #SKILL_LINES} for a weakened engine to choose among. */
        public final int lines;
        public final TimeManager.Budget budget;
        /** No iteration starts past this many nodes (bench; 0 = none). */
        final long softNodes;
        public volatile boolean stop;
        public volatile boolean ponder;
        public volatile long clockStartNs;
        /** The move the main thread would play now, and its expected reply (for the deadline timer). */
        public volatile long bestSoFar;
        public volatile long ponderSoFar;
        /** The deadline timer's task, cancelled once the answer is out (see {@code Engine.armDeadline}). */
        public volatile java.util.concurrent.Future<?> deadline;
        /** The last first-line report, for the closing count when the deadline timer answers. */
        public volatile SearchInfo lastInfo;
        /** When the final answer went out ({@code 0} before): the time this move really took. */
        public volatile long answeredNs;
        /**
         * What the main thread searches now, for a front end's status line (read only, never by the
         * search): the iteration's depth, the root move and its 1-based number. Written once per root move.
         */
        public volatile int currentDepth;
        public volatile long currentMove;
        public volatile int currentMoveNumber;
        private final java.util.concurrent.atomic.AtomicBoolean answered =
                new java.util.concurrent.atomic.AtomicBoolean();

        public Job(Position root, TranspositionTable tt, SearchListener listener, Search[] threads,
                   SearchSettings settings, SearchLimits limits, int maxDepth, TimeManager.Budget budget, long softNodes) {
            this.root = root;
            this.tt = tt;
            this.listener = listener;
            this.threads = threads;
            this.settings = settings;
            this.limits = limits;
            this.maxDepth = maxDepth;
            this.lines = settings.skillLevel() < 20 ? Math.max(settings.multiPv(), SKILL_LINES) : settings.multiPv();
            this.ponder = limits.ponder;
            this.budget = budget;
            this.softNodes = softNodes;
            this.startNs = System.nanoTime();
            this.clockStartNs = startNs;
        }

        public long nodes() {
            long n = 0;
            for (Search s : threads) {
                n += s.nodes;
            }
            return n;
        }

        public long elapsedMs() {
            return (System.nanoTime() - startNs) / 1_000_000;
        }

        /** The pondered move was played: the clock runs from now. */
        public void ponderHit() {
            clockStartNs = System.nanoTime();
            ponder = false;
        }

        /** The main thread's current choice; the deadline timer answers with it if the search is late. */
        void publish(long best, long reply) {
            ponderSoFar = reply;
            bestSoFar = best;
        }

        /**
         * The search thread and the deadline timer race to give the one final answer: whoever gets
         * true here prints it (its final {@code info} too), the other prints nothing.
         */
        public boolean claimAnswer() {
            return answered.compareAndSet(false, true);
        }

        public boolean isAnswered() {
            return answered.get();
        }
    }

    /** A root move with the result of its last completed search. */
    public static final class RootMove {
        public final long move;
        int score = -INF;
        int previousScore = -INF;
        int selDepth;
        public final long[] pv = new long[MAX_PLY + 1];
        public int pvLength;

        RootMove(long move) {
            this.move = move;
            pv[0] = move;
            pvLength = 1;
        }

        /** The last known score: this iteration's, else the previous one's. */
        int shownScore() {
            return score != -INF ? score : previousScore != -INF ? previousScore : 0;
        }
    }

    final int id;
    private final MoveList[] lists = new MoveList[MAX_PLY + 2];
    private final long[][] pv = new long[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final long[] keys = new long[MAX_PLY + 2];
    private final long[] killers = new long[2 * (MAX_PLY + 2)];
    private final int[] history = new int[2 << HISTORY_BITS];
    private final long[] ttOut = new long[2];

    volatile long nodes;
    private long localNodes;
    private Job job;
    private TranspositionTable tt;
    private Position pos;
    private boolean aborted;
    private int selDepth;
    private int rootDepth;
    private int pvIndex;
    private int rootSide;
    private int contempt;
    private boolean probCut;
    private boolean quiescenceTable;
    private boolean quiescenceThreats;
    private boolean threatReductions;
    /** The root position when its game has endgame tables loaded, else null (then no node probes). */
    private EndgameProbe endgame;
    /** Nodes probe the tables when they have fewer pieces than this (a root the tables win or lose: its own count). */
    private int probeBelow;
    RootMove[] rootMoves;
    public int completedDepth;
    private long lastBest;
    private int pollMask;
    private long lastPollNs;
    /** Inside a ProbCut search, which does not cut again. */
    private boolean inProbCut;
    /** Inside quiescence's one-ply answer to a threat, which does not look for threats again. */
    private boolean inThreat;

    public Search(int id) {
        this.id = id;
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /** Binds this thread to a job: its own copy of the root and fresh ordering tables. */
    public void prepare(Job job, Position root, long[] moves, int count) {
        this.job = job;
        this.tt = job.tt;
        this.pos = root;
        this.nodes = 0;
        this.localNodes = 0;
        this.aborted = false;
        this.completedDepth = 0;
        this.lastBest = 0;
        this.pollMask = 0; // grows to 1023 within a few polls where nodes are fast
        this.lastPollNs = System.nanoTime();
        this.rootSide = root.sideToMove();
        GameInfo game = job.settings.game();
        this.contempt = game.contempt();
        this.probCut = game.searchTraits().contains(SearchTrait.PROBCUT);
        this.quiescenceTable = !game.searchTraits().contains(SearchTrait.QUIESCENCE_WITHOUT_TABLE);
        this.quiescenceThreats = game.searchTraits().contains(SearchTrait.QUIESCENCE_THREATS);
        this.threatReductions = game.searchTraits().contains(SearchTrait.REDUCTIONS_SPARE_THREATS);
        this.endgame = root instanceof EndgameProbe probe && probe.hasEndgameTables() ? probe : null;
        java.util.Arrays.fill(killers, 0L);
        java.util.Arrays.fill(history, 0);
        this.probeBelow = Integer.MAX_VALUE;
        if (endgame != null) {
            moves = keepTableBest(moves, count);
            count = Math.min(count, moves.length);
        }
        rootMoves = new RootMove[count];
        for (int i = 0; i < count; i++) {
            rootMoves[i] = new RootMove(moves[i]);
        }
        orderRootStatically();
        if (id == 0 && count > 0) {
            publishBest(); // the statically best move, should the deadline come before depth 1 ends
        }
    }

    /**
     * Orders the root moves by the static evaluation after each (no generate; by the result where the
     * move ends the game), so that an
     * iteration cut short by the clock (games with thousands of slow moves) has already tried the
     * statically best moves and the engine never plays worse than a greedy one-ply look.
     */
    private void orderRootStatically() {
        if (rootMoves.length < 2) {
            return;
        }
        for (RootMove rm : rootMoves) {
            if (job.stop) {
                break; // thousands of root moves (Ordo X) take a while: a stop must not wait; the rest stay last
            }
            pos.play(rm.move);
            // a move that ends the game ranks by its result: a short iteration never plays a lost game's
            // move for its evaluation (GESS: a piece lifted out of the mover's own last ring)
            GameResult end = pos.result();
            int v = end.isOver() ? score(end, 1) : pos.evaluate();
            rm.score = pos.sideToMove() != rootSide ? -v : v;
            pos.undo();
        }
        sortRoot(0, rootMoves.length);
        for (RootMove rm : rootMoves) {
            rm.score = -INF;
        }
    }

    /** Iterative deepening until a limit, the stop flag or the maximum depth. */
    public void iterate() {
        int lines = Math.min(job.lines, rootMoves.length);
        int firstDepth = id == 0 ? 1 : 1 + (id & 1);
        for (int depth = firstDepth; depth <= job.maxDepth && !aborted; depth++) {
            rootDepth = depth;
            selDepth = 0;
            for (RootMove rm : rootMoves) {
                if (rm.score != -INF) {
                    rm.previousScore = rm.score;
                }
                rm.score = -INF; // unsearched moves keep their order behind the searched ones
            }
            for (pvIndex = 0; pvIndex < lines && !aborted; pvIndex++) {
                aspiration(depth);
            }
            sortRoot(0, lines);
            if (aborted) {
                break;
            }
            completedDepth = depth;
            if (id != 0) {
                continue;
            }
            publishBest();
            for (int i = 0; i < lines; i++) {
                report(i, 0, depth);
            }
            if (iterationEndsSearch(depth)) {
                break;
            }
        }
    }

    /** Makes the current best root move the deadline timer's answer. */
    private void publishBest() {
        RootMove rm = rootMoves[0];
        job.publish(rm.move, rm.pvLength > 1 ? rm.pv[1] : 0);
    }

    private boolean iterationEndsSearch(int depth) {
        int best = rootMoves[0].score;
        int mate = job.limits.mate;
        if (mate > 0 && best >= Score.WIN_BOUND
                && mateTurns(best, java.util.Arrays.copyOf(rootMoves[0].pv, rootMoves[0].pvLength)) <= mate) {
            return true;
        }
        if (job.softNodes > 0 && job.nodes() >= job.softNodes) {
            return true;
        }
        if (job.ponder || job.limits.infinite) {
            return false;
        }
        boolean changed = rootMoves[0].move != lastBest;
        lastBest = rootMoves[0].move;
        if (job.budget.softMs() >= 0) {
            // A stable best move stops early (the next iteration would mostly overrun anyway); a
            // changing one gets some of the reserve up to the hard limit.
            long used = (System.nanoTime() - job.clockStartNs) / 1_000_000;
            long soft = job.budget.softMs();
            long planned = soft >= job.budget.hardMs() ? soft // a fixed move time is used in full
                    : changed && depth > 4 ? Math.min(job.budget.hardMs(), soft * 3 / 2) : soft * 3 / 5;
            if (used >= planned) {
                return true;
            }
        }
        return false;
    }

    private void aspiration(int depth) {
        RootMove first = rootMoves[pvIndex];
        int previous = first.previousScore;
        int delta = ASPIRATION;
        int alpha = -INF;
        int beta = INF;
        if (depth >= 4 && previous != -INF && !Score.isDecisive(previous)) {
            alpha = Math.max(previous - delta, -INF);
            beta = Math.min(previous + delta, INF);
        }
        while (true) {
            int v = searchRoot(depth, alpha, beta);
            sortRoot(pvIndex, rootMoves.length);
            if (aborted) {
                return;
            }
            if (v <= alpha) {
                if (id == 0) {
                    report(pvIndex, SearchInfo.UPPER_BOUND, depth); // failed low: the table's constants differ
                }
                beta = (alpha + beta) / 2;
                alpha = Math.max(v - delta, -INF);
            } else if (v >= beta) {
                if (id == 0) {
                    report(pvIndex, SearchInfo.LOWER_BOUND, depth); // failed high
                }
                beta = Math.min(v + delta, INF);
            } else {
                return;
            }
            delta += delta;
        }
    }

    /** Stable insertion sort of root moves {@code from..to-1} by score, best first. */
    private void sortRoot(int from, int to) {
        for (int i = from + 1; i < to; i++) {
            RootMove rm = rootMoves[i];
            int j = i - 1;
            while (j >= from && rootMoves[j].score < rm.score) {
                rootMoves[j + 1] = rootMoves[j];
                j--;
            }
            rootMoves[j + 1] = rm;
        }
    }

    private int searchRoot(int depth, int alpha, int beta) {
        localNodes++;
        keys[0] = pos.key();
        pvLength[0] = 0;
        int best = -INF;
        int ext = rootMoves.length == 1 ? 1 : 0;
        for (int i = pvIndex; i < rootMoves.length; i++) {
            RootMove rm = rootMoves[i];
            if (id == 0) {
                job.currentDepth = depth;
                job.currentMove = rm.move;
                job.currentMoveNumber = i + 1;
            }
            boolean quiet = i >= pvIndex + 4 && !pos.isNoisy(rm.move);
            pos.play(rm.move);
            int newDepth = depth - 1 + ext;
            int v;
            if (i == pvIndex) {
                v = child(newDepth, alpha, beta, 1, rootSide, true);
            } else {
                int r = depth >= 3 && quiet && ext == 0 ? 1 : 0;
                v = child(newDepth - r, alpha, alpha + 1, 1, rootSide, false);
                if (v > alpha && r > 0) {
                    v = child(newDepth, alpha, alpha + 1, 1, rootSide, false);
                }
                if (v > alpha && v < beta) {
                    v = child(newDepth, alpha, beta, 1, rootSide, true);
                }
            }
            pos.undo();
            if (aborted) {
                break;
            }
            if (i == pvIndex || v > alpha) {
                rm.score = v;
                rm.selDepth = selDepth;
                rm.pv[0] = rm.move;
                int n = pvLength[1];
                System.arraycopy(pv[1], 0, rm.pv, 1, n);
                rm.pvLength = n + 1;
                if (id == 0 && pvIndex == 0 && i > 0 && v > alpha && rootDepth > 1) {
                    job.publish(rm.move, n > 0 ? rm.pv[1] : 0); // a new best move, proven this iteration
                }
            } else {
                rm.score = -INF; // keeps its place behind the better moves (stable sort)
            }
            if (v > best) {
                best = v;
            }
            if (v > alpha) {
                alpha = v;
                if (v >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /**
     * The value for {@code us} of the position just reached: negated only where the side to move
     * changed; a pending chance event is averaged over its outcomes.
     */
    private int child(int depth, int alpha, int beta, int ply, int us, boolean pvNode) {
        int side = pos.sideToMove();
        if (side == us) {
            return search(depth, alpha, beta, ply, pvNode);
        }
        return side == Position.CHANCE ? chance(depth, ply, us) : -search(depth, -beta, -alpha, ply, pvNode);
    }

    /**
     * Expectimax at a chance node: the outcomes' values for {@code us}, each searched with a full
     * window, averaged with the weights {@link Position#chanceWeight} gives. The chance event takes
     * no depth; its node is never stored in the table and ends the principal variation.
     */
    private int chance(int depth, int ply, int us) {
        pvLength[ply] = 0;
        if ((++localNodes & pollMask) == 0) {
            poll();
        }
        if (aborted || ply >= MAX_PLY) {
            return 0;
        }
        keys[ply] = pos.key();
        MoveList list = lists[ply];
        int n = pos.generate(list);
        long sum = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long m = list.moves[i];
            int w = pos.chanceWeight(m);
            pos.play(m);
            int v = child(depth, -INF, INF, ply + 1, us, false);
            pos.undo();
            if (aborted) {
                return 0;
            }
            sum += (long) w * v;
            total += w;
        }
        pvLength[ply] = 0;
        return total == 0 ? Score.DRAW : (int) (sum / total);
    }

    /**
     * What every node of both searches does first: count it, poll the clock now and then, note the
     * selective depth. True when the search has been aborted and the node must return at once.
     */
    private boolean enterNode(int ply) {
        pvLength[ply] = 0;
        if ((++localNodes & pollMask) == 0) {
            poll();
        }
        if (aborted) {
            return true;
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        return false;
    }

    private int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, 0);
        }
        if (enterNode(ply)) {
            return 0;
        }
        long key = pos.key();
        keys[ply] = key;
        int oldest = Math.max(0, ply - pos.reversiblePlies());
        for (int i = ply - 1; i >= oldest; i--) {
            if (keys[i] == key) {
                return score(pos.repetitionResult(), ply); // a repetition inside the tree ends the game
            }
        }
        if (ply >= MAX_PLY) {
            return pos.evaluate();
        }
        // Mate distance pruning: no line from here can beat a win now or lose faster than now.
        alpha = Math.max(alpha, -Score.WIN + ply);
        beta = Math.min(beta, Score.WIN - ply);
        if (alpha >= beta) {
            return alpha;
        }
        // Game-level ends (move counters, repetition of the game's history) end the game even where a
        // generator still lists moves, and score as the rules say, not as the table remembers the same
        // position reached by another path; frontier nodes (but the root's children) and quiescence
        // rely on generate() alone, and the next iteration sees those ends.
        if (depth >= 2 || ply == 1) {
            GameResult r = pos.result();
            if (r.isOver()) {
                return score(r, ply);
            }
        }
        // An ending the tables hold has its value without search (after the rules' own ends above).
        int table = tableProbe(ply);
        if (table != NO_TABLE) {
            return table;
        }
        long ttMove = 0;
        if (tt.probe(key, ttOut)) {
            ttMove = ttOut[0];
            long data = ttOut[1];
            if (!pvNode && TranspositionTable.depth(data) >= depth) {
                int s = tableCutoff(data, ply, alpha, beta);
                if (s != Score.NONE) {
                    return s;
                }
            }
        }
        // ProbCut (as Scan prunes): where a search of 40 % of the depth beats beta by a few
        // centi-units per ply, the full search is taken to fail high too.
        if (probCut && !pvNode && !inProbCut && depth >= PROBCUT_DEPTH && Math.abs(beta) < Score.WIN_BOUND) {
            int margin = PROBCUT_MARGIN * depth;
            int raised = beta + margin;
            inProbCut = true;
            int v = search(depth * 2 / 5, raised - 1, raised, ply, false);
            inProbCut = false;
            if (aborted) {
                return 0;
            }
            if (v >= raised) {
                return v - margin;
            }
        }
        MoveList list = lists[ply];
        int n = pos.generate(list);
        if (n == 0) {
            return terminal(ply);
        }
        int us = pos.sideToMove();
        int historyBase = (us & 1) << HISTORY_BITS;
        long killer1 = killers[2 * ply];
        long killer2 = killers[2 * ply + 1];
        long[] moves = list.moves;
        int[] scores = list.scores;
        for (int i = 0; i < n; i++) {
            long m = moves[i];
            scores[i] = m == ttMove ? ORDER_TT
                    : pos.isNoisy(m) ? ORDER_NOISY + history[historyBase + historyIndex(m)]
                    : m == killer1 ? ORDER_KILLER + 1
                    : m == killer2 ? ORDER_KILLER
                    : history[historyBase + historyIndex(m)];
        }
        // Forced replies are extended (draughts capture sequences); ply bound keeps it finite.
        boolean extendable = ply < 2 * rootDepth;
        int forced = n == 1 && extendable ? 1 : 0;
        int best = -INF;
        long bestMove = 0;
        int originalAlpha = alpha;
        for (int i = 0; i < n; i++) {
            long m = list.pickBest(i);
            int order = scores[i];
            boolean noisy = order == ORDER_TT ? pos.isNoisy(m) : order > ORDER_KILLER + 1;
            pos.play(m);
            int ext = forced;
            if (ext == 0 && noisy && pvNode && ply < rootDepth) {
                ext = 1; // capture extension, on the principal variation only
            }
            int newDepth = depth - 1 + ext;
            int v;
            if (i == 0) {
                v = child(newDepth, alpha, beta, ply + 1, us, pvNode);
            } else {
                int r = 0;
                if (threatReductions) {
                    if (depth >= 2 && i >= (pvNode ? 3 : 1) && !noisy && order < ORDER_KILLER && ext == 0
                            && !pos.isThreatened()) {
                        r = !pvNode && i >= 4 ? 2 : 1;
                    }
                } else if (depth >= 3 && i >= 3 && !noisy && order < ORDER_KILLER && ext == 0) {
                    r = !pvNode && depth >= 6 && i >= 10 ? 2 : 1;
                }
                v = child(newDepth - r, alpha, alpha + 1, ply + 1, us, false);
                if (v > alpha && r > 0) {
                    v = child(newDepth, alpha, alpha + 1, ply + 1, us, false);
                }
                if (pvNode && v > alpha && v < beta) {
                    v = child(newDepth, alpha, beta, ply + 1, us, true);
                }
            }
            pos.undo();
            if (aborted) {
                return 0;
            }
            if (v > best) {
                best = v;
                bestMove = m;
                if (v > alpha) {
                    alpha = v;
                    if (pvNode) {
                        long[] line = pv[ply];
                        line[0] = m;
                        int len = pvLength[ply + 1];
                        System.arraycopy(pv[ply + 1], 0, line, 1, len);
                        pvLength[ply] = len + 1;
                    }
                    if (v >= beta) {
                        reward(m, noisy, ply, depth, historyBase, list, i);
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                : best > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
        tt.store(key, bestMove, TranspositionTable.toTable(best, ply), depth, bound);
        return best;
    }

    /**
     * A cut move gains history (a quiet one also becomes a killer); the moves of its kind (quiet or
     * noisy) tried before it lose some. Noisy moves are ordered among themselves by the same table,
     * which matters where captures are compulsory and every move is noisy.
     */
    private void reward(long m, boolean noisy, int ply, int depth, int historyBase, MoveList list, int index) {
        if (!noisy && killers[2 * ply] != m) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = m;
        }
        int bonus = Math.min(depth * depth, 400);
        int h = historyBase + historyIndex(m);
        history[h] += bonus - history[h] * bonus / HISTORY_MAX;
        for (int j = 0; j < index; j++) {
            int order = list.scores[j];
            if (order == ORDER_TT || (order > ORDER_KILLER + 1) != noisy || !noisy && order >= ORDER_KILLER) {
                continue;
            }
            int q = historyBase + historyIndex(list.moves[j]);
            history[q] -= bonus + history[q] * bonus / HISTORY_MAX;
        }
    }

    private static int historyIndex(long m) {
        long h = (m ^ (m >>> 31)) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> (64 - HISTORY_BITS));
    }

    /**
     * Quiescence: noisy moves only, after a stand-pat on the static evaluation. When every legal move
     * is noisy (draughts captures are compulsory) the side to move cannot stand pat. Optional noisy
     * moves are searched for the first {@link #QUIESCENCE_OPTIONAL} plies only, so that games with
     * many captures at once (Taacoca) cannot explode; forced ones continue to {@link #QUIESCENCE_MAX}.
     * Games with {@link SearchTrait#QUIESCENCE_WITHOUT_TABLE} neither probe nor write the transposition
     * table here (as Scan): in draughts its memory latency cost more than the transpositions saved.
     * Games with {@link SearchTrait#QUIESCENCE_THREATS} answer a threat against a quiet node at the
     * horizon with a one-ply search (once: the quiescence below it stands pat again).
     */
    private int quiescence(int alpha, int beta, int ply, int qply) {
        if (enterNode(ply)) {
            return 0;
        }
        if (ply >= MAX_PLY || qply >= QUIESCENCE_MAX) {
            return pos.evaluate();
        }
        int table = ply > 0 ? tableProbe(ply) : NO_TABLE;
        if (table != NO_TABLE) {
            return table;
        }
        long key = 0;
        long ttMove = 0;
        if (quiescenceTable) {
            key = pos.key();
            if (tt.probe(key, ttOut)) {
                ttMove = ttOut[0];
                int s = tableCutoff(ttOut[1], ply, alpha, beta);
                if (s != Score.NONE) {
                    return s;
                }
            }
        }
        MoveList list = lists[ply];
        int n = pos.generateNoisy(list);
        if (n == 0) {
            return terminal(ply);
        }
        long[] moves = list.moves;
        int[] scores = list.scores;
        int us = pos.sideToMove();
        int historyBase = (us & 1) << HISTORY_BITS;
        int noisyCount = list.size;
        for (int i = 0; i < noisyCount; i++) {
            long m = moves[i];
            scores[i] = m == ttMove ? ORDER_TT : ORDER_NOISY + history[historyBase + historyIndex(m)];
        }
        int best = -INF;
        int originalAlpha = alpha;
        if (noisyCount < n) {
            if (noisyCount == 0 && quiescenceThreats && !inThreat && qply == 0 && pos.isThreatened()) {
                inThreat = true; // one ply answers the threat; the quiescence below it stands pat again
                int v = search(1, alpha, beta, ply, false);
                inThreat = false;
                return v;
            }
            best = pos.evaluate();
            if (best >= beta || noisyCount == 0 || qply >= QUIESCENCE_OPTIONAL) {
                return best;
            }
            if (best > alpha) {
                alpha = best;
            }
        }
        long bestMove = 0;
        for (int i = 0; i < noisyCount; i++) {
            long m = list.pickBest(i);
            pos.play(m);
            int side = pos.sideToMove();
            int v = side == us ? quiescence(alpha, beta, ply + 1, qply + 1)
                    : side == Position.CHANCE ? chance(0, ply + 1, us)
                    : -quiescence(-beta, -alpha, ply + 1, qply + 1);
            pos.undo();
            if (aborted) {
                return 0;
            }
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    bestMove = m;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        if (quiescenceTable) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : best > originalAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            tt.store(key, bestMove, TranspositionTable.toTable(best, ply), 0, bound);
        }
        return best;
    }

    /** The score of a node without moves (or over by the rules), by the game's own verdict. */
    private int terminal(int ply) {
        GameResult r = pos.result();
        return score(r.isOver() ? r : pos.noMoveResult(), ply);
    }

    /**
     * A root the tables hold: only the moves that keep its value are searched (returned; else {@code moves}).
     * A won or lost root's tree then probes only positions with fewer pieces (a conversion), so that the
     * search itself looks for the way to the win or the longest resistance within its material (the
     * tables know no distance to the win); a drawn root keeps probing (every kept move scores a draw).
     * A root the tables do not hold, or a move to an ending they lack, changes nothing.
     */
    private long[] keepTableBest(long[] moves, int count) {
        int rootValue = endgame.probeEndgame();
        if (rootValue == EndgameProbe.UNKNOWN) {
            return moves;
        }
        long[] kept = new long[count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            pos.play(moves[i]);
            int after = endgame.probeEndgame();
            pos.undo();
            if (after == EndgameProbe.UNKNOWN) {
                return moves;
            }
            if (-after == rootValue) {
                kept[n++] = moves[i];
            }
        }
        if (rootValue != EndgameProbe.DRAW) {
            probeBelow = endgame.endgamePieces();
        }
        return n == 0 ? moves : java.util.Arrays.copyOf(kept, n);
    }

    /** {@link #tableProbe}'s answer where the tables hold no value (or none are loaded): below every score. */
    private static final int NO_TABLE = Integer.MIN_VALUE;

    /** The tables' score of this node when they hold it ({@link #tableScore}); else {@link #NO_TABLE}. */
    private int tableProbe(int ply) {
        if (endgame == null || endgame.endgamePieces() >= probeBelow) {
            return NO_TABLE;
        }
        int v = endgame.probeEndgame();
        return v == EndgameProbe.UNKNOWN ? NO_TABLE : tableScore(v, ply);
    }

    /**
     * An endgame table's value for the side to move: a draw as a level draw; a win beyond every
     * evaluation but below the rules' wins ({@link Score#TABLE_WIN}), sooner and with a better
     * evaluation (more material, the evaluation's progress) scoring higher, since the tables know no
     * distance to the win; a loss the mirror image.
     */
    private int tableScore(int value, int ply) {
        if (value == EndgameProbe.DRAW) {
            return contempt == 0 ? Score.DRAW : pos.sideToMove() == rootSide ? -contempt : contempt;
        }
        int progress = Math.max(-Score.TABLE_SPREAD, Math.min(Score.TABLE_SPREAD, pos.evaluate()));
        return value == EndgameProbe.WIN ? Score.TABLE_WIN + progress - ply : -Score.TABLE_WIN + progress + ply;
    }

    /** {@link Score#of} for the side to move here, a level draw costing the root's side {@link GameInfo#contempt}. */
    private int score(GameResult r, int ply) {
        if (contempt == 0 || r.kind() != GameResult.Kind.DRAW || r.margin() != 0) {
            return Score.of(r, ply);
        }
        return pos.sideToMove() == rootSide ? -contempt : contempt;
    }

    /**
     * Every 1024 nodes, or more often in games whose nodes are slow (the interval halves while polls
     * are more than 2 ms apart): publish the count, honour {@code stop}, and (main thread) watch the
     * limits. The node limit is tested at multiples of 1024 only, so one thread stays deterministic.
     */
    private void poll() {
        nodes = localNodes;
        long now = System.nanoTime();
        long gap = now - lastPollNs;
        lastPollNs = now;
        if (gap > 2_000_000) {
            pollMask >>>= 1;
        } else if (gap < 250_000 && pollMask < 1023) {
            pollMask = pollMask << 1 | 1;
        }
        if (job.stop) {
            aborted = true;
            return;
        }
        if (id != 0 || job.ponder) {
            return;
        }
        if (job.limits.nodes > 0 && (localNodes & 1023) == 0 && job.nodes() >= job.limits.nodes
                || job.budget.hardMs() >= 0 && now - job.clockStartNs >= job.budget.hardMs() * 1_000_000) {
            job.stop = true;
            aborted = true;
        }
    }

    /** Publishes the final node count of this thread. */
    public void flushNodes() {
        nodes = localNodes;
    }

    /** The SearchInfo of root line {@code line} (0-based). */
    public SearchInfo info(int line, int bound, int depth) {
        flushNodes();
        RootMove rm = rootMoves[line];
        long[] line0 = java.util.Arrays.copyOf(rm.pv, rm.pvLength);
        int score = rm.shownScore();
        return new SearchInfo(depth, Math.max(rm.selDepth, depth), line + 1, score, bound, job.nodes(),
                job.elapsedMs(), tt.hashfull(), job.settings.showWdl() ? wdl(score) : null, line0,
                mateTurns(score, line0));
    }

    /**
     * The root mover's own turns before a decisive score's end (negative when it loses): counted along
     * the principal variation, where turns need not alternate, and beyond its end as if they did.
     */
    int mateTurns(int score, long[] line) {
        if (!Score.isDecisive(score)) {
            return 0;
        }
        int plies = Score.WIN - Math.abs(score);
        int known = Math.min(plies, line.length);
        int turns = 0;
        int played = 0;
        for (; played < known; played++) {
            if (pos.sideToMove() == rootSide) {
                turns++;
            }
            pos.play(line[played]);
        }
        for (int i = 0; i < played; i++) {
            pos.undo();
        }
        turns += (plies + 1) / 2 - (known + 1) / 2;
        return score > 0 ? turns : -turns;
    }

    private void report(int line, int bound, int depth) {
        SearchInfo info = info(line, bound, depth);
        if (line == 0) {
            job.lastInfo = info;
        }
        job.listener.onInfo(info);
    }

    /**
     * The move to play: the best, or with {@code Skill Level} below 20 a candidate among the best
     * lines, each scored with seeded noise that grows as the level falls.
     */
    public long chooseMove() {
        if (job.settings.skillLevel() >= 20 || rootMoves.length == 1) {
            return rootMoves[0].move;
        }
        SplittableRandom rng = new SplittableRandom(job.settings.randomSeed() ^ job.root.key());
        int lines = Math.min(job.lines, rootMoves.length);
        int spread = (20 - job.settings.skillLevel()) * 15;
        long choice = rootMoves[0].move;
        int bestNoisy = Integer.MIN_VALUE;
        for (int i = 0; i < lines; i++) {
            RootMove rm = rootMoves[i];
            if (rm.score == -INF && rm.previousScore == -INF) {
                break;
            }
            int noisy = rm.shownScore() + rng.nextInt(spread + 1);
            if (noisy > bestNoisy) {
                bestNoisy = noisy;
                choice = rm.move;
            }
        }
        return choice;
    }

    /** Win/draw/loss permille from a logistic on the score; decisive scores are certain. */
    public static int[] wdl(int score) {
        if (score >= Score.WIN_BOUND) {
            return new int[] {1000, 0, 0};
        }
        if (score <= -Score.WIN_BOUND) {
            return new int[] {0, 0, 1000};
        }
        double scale = 90;
        double offset = 180;
        int w = (int) Math.round(1000 / (1 + Math.exp((offset - score) / scale)));
        int l = (int) Math.round(1000 / (1 + Math.exp((offset + score) / scale)));
        return new int[] {w, 1000 - w - l, l};
    }

    public RootMove best() {
        return rootMoves[0];
    }

    /** The stored score when its bound settles the window {@code (alpha, beta)}, else {@link Score#NONE}. */
    private static int tableCutoff(long data, int ply, int alpha, int beta) {
        int s = TranspositionTable.fromTable(TranspositionTable.score(data), ply);
        int bound = TranspositionTable.bound(data);
        boolean settles = bound == TranspositionTable.BOUND_EXACT
                || bound == TranspositionTable.BOUND_LOWER && s >= beta
                || bound == TranspositionTable.BOUND_UPPER && s <= alpha;
        return settles ? s : Score.NONE;
    }
}
