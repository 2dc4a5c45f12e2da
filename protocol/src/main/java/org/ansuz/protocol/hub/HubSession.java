package org.ansuz.protocol.hub;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Numbers;
import org.ansuz.engine.Option;
import org.ansuz.engine.Progress;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.ClockTime;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.DialectSession;
import org.ansuz.protocol.Excerpt;
import org.ansuz.protocol.GoArguments;
import org.ansuz.protocol.HubLine;
import org.ansuz.protocol.MoveTexts;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.SearchReporter;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.Words;

/**
 * Scan's Hub protocol, version 2 ({@code docs/protocol.md#hub}), for the draughts variants. A {@code pos} string is
 * the side to move plus one character per playable square in PDN order ({@code w b W B e}), sized to
 * the selected variant's board; it is turned into a PDN FEN with numeric squares at this edge.
 * Times are seconds (real numbers), scores are men. Unknown commands and arguments are ignored;
 * bad values get {@code error message="..."}. The game and the options live in the {@link EngineSession}.
 */
public final class HubSession implements DialectSession {
    /** {@code go think} before any {@code level} (or after one that bounds nothing): one second per move. */
    static final long DEFAULT_MOVE_TIME_MS = 1000;
    /** The longest time a level may say, in seconds (as UGI's clocks: about eleven days). */
    static final double MAX_SECONDS = GoArguments.MAX_MS / 1000.0;
    /** Variant names Hub clients send for Ansuz's own: Scan's {@code normal}, lidraughts' and pydraughts' {@code standard}. */
    private static final Map<String, String> CLIENT_NAMES = Map.of("normal", "international", "standard", "international");

    private final EngineSession session;
    private final Output out;
    private final Map<String, String> level = new LinkedHashMap<>();
    private volatile SearchReporter active;

    /** Only the draughts variants are offered; the session switches to one if it plays another game. */
    public HubSession(EngineSession session, Output out) {
        this.session = session;
        this.out = out;
        session.onMessage(m -> { });
        if (session.variant() != null && !isHubVariant(session.variant())) {
            Variant first = hubVariants().isEmpty() ? null : hubVariants().get(0);
            Variant international = session.find("international");
            Variant pick = international != null && isHubVariant(international) ? international : first;
            if (pick != null) {
                session.selectVariant(pick);
            }
        }
    }

    private static boolean isHubVariant(Variant v) {
        return v instanceof PdnGameType && v.startPosition() instanceof HubNotation;
    }

    private List<Variant> hubVariants() {
        List<Variant> draughts = new ArrayList<>();
        for (Variant v : session.variants()) {
            if (isHubVariant(v)) {
                draughts.add(v);
            }
        }
        return draughts;
    }

    private Variant variant() {
        Variant v = session.variant();
        return v != null && isHubVariant(v) ? v : null;
    }

    @Override
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        if (line.isEmpty()) {
            return true;
        }
        List<String[]> args;
        try {
            args = HubLine.parse(line);
        } catch (IllegalArgumentException e) {
            String first = new Words(line).next();
            int eq = first.indexOf('=');
            // The command is the first word's name: "pos=W..." is a pos whose first argument is its own.
            if ("pos".equalsIgnoreCase(eq < 0 ? first : first.substring(0, eq))) {
                session.clearPosition(); // a rejected pos leaves no valid position, as in UGI
            }
            error(e.getMessage());
            return true;
        }
        String cmd = args.get(0)[0];
        try {
            switch (cmd) {
                case "hub" -> hello();
                case "set-param" -> setParam(arg(args, "name"), arg(args, "value"));
                case "init" -> out.line("ready");
                case "new-game" -> {
                    stop();
                    session.engine().newGame();
                }
                case "pos" -> position(arg(args, "pos"), arg(args, "moves"));
                case "level" -> level(args);
                case "go" -> go(args.size() > 1 ? args.get(1)[0] : "think");
                case "ping" -> out.line("pong");
                case "stop" -> stop();
                case "ponder-hit" -> {
                    if (active != null) {
                        session.ponderHit();
                    }
                }
                case "quit" -> {
                    close();
                    return false;
                }
                case "d", "display" -> DebugCommands.display(session).forEach(text -> reply(out, text));
                case "moves" -> reply(out, DebugCommands.moves(session));
                case "render" -> reply(out, DebugCommands.render(session, args.size() > 1 ? args.get(1)[0] : ""));
                case "perft" -> {
                    stop();
                    boolean routes = args.stream().skip(2).anyMatch(a -> a[0].equals("routes"));
                    String bad = DebugCommands.perft(session, args.size() > 1 ? args.get(1)[0] : "", routes,
                            out::line, text -> reply(out, text), Progress.NONE);
                    if (bad != null) {
                        error(bad);
                    }
                }
                default -> { } // the Hub protocol ignores unknown commands
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            error("internal error on '" + Excerpt.of(line) + "': " + e);
        }
        return true;
    }


