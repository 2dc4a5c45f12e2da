package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.Engine;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.PdnGameType;
import org.ansuz.engine.Position;
import org.ansuz.engine.Score;
import org.ansuz.engine.SearchInfo;
import org.ansuz.engine.SearchLimits;
import org.ansuz.engine.Variant;

/**
 * Scan's Hub protocol, version 2 (PROTOCOLS §5), for the draughts variants. A {@code pos} string is
 * the side to move plus one character per playable square in PDN order ({@code w b W B e}), sized to
 * the selected variant's board; it is turned into a PDN FEN with numeric squares at this edge.
 * Times are seconds (real numbers), scores are men. Unknown commands and arguments are ignored;
 * bad values get {@code error message="..."}.
 */
public final class HubSession {
    /** {@code go think} before any {@code level}: one second per move. */
    static final long DEFAULT_MOVE_TIME_MS = 1000;

    private final List<Variant> variants;
    private final Engine engine;
    private final Output out;
    private Variant variant;
    private Position pos;
    private final Map<String, String> level = new LinkedHashMap<>();
    private int hashMb = 16;
    private int threads = 1;
    private volatile SearchReporter active;

    /** {@code variants} may hold any games; only those of the draughts family are offered. */
    public HubSession(List<Variant> variants, String defaultVariant, Engine engine, Output out) {
        List<Variant> draughts = new ArrayList<>();
        for (Variant v : variants) {
            if (v instanceof PdnGameType) {
                draughts.add(v);
            }
        }
        draughts.sort(Comparator.comparing(Variant::name));
        this.variants = List.copyOf(draughts);
        this.engine = engine;
        this.out = out;
        variant = find(defaultVariant);
        if (variant == null) {
            variant = find("international");
        }
        if (variant == null && !this.variants.isEmpty()) {
            variant = this.variants.get(0);
        }
        pos = variant == null ? null : variant.startPosition();
        engine.setGameInfo(variant == null ? null : variant.info());
    }

