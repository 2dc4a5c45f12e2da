package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.Engine;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Score;
import org.ansuz.engine.SearchInfo;
import org.ansuz.engine.SearchLimits;
import org.ansuz.engine.Variant;

/**
 * The UGI / UCI / UAI command table (DESIGN §4, PROTOCOLS §9): one instance per process, fed one
 * line at a time by the reader thread. Searches run on the engine's threads, so nothing here waits
 * for a search except an explicit or implicit {@code stop}; {@code isready} is answered at once.
 *
 * <p>Bad input never half-applies: every command is parsed completely before any state changes,
 * and it is answered with exactly one {@code info string error ...} line (in the interactive shell
 * {@code error: ...}).
 */
public final class UgiSession {
    private static final Pattern SETOPTION =
            Pattern.compile("(?i)^\\s*setoption\\s+name\\s+(.*?)(?:\\s+value(?:\\s+(.*?))?)?\\s*$");
    private static final List<String> COMMANDS = List.of("ugi", "uci", "uai", "isready", "setoption", "position",
            "go", "stop", "ponderhit", "uginewgame", "ucinewgame", "uainewgame", "query", "quit", "d", "display",
            "moves", "perft", "bench", "eval", "help", "debug");
    private static final List<String> SHELL_COMMANDS = List.of("new", "play", "undo", "hint", "analyze", "exit");

    private final List<Variant> variants;
    private final Engine engine;
    private final DebugLog out;
    private final Map<String, EngineOption> options = new LinkedHashMap<>();
    private Dialect dialect = Dialect.UGI;
    private boolean interactive;
    private Variant variant;
    /** The current position, or {@code null} after a rejected {@code position}: "no valid position". */
    private Position pos;
    private volatile SearchReporter active;

    public UgiSession(List<Variant> variants, String defaultVariant, Engine engine, Output out) {
        List<Variant> sorted = new ArrayList<>(variants);
        sorted.sort(Comparator.comparing(Variant::name));
        this.variants = List.copyOf(sorted);
        this.engine = engine;
        this.out = new DebugLog(out);
        Variant start = find(defaultVariant == null ? "international" : defaultVariant);
        if (start == null && !this.variants.isEmpty()) {
            start = find("international");
            if (start == null) {
                start = this.variants.get(0);
            }
        }
        variant = start;
        pos = start == null ? null : start.startPosition();
        engine.setGameInfo(start == null ? null : start.info());
        declareOptions();
    }

    private void declareOptions() {
        List<String> names = new ArrayList<>();
        for (Variant v : variants) {
            names.add(v.name());
        }
        add(EngineOption.combo("UCI_Variant", variant == null ? "none" : variant.name(), names));
        add(EngineOption.spin("Hash", 16, 1, Engine.MAX_HASH_MB));
        add(EngineOption.button("Clear Hash"));
        add(EngineOption.spin("Threads", 1, 1, Engine.MAX_THREADS));
        add(EngineOption.spin("MultiPV", 1, 1, Engine.MAX_MULTI_PV));
        add(EngineOption.check("Ponder", false));
        add(EngineOption.spin("Move Overhead", 50, 0, 5000));
        add(EngineOption.combo("Search", "auto", List.of("auto", "alphabeta", "mcts")));
        add(EngineOption.check("UCI_ShowWDL", false));
        add(EngineOption.check("UCI_AnalyseMode", false));
        add(EngineOption.spin("Skill Level", 20, 0, 20));
        add(EngineOption.check("UCI_LimitStrength", false));
        add(EngineOption.spin("UCI_Elo", 2500, 500, 2500));
        add(EngineOption.spin("Random Seed", 0, 0, Integer.MAX_VALUE));
        add(EngineOption.string("Debug Log File", ""));
    }

    private void add(EngineOption o) {
        options.put(o.name.toLowerCase(Locale.ROOT), o);
    }

    /** Forces the dialect ({@code --protocol}); a handshake line would choose it otherwise. */
    public void setDialect(Dialect dialect) {
        this.dialect = dialect;
    }