    private void hello() {
        out.line("id name=Ansuz version=" + Version.get() + " author=\"the Ansuz developers\"");
        for (Option o : session.options().all()) {
            if (o.hubName() == null) {
                continue;
            }
            if (o.hubName().equals("variant")) {
                List<String> names = new ArrayList<>();
                hubVariants().forEach(v -> names.add(v.name()));
                Variant v = variant();
                out.line("param name=variant value=" + (v == null ? "none" : v.name()) + " type=enum values=\""
                        + String.join(" ", names) + "\"");
            } else if (o.type() == Option.Type.SPIN) {
                out.line("param name=" + o.hubName() + " value=" + o.value() + " type=int min=" + o.min() + " max=" + o.max());
            } else if (o.type() == Option.Type.CHECK) {
                out.line("param name=" + o.hubName() + " value=" + o.value() + " type=bool");
            } else if (o.type() == Option.Type.STRING) { // a path (variant-path, egdb-path); empty: none
                out.line("param name=" + o.hubName() + " value=\"" + o.value() + "\" type=string");
            }
        }
        out.line("wait");
    }

    private void setParam(String name, String value) {
        if (name == null || value == null) {
            error("set-param needs name= and value=");
            return;
        }
        stop();
        Option o = session.options().byHubName(name);
        if (o == null) {
            error("unknown parameter: " + name);
            return;
        }
        String v = value;
        if (o.hubName().equals("variant")) {
            Variant game = session.find(CLIENT_NAMES.getOrDefault(value.toLowerCase(Locale.ROOT), value));
            if (game == null || !isHubVariant(game)) {
                error("unknown variant: " + value);
                return;
            }
            v = game.name();
        }
        String bad = session.options().set(o, v, o.hubName());
        if (bad != null) {
            error(bad);
        }
    }

    private void position(String text, String moves) {
        stop();
        Variant v = variant();
        String bad;
        if (v == null) {
            bad = "no draughts variant is installed";
        } else if (text == null) {
            bad = "pos needs pos=";
        } else {
            try {
                String fen = ((HubNotation) v.startPosition()).fenOfHubPosition(text);
                List<String> ms = moves == null || moves.isBlank() ? List.of() : List.of(moves.trim().split("\\s+"));
                bad = session.setPosition(fen, ms);
                bad = bad == null ? null : "bad pos: " + bad.replaceFirst("^bad fen: ", "");
            } catch (NotationException e) {
                bad = "bad pos: " + e.getMessage();
            }
        }
        if (bad != null) {
            session.clearPosition();
            error(bad);
        }
    }

    /**
     * {@code level ...}: replaces the previous level when it names at least one known limit (unknown
     * keys are ignored, and a line of only unknown keys keeps the old level); a bad value rejects
     * the line with one error and keeps the old level too.
     */
    private void level(List<String[]> args) {
        Map<String, String> next = new LinkedHashMap<>();
        List<String> bad = new ArrayList<>();
        for (int i = 1; i < args.size(); i++) {
            String k = args.get(i)[0];
            String v = args.get(i)[1];
            switch (k) {
                case "infinite" -> next.put(k, "");
                case "depth", "nodes", "move-time", "time", "inc", "moves" -> {
                    if (v == null || seconds(v) < 0) {
                        bad.add(k + "=" + (v == null ? "" : v));
                    } else {
                        next.put(k, v);
                    }
                }
                default -> { } // unknown arguments are ignored
            }
        }
        if (!bad.isEmpty()) {
            error("bad level: " + String.join(" ", bad));
        } else if (!next.isEmpty()) {
            level.clear();
            level.putAll(next);
        }
    }

    /** A non-negative real number of the level, clamped to {@link #MAX_SECONDS}; -1 when it is none. */
    private static double seconds(String v) {
        double d = Numbers.parseReal(v);
        return Double.isNaN(d) || d < 0 ? -1 : Math.min(d, MAX_SECONDS);
    }