    /** Runs one input line; {@code false} after {@code quit}. */
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        if (line.isEmpty()) {
            return true;
        }
        List<String[]> args;
        try {
            args = parse(line);
        } catch (IllegalArgumentException e) {
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
                    engine.newGame();
                }
                case "pos" -> position(arg(args, "pos"), arg(args, "moves"));
                case "level" -> level(args);
                case "go" -> go(args.size() > 1 ? args.get(1)[0] : "think");
                case "ping" -> out.line("pong");
                case "stop" -> stop();
                case "ponder-hit" -> {
                    if (active != null) {
                        engine.ponderHit();
                    }
                }
                case "quit" -> {
                    stop();
                    engine.waitForIdle();
                    return false;
                }
                case "d", "display" -> {
                    if (pos != null) {
                        DebugCommands.display(variant, pos).forEach(out::line);
                    } else {
                        error("no valid position");
                    }
                }
                case "moves" -> {
                    if (pos != null) {
                        out.line(DebugCommands.moves(pos));
                    } else {
                        error("no valid position");
                    }
                }
                case "perft" -> {
                    int d = args.size() > 1 ? DebugCommands.parseDepth(args.get(1)[0]) : -1;
                    if (d < 0 || pos == null) {
                        error(pos == null ? "no valid position" : "bad perft depth");
                    } else {
                        stop();
                        PerftDivide.run(pos, d, true, out::line, Progress.NONE);
                    }
                }
                default -> { } // the Hub protocol ignores unknown commands
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            error("internal error on '" + line + "': " + e);
        }
        return true;
    }

    private void hello() {
        out.line("id name=Ansuz version=" + Version.get() + " author=\"the Ansuz developers\"");
        List<String> names = new ArrayList<>();
        for (Variant v : variants) {
            names.add(v.name());
        }
        out.line("param name=variant value=" + (variant == null ? "none" : variant.name()) + " type=enum values=\""
                + String.join(" ", names) + "\"");
        out.line("param name=hash value=" + hashMb + " type=int min=1 max=" + Engine.MAX_HASH_MB);
        out.line("param name=threads value=" + threads + " type=int min=1 max=" + Engine.MAX_THREADS);
        out.line("wait");
    }

    private void setParam(String name, String value) {
        if (name == null || value == null) {
            error("set-param needs name= and value=");
            return;
        }
        stop();
        switch (name.toLowerCase(Locale.ROOT)) {
            case "variant" -> {
                Variant v = find(value);
                if (v == null) {
                    error("unknown variant: " + value);
                    return;
                }
                variant = v;
                pos = v.startPosition();
                engine.newGame();
                engine.setGameInfo(v.info());
            }
            case "hash" -> {
                Integer n = intValue(value, 1, Engine.MAX_HASH_MB);
                if (n == null) {
                    error("bad value for hash: " + value);
                    return;
                }
                hashMb = n;
                engine.setHashMb(n);
            }
            case "threads" -> {
                Integer n = intValue(value, 1, Engine.MAX_THREADS);
                if (n == null) {
                    error("bad value for threads: " + value);
                    return;
                }
                threads = n;
                engine.setThreads(n);
            }
            default -> error("unknown parameter: " + name);
        }
    }

    private static Integer intValue(String s, int min, int max) {
        try {
            int n = Integer.parseInt(s.trim());
            return n >= min && n <= max ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void position(String text, String moves) {
        stop();
        if (variant == null) {
            pos = null;
            error("no draughts variant is installed");
            return;
        }
        if (text == null) {
            pos = null;
            error("pos needs pos=");
            return;
        }
        try {
            Position p = variant.newPosition(fenOf(text, variant.board().cells()));
            if (moves != null && !moves.isBlank()) {
                String[] ms = moves.trim().split("\\s+");
                MoveList list = new MoveList();
                for (int k = 0; k < ms.length; k++) {
                    long m;
                    try {
                        m = p.parseMove(ms[k]);
                        p.generate(list);
                        if (!list.contains(m)) {
                            throw new NotationException("not legal");
                        }
                    } catch (NotationException | RuntimeException e) {
                        throw new NotationException("illegal move " + ms[k] + " at " + (k + 1));
                    }
                    p.play(m);
                }
            }
            pos = p;
        } catch (NotationException | RuntimeException e) {
            pos = null;
            error("bad pos: " + e.getMessage());
        }
    }

    /** {@code Wbbb...e...www} → {@code W:W31,32,...:B1,2,...} (kings with {@code K}); square {@code i+1} is character {@code i+1}. */
    static String fenOf(String hubPos, int squares) throws NotationException {
        if (hubPos.length() != squares + 1) {
            throw new NotationException("expected " + (squares + 1) + " characters (side + " + squares
                    + " squares), got " + hubPos.length());
        }
        char side = Character.toUpperCase(hubPos.charAt(0));
        if (side != 'W' && side != 'B') {
            throw new NotationException("side to move must be W or B, not " + hubPos.charAt(0));
        }
        StringBuilder white = new StringBuilder();
        StringBuilder black = new StringBuilder();
        for (int i = 1; i <= squares; i++) {
            char c = hubPos.charAt(i);
            StringBuilder list = switch (c) {
                case 'w', 'W' -> white;
                case 'b', 'B' -> black;
                case 'e', 'E' -> null;
                default -> throw new NotationException("bad square character '" + c + "' at square " + i);
            };
            if (list != null) {
                list.append(list.length() == 0 ? "" : ",").append(c == 'W' || c == 'B' ? "K" : "").append(i);
            }
        }
        return side + ":W" + white + ":B" + black;
    }

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
            return;
        }
        level.clear();
        level.putAll(next);
    }

    private static double seconds(String v) {
        try {
            double d = Double.parseDouble(v);
            return Double.isFinite(d) && d >= 0 ? d : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void go(String mode) {
        stop();
        if (pos == null) {
            error("no valid position");
            out.line("done");
            return;
        }
        SearchLimits limits = new SearchLimits();
        int side = pos.sideToMove();
        if (level.isEmpty() && mode.equals("think")) {
            limits.moveTimeMs = DEFAULT_MOVE_TIME_MS; // a GUI that never sent a level still gets its move
        }
        for (Map.Entry<String, String> e : level.entrySet()) {
            double v = e.getValue().isEmpty() ? 0 : seconds(e.getValue());
            switch (e.getKey()) {
                case "depth" -> limits.depth = (int) Math.min(v, 1000);
                case "nodes" -> limits.nodes = (long) v;
                case "move-time" -> limits.moveTimeMs = (long) (v * 1000);
                case "time" -> limits.timeMs[side] = (long) (v * 1000);
                case "moves" -> limits.movesToGo = (int) v;
                case "infinite" -> limits.infinite = true;
                default -> { }
            }
        }
        if (level.containsKey("inc")) {
            // Hub adds the increment before the move: it is already ours to spend now, and again next move.
            long inc = (long) (seconds(level.get("inc")) * 1000);
            limits.incMs[side] = inc;
            if (limits.timeMs[side] >= 0) {
                limits.timeMs[side] += inc;
            }
        }
        switch (mode) {
            case "ponder" -> limits.ponder = true;
            case "analyze" -> limits.infinite = true;
            default -> { }
        }
        SearchReporter reporter = new SearchReporter(pos, out, hubFormat(), false, false);
        active = reporter;
        if (GameResult.of(pos).isOver()) {
            error("the game is over");
            out.line("done");
            active = null;
            return;
        }
        try {
            engine.go(pos, limits, reporter);
        } catch (RuntimeException | OutOfMemoryError e) {
            error("search failed: " + e);
            reporter.onBestMove(0, 0);
        }
    }

    private void stop() {
        if (active != null) {
            engine.stop();
            active = null;
        }
    }

    private static SearchReporter.Format hubFormat() {
        return new SearchReporter.Format() {
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
        };
    }

    private Variant find(String name) {
        if (name == null) {
            return null;
        }
        for (Variant v : variants) {
            if (v.name().equalsIgnoreCase(name.trim())) {
                return v;
            }
        }
        for (Variant v : variants) {
            for (String a : v.aliases()) {
                if (a.equalsIgnoreCase(name.trim())) {
                    return v;
                }
            }
        }
        return null;
    }

    private void error(String message) {
        out.line("error message=\"" + message.replace('"', '\'') + "\"");
    }

    private static String arg(List<String[]> args, String name) {
        for (int i = 1; i < args.size(); i++) {
            if (args.get(i)[0].equals(name)) {
                return args.get(i)[1];
            }
        }
        return null;
    }

    /** {@code command name[=value] name="quoted value" ...} → pairs; element 0 is the command. Names are lower-cased. */
    static List<String[]> parse(String line) {
        List<String[]> pairs = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != '=') {
                i++;
            }
            String name = line.substring(start, i).toLowerCase(Locale.ROOT);
            String value = null;
            if (i < n && line.charAt(i) == '=') {
                i++;
                if (i < n && line.charAt(i) == '"') {
                    int close = line.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new IllegalArgumentException("unterminated quote after " + name + "=");
                    }
                    value = line.substring(i + 1, close);
                    i = close + 1;
                } else {
                    int s = i;
                    while (i < n && !Character.isWhitespace(line.charAt(i))) {
                        i++;
                    }
                    value = line.substring(s, i);
                }
            }
            pairs.add(new String[] {name, value});
        }
        return pairs;
    }
}