    public Dialect dialect() {
        return dialect;
    }

    /** Shell mode: plain {@code error: ...} messages and the shell's own commands. */
    public void setInteractive(boolean interactive) {
        this.interactive = interactive;
    }

    /**
     * Runs one input line.
     *
     * @return {@code false} when the session is over ({@code quit})
     */
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        out.input(line);
        if (line.isEmpty() || line.startsWith("#")) {
            return true;
        }
        String[] t = line.split("\\s+");
        String cmd = t[0].toLowerCase(Locale.ROOT);
        try {
            return dispatch(cmd, t, line);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // A bug in a rules module or the search must not take the process down.
            error("internal error on '" + line + "': " + e);
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
            case "uginewgame", "ucinewgame", "uainewgame" -> newGame();
            case "query" -> query(t);
            case "quit" -> {
                close();
                return false;
            }
            case "d", "display" -> display();
            case "moves" -> {
                if (requirePosition()) {
                    out.line(DebugCommands.moves(pos));
                }
            }
            case "perft" -> perft(t.length > 1 ? t[1] : "", Progress.NONE);
            case "bench" -> bench(t, Progress.NONE);
            case "eval" -> {
                if (requirePosition()) {
                    out.line(DebugCommands.eval(variant, pos));
                }
            }
            case "help" -> help();
            case "debug", "register" -> { }
            default -> {
                if (!interactive || !shellCommand(cmd, t)) {
                    error("unknown command: " + line);
                }
            }
        }
        return true;
    }

    // ----- handshake and options

    private void handshake(Dialect d) {
        dialect = d;
        out.line("id name Ansuz " + Version.get());
        out.line("id author the Ansuz developers");
        for (EngineOption o : options.values()) {
            out.line(o.declaration());
        }
        out.line(d.okToken());
    }

    private void setOption(String line) {
        Matcher m = SETOPTION.matcher(line);
        if (!m.matches() || m.group(1).isBlank()) {
            error("bad setoption: expected 'setoption name <name> [value <value>]'");
            return;
        }
        String name = m.group(1).trim().replaceAll("\\s+", " ");
        String value = m.group(2) == null ? "" : m.group(2).trim();
        EngineOption o = options.get(name.toLowerCase(Locale.ROOT));
        if (o == null) {
            error("no such option: " + name);
            return;
        }
        if (isSearching()) {
            error("busy");
            return;
        }
        engine.waitForIdle();
        if (o.name.equals("UCI_Variant")) {
            Variant v = find(value);
            if (v == null) {
                error("unknown variant: " + value);
                return;
            }
            o.value = v.name();
            selectVariant(v);
            return;
        }
        String norm = o.normalise(value);
        if (norm == null) {
            error("bad value for " + o.name + ": " + value);
            return;
        }
        if (o.name.equals("Debug Log File") && !out.open(norm)) {
            error("bad value for " + o.name + ": cannot write " + norm);
            return;
        }
        o.value = norm;
        apply(o);
    }

    private void apply(EngineOption o) {
        switch (o.name) {
            case "Hash" -> engine.setHashMb((int) o.asLong());
            case "Clear Hash" -> engine.clearHash();
            case "Threads" -> engine.setThreads((int) o.asLong());
            case "MultiPV" -> engine.setMultiPv((int) o.asLong());
            case "Move Overhead" -> engine.setMoveOverheadMs((int) o.asLong());
            case "UCI_ShowWDL" -> engine.setShowWdl(o.isTrue());
            case "UCI_AnalyseMode" -> engine.setAnalyseMode(o.isTrue());
            case "Random Seed" -> engine.setRandomSeed(o.asLong());
            case "Skill Level", "UCI_LimitStrength", "UCI_Elo" -> engine.setSkillLevel(skillLevel());
            case "Search" -> engine.setSearchKind(o.value);
            default -> { } // Ponder: a hint for the GUI only; Debug Log File: opened above
        }
    }

    /** {@code Skill Level}, lowered further by {@code UCI_Elo} when {@code UCI_LimitStrength} is on (500..2500 → 0..20). */
    private int skillLevel() {
        int skill = (int) option("Skill Level").asLong();
        if (option("UCI_LimitStrength").isTrue()) {
            skill = Math.min(skill, Engine.skillLevelForElo((int) option("UCI_Elo").asLong()));
        }
        return skill;
    }

    private EngineOption option(String name) {
        return options.get(name.toLowerCase(Locale.ROOT));
    }

    private void selectVariant(Variant v) {
        variant = v;
        pos = v.startPosition();
        engine.newGame();
        engine.setGameInfo(v.info());
        out.line("info string variant " + v.name() + " board " + v.board().description() + " startpos " + v.startFen());
    }

    /** The shell's {@code new [variant]}; returns an error text or {@code null}. */
    public String newGame(String variantName) {
        Variant v = variantName == null ? variant : find(variantName);
        if (v == null) {
            return "unknown variant: " + variantName;
        }
        stop();
        engine.waitForIdle();
        option("UCI_Variant").value = v.name();
        if (v != variant) {
            selectVariant(v);
        } else {
            pos = v.startPosition();
            engine.newGame();
        }
        return null;
    }

    private Variant find(String name) {
        if (name == null) {
            return null;
        }
        String n = name.trim();
        for (Variant v : variants) {
            if (v.name().equalsIgnoreCase(n)) {
                return v;
            }
        }
        for (Variant v : variants) {
            for (String a : v.aliases()) {
                if (a.equalsIgnoreCase(n)) {
                    return v;
                }
            }
        }
        return null;
    }

    // ----- position

    private void position(String[] t) {
        stop();
        if (variant == null) {
            error("bad fen: no variant is installed");
            pos = null;
            return;
        }
        int i = 1;
        String fen;
        if (t.length > 1 && t[1].equalsIgnoreCase("startpos")) {
            fen = variant.startFen();
            i = 2;
        } else if (t.length > 1 && t[1].equalsIgnoreCase("fen")) {
            StringBuilder sb = new StringBuilder();
            for (i = 2; i < t.length && !t[i].equalsIgnoreCase("moves"); i++) {
                sb.append(sb.length() == 0 ? "" : " ").append(t[i]);
            }
            fen = sb.toString();
            if (fen.isEmpty()) {
                pos = null;
                error("bad fen: no position text after 'fen'");
                return;
            }
        } else {
            pos = null;
            error("bad fen: expected 'position startpos' or 'position fen <fen>'");
            return;
        }
        if (i < t.length && !t[i].equalsIgnoreCase("moves")) {
            pos = null;
            error("bad fen: unexpected '" + t[i] + "'");
            return;
        }
        Position p;
        try {
            p = variant.newPosition(fen);
        } catch (NotationException | RuntimeException e) {
            pos = null;
            error("bad fen: " + e.getMessage());
            return;
        }
        List<String> moves = i < t.length ? Arrays.asList(t).subList(i + 1, t.length) : List.of();
        String bad = playAll(p, moves);
        if (bad != null) {
            pos = null;
            error(bad);
            return;
        }
        pos = p;
    }

    /** Plays {@code moves} on {@code p}; returns the error text of the first bad one ({@code p} is then spoiled). */
    private static String playAll(Position p, List<String> moves) {
        MoveList list = new MoveList();
        for (int k = 0; k < moves.size(); k++) {
            long m;
            try {
                m = p.parseMove(moves.get(k));
                p.generate(list);
                if (!list.contains(m)) {
                    throw new NotationException("not legal here");
                }
            } catch (NotationException | RuntimeException e) {
                return "illegal move " + moves.get(k) + " at " + (k + 1);
            }
            p.play(m);
        }
        return null;
    }

    // ----- go, stop, ponderhit

    private void go(String[] t) {
        stop();
        GoArguments g = GoArguments.parse(t, variant == null || variant.info().p1IsUpperCase());
        SearchLimits limits = g.limits;
        List<String> bad = g.bad;
        List<String> searchMoves = g.searchMoves;
        int perft = g.perft;
        if (!bad.isEmpty()) {
            error("bad go argument: " + String.join(", ", bad));
        }
        if (perft >= 0) {
            perft(Integer.toString(perft), Progress.NONE);
            return;
        }
        if (pos == null) {
            error("no valid position");
            out.line("bestmove (none)");
            return;
        }
        SearchReporter reporter = new SearchReporter(pos, out, ugiFormat(), limits.infinite, limits.ponder);
        active = reporter;
        MoveList legal = new MoveList();
        int n = pos.generate(legal);
        GameResult r = GameResult.of(pos);
        if (r.isOver() || n == 0) {
            reporter.report(switch (r.kind()) {
                case DRAW -> "info depth 0 score cp 0";
                case WIN -> "info depth 0 score cp " + Score.WIN;
                default -> "info depth 0 score mate 0";
            });
            reporter.onBestMove(0, 0);
            return;
        }
        if (searchMoves != null) {
            limits.searchMoves = searchMoves(searchMoves, legal);
        }
        try {
            engine.go(pos, limits, reporter);
        } catch (RuntimeException | OutOfMemoryError e) {
            // the search could not start: still exactly one bestmove for this go
            reporter.onMessage("error search failed: " + e);
            reporter.release();
            reporter.onBestMove(0, 0);
        }
    }

    private long[] searchMoves(List<String> texts, MoveList legal) {
        List<Long> ok = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        for (String s : texts) {
            try {
                long m = pos.parseMove(s);
                if (legal.contains(m) && !ok.contains(m)) {
                    ok.add(m);
                } else if (!legal.contains(m)) {
                    dropped.add(s);
                }
            } catch (NotationException | RuntimeException e) {
                dropped.add(s);
            }
        }
        if (!dropped.isEmpty()) {
            out.line("info string warning searchmoves ignores illegal " + String.join(" ", dropped)
                    + (ok.isEmpty() ? "; searching all moves" : ""));
        }
        if (ok.isEmpty()) {
            return null;
        }
        long[] a = new long[ok.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = ok.get(i);
        }
        return a;
    }

    /** Ends the running search (its {@code bestmove} is still printed) and waits for it. */
    public void stop() {
        SearchReporter r = active;
        if (r != null) {
            r.release();
            engine.stop();
            active = null;
        }
    }

    private void ponderHit() {
        SearchReporter r = active;
        if (r != null && r.isPondering()) {
            engine.ponderHit();
            r.ponderHit();
        }
    }

    /** True while a {@code go} has not yet printed its {@code bestmove}. */
    public boolean isSearching() {
        SearchReporter r = active;
        return r != null && !r.isFinished();
    }

    /** Stops any search (quit, end of input). */
    public void close() {
        stop();
        engine.waitForIdle();
        out.closeLog();
    }

    private void newGame() {
        stop();
        engine.waitForIdle();
        engine.newGame();
        if (variant != null) {
            pos = variant.startPosition();
        }
    }

    // ----- output formats

    private SearchReporter.Format ugiFormat() {
        boolean wdl = option("UCI_ShowWDL").isTrue();
        boolean ponderToken = dialect.printsPonderMove();
        return new SearchReporter.Format() {
            @Override
            public String info(Position root, SearchInfo i) {
                return infoLine(root, i, wdl);
            }

            @Override
            public String best(Position root, long best, long ponder) {
                if (!MoveTexts.isLegal(root, best)) {
                    return "bestmove (none)";
                }
                String line = "bestmove " + root.moveText(best);
                if (ponderToken && ponder != 0) {
                    Position after = root.copy();
                    after.play(best);
                    if (MoveTexts.isLegal(after, ponder)) {
                        line += " ponder " + after.moveText(ponder);
                    }
                }
                return line;
            }
        };
    }

    /** {@code info depth D seldepth S multipv K score cp X|mate N [bound] [wdl W D L] nodes N nps N hashfull H time MS pv ...}. */
    static String infoLine(Position root, SearchInfo i, boolean showWdl) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth())
                .append(" seldepth ").append(Math.max(i.selDepth(), i.depth()))
                .append(" multipv ").append(Math.max(1, i.multiPv()))
                .append(" score ");
        if (Score.isDecisive(i.score())) {
            sb.append("mate ").append(i.mateTurns());
        } else {
            sb.append("cp ").append(i.score());
        }
        if (i.bound() == 1) {
            sb.append(" lowerbound");
        } else if (i.bound() == 2) {
            sb.append(" upperbound");
        }
        int[] wdl = i.wdl();
        if (showWdl && wdl != null && wdl.length == 3) {
            sb.append(" wdl ").append(wdl[0]).append(' ').append(wdl[1]).append(' ').append(wdl[2]);
        }
        sb.append(" nodes ").append(i.nodes()).append(" nps ").append(i.nps())
                .append(" hashfull ").append(i.hashfull()).append(" time ").append(i.timeMs());
        List<String> pv = MoveTexts.line(root, i.pv(), null);
        if (!pv.isEmpty()) {
            sb.append(" pv ").append(String.join(" ", pv));
        }
        return sb.toString();
    }

    // ----- query and debug commands

    private void query(String[] t) {
        String key = t.length > 1 ? t[1].toLowerCase(Locale.ROOT) : "";
        if (!key.equals("gameover") && !key.equals("p1turn") && !key.equals("result")) {
            error("unknown query: " + (t.length > 1 ? t[1] : ""));
            out.line("response none");
            return;
        }
        if (pos == null) {
            error("no valid position");
            out.line("response none");
            return;
        }
        out.line("response " + switch (key) {
            case "gameover" -> Boolean.toString(GameResult.of(pos).isOver());
            case "p1turn" -> Boolean.toString(pos.sideToMove() == 0);
            default -> DebugCommands.result(pos);
        });
    }

    private boolean requirePosition() {
        if (pos == null) {
            error("no valid position");
            return false;
        }
        return true;
    }

    private void display() {
        if (requirePosition()) {
            for (String l : DebugCommands.display(variant, pos)) {
                out.line(l);
            }
        }
    }

    /** {@code perft N} / {@code go perft N}, reporting progress per root move. */
    public void perft(String depthText, Progress progress) {
        int depth = DebugCommands.parseDepth(depthText);
        if (depth < 0) {
            error("bad perft depth: " + depthText);
            return;
        }
        if (requirePosition()) {
            stop();
            PerftDivide.run(pos, depth, true, out::line, progress);
        }
    }

    /** {@code bench [variant|all] [depth]}; the last line is {@code N nodes M nps}. */
    public void bench(String[] t, Progress progress) {
        List<Variant> chosen = variant == null ? List.of() : List.of(variant);
        int depth = BenchRunner.DEFAULT_DEPTH;
        for (int i = 1; i < t.length; i++) {
            if (t[i].equalsIgnoreCase("all")) {
                chosen = variants;
            } else if (t[i].matches("\\d+")) {
                depth = DebugCommands.parseDepth(t[i]);
                if (depth < 1) {
                    error("bad bench depth: " + t[i]);
                    return;
                }
            } else if (find(t[i]) != null) {
                chosen = List.of(find(t[i]));
            } else {
                error("unknown variant: " + t[i]);
                return;
            }
        }
        if (isSearching()) {
            error("busy");
            return;
        }
        engine.waitForIdle();
        BenchRunner.run(chosen, depth, out::line, progress);
    }

    private void help() {
        for (String l : List.of(
                "Ansuz " + Version.get() + " speaks UGI, UCI and UAI (one command set) and Hub (first command 'hub').",
                "  ugi | uci | uai                   handshake: id, options, ugiok/uciok/uaiok",
                "  isready                           readyok (also while searching)",
                "  setoption name <n> [value <v>]    e.g. setoption name UCI_Variant value russian",
                "  position startpos|fen <fen> [moves <m>...]",
                "  go [p1time p2time p1inc p2inc wtime btime winc binc movestogo depth nodes mate movetime <n>]",
                "     [infinite] [ponder] [searchmoves <m>...] | go perft <n>",
                "  stop | ponderhit | uginewgame | quit",
                "  query gameover|p1turn|result      response true|false|p1win|p2win|draw|none",
                "  d                                 draw the board, Fen, Key, Side, Result",
                "  moves | eval | perft <n> | bench [variant|all] [depth]",
                "Variants: " + String.join(" ", variantNames()))) {
            out.line(l);
        }
        if (interactive) {
            out.line("Shell: new [variant] | play <moves> | undo | hint | analyze (Enter stops) | exit");
        }
    }

    // ----- the shell's own commands (interactive mode only)

    private boolean shellCommand(String cmd, String[] t) {
        switch (cmd) {
            case "new" -> {
                String e = newGame(t.length > 1 ? t[1] : null);
                if (e != null) {
                    error(e);
                } else {
                    display();
                }
            }
            case "play" -> {
                String e = play(Arrays.asList(t).subList(1, t.length));
                if (e != null) {
                    error(e);
                } else {
                    display();
                }
            }
            case "undo" -> {
                if (undo()) {
                    display();
                } else {
                    error("nothing to undo");
                }
            }
            case "hint" -> hint(1000);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Plays moves on the current position, all or nothing; returns an error text or {@code null}. */
    public String play(List<String> moves) {
        if (pos == null) {
            return "no valid position";
        }
        if (moves.isEmpty()) {
            return "play what? legal moves: " + DebugCommands.moves(pos);
        }
        stop();
        Position trial = pos.copy();
        String bad = playAll(trial, moves);
        if (bad != null) {
            return bad;
        }
        pos = trial;
        return null;
    }

    public boolean undo() {
        if (pos == null || pos.plies() == 0) {
            return false;
        }
        stop();
        pos.undo();
        return true;
    }

    /** Thinks for {@code ms} and prints the suggested move. */
    public void hint(long ms) {
        if (!requirePosition()) {
            return;
        }
        stop();
        if (MoveTexts.legal(pos).isEmpty()) {
            error("the game is over: " + DebugCommands.result(pos));
            return;
        }
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = ms;
        BlockingSearch s = BlockingSearch.run(engine, pos, limits, i -> { });
        long best = s.bestMove();
        SearchInfo last = s.lastInfo();
        if (!MoveTexts.isLegal(pos, best)) {
            error("no hint found");
            return;
        }
        String score = last == null ? "" : Score.isDecisive(last.score())
                ? " (mate " + last.mateTurns() + ")" : " (score " + last.score() + ")";
        out.line("hint: " + pos.moveText(best) + score);
    }

    /** Starts an infinite analysis ({@code go infinite}); {@link #stop} ends it. */
    public void analyze() {
        go(new String[] {"go", "infinite"});
    }

    // ----- accessors for the shell

    public List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (Variant v : variants) {
            names.add(v.name());
        }
        return names;
    }

    public List<String> commandNames() {
        List<String> all = new ArrayList<>(COMMANDS);
        if (interactive) {
            all.addAll(SHELL_COMMANDS);
        }
        return all;
    }

    public List<String> optionNames() {
        List<String> names = new ArrayList<>();
        for (EngineOption o : options.values()) {
            names.add(o.name);
        }
        return names;
    }

    /** A copy of the current position, or {@code null} when there is no valid position. */
    public Position position() {
        Position p = pos;
        return p == null ? null : p.copy();
    }

    public Variant variant() {
        return variant;
    }

    public void error(String what) {
        out.line(interactive ? "error: " + what : "info string error " + what);
    }
}
