package org.ansuz.protocol.shell;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Engine;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Numbers;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.protocol.MoveTexts;

/**
 * One search as the shell runs it, in the foreground: its readable lines ({@link SearchLines}), the
 * status line refreshed once a second while a depth runs, Ctrl-C (or, for an analysis, a typed line)
 * to stop, and the move it found.
 */
final class ShellSearch {
    /** How often the status line is refreshed. */
    static final long STATUS_MS = 1000;
    private static final long MAX_SECONDS = 1_000_000;

    /**
     * @param best  the move found, canonical text, or {@code null} when there is none
     * @param last  the last complete first line, or {@code null}
     * @param score its score in words ({@code +0.35 men for White})
     * @param typed the line typed to end an analysis ({@code null} when none)
     */
    record Result(String best, SearchInfo last, String score, String typed) {
        String scoreText() {
            return score;
        }
    }

    private final EngineSession session;
    private final Console console;
    private volatile boolean interrupted;

    ShellSearch(EngineSession session, Console console) {
        this.session = session;
        this.console = console;
    }

    void clearInterrupt() {
        interrupted = false;
    }

    /** Whether Ctrl-C stopped the last search (the engine's run of moves ends). */
    boolean interrupted() {
        return interrupted;
    }

    /**
     * The limits of {@code go}/{@code analyse}/{@code engine}: {@code depth N}, {@code time SECONDS},
     * {@code movetime MS}, {@code nodes N} and, where allowed, {@code infinite}; {@code null} when
     * anything is malformed, so that a bad argument starts nothing.
     */
    static SearchLimits limits(List<String> args, boolean allowInfinite) {
        SearchLimits l = new SearchLimits();
        for (int i = 0; i < args.size(); i++) {
            String k = args.get(i).toLowerCase(Locale.ROOT);
            if (k.equals("infinite") && allowInfinite) {
                l.infinite = true;
                continue;
            }
            if (i + 1 >= args.size()) {
                return null;
            }
            String v = args.get(++i);
            switch (k) {
                case "depth" -> {
                    long d = Numbers.parseLong(v, -1);
                    if (d < 1 || d > 1000) {
                        return null;
                    }
                    l.depth = (int) d;
                }
                case "nodes" -> {
                    long n = Numbers.parseLong(v, -1);
                    if (n < 1) {
                        return null;
                    }
                    l.nodes = n;
                }
                case "movetime" -> {
                    long ms = Numbers.parseLong(v, -1);
                    if (ms < 1 || ms > MAX_SECONDS * 1000) {
                        return null;
                    }
                    l.moveTimeMs = ms;
                }
                case "time" -> {
                    double s = Numbers.parseReal(v);
                    if (Double.isNaN(s) || s <= 0 || s > MAX_SECONDS) {
                        return null;
                    }
                    l.moveTimeMs = Math.max(1, Math.round(s * 1000));
                }
                default -> {
                    return null;
                }
            }
        }
        return l;
    }

    /**
     * Searches the current position and waits for the end: until the limit, Ctrl-C or, with
     * {@code untilLine}, a typed line. {@code quiet}: no depth lines ({@code hint}); the status line
     * shows all the same. {@code null} when no search could start (the reason is printed).
     */
    Result run(SearchLimits limits, boolean untilLine, boolean quiet) {
        Position pos = session.position();
        if (pos == null) {
            console.line("error: no valid position");
            return null;
        }
        Position root = pos.copy();
        int lines = session.options().get("MultiPV").asInt();
        SearchLines format = new SearchLines(root, session.variant().info(), new Paint(console.colour()),
                console.width(), lines > 1);
        Listener listener = new Listener(format, quiet);
        Engine engine = session.engine();
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ansuz-status");
            t.setDaemon(true);
            return t;
        });
        String typed = null;
        console.onInterrupt(() -> {
            interrupted = true;
            session.stop();
        });
        try {
            EngineSession.Start start = session.go(limits, null, listener);
            if (start != EngineSession.Start.STARTED) {
                console.line("error: " + switch (start) {
                    case NO_POSITION -> "no valid position";
                    case GAME_OVER -> "the game is over";
                    default -> "the search could not start";
                });
                return null;
            }
            ticker.scheduleAtFixedRate(() -> {
                Engine.Status s = engine.status();
                if (s != null && !listener.done()) {
                    console.status(format.status(s));
                }
            }, STATUS_MS, STATUS_MS, TimeUnit.MILLISECONDS);
            while (!listener.await(untilLine && typed == null ? 0 : 100)) {
                if (untilLine && typed == null) {
                    typed = console.pollLine(100);
                    if (typed != null) {
                        session.stop();
                    }
                }
            }
        } finally {
            ticker.shutdownNow();
            console.status(null);
            console.onInterrupt(null);
        }
        String best = MoveTexts.isLegal(root, listener.best) ? root.moveText(listener.best) : null;
        SearchInfo last = listener.last;
        String score = last == null ? "" : format.score(last) + (!Score.isDecisive(last.score())
                ? " " + SearchLines.plural(session.variant().info().materialUnit()) : "")
                + " for " + format.sideName(root.sideToMove());
        return new Result(best, last, score, typed == null || typed.isBlank() ? null : typed.strip());
    }

    /** Prints each completed depth once; remembers the last first line and the best move. */
    private final class Listener implements SearchListener {
        private final SearchLines format;
        private final boolean quiet;
        private final CountDownLatch finished = new CountDownLatch(1);
        private boolean headerShown;
        private int shownDepth;
        private volatile SearchInfo last;
        private volatile long best;

        Listener(SearchLines format, boolean quiet) {
            this.format = format;
            this.quiet = quiet;
        }

        @Override
        public synchronized void onInfo(SearchInfo info) {
            if (info.bound() != 0 || info.pv() == null || info.pv().length == 0) {
                return; // a fail high or low is not a result; the status line shows the search goes on
            }
            if (info.multiPv() == 1) {
                if (info.depth() <= shownDepth && last != null && last.pv()[0] == info.pv()[0]) {
                    return; // the closing report repeats the printed depth's move: the printed score stays the answer's
                }
                shownDepth = Math.max(shownDepth, info.depth());
                last = info;
            }
            if (quiet) {
                return;
            }
            if (!headerShown) {
                headerShown = true;
                console.line(format.header());
            }
            console.line(format.line(info));
        }

        @Override
        public void onBestMove(long bestMove, long ponder) {
            best = bestMove;
            finished.countDown();
        }

        @Override
        public void onMessage(String text) {
            if (!quiet) {
                console.line("note: " + text);
            }
        }

        boolean done() {
            return finished.getCount() == 0;
        }

        boolean await(long ms) {
            try {
                return finished.await(ms, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                session.stop();
                return true;
            }
        }
    }
}
