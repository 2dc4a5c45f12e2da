package org.ansuz.protocol.ugi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Engine;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Option;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.Dialect;
import org.ansuz.protocol.DialectSession;
import org.ansuz.protocol.Excerpt;
import org.ansuz.protocol.ExtraCommands;
import org.ansuz.protocol.GoArguments;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.SearchReporter;
import org.ansuz.protocol.Version;

/**
 * The UGI / UCI / UAI command table ({@code docs/protocol.md#ugi-uci-and-uai}): it parses lines and prints replies;
 * the game, the options and the search belong to the {@link EngineSession}. Searches run on the
 * engine's threads, so {@code isready} is answered at once.
 *
 * <p>Bad input never half-applies: every command is parsed completely before any state changes,
 * and it is answered with exactly one {@code info string error ...} line (in the interactive shell
 * {@code error: ...}).
 */
public final class UgiSession implements DialectSession {
    private static final List<String> COMMANDS = List.of("ugi", "uci", "uai", "isready", "setoption", "position",
            "go", "stop", "ponderhit", "uginewgame", "ucinewgame", "uainewgame", "query", "quit", "d", "display",
            "moves", "perft", "bench", "eval", "render", "help", "debug");

    private final EngineSession session;
    private final Output out;
    private Dialect dialect = Dialect.UGI;
    private boolean interactive;
    private ExtraCommands extra;
    private volatile SearchReporter active;

    public UgiSession(EngineSession session, Output out) {
        this.session = session;
        this.out = out;
        session.onMessage(m -> out.line("info string " + m));
    }

    /** A session of its own over {@code variants} (tests, the shell). */
    public UgiSession(List<Variant> variants, String defaultVariant, Engine engine, Output out) {
        this(new EngineSession(variants, defaultVariant, engine), out);
    }

    /** Forces the dialect ({@code --protocol}); a handshake line would choose it otherwise. */
    public void setDialect(Dialect dialect) {
        this.dialect = dialect;
    }

    /** Shell mode: plain {@code error: ...} messages. */
    public void setInteractive(boolean interactive) {
        this.interactive = interactive;
    }

    /** Adds a front end's commands ({@code null} removes them). */
    public void extend(ExtraCommands commands) {
        this.extra = commands;
    }

    public EngineSession engineSession() {
        return session;
    }

