package org.ansuz.protocol.match;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;

/**
 * Runs a whole match: schedules the games (each opening with both colours, every pairing of a round
 * robin), plays them on {@code concurrency} threads with engine processes that last from game to game
 * (or hands them to a {@link Runner}, such as a cluster's), writes each finished game to the record
 * file at once, and keeps the score, Elo and SPRT figures.
 */
public final class Match {
    /** Plays the games of a match elsewhere than on this machine's runner threads. */
    public interface Runner {
        /**
         * Plays the game of every index below {@link #total()} that is not {@link #isDone done} as a
         * {@link #job job}, hands each result to {@link #record} once, and returns when all are recorded
         * or the match {@link #stopped stopped} (then after the games in progress).
         */
        void playAll(Match match) throws InterruptedException;
    }

    /** Everything a match needs besides the engines. */
    public record Settings(Variant variant, MoveLimits limits, int gamesPerPairing, List<Opening> openings,
                           int concurrency, int maxPlies, long graceMs, long moveTimeoutMs, long startTimeoutMs,
                           SprtSettings sprt, GameRecordWriter records, long timeMarginMs) {
        /** Without a time margin: a move past the clock loses. */
        public Settings(Variant variant, MoveLimits limits, int gamesPerPairing, List<Opening> openings,
                        int concurrency, int maxPlies, long graceMs, long moveTimeoutMs, long startTimeoutMs,
                        SprtSettings sprt, GameRecordWriter records) {
            this(variant, limits, gamesPerPairing, openings, concurrency, maxPlies, graceMs, moveTimeoutMs,
                    startTimeoutMs, sprt, records, 0);
        }
    }

    private final List<EngineSpec> specs;
    private final Settings settings;
    private final PrintStream out;
    private final boolean progressBar;
    private final String[] names;
    private final int[][] pairings;
    private final int total;
    private final GameRules rules;
    /** Pairs of games scored by their summed margin, for a game played for points (Thud); null otherwise. */
    private final MarginPairs marginPairs;

    private final EnginePool pool = new EnginePool();
    private final AtomicInteger next = new AtomicInteger();
    /** Indexes of the games recorded (played here or resumed from the record file). */
    private final BitSet done = new BitSet();
    private Supplier<String> status;
    /** The record file to resume from before playing, or null. */
    private java.nio.file.Path resumeFile;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<GameRecord> finished = new ArrayList<>();
    /** [pairing][0 wins of the first engine, 1 losses, 2 draws]. */
    private final int[][] tally;
    private final int[] forfeits;
    private int disagreements;
    private volatile String decision;
    private volatile boolean recordFailed;
    /** Why an engine could not be run or exited before the first game (then no game is played), or null. */
    private String startFailure;
    private boolean summaryPrinted;

