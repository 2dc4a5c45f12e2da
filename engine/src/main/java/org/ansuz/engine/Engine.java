package org.ansuz.engine;

import org.ansuz.engine.search.LatencyReserve;
import org.ansuz.engine.search.MonteCarloSearch;
import org.ansuz.engine.search.Search;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.search.SearchSettings;
import org.ansuz.engine.search.TimeManager;
import org.ansuz.engine.search.TranspositionTable;
import org.ansuz.engine.search.Worker;
import org.ansuz.engine.spi.DrawCounters;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.SetupPhase;

/**
 * The facade the protocol drives: options, {@code go}, {@code stop}, {@code ponderhit}. A search runs
 * on its own thread(s); {@link #go} returns at once and the listener receives {@code onInfo} lines
 * (from the search thread) and exactly one {@code onBestMove}.
 */
public final class Engine {
    public static final int MAX_HASH_MB = 4096;
    public static final int MAX_THREADS = 64;
    public static final int MAX_MULTI_PV = 64;
    public static final int DEFAULT_HASH_MB = 16;
    public static final int DEFAULT_MOVE_OVERHEAD_MS = SearchSettings.DEFAULTS.moveOverheadMs();

    private final TranspositionTable tt = new TranspositionTable(DEFAULT_HASH_MB);
    private Search[] threads = {new Search(0)};
    /** The options and the game; replaced whole, so that a search keeps the value it started with. */
    private volatile SearchSettings settings = SearchSettings.DEFAULTS;
    private volatile MonteCarloSearch monteCarlo;
    private int hashAskedMb = DEFAULT_HASH_MB;
    /** What the next search tells its listener about the memory it got, or null. */
    private volatile String tableNotice;

    // The engine's threads, started with it and kept (see Worker); they end when it is unreachable.
    /** The main search thread. */
    private final Worker searchWork = Worker.ownedBy(this, "ansuz-search");
    /** The other search threads ({@code Threads} - 1). */
    private volatile Worker[] helperWork = new Worker[0];
    /** Resizes and clears of the table, in order (a search waits for those given before it). */
    private final Worker tableWork = Worker.ownedBy(this, "ansuz-table");
    /** Writes an answer the deadline timer gives, so that a blocked listener never holds up the timer. */
    private final Worker answerWork = Worker.ownedBy(this, "ansuz-answer");
    private volatile Search.Job job;
    private final LatencyReserve latency = new LatencyReserve();
    private volatile long[] jobMoves = new long[0];

    public Engine() {
        Deadlines.TIMER.getPoolSize(); // the timer thread starts with the first engine, not at its first deadline
    }

    /**
     * Resizes the table on a background thread, so that {@code isready} is answered at once; the next
     * search waits for it. When memory is short the table is smaller than asked and the next search
     * says so in an {@code info string}.
     */
    public synchronized void setHashMb(int mb) {
        stop();
        int asked = Math.max(1, Math.min(MAX_HASH_MB, mb));
        hashAskedMb = asked;
        monteCarlo = null;
        onTable(() -> {
            tt.resize(asked);
            if (tt.megabytes() < asked) {
                tableNotice = "Hash " + asked + " MB cannot be allocated: the table has " + tt.megabytes() + " MB";
            }
        });
        prepareTree();
    }

    /**
     * Builds the MCTS tree on the table thread as soon as MCTS is the search, not at the first search: on a
     * loaded machine allocating it there held the first answer of a game past a match runner's patience.
     * A tree that cannot be had is left to {@link #tree}, which tries again and says why.
     */
    private void prepareTree() {
        if (monteCarlo != null || effectiveSearchKind() != SearchKind.MCTS) {
            return;
        }
        int megabytes = hashAskedMb;
        onTable(() -> {
            if (monteCarlo == null) {
                MonteCarloSearch mc = MonteCarloSearch.allocate(megabytes);
                if (mc != null && mc.megabytes() == megabytes) {
                    monteCarlo = mc;
                }
            }
        });
    }