    @Override
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        if (line.isEmpty() || line.startsWith("#")) {
            return true;
        }
        String[] t = line.split("\\s+");
        String cmd = t[0].toLowerCase(Locale.ROOT);
        try {
            return dispatch(cmd, t, line);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // A bug in a rules module or the search must not take the process down.
            error("internal error on '" + Excerpt.of(line) + "': " + e);
            return true;
        }
    }

    private boolean dispatch(String cmd, String[] t, String line) {
        switch (cmd) {
            case "ugi", "uci", "uai" -> handshake(Dialect.fromToken(cmd));
            case "isready" -> out.line("readyok");
            case "setoption" -> setOption(line);
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> stop();
            case "ponderhit" -> ponderHit();
            case "uginewgame", "ucinewgame", "uainewgame" -> {
                stop();
                session.newGame();
            }
            case "query" -> DebugCommands.query(session, t.length > 1 ? t[1] : "").forEach(text -> reply(out, text));
            case "quit" -> {
                close();
                return false;
            }
            case "d", "display" -> DebugCommands.display(session).forEach(text -> reply(out, text));
            case "moves" -> reply(out, DebugCommands.moves(session));
            case "eval" -> reply(out, DebugCommands.eval(session));
            case "render" -> reply(out, DebugCommands.render(session, t.length > 1 ? t[1] : ""));
            case "perft" -> startPerft(t.length > 1 ? t[1] : "", routes(t), Progress.NONE);
            case "bench" -> startBench(t, Progress.NONE);
            case "help" -> help();
            case "debug", "register" -> { }
            default -> {
                t[0] = cmd;
                if (extra == null || !extra.handle(t)) {
                    error("unknown command: " + line);
                }
            }
        }
        return true;
    }


    private void handshake(Dialect d) {
        dialect = d;
        out.line("id name Ansuz " + Version.get());
        out.line("id author the Ansuz developers");
        for (Option o : session.options().all()) {
            out.line(UgiFormat.declaration(o));
        }
        out.line(d.okToken());
    }

    private void setOption(String line) {
        UgiArguments.SetOption so = UgiArguments.setOption(line);
        if (so == null) {
            error("bad setoption: expected 'setoption name <name> [value <value>]'");
        } else if (session.options().get(so.name()) == null) {
            error("no such option: " + so.name());
        } else if (isSearching()) {
            error("busy");
        } else {
            String bad = session.setOption(so.name(), so.value());
            if (bad != null) {
                error(bad);
            }
        }
    }

    private void position(String[] t) {
        stop();
        UgiArguments.PositionArgs p = UgiArguments.position(t);
        String bad = p.error() == null && session.variant() == null ? "bad fen: no variant is installed" : p.error();
        if (bad == null) {
            bad = session.setPosition(p.fen(), p.moves());
        } else {
            session.clearPosition();
        }
        if (bad != null) {
            error(bad);
        }
    }

    private void go(String[] t) {
        stop();
        Variant v = session.variant();
        GoArguments g = GoArguments.parse(t, v == null || v.info().p1IsUpperCase());
        if (!g.bad.isEmpty()) {
            error("bad go argument: " + String.join(", ", g.bad));
        }
        if (g.perft >= 0) {
            startPerft(Integer.toString(g.perft), g.routes, Progress.NONE);
            return;
        }
        SearchReporter reporter = new SearchReporter(session.position(), out, format(),
                g.limits.infinite, g.limits.ponder);
        active = reporter;
        reporter.start(session, g.limits, g.searchMoves);
    }

    private UgiFormat format() {
        Option wdl = session.options().get("UCI_ShowWDL");
        return new UgiFormat(wdl != null && wdl.isTrue(), dialect.printsPonderMove(), interactive);
    }

    /** Ends the running search (its {@code bestmove} is still printed) or perft/bench, and waits for it. */
    public void stop() {
        SearchReporter r = active;
        if (r != null) {
            r.release();
        }
        session.stop();
        active = null;
    }

    private void ponderHit() {
        SearchReporter r = active;
        if (r != null && r.isPondering()) {
            session.ponderHit();
            r.ponderHit();
        }
    }

    /** True while a {@code go} has not yet printed its {@code bestmove}, or a perft or bench runs. */
    public boolean isSearching() {
        SearchReporter r = active;
        return r != null && !r.isFinished() || session.isRunningTask();
    }

    @Override
    public void close() {
        stop();
        session.close();
    }

    /** Whether {@code perft N routes}: the word after the depth. */
    private static boolean routes(String[] t) {
        return t.length > 2 && t[2].equalsIgnoreCase("routes");
    }

    /** {@code perft N [routes]} / {@code go perft N [routes]}: runs off the reader thread; {@code stop} ends it. */
    private void startPerft(String depthText, boolean routes, Progress progress) {
        stop();
        String bad = DebugCommands.perft(session, depthText, routes, out::line, this::note, progress);
        if (bad != null) {
            error(bad);
        }
    }

    /** {@code bench [variant|all] [depth]}; the last line is {@code N nodes M nps}. */
    private void startBench(String[] t, Progress progress) {
        SearchReporter r = active;
        if (r != null && !r.isFinished()) {
            error("busy");
            return;
        }
        stop();
        String bad = DebugCommands.bench(session, Arrays.asList(t).subList(1, t.length), out::line, this::note, progress);
        if (bad != null) {
            error(bad);
        }
    }

    /** The shell's {@code perft}: as the command, waiting for the end (Ctrl-C stops it). */
    public void perft(String depthText, boolean routes, Progress progress) {
        startPerft(depthText, routes, progress);
        session.awaitTask();
    }

    /** The shell's {@code bench}: as the command, waiting for the end. */
    public void bench(String[] t, Progress progress) {
        startBench(t, progress);
        session.awaitTask();
    }

    /** A remark of a running command: {@code info string ...}, or an error line. */
    private void note(String text) {
        reply(out, text.startsWith("error ") ? text : "info string " + Excerpt.of(text, 200));
    }

    private void help() {
        UgiFormat.help(session.variants().stream().map(Variant::name).toList()).forEach(out::line);
        if (extra != null) {
            extra.help().forEach(out::line);
        }
    }

    // ----- for the shell

    public List<String> commandNames() {
        List<String> all = new ArrayList<>(COMMANDS);
        if (extra != null) {
            all.addAll(extra.names());
        }
        return all;
    }

    /** Starts {@code go infinite}; {@link #stop} ends it. */
    public void analyze() {
        go(new String[] {"go", "infinite"});
    }

    /** One error line quoting at most a bounded, printable excerpt of the input. */
    @Override
    public void error(String what) {
        String text = Excerpt.of(what, 200);
        out.line(interactive ? "error: " + text : "info string error " + text);
    }
}