    private void go(String goMode) {
        stop();
        String mode = goMode;
        if (!mode.equals("think") && !mode.equals("ponder") && !mode.equals("analyze")) {
            error("unknown go mode: " + mode + " (think, ponder or analyze); thinking");
            mode = "think"; // the client waits for a done: it gets one, with a move
        }
        Position pos = session.position();
        SearchLimits limits = new SearchLimits();
        int side = pos == null ? 0 : pos.sideToMove();
        for (Map.Entry<String, String> e : level.entrySet()) {
            double v = e.getValue().isEmpty() ? 0 : seconds(e.getValue());
            switch (e.getKey()) {
                case "depth" -> limits.depth = (int) Math.max(1, Math.min(v, 1000)); // 0: a bound was meant
                case "nodes" -> limits.nodes = (long) Math.max(1, Math.min(v, GoArguments.MAX_NODES));
                case "move-time" -> limits.moveTimeMs = ClockTime.ms(v, 1000);
                case "time" -> limits.timeMs[side] = ClockTime.ms(v, 1000);
                case "inc" -> limits.incMs[side] = ClockTime.ms(v, 1000);
                case "moves" -> limits.movesToGo = (int) Math.min(v, 10_000);
                case "infinite" -> limits.infinite = true;
                default -> { }
            }
        }
        if (limits.timeMs[side] >= 0) {
            // Hub adds the increment before the move: it is already ours to spend now, and again next move.
            limits.timeMs[side] += limits.incMs[side];
        }
        switch (mode) {
            case "ponder" -> limits.ponder = true;
            case "analyze" -> limits.infinite = true;
            default -> { }
        }
        if (limits.isUnbounded() && !limits.infinite) {
            // no level, or one that bounds nothing (inc or moves alone): a move still comes
            limits.moveTimeMs = DEFAULT_MOVE_TIME_MS;
        }
        SearchReporter reporter = new SearchReporter(pos, out, new HubFormat(), false, false);
        active = reporter;
        reporter.start(session, limits, null);
    }

    private void stop() {
        session.stop();
        active = null;
    }

    @Override
    public void close() {
        stop();
        session.close();
    }

    /** Hub's {@code info} and {@code done} lines; errors as {@code error message="..."}. */
    private final class HubFormat implements SearchReporter.Format {
        @Override
        public String info(Position root, SearchInfo i) {
            double men;
            if (Score.isDecisive(i.score())) {
                int n = Math.min(Math.abs(i.mateTurns()), 999);
                men = Math.signum(i.score()) * (100.0 - n / 100.0);
            } else {
                men = i.score() / 100.0;
            }
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                    "info depth=%d score=%.2f nodes=%d time=%.3f nps=%.2f", i.depth(), men, i.nodes(),
                    i.timeMs() / 1000.0, i.nps() / 1e6));
            List<String> pv = MoveTexts.line(root, i.pv(), "hub");
            if (!pv.isEmpty()) {
                sb.append(" pv=\"").append(String.join(" ", pv)).append('"');
            }
            return sb.toString();
        }

        @Override
        public String best(Position root, long best, long ponder) {
            if (!MoveTexts.isLegal(root, best)) {
                return "done";
            }
            String line = "done move=" + MoveTexts.text(root, best, "hub");
            Position after = root.copy();
            after.play(best);
            if (MoveTexts.isLegal(after, ponder)) {
                line += " ponder=" + MoveTexts.text(after, ponder, "hub");
            }
            return line;
        }

        @Override
        public String message(String text) {
            return text.startsWith("error ") ? errorLine(text.substring(6)) : null;
        }

        @Override
        public String gameOver(GameResult result) {
            return errorLine("the game is over");
        }
    }

    /** {@code error message="..."} quoting at most a bounded, printable excerpt of the input. */
    private static String errorLine(String message) {
        return "error message=\"" + Excerpt.of(message, 200).replace('"', '\'') + "\"";
    }

    @Override
    public void error(String message) {
        out.line(errorLine(message));
    }

    private static String arg(List<String[]> args, String name) {
        for (int i = 1; i < args.size(); i++) {
            if (args.get(i)[0].equals(name)) {
                return args.get(i)[1];
            }
        }
        return null;
    }
}