    public Match(List<EngineSpec> specs, Settings settings, PrintStream out, boolean progressBar) {
        if (specs.size() < 2) {
            throw new IllegalArgumentException("a match needs at least two engines");
        }
        this.specs = List.copyOf(specs);
        this.settings = settings;
        this.out = out;
        this.progressBar = progressBar;
        this.names = new String[specs.size()];
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < specs.size(); a++) {
            for (int b = a + 1; b < specs.size(); b++) {
                pairs.add(new int[] {a, b});
            }
        }
        this.pairings = pairs.toArray(new int[0][]);
        this.total = pairings.length * settings.gamesPerPairing();
        this.tally = new int[pairings.length][3];
        this.forfeits = new int[specs.size()];
        this.marginPairs = MarginPairs.applies(settings.variant(), settings.gamesPerPairing())
                ? new MarginPairs(settings.variant()) : null;
        this.rules = new GameRules(settings.variant().name(), settings.limits(), settings.maxPlies(),
                settings.graceMs(), settings.moveTimeoutMs(), settings.startTimeoutMs(), settings.timeMarginMs());
    }

    /** Plays the match on this machine; returns the finished games in the order they ended. */
    public List<GameRecord> run() throws InterruptedException {
        return run(null);
    }

    /**
     * Plays the match with {@code runner} ({@code null}: on this machine's threads). With a runner the
     * engines are started here only to learn their names: one that cannot start here is named by its
     * {@code name=} or its program (a worker may have it when this machine does not).
     */
    public List<GameRecord> run(Runner runner) throws InterruptedException {
        startAndName();
        if (startFailure != null && runner == null) {
            // A command that cannot even start would only score forfeits (or draws, when both fail).
            pool.killAll();
            out.println("error: " + startFailure + "; no game was played");
            return List.of();
        }
        if (resumeFile != null) {
            List<String> problems = new ArrayList<>();
            try {
                resume(RecordedGames.read(resumeFile, settings.variant(), this, problems));
            } catch (IOException e) {
                problems.add("cannot read it: " + org.ansuz.protocol.FileErrors.reason(e));
            }
            for (String p : problems) {
                out.println("warning: a game of " + resumeFile + " is not resumed: " + p);
            }
        }
        if (runner != null) {
            if (startFailure != null) {
                out.println("warning: " + startFailure + " here; the workers play the games");
                startFailure = null;
            }
            pool.quitAll();
            runner.playAll(this);
        } else {
            int threads = Math.max(1, Math.min(settings.concurrency(), total));
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Thread w = new Thread(this::work, "match-worker-" + t);
                workers.add(w);
                w.start();
            }
            for (Thread w : workers) {
                w.join();
            }
            pool.quitAll();
        }
        printSummary(recordFailed ? "Match stopped (the record file cannot be written)"
                : stop.get() && decision == null ? "Match interrupted" : "Match finished");
        return finishedGames();
    }

    /** Stops scheduling, ends every engine and prints the score so far (the Ctrl-C path). */
    public void interrupt() {
        if (stop.getAndSet(true)) {
            return;
        }
        pool.killAll();
        printSummary("Match interrupted");
    }

    public synchronized List<GameRecord> finishedGames() {
        return List.copyOf(finished);
    }

    /** Starts one instance of every engine to learn its name; the first games use them. */
    private void startAndName() {
        EngineProcess[] engines = new EngineProcess[specs.size()];
        for (int i = 0; i < specs.size(); i++) {
            engines[i] = pool.borrow(specs.get(i));
            try {
                engines[i].start(settings.variant(), settings.limits(), settings.startTimeoutMs());
            } catch (EngineFailure e) {
                engines[i].kill();
                String what = "engine " + (i + 1) + " (" + String.join(" ", specs.get(i).command())
                        + ") did not start: " + e.getMessage();
                if (e.kind == EngineFailure.Kind.HANG) {
                    out.println("warning: " + what); // slow under load, perhaps: it may start for the next game
                } else if (startFailure == null) {
                    startFailure = what;
                }
            }
            String name = specs.get(i).name() != null ? specs.get(i).name() : engines[i].idName();
            names[i] = name;
        }
        // Two builds of one engine announce the same id name: number them so that results stay readable.
        String[] base = names.clone();
        for (int i = 0; i < base.length; i++) {
            int same = 0;
            int k = 0;
            for (int j = 0; j < base.length; j++) {
                same += base[j].equals(base[i]) ? 1 : 0;
                k += j <= i && base[j].equals(base[i]) ? 1 : 0;
            }
            if (same > 1) {
                names[i] = base[i] + " #" + k;
            }
        }
        for (EngineProcess e : engines) {
            pool.giveBack(e);
        }
    }

    /** The number of games in the schedule. */
    public int total() {
        return total;
    }

    /**
     * The game of schedule index {@code index}: game g of a pairing plays opening g/2, and the pairing's
     * first engine is p1 in even games. The index alone decides it, wherever it is played.
     */
    public GameJob job(int index) {
        int g = index / pairings.length;
        int[] pair = pairings[index % pairings.length];
        Opening opening = settings.openings().get((g / 2) % settings.openings().size());
        int[] players = g % 2 == 0 ? new int[] {pair[0], pair[1]} : new int[] {pair[1], pair[0]};
        return new GameJob(index, opening.rootFen(), opening.moves(), players,
                new String[] {names[players[0]], names[players[1]]},
                List.of(specs.get(players[0]), specs.get(players[1])), rules);
    }

    /** True once the game of {@code index} is recorded (played, or found in the record file on resuming). */
    public synchronized boolean isDone(int index) {
        return done.get(index);
    }

    /** True when no more games should start (SPRT decided, Ctrl-C, the record file failed). */
    public boolean stopped() {
        return stop.get();
    }

    /** A line that follows each game's result line (a cluster's members and games in flight), or null. */
    public void setStatus(Supplier<String> status) {
        this.status = status;
    }

    /** Before playing, counts the games already in {@code file} (a restarted match) instead of playing them. */
    public void resumeFrom(java.nio.file.Path file) {
        this.resumeFile = file;
    }

    /**
     * Counts games that an earlier run of the same match wrote to its record file (their {@code round} is
     * index + 1): they are neither played nor written again.
     */
    synchronized void resume(List<GameRecord> recorded) {
        int count = 0;
        for (GameRecord game : recorded) {
            int index = game.round() - 1;
            if (index >= 0 && index < total && !done.get(index)) {
                count(game);
                count++;
            }
        }
        if (count > 0) {
            out.printf(Locale.ROOT, "Resuming: %d of %d games are already in the record file%n", count, total);
        }
    }

    /**
     * Counts a game played by a {@link Runner}, writes its record and prints its line: once per index
     * (a repeat, as when a worker thought lost still answers, is dropped).
     */
    public synchronized void record(GameRecord game) {
        if (!done.get(game.round() - 1)) {
            finish(game);
        }
    }

    private void work() {
        while (!stop.get()) {
            int index = next.getAndIncrement();
            if (index >= total) {
                break;
            }
            if (isDone(index)) {
                continue;
            }
            GameRecord game = job(index).play(settings.variant(), pool);
            if (game.forfeitSide() >= 0 && !stop.get()) {
                // Ctrl-C reaches the engines (same process group) as early as the runner: give the
                // shutdown hook a moment, so that an interrupted game is not scored as a crash.
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (stop.get() && decision == null && !recordFailed) {
                break; // interrupted: the engines were killed under the game, do not count it
            }
            finish(game);
        }
    }

    /**
     * Adds a game to the score (not to the record file); returns the line that tells how its pair was
     * scored, for a game played in pairs, or null.
     */
    private synchronized String count(GameRecord game) {
        int pairing = (game.round() - 1) % pairings.length;
        done.set(game.round() - 1);
        finished.add(game);
        int[] pair = pairings[pairing];
        String pairLine = null;
        if (marginPairs != null) {
            MarginPairs.Outcome o = marginPairs.add(pairing, (game.round() - 1) / pairings.length, pair[0], game);
            if (o != null) {
                tally[pairing][o.tallyIndex()]++;
                pairLine = o.text();
            }
        } else {
            double p = game.pointsOf(pair[0]);
            tally[pairing][p == 1 ? 0 : p == 0 ? 1 : 2]++;
        }
        if (game.forfeitSide() >= 0) {
            forfeits[game.players()[game.forfeitSide()]]++;
        }
        if (!game.disagreements().isEmpty()) {
            disagreements++;
        }
        return pairLine;
    }

    private synchronized void finish(GameRecord game) {
        int pairing = (game.round() - 1) % pairings.length;
        String pairLine = count(game);
        String recordError = null;
        if (settings.records() != null) {
            try {
                settings.records().append(game);
            } catch (IOException | RuntimeException e) {
                recordError = "error: cannot write the record file: "
                        + (e instanceof IOException io ? org.ansuz.protocol.FileErrors.reason(io) : e.getMessage())
                        + "; the match stops after the games in progress";
                recordFailed = true;
                stop.set(true);
            }
        }
        clearBar();
        out.printf(Locale.ROOT, "Game %d/%d  %s vs %s  %s  %s%n", game.round(), total, game.names()[0],
                game.names()[1], shortResult(game.result()), game.termination());
        for (String d : game.disagreements()) {
            out.println("  warning: result disagreement: " + d + " (referee: " + game.result() + ")");
        }
        if (recordError != null) {
            out.println(recordError);
        }
        if (pairLine != null) {
            out.println("  " + pairLine);
        }
        out.println("  " + scoreLine(pairing));
        if (status != null) {
            out.println("  " + status.get());
        }
        if (pairings.length == 1 && settings.sprt() != null && decision == null) {
            int[] t = tally[0];
            double llr = EloStatistics.llr(t[0], t[1], t[2], settings.sprt().elo0(), settings.sprt().elo1());
            if (llr >= settings.sprt().upperBound()) {
                decision = "H1 accepted (" + names[0] + " is stronger by at least elo1)";
            } else if (llr <= settings.sprt().lowerBound()) {
                decision = "H0 accepted (" + names[0] + " is not stronger by elo1)";
            }
            if (decision != null) {
                out.println("SPRT: " + decision + "; the match stops after the games in progress");
                stop.set(true);
            }
        }
        drawBar();
        out.flush();
    }

    private static String shortResult(String result) {
        return result.equals(GameRecord.P1_WIN) ? "1-0" : result.equals(GameRecord.P2_WIN) ? "0-1" : "1/2-1/2";
    }

    private String scoreLine(int pairing) {
        int[] t = tally[pairing];
        int[] pair = pairings[pairing];
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Score of %s vs %s%s: %d-%d-%d [%.3f]  Elo %s", names[pair[0]],
                names[pair[1]], marginPairs != null ? " in pairs of games" : "", t[0], t[1], t[2],
                EloStatistics.score(t[0], t[1], t[2]), eloText(t)));
        if (pairings.length == 1 && settings.sprt() != null) {
            SprtSettings s = settings.sprt();
            sb.append(String.format(Locale.ROOT, "  LLR %.2f (%.2f, %.2f)",
                    EloStatistics.llr(t[0], t[1], t[2], s.elo0(), s.elo1()), s.lowerBound(), s.upperBound()));
        }
        return sb.toString();
    }

    private static String eloText(int[] t) {
        double elo = EloStatistics.elo(EloStatistics.score(t[0], t[1], t[2])) + 0.0; // no "-0.0"
        double margin = EloStatistics.eloMargin95(t[0], t[1], t[2]);
        String e = Double.isInfinite(elo) ? (elo > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.1f", elo);
        return e + " +/- " + (Double.isNaN(margin) ? "inf" : String.format(Locale.ROOT, "%.1f", margin));
    }

    private synchronized void printSummary(String title) {
        if (summaryPrinted) {
            return;
        }
        summaryPrinted = true;
        clearBar();
        out.printf(Locale.ROOT, "%s: %d of %d games played (%s, %s)%n", title, finished.size(), total,
                settings.variant().name(), settings.limits().describe());
        for (int p = 0; p < pairings.length; p++) {
            out.println(scoreLine(p));
        }
        if (pairings.length > 1) {
            out.println("Standings (points / games):");
            for (int e = 0; e < names.length; e++) {
                double points = 0;
                int games = 0;
                for (GameRecord g : finished) {
                    double p = g.pointsOf(e);
                    if (p >= 0) {
                        points += p;
                        games++;
                    }
                }
                out.printf(Locale.ROOT, "  %-24s %6.1f / %d%n", names[e], points, games);
            }
        }
        if (marginPairs != null) {
            out.println("Scored in pairs: the two games of an opening, the sides swapped, won by the summed points"
                    + " (as " + settings.variant().name() + " is scored).");
        }
        out.println("Elo error bars: 95 %, from the per-" + (marginPairs != null ? "pair" : "game")
                + " score variance (trinomial).");
        if (settings.sprt() != null && pairings.length == 1) {
            SprtSettings s = settings.sprt();
            out.printf(Locale.ROOT, "SPRT elo0=%s elo1=%s alpha=%s beta=%s: %s%n", num(s.elo0()), num(s.elo1()),
                    num(s.alpha()), num(s.beta()), decision != null ? decision : "no decision yet");
        }
        StringBuilder f = new StringBuilder("Forfeits (crash, hang, illegal move, time):");
        for (int e = 0; e < names.length; e++) {
            f.append(e == 0 ? " " : ", ").append(names[e]).append(' ').append(forfeits[e]);
        }
        out.println(f);
        out.println("Result disagreements: " + disagreements);
        out.flush();
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private void clearBar() {
        if (progressBar) {
            out.print("\r\u001b[K");
        }
    }

    private void drawBar() {
        if (!progressBar || finished.size() >= total) {
            return;
        }
        int width = 30;
        int done = finished.size() * width / Math.max(1, total);
        int[] t = tally[0];
        out.printf(Locale.ROOT, "[%s%s] %d/%d games  %d-%d-%d", "#".repeat(done), ".".repeat(width - done),
                finished.size(), total, t[0], t[1], t[2]);
    }

    /** True when an engine could not be run or exited before the first game, so that no game was played. */
    public boolean startFailed() {
        return startFailure != null;
    }

    /** True when a finished game could not be written to the record file (the match stopped). */
    public boolean recordFailed() {
        return recordFailed;
    }

    /** Forfeits per engine, in the order of the engine list. */
    public synchronized int[] forfeits() {
        return forfeits.clone();
    }

    public synchronized int disagreements() {
        return disagreements;
    }

    /** The SPRT decision, or {@code null}. */
    public synchronized String decision() {
        return decision;
    }

    public String[] names() {
        return names.clone();
    }
}