    /** The table's actual size (it may be smaller than asked when memory is short). */
    public synchronized int hashMb() {
        tableWork.awaitIdle();
        return tt.megabytes();
    }

    public synchronized void clearHash() {
        stop();
        onTable(tt::clear);
    }

    /** Runs work on the table after the work already queued, off the caller's thread. */
    void onTable(Runnable work) {
        tableWork.submit(work);
    }

    /** Waits for the table work unless the job is stopped first; true when the table is ready. */
    private static boolean awaitTable(Worker work, Search.Job j) {
        try {
            while (!j.stop) {
                if (work.awaitIdle(5)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !work.busy();
    }

    public synchronized void setThreads(int count) {
        stop();
        int n = Math.max(1, Math.min(MAX_THREADS, count));
        if (n != threads.length) {
            Search[] t = new Search[n];
            for (int i = 0; i < n; i++) {
                t[i] = i < threads.length ? threads[i] : new Search(i);
            }
            threads = t;
            Worker[] old = helperWork;
            Worker[] w = java.util.Arrays.copyOf(old, n - 1);
            for (int i = n - 1; i < old.length; i++) {
                old[i].shutDown();
            }
            for (int i = old.length; i < n - 1; i++) {
                w[i] = Worker.ownedBy(this, "ansuz-helper-" + (i + 1));
            }
            helperWork = w;
        }
    }

    /** The current search settings (options and game). */
    public SearchSettings settings() {
        return settings;
    }

    /** Replaces the settings by {@code change} applied to them; the next search uses the new value. */
    public synchronized void update(java.util.function.UnaryOperator<SearchSettings> change) {
        settings = change.apply(settings);
    }

    public void setMultiPv(int lines) {
        update(s -> s.withMultiPv(Math.max(1, Math.min(MAX_MULTI_PV, lines))));
    }

    public void setMoveOverheadMs(int ms) {
        update(s -> s.withMoveOverheadMs(Math.max(0, ms)));
    }

    /** 0..20; 20 = full strength. */
    public void setSkillLevel(int level) {
        update(s -> s.withSkillLevel(Math.max(0, Math.min(20, level))));
    }

    public void setRandomSeed(long seed) {
        update(s -> s.withRandomSeed(seed));
    }

    /** Analysis mode: forced moves are still searched, no instant replies. */
    public void setAnalyseMode(boolean on) {
        update(s -> s.withAnalyseMode(on));
    }

    public void setShowWdl(boolean on) {
        update(s -> s.withShowWdl(on));
    }

    /** Forget everything learned from earlier games (TT, history, the latency reserves). */
    public synchronized void newGame() {
        stop();
        onTable(tt::clear);
        job = null; // its answer time belongs to the old game: the new one learns nothing from it
        latency.newGame();
    }

    /** Starts a search of {@code root} (which the engine copies) and returns at once. */
    public synchronized void go(Position root, SearchLimits limits, SearchListener listener) {
        go(root, limits, listener, 0);
    }

    /**
     * As {@link #go(Position, SearchLimits, SearchListener)}; with {@code softNodes > 0} no iteration
     * starts once that many nodes are searched (bench: a deterministic depth per position).
     */
    synchronized void go(Position root, SearchLimits limits, SearchListener listener, long softNodes) {
        long receivedNs = System.nanoTime(); // the GUI's clock is already running: waiting below counts
        stop();
        Position pos = root.copy();
        MoveList legal = new MoveList();
        // A game drawn by a rule (a counter, a repetition) that still has moves is searched: the GUI adjudicates.
        // The engine never plays a chance event (a third party's move) as its own.
        GameResult rootResult = pos.result();
        if (rootResult.kind() == GameResult.Kind.DRAW && pos instanceof DrawCounters counters) {
            counters.liftCountedDraws(); // the client plays on past our counted draw rule: so does the search
            GameResult lifted = pos.result();
            if (lifted.kind() != GameResult.Kind.DRAW) {
                listener.onMessage("the " + rootResult.reason() + " has drawn the game; playing on without that rule");
            }
            rootResult = lifted;
        }
        boolean decided = rootResult.isOver() && rootResult.kind() != GameResult.Kind.DRAW;
        int n = decided || pos.sideToMove() == Position.CHANCE ? 0 : pos.generate(legal);
        long[] moves = new long[n];
        int count = 0;
        for (int i = 0; i < n; i++) {
            long m = legal.move(i);
            if (limits.searchMoves == null || limits.searchMoves.length == 0 || contains(limits.searchMoves, m)) {
                moves[count++] = m;
            }
        }
        if (count == 0) { // searchmoves named no legal move: search them all
            System.arraycopy(legal.moves, 0, moves, 0, n);
            count = n;
        }
        SearchSettings now = settings;
        int maxDepth = limits.depth > 0 ? Math.min(limits.depth, Search.MAX_PLY - 1) : Search.MAX_PLY - 1;
        if (limits.mate > 0) {
            // the mate search is exhausted once a mate in N would have been seen: then it answers
            maxDepth = Math.min(maxDepth, mateSearchPlies(limits.mate));
        }
        if (now.skillLevel() < 20) {
            maxDepth = Math.min(maxDepth, 2 + now.skillLevel() / 2);
        }
        boolean timed = limits.hasClock() || limits.moveTimeMs >= 0;
        boolean waitForStop = limits.infinite || limits.ponder;
        if (count == 1 && timed && !waitForStop && !now.analyseMode()) {
            maxDepth = 1; // a forced move in timed play answers at once
        }
        long lag = learnLatency(pos, limits, waitForStop);
        // a pending chance event is nobody's clock: it is answered at once without a move
        TimeManager.Budget budget = limits.infinite || pos.sideToMove() == Position.CHANCE ? TimeManager.Budget.NONE
                : TimeManager.allocate(limits, pos.sideToMove(), ownTurns(pos), Math.max(10, now.game().typicalGamePlies()),
                        pos instanceof SetupPhase setup ? setup.setupTurnsLeft() : 0, now.moveOverheadMs(), lag,
                        latency.stallMs());
        Search[] team = threads;
        Search.Job j = new Search.Job(pos, tt, listener, team, now, limits, maxDepth, budget, softNodes);
        long[] rootMoves = java.util.Arrays.copyOf(moves, count);
        j.clockStartNs = receivedNs;
        jobMoves = rootMoves;
        job = j;
        // a mate search is exact or it is nothing: MCTS games answer go mate with alpha-beta
        boolean mcts = now.effectiveSearchKind() == SearchKind.MCTS && limits.mate == 0;
        Worker table = tableWork;
        Worker[] helpers = helperWork;
        int treeMb = hashAskedMb;
        searchWork.submit(() -> {
            if (!awaitTable(table, j)) {
                answer(j, null, rootMoves.length > 0 ? rootMoves[0] : 0, 0); // stopped before the table was ready
                return;
            }
            tt.newSearch();
            MonteCarloSearch tree = mcts ? tree(treeMb, listener) : null;
            String notice = tableNotice;
            if (notice != null) {
                tableNotice = null;
                listener.onMessage(notice);
            }
            if (tree != null) {
                runMonteCarlo(j, tree, rootMoves);
            } else {
                run(j, rootMoves, helpers);
            }
        });
        if (!waitForStop) {
            armDeadline(j, rootMoves, answerWork);
        }
    }

    /**
     * The time plan of the latest {@code go} (its soft and hard limits), {@link TimeManager.Budget#NONE}
     * before the first or for an untimed search: what the time manager decided, for diagnostics and tests.
     */
    public TimeManager.Budget lastBudget() {
        Search.Job j = job;
        return j == null ? TimeManager.Budget.NONE : j.budget;
    }

    /**
     * The MCTS tree, made on the search thread at the first MCTS search after a {@code Hash} change; as
     * large as {@code Hash} asks or as memory allows (then the listener is told). Null when not even a
     * small tree fits: the search falls back to alpha-beta.
     */
    private MonteCarloSearch tree(int megabytes, SearchListener listener) {
        MonteCarloSearch mc = monteCarlo;
        if (mc == null) {
            mc = MonteCarloSearch.allocate(megabytes);
            if (mc == null) {
                listener.onMessage("Hash " + megabytes + " MB: no memory for an MCTS tree, searching alpha-beta");
                return null;
            }
            if (mc.megabytes() < megabytes) {
                listener.onMessage("Hash " + megabytes + " MB cannot be allocated for the MCTS tree: it has "
                        + mc.megabytes() + " MB");
            }
            monteCarlo = mc;
        }
        return mc;
    }

    /**
     * The latency learned from the previous moves of this game (see {@link LatencyReserve}); 0 without
     * a clock.
     */
    private long learnLatency(Position pos, SearchLimits limits, boolean pondering) {
        Search.Job previous = job;
        if (previous != null && previous.answeredNs != 0) {
            latency.moveAnswered((previous.answeredNs - previous.clockStartNs) / 1_000_000, previous.budget.hardMs());
        }
        int mover = pos.sideToMove();
        long clock = mover >= 0 && mover < 2 ? limits.timeMs[mover] : -1;
        if (clock < 0 || pondering) {
            latency.forgetMove();
            return 0;
        }
        latency.moveStarted(mover, pos.plies(), clock, limits.incMs[mover]);
        return latency.reserveMs();
    }

    /**
     * Schedules the answer at the hard limit on a timer thread, so that it goes out with the best move
     * so far even when the search thread is starved of CPU and does not notice its own deadline.
     */
    private static void armDeadline(Search.Job j, long[] rootMoves, Worker answers) {
        long hardMs = j.budget.hardMs();
        if (hardMs < 0) {
            return;
        }
        long fireNs = j.clockStartNs + hardMs * 1_000_000 + DEADLINE_SLACK_NS;
        j.deadline = Deadlines.TIMER.schedule(() -> answerAtDeadline(j, rootMoves, answers),
                Math.max(0, fireNs - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS);
        if (j.isAnswered()) {
            j.deadline.cancel(false); // answered before the deadline was armed: answer() found none to cancel
        }
    }

    /**
     * Past the hard limit the search thread may finish in its own time, but the answer goes out now,
     * written by the engine's answer thread: a listener that blocks (a full pipe) must not hold up the
     * timer, which serves every engine of the process.
     */
    private static void answerAtDeadline(Search.Job j, long[] rootMoves, Worker answers) {
        j.stop = true;
        if (j.ponder || !j.claimAnswer()) {
            return;
        }
        long best = j.bestSoFar != 0 ? j.bestSoFar : rootMoves.length > 0 ? rootMoves[0] : 0;
        long ponder = j.bestSoFar != 0 ? j.ponderSoFar : 0;
        SearchInfo closing = closingInfo(j);
        answers.submit(() -> {
            try {
                if (closing != null) {
                    j.listener.onInfo(closing);
                }
                j.listener.onBestMove(best, ponder);
            } finally {
                j.answeredNs = System.nanoTime();
            }
        });
    }

    /**
     * The last report with the nodes and time actually spent, so that a search the deadline timer ends
     * still closes with its count (as UCI engines print a last {@code info} before {@code bestmove});
     * null before the first report.
     */
    private static SearchInfo closingInfo(Search.Job j) {
        SearchInfo last = j.lastInfo;
        if (last == null) {
            return null;
        }
        long ms = Math.max(0, (System.nanoTime() - j.clockStartNs) / 1_000_000);
        return new SearchInfo(last.depth(), last.selDepth(), last.multiPv(), last.score(), last.bound(),
                Math.max(last.nodes(), j.nodes()), Math.max(last.timeMs(), ms), last.hashfull(), last.wdl(), last.pv(),
                last.mateTurns());
    }

    /**
     * How long past the hard limit the timer waits: the search thread normally stops at the limit and
     * answers (with its final {@code info}) well within this.
     */
    private static final long DEADLINE_SLACK_NS = 5_000_000;

    /** The deadlines the timer still holds, for every engine of the process (a test's view). */
    static int pendingDeadlines() {
        return Deadlines.TIMER.getQueue().size();
    }

    /** One daemon timer thread for every engine of the process, created on first use. */
    private static final class Deadlines {
        static final java.util.concurrent.ScheduledThreadPoolExecutor TIMER = create();

        private static java.util.concurrent.ScheduledThreadPoolExecutor create() {
            java.util.concurrent.ScheduledThreadPoolExecutor t = new java.util.concurrent.ScheduledThreadPoolExecutor(1,
                    r -> {
                        Thread th = new Thread(r, "ansuz-deadline");
                        th.setDaemon(true);
                        th.setPriority(Thread.MAX_PRIORITY);
                        return th;
                    });
            t.setRemoveOnCancelPolicy(true);
            t.prestartCoreThread(); // started with the engine, not at the first deadline (see Worker)
            return t;
        }
    }

    /**
     * Tells the engine which game it plays (the time manager uses {@link GameInfo#typicalGamePlies});
     * call it when the variant changes. Without it the engine assumes a 100-ply game.
     */
    public synchronized void setGameInfo(GameInfo info) {
        update(s -> s.withGame(info == null ? SearchSettings.DEFAULTS.game() : info));
        prepareTree();
    }

    /** Option {@code Search}: {@code auto} (the game's {@link GameInfo#defaultSearch}), alpha-beta or MCTS. */
    public synchronized void setSearchKind(SearchKind kind) {
        update(s -> s.withSearchKind(kind));
        prepareTree();
    }

    /** The search kind the next {@code go} uses. */
    public SearchKind effectiveSearchKind() {
        return settings.effectiveSearchKind();
    }

    /**
     * The plies that exhaust a search for a mate in {@code turns} of the mover's own turns: {@code 2N - 1}
     * where turns alternate, {@code 4N - 1} where a turn may take two moves (a Magyar stone and tile
     * move, a Rabble's pair counted apart), within {@link Search#MAX_PLY}.
     */
    static int mateSearchPlies(int turns) {
        return (int) Math.min(Search.MAX_PLY - 1, 4L * turns - 1);
    }

    /** Maps {@code UCI_Elo} (with {@code UCI_LimitStrength}) to a {@code Skill Level}: 500 → 0 ... 2500 → 20. */
    public static int skillLevelForElo(int elo) {
        return Math.max(0, Math.min(20, (elo - 500) / 100));
    }

    /** The side to move's own turns in the game so far (its history replayed backwards on a copy). */
    static int ownTurns(Position pos) {
        int mover = pos.sideToMove();
        Position p = pos.copy();
        int turns = 0;
        for (int i = p.plies(); i > 0; i--) {
            p.undo();
            if (p.sideToMove() == mover) {
                turns++;
            }
        }
        return turns;
    }

    private static boolean contains(long[] moves, long m) {
        for (long x : moves) {
            if (x == m) {
                return true;
            }
        }
        return false;
    }

    /** The body of the search thread: always ends with exactly one {@code onBestMove}. */
    private static void run(Search.Job j, long[] rootMoves, Worker[] helpers) {
        SearchListener listener = j.listener;
        long best = 0;
        long ponder = 0;
        SearchInfo last = null;
        try {
            if (rootMoves.length == 0) {
                GameResult r = j.root.result();
                int score = r.isOver() ? Score.of(r, 0)
                        : j.root.sideToMove() == Position.CHANCE ? Score.DRAW : Score.of(j.root.noMoveResult(), 0);
                listener.onInfo(new SearchInfo(0, 0, 1, score, 0, 0, j.elapsedMs(), j.tt.hashfull(),
                        j.settings.showWdl() ? Search.wdl(score) : null, new long[0]));
                waitForStop(j);
                return;
            }
            Search main = j.threads[0];
            main.prepare(j, j.root, rootMoves, rootMoves.length);
            for (int i = 1; i < j.threads.length; i++) {
                Search s = j.threads[i];
                s.prepare(j, j.root.copy(), rootMoves, rootMoves.length);
                helpers[i - 1].submit(() -> {
                    s.iterate();
                    s.flushNodes();
                });
            }
            main.iterate();
            waitForStop(j);
            j.stop = true;
            for (int i = 1; i < j.threads.length; i++) {
                helpers[i - 1].awaitIdle();
            }
            main.flushNodes();
            Search.RootMove rm = main.best();
            best = main.chooseMove();
            ponder = best == rm.move && rm.pvLength > 1 ? rm.pv[1] : 0;
            last = main.info(0, 0, Math.max(1, main.completedDepth));
        } catch (RuntimeException | StackOverflowError e) {
            j.stop = true;
            listener.onMessage("error search failed: " + e);
            if (best == 0 && rootMoves.length > 0) {
                best = rootMoves[0];
            }
        } finally {
            answer(j, last, best, ponder);
        }
    }

    /** The search thread's final {@code info} and answer, unless the deadline timer answered first. */
    private static void answer(Search.Job j, SearchInfo last, long best, long ponder) {
        j.stop = true;
        if (!j.claimAnswer()) {
            return;
        }
        try {
            if (last != null) {
                j.listener.onInfo(last);
            }
            j.listener.onBestMove(best, ponder);
        } finally {
            j.answeredNs = System.nanoTime();
            // A search that ends long before its hard limit (st 10000000000: eleven days) drops the timer's
            // task, which would keep the job, its listener and the whole engine reachable until then.
            java.util.concurrent.Future<?> deadline = j.deadline;
            if (deadline != null) {
                deadline.cancel(false);
            }
        }
    }

    private static void runMonteCarlo(Search.Job j, MonteCarloSearch mc, long[] rootMoves) {
        if (rootMoves.length == 0) {
            run(j, rootMoves, new Worker[0]); // the terminal answer is the same for both kinds
            return;
        }
        long best = 0;
        long ponder = 0;
        SearchInfo last = null;
        try {
            mc.run(j, rootMoves, j.listener, j.lines);
            waitForStop(j);
            best = mc.bestMove();
            ponder = mc.ponderMove();
            last = mc.finalInfo();
        } catch (RuntimeException | StackOverflowError e) {
            j.listener.onMessage("error search failed: " + e);
            best = best == 0 ? rootMoves[0] : best;
        } finally {
            answer(j, last, best, ponder);
        }
    }

    /** Under {@code infinite} or {@code ponder} the answer waits for {@code stop} or {@code ponderhit}. */
    private static void waitForStop(Search.Job j) {
        while (!j.stop && (j.limits.infinite || j.ponder)) {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
        }
    }

    /** Ends the running search (its {@code onBestMove} still comes) and waits for it. */
    public void stop() {
        Search.Job j = job;
        if (j != null) {
            j.stop = true;
        }
        waitForIdle();
    }

    /** The pondered move was played: continue as a normal timed search. */
    public void ponderHit() {
        Search.Job j = job;
        if (j != null && j.ponder) {
            j.ponderHit();
            if (!j.limits.infinite) {
                armDeadline(j, jobMoves, answerWork);
            }
        }
    }

    public boolean isSearching() {
        return searchWork.busy();
    }

    /**
     * Where the running search is, for a status line: the depth being searched, the root move being
     * searched (0 before the first), its number among {@code moveCount} root moves, the nodes and the
     * time so far; {@code null} when no search runs. Read only: the search does not notice.
     */
    public record Status(int depth, long currentMove, int moveNumber, int moveCount, long nodes, long elapsedMs) {
    }

    public Status status() {
        Search.Job j = job;
        if (j == null || !isSearching() || j.isAnswered()) {
            return null;
        }
        long[] moves = jobMoves;
        return new Status(j.currentDepth, j.currentMove, j.currentMoveNumber, moves == null ? 0 : moves.length,
                j.nodes(), j.elapsedMs());
    }

    /** Waits until the search has ended and its answer (also one the deadline timer gave) is out. */
    public void waitForIdle() {
        if (!searchWork.isCurrentThread()) {
            searchWork.awaitIdle();
            Search.Job j = job;
            while (j != null && j.isAnswered() && j.answeredNs == 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(100_000);
            }
        }
    }
}
