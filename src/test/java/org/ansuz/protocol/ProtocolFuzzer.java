package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.XboardVariant;
import org.ansuz.protocol.cli.ProtocolLoop;

/**
 * A seeded protocol fuzzer against live in-process sessions ({@link ProtocolLoop} with a real
 * {@link Engine}): every registered variant in every dialect (UGI, UCI, UAI, and Hub for the draughts
 * variants, CECP for the variants XBoard can show) gets episodes of valid commands mixed with mutated ones.
 * After each line it checks:
 * <ul>
 *   <li>the session answers {@code isready} ({@code ping} in Hub) and no line takes longer than the
 *       hang guard;</li>
 *   <li>no internal error and no failed search is printed (a crash caught by the session);</li>
 *   <li>a rejected command (an error line) changed nothing: {@code d} prints the same before and after,
 *       except that a rejected {@code position}/{@code pos} leaves no valid position;</li>
 *   <li>every {@code go} gets exactly one final answer ({@code bestmove} / {@code done}), also when it is
 *       stopped at once, pondering, infinite or malformed.</li>
 * </ul>
 * A failure names the seed, the episode and the last lines sent, so that the run can be repeated.
 */
final class ProtocolFuzzer {
    /** A line that does not return within this is a hang (a guard, not a speed check). */
    private static final long HANG_MS = 30_000;
    private static final java.util.regex.Pattern PLAIN_GO =
            java.util.regex.Pattern.compile("[ \t]*[gG][oO]([ \t].*)?", java.util.regex.Pattern.DOTALL);
    /** Every dialect; {@code xboard} is CECP. */
    static final List<String> DIALECTS = List.of("ugi", "uci", "uai", "hub", "xboard");
    private static final String[] NUMBERS = {"-1", "0", "1", "99999999999999999999", "9223372036854775807",
        "-9223372036854775808", "1e9", "NaN", "0x10", "", "3.5", "-0", "2147483648", "+7"};
    private static final char[] CHARS = {' ', '\t', 'x', '0', '9', '-', '"', '=', ':', '/', '\u0000', '\u001b',
        '\u00e9', '\ufffd', '\u00a0', '\u2028', '\r', 'K', '.', ','};

    /**
     * Hub defects this fuzzer found (a {@code go} with an unknown word answered nothing, a {@code pos}
     * that failed to parse kept the old position), fixed in the Hub session: false, so they are checked.
     * Set it to true only to tolerate them while such a defect is open.
     */
    static final boolean KNOWN_OPEN = false;

    final long seed;
    private final SplittableRandom rnd;
    private final List<Variant> variants;
    private final ExecutorService reader = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "fuzz-reader");
        t.setDaemon(true);
        return t;
    });

    long lines;
    long mutated;
    long rejected;
    long gos;
    long episodes;
    private final List<String> recent = new ArrayList<>();

    private ListOutput out;
    private ProtocolLoop loop;
    /**
     * One engine for every episode, as one process has: an engine's worker threads are kept for its
     * life, so an engine per episode piled up threads and tables until a long run ran out of heap.
     */
    private final Engine engine = new Engine();
    private String dialect;
    private Variant variant;
    private String episodeName;

    /** Long runs: the same mix of commands with smaller searches, for more lines per second. */
    private final boolean light;
    private final int nodeCap;

    /** The dialects this fuzzer speaks. */
    private final List<String> dialects;
    /** CECP's {@code ping} numbers, so that each {@code pong} is matched to its {@code ping}. */
    private int pings;

    ProtocolFuzzer(long seed, List<Variant> variants, boolean light) {
        this(seed, variants, light, DIALECTS);
    }

    ProtocolFuzzer(long seed, List<Variant> variants, boolean light, List<String> dialects) {
        this.dialects = dialects;
        this.light = light;
        this.nodeCap = light ? 300 : 5000;
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
        this.variants = variants;
    }

    /** Runs episodes until {@code totalLines} lines are fuzzed: first every variant × dialect, then at random. */
    void run(long totalLines, int linesPerEpisode) {
        try {
            List<String[]> combos = new ArrayList<>();
            for (Variant v : variants) {
                for (String d : dialects) {
                    if (d.equals("hub") ? isDraughts(v) : !d.equals("xboard") || v instanceof XboardVariant) {
                        combos.add(new String[] {v.name(), d});
                    }
                }
            }
            int k = 0;
            while (lines < totalLines) {
                String[] c = k < combos.size() ? combos.get(k) : combos.get(rnd.nextInt(combos.size()));
                k++;
                episode(find(c[0]), c[1], linesPerEpisode);
            }
        } finally {
            reader.shutdownNow();
        }
    }

    String summary() {
        return String.format(Locale.ROOT, "seed %d: %d lines (%d mutated, %d rejected), %d go, %d episodes",
                seed, lines, mutated, rejected, gos, episodes);
    }

    private Variant find(String name) {
        for (Variant v : variants) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        throw new IllegalStateException(name);
    }

    private static boolean isDraughts(Variant v) {
        return "draughts".equals(v.info().family());
    }

    private void episode(Variant v, String d, int count) {
        episodes++;
        variant = v;
        dialect = d;
        episodeName = v.name() + "/" + d;
        recent.clear();
        out = new ListOutput();
        loop = new ProtocolLoop(variants, v.name(), engine, out, null);
        try {
            send(d);
            if (hub()) {
                send(light ? "level nodes=100" : "level move-time=0.05"); // Hub's default is a second per move
            }
            if (cecp()) {
                for (String setup : List.of("protover 2", "variant " + v.name(), "new", "force", light ? "sd 1" : "sd 2",
                        "st 0.05")) {
                    send(setup);
                }
            }
            for (int i = 0; i < count; i++) {
                step();
            }
        } finally {
            send("quit");
        }
    }

    private boolean hub() {
        return dialect.equals("hub");
    }

    private boolean cecp() {
        return dialect.equals("xboard");
    }

    /** One generated line and the checks after it. */
    private void step() {
        boolean risky = rnd.nextInt(100) < 45;
        if (cecp()) {
            cecpStep(risky);
            return;
        }
        String base = hub() ? validHub() : validUgi();
        String line = risky ? mutate(base) : base;
        String first = firstWord(line);
        if (first.equals("quit")) {
            return; // quit ends the episode
        }
        lines++;
        if (risky) {
            mutated++;
        }
        if (first.equals("perft") || first.equals("bench")
                || line.replace("\r", "").toLowerCase(Locale.ROOT).contains("perft")) {
            send(line); // runs off the reader: isready is answered at once, stop ends it
            ready();
            if (rnd.nextBoolean()) {
                sleep(rnd.nextInt(10));
            }
            send("stop");
            ready();
            return;
        }
        boolean isGo = first.equals("go");
        List<String> before = risky && !isGo ? display() : null;
        int mark = out.lines().size();
        long finals = finals();
        send(line);
        if (isGo) {
            gos++;
            boolean bounded = !risky && !line.contains("infinite") && !line.contains("ponder")
                    && !line.contains("analyze") && !(hub() && currentLevelUnbounded);
            if (!bounded || rnd.nextInt(4) == 0) {
                if (rnd.nextBoolean()) {
                    sleep(1 + rnd.nextInt(10));
                }
                send(rnd.nextInt(5) == 0 && !hub() ? "ponderhit" : "stop");
                send("stop");
            }
            // A plain "go" word must be answered exactly once; a word that only looks like go to
            // Character.isWhitespace (e.g. go + U+2028) may be an unknown command: at most once.
            boolean plain = PLAIN_GO.matcher(line).matches();
            if (!plain || hub() && KNOWN_OPEN && risky) {
                awaitAtMostOne(finals, line);
            } else if (hub() && risky) {
                awaitDoneOrError(finals, mark, line); // Hub: one done, or an error line instead
            } else {
                awaitFinals(finals + 1, line);
            }
        }
        ready();
        List<String> printed = out.lines();
        printed = printed.subList(Math.min(mark, printed.size()), printed.size());
        for (String p : printed) {
            if (p.contains("internal error") || p.contains("search failed")) {
                fail("crash: " + p);
            }
        }
        if (before != null && printed.stream().anyMatch(isError())) {
            rejected++;
            List<String> after = display();
            boolean unknown = printed.stream().anyMatch(l -> l.contains("unknown command"));
            if (!unknown && first.equals(hub() ? "pos" : "position")) {
                boolean parseError = printed.stream().anyMatch(l -> l.contains("quote"));
                if (!after.stream().allMatch(isError()) && !(hub() && KNOWN_OPEN && parseError)) {
                    fail("a rejected position left a position: " + after);
                }
            } else if (!after.equals(before)) {
                fail("a rejected command changed the state:\nbefore " + before + "\nafter  " + after);
            }
        }
        trackVariant(printed);
    }

    private boolean currentLevelUnbounded;

    private Predicate<String> isError() {
        if (cecp()) {
            return l -> l.startsWith("Error") || l.startsWith("Illegal move") || l.startsWith("tellusererror");
        }
        return hub() ? l -> l.startsWith("error") : l -> l.startsWith("info string error");
    }

    /** The final answers printed so far. */
    private long finals() {
        return hub() ? out.count(l -> l.equals("done") || l.startsWith("done ")) : out.count(l -> l.startsWith("bestmove"));
    }

    /** Waits for the final answer of a go and makes sure no second one follows. */
    private void awaitFinals(long expected, String line) {
        long patience = System.nanoTime() + 3_000_000_000L;
        while (finals() < expected && System.nanoTime() < patience) {
            sleep(1);
        }
        if (finals() < expected) {
            send("stop"); // a search that runs until stop (a level or argument it did not understand)
        }
        long end = System.nanoTime() + HANG_MS * 1_000_000L;
        while (finals() < expected && System.nanoTime() < end) {
            sleep(1);
        }
        long n = finals();
        if (n < expected) {
            fail("no final answer to '" + printable(line) + "'");
        }
        send("stop"); // a second answer would come now at the latest
        sleep(2);
        if (finals() > expected) {
            fail("more than one final answer to '" + printable(line) + "'");
        }
    }

    /** A Hub go that its parser rejects gets an error line instead of a done; never both missing, never two. */
    private void awaitDoneOrError(long finals, int mark, String line) {
        send("stop");
        List<String> all = out.lines();
        boolean error = all.subList(Math.min(mark, all.size()), all.size()).stream().anyMatch(isError());
        if (error && finals() == finals) {
            awaitAtMostOne(finals, line);
        } else {
            awaitFinals(finals + 1, line);
        }
    }

    /** A go that may be ignored (a known Hub defect) must still not answer twice. */
    private void awaitAtMostOne(long finals, String line) {
        sleep(5);
        send("stop");
        sleep(2);
        if (finals() > finals + 1) {
            fail("more than one final answer to '" + printable(line) + "'");
        }
    }

    private void ready() {
        int n = ++pings;
        String probe = cecp() ? "ping " + n : hub() ? "ping" : "isready";
        String answer = cecp() ? "pong " + n : hub() ? "pong" : "readyok";
        long before = out.count(l -> l.equals(answer));
        send(probe);
        if (out.count(l -> l.equals(answer)) != before + 1) {
            fail("no " + answer + " after " + probe);
        }
    }

    private List<String> display() {
        int mark = out.lines().size();
        send("d");
        List<String> all = out.lines();
        List<String> shown = new ArrayList<>();
        for (String l : all.subList(mark, all.size())) {
            if (!l.startsWith("info depth") && !l.startsWith("info ") || isError().test(l)) {
                shown.add(l);
            }
        }
        return shown;
    }

    private void trackVariant(List<String> printed) {
        for (String p : printed) {
            if (p.startsWith("info string variant ")) {
                String name = p.substring(20).split(" ")[0];
                for (Variant v : variants) {
                    if (v.name().equals(name)) {
                        variant = v;
                    }
                }
            }
        }
    }

    /** Hands one line to the session on the reader thread; a line that does not return is a hang. */
    private void send(String line) {
        recent.add(line);
        if (recent.size() > 25) {
            recent.remove(0);
        }
        Future<Boolean> f = reader.submit(() -> loop.accept(line)); // as the reader thread does: perft runs on
        try {
            f.get(HANG_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            fail("hang: the line did not return within " + HANG_MS + " ms");
        } catch (ExecutionException e) {
            fail("crash: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
        if (line.startsWith("level")) {
            currentLevelUnbounded = line.contains("infinite");
        }
    }

    private void fail(String what) {
        StringBuilder sb = new StringBuilder();
        sb.append("protocol fuzz failure (seed ").append(seed).append(", episode ").append(episodes).append(' ')
                .append(episodeName).append(", line ").append(lines).append("): ").append(what)
                .append("\nrepeat with -Dfuzz.seed=").append(seed).append("\nlast lines sent:");
        for (String l : recent) {
            sb.append("\n  > ").append(printable(l));
        }
        List<String> o = out.lines();
        sb.append("\nlast lines printed:");
        for (String l : o.subList(Math.max(0, o.size() - 25), o.size())) {
            sb.append("\n  < ").append(printable(l));
        }
        throw new AssertionError(sb.toString());
    }

    private static String printable(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length() && sb.length() < 300; i++) {
            char c = s.charAt(i);
            sb.append(c < 0x20 || c > 0x7e ? String.format(Locale.ROOT, "\\u%04x", (int) c) : c);
        }
        return sb.toString();
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The command word as the sessions read it: blanks and line ends around it do not count (Hub: nor {@code =...}). */
    private String firstWord(String line) {
        boolean hub = hub();
        String s = line.replace("\r", "").strip();
        int i = 0;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i)) && !(hub && s.charAt(i) == '=')) {
            i++;
        }
        return s.substring(0, i).toLowerCase(Locale.ROOT);
    }

    // ---- CECP ------------------------------------------------------------------------------------

    /** The engine's answers to a CECP search: its move, a result line, or an error instead of a search. */
    private static boolean cecpFinal(String l) {
        return l.startsWith("move ") || l.startsWith("1-0") || l.startsWith("0-1") || l.startsWith("1/2-1/2")
                || l.startsWith("Error") && l.endsWith(": go");
    }

    private long cecpFinals() {
        return out.count(ProtocolFuzzer::cecpFinal);
    }

    /**
     * One CECP line and its checks: the engine is kept in force mode between lines, so a move comes only
     * from a {@code go} (or a mutated line that left force mode): never more than one per line, exactly one
     * for a plain {@code go}; a rejected line leaves {@code d} as it was; every {@code ping} gets its pong.
     */
    private void cecpStep(boolean risky) {
        String base = validCecp();
        String line = risky ? mutate(base) : base;
        String first = firstWord(line);
        if (first.equals("quit")) {
            return;
        }
        lines++;
        if (risky) {
            mutated++;
        }
        boolean isGo = first.equals("go");
        List<String> before = display();
        int mark = out.lines().size();
        long finals = cecpFinals();
        send(line);
        if (isGo) {
            gos++;
            // half the plain searches end by themselves; the others, and every mutated go, are cut by force
            long patience = System.nanoTime() + (!risky && rnd.nextBoolean() ? 3_000_000_000L : 0);
            while (cecpFinals() == finals && System.nanoTime() < patience) {
                sleep(1);
            }
        }
        send("force"); // stops a search (its move is out when force returns) and keeps user moves from starting one
        long end = System.nanoTime() + HANG_MS * 1_000_000L;
        while (isGo && !risky && cecpFinals() == finals && System.nanoTime() < end) {
            sleep(1);
        }
        ready();
        long answers = cecpFinals() - finals;
        if (answers > 1) {
            fail("more than one answer to '" + printable(line) + "'");
        }
        if (isGo && !risky && answers != 1) {
            fail("no answer to '" + printable(line) + "'");
        }
        List<String> printed = out.lines();
        printed = printed.subList(Math.min(mark, printed.size()), printed.size());
        for (String p : printed) {
            if (p.startsWith("Error (internal") || p.contains("search failed")) {
                fail("crash: " + p);
            }
        }
        if (printed.stream().anyMatch(isError()) && answers == 0) {
            rejected++;
            List<String> after = display();
            if (!after.equals(before)) {
                fail("a rejected command changed the state:\nbefore " + before + "\nafter  " + after);
            }
        }
        for (String p : printed) {
            if (p.startsWith("setup ")) {
                trackCecpVariant(line);
            }
        }
    }

    private void trackCecpVariant(String line) {
        String[] w = line.strip().split("\\s+");
        if (w.length == 2) {
            for (Variant v : variants) {
                if (v.name().equals(w[1])) {
                    variant = v;
                }
            }
        }
    }

    /** The engine's current position, read from {@code d}, or the start when it shows none. */
    private Position cecpPosition() {
        for (String l : display()) {
            if (l.startsWith("# Fen: ")) {
                try {
                    return variant.newPosition(l.substring(7));
                } catch (org.ansuz.engine.spi.NotationException e) {
                    break;
                }
            }
        }
        return variant.startPosition();
    }

    private String validCecp() {
        int r = rnd.nextInt(100);
        if (r < 30) {
            Position p = cecpPosition();
            MoveList list = new MoveList();
            int n = p.sideToMove() == Position.CHANCE || p.result().isOver() ? 0 : p.generate(list);
            String move = n == 0 ? "e3e4" : p.moveText(list.move(rnd.nextInt(n)));
            return rnd.nextInt(4) == 0 ? move : "usermove " + move;
        }
        if (r < 42) {
            return "go";
        }
        if (r < 50) {
            return rnd.nextBoolean() ? "undo" : "remove";
        }
        if (r < 58) {
            List<String> ms = new ArrayList<>();
            Position p = walk(ms, rnd.nextInt(10));
            XboardVariant xv = (XboardVariant) variant;
            return "setboard " + (p.sideToMove() == Position.CHANCE ? "not a position" : xv.xboardFen(p));
        }
        if (r < 72) {
            return switch (rnd.nextInt(8)) {
                case 0 -> "level 40 0:30 0";
                case 1 -> "level 0 1 1";
                case 2 -> "st " + (light ? "0.01" : "0.05");
                case 3 -> "sd " + (1 + rnd.nextInt(2));
                case 4 -> "time " + rnd.nextInt(3000);
                case 5 -> "otim " + rnd.nextInt(3000);
                case 6 -> "st 10000000000";
                default -> "level 0 1e300 0";
            };
        }
        return switch (rnd.nextInt(16)) {
            case 0 -> "new";
            case 1 -> "force";
            case 2 -> "playother";
            case 3 -> "?";
            case 4 -> "post";
            case 5 -> "nopost";
            case 6 -> "result 1-0 {White mates}";
            case 7 -> "option Hash=" + (1 + rnd.nextInt(32));
            case 8 -> "option Search=" + (rnd.nextBoolean() ? "mcts" : "auto");
            case 9 -> "variant " + (rnd.nextInt(4) == 0 ? "chess-t2" : variant.name());
            case 10 -> "d";
            case 11 -> "hint";
            case 12 -> "draw";
            case 13 -> "computer";
            case 14 -> "memory 16";
            default -> "protover 2";
        };
    }

    // ---- valid commands -------------------------------------------------------------------------

    /** A position reached by a few random legal moves from the start, and the moves. */
    private Position walk(List<String> moves, int plies) {
        Position p = variant.startPosition();
        MoveList list = new MoveList();
        for (int i = 0; i < plies; i++) {
            int n = p.result().isOver() ? 0 : p.generate(list);
            if (n == 0) {
                break;
            }
            long m = list.move(rnd.nextInt(n));
            moves.add(hub() ? MoveTexts.text(p, m, "hub") : p.moveText(m));
            p.play(m);
        }
        return p;
    }

    private String validUgi() {
        int r = rnd.nextInt(100);
        if (r < 14) {
            List<String> ms = new ArrayList<>();
            walk(ms, rnd.nextInt(8));
            return ms.isEmpty() ? "position startpos" : "position startpos moves " + String.join(" ", ms);
        }
        if (r < 22) {
            List<String> ms = new ArrayList<>();
            Position p = walk(ms, rnd.nextInt(10));
            List<String> more = new ArrayList<>();
            Position q = p.copy();
            MoveList list = new MoveList();
            int n = q.result().isOver() ? 0 : q.generate(list);
            if (n > 0 && rnd.nextBoolean()) {
                more.add(q.moveText(list.move(rnd.nextInt(n))));
            }
            return "position fen " + p.fen() + (more.isEmpty() ? "" : " moves " + more.get(0));
        }
        if (r < 40) {
            return switch (rnd.nextInt(9)) {
                case 0 -> "go depth 1 nodes " + nodeCap; // a node cap: some games' quiescence is wide
                case 1 -> "go depth 2 nodes " + 4 * nodeCap;
                case 2 -> "go nodes 300";
                case 3 -> "go movetime " + (light ? 5 : 20);
                case 4 -> "go wtime 300 btime 300 winc 10 binc 10";
                case 5 -> "go p1time 150 p2time 150 p1inc 5 p2inc 5 movestogo 3";
                case 6 -> "go infinite";
                case 7 -> "go ponder wtime 500 btime 500";
                default -> "go mate 1 depth 2 nodes " + nodeCap;
            };
        }
        if (r < 48) {
            return "stop";
        }
        if (r < 62) {
            return switch (rnd.nextInt(9)) {
                case 0 -> "setoption name Hash value " + (1 + rnd.nextInt(32));
                case 1 -> "setoption name MultiPV value " + (1 + rnd.nextInt(3));
                case 2 -> "setoption name Threads value " + (1 + rnd.nextInt(2));
                case 3 -> "setoption name Clear Hash";
                case 4 -> "setoption name UCI_ShowWDL value " + rnd.nextBoolean();
                case 5 -> "setoption name Skill Level value " + rnd.nextInt(21);
                case 6 -> "setoption name Move Overhead value " + rnd.nextInt(100);
                case 7 -> "setoption name Search value " + (rnd.nextBoolean() ? "mcts" : "auto");
                default -> "setoption name UCI_Variant value "
                        + (rnd.nextInt(4) == 0 ? variants.get(rnd.nextInt(variants.size())).name() : variant.name());
            };
        }
        return switch (rnd.nextInt(11)) {
            case 0 -> "isready";
            case 1 -> "d";
            case 2 -> "moves";
            case 3 -> "eval";
            case 4 -> "query " + (rnd.nextBoolean() ? "gameover" : rnd.nextBoolean() ? "p1turn" : "result");
            case 5 -> dialect + "newgame";
            case 6 -> "ponderhit";
            case 7 -> dialect;
            case 8 -> "go depth 1 nodes " + nodeCap + " searchmoves " + firstMove(); // searchmoves takes every later word
            case 9 -> rnd.nextBoolean() ? "perft " + (1 + rnd.nextInt(3)) : "go perft 2";
            default -> rnd.nextBoolean() ? "help" : "bench " + variant.name() + " 1";
        };
    }

    private String firstMove() {
        Position p = variant.startPosition();
        MoveList list = new MoveList();
        int n = p.generate(list);
        return n == 0 ? "a1" : p.moveText(list.move(rnd.nextInt(n)));
    }

    private String validHub() {
        int r = rnd.nextInt(100);
        if (r < 22) {
            List<String> ms = new ArrayList<>();
            Position start = variant.startPosition();
            walk(ms, rnd.nextInt(8));
            return "pos pos=" + hubPos(start) + (ms.isEmpty() ? "" : " moves=\"" + String.join(" ", ms) + "\"");
        }
        if (r < 34) {
            return switch (rnd.nextInt(6)) {
                case 0 -> "level depth=" + (1 + rnd.nextInt(2));
                case 1 -> "level nodes=300";
                case 2 -> light ? "level nodes=100" : "level move-time=0.02";
                case 3 -> "level time=0.5 inc=0.01";
                case 4 -> "level time=0.3 moves=5";
                default -> "level infinite";
            };
        }
        if (r < 52) {
            return switch (rnd.nextInt(4)) {
                case 0, 1 -> "go think";
                case 2 -> "go ponder";
                default -> "go analyze";
            };
        }
        if (r < 60) {
            return "stop";
        }
        return switch (rnd.nextInt(10)) {
            case 0 -> "ping";
            case 1 -> "d";
            case 2 -> "moves";
            case 3 -> "init";
            case 4 -> "new-game";
            case 5 -> "ponder-hit";
            case 6 -> "set-param name=hash value=" + (1 + rnd.nextInt(16));
            case 7 -> "set-param name=variant value=" + variant.name();
            case 8 -> "perft " + (1 + rnd.nextInt(3));
            default -> "hub";
        };
    }

    /** Hub's position text: side, then {@code w b W B e} per playable square in square order. */
    private String hubPos(Position p) {
        int squares = variant.board(p).cells();
        StringBuilder sb = new StringBuilder(p.sideToMove() == 0 ? "W" : "B");
        for (int c = 0; c < squares; c++) {
            char s = p.symbolAt(c);
            sb.append(s == '.' ? 'e' : s);
        }
        return sb.toString();
    }

    // ---- mutations ------------------------------------------------------------------------------

    private String mutate(String line) {
        String s = line;
        int times = 1 + rnd.nextInt(3);
        for (int t = 0; t < times; t++) {
            s = mutateOnce(s);
        }
        return s;
    }

    private String mutateOnce(String s) {
        String[] words = s.split(" ", -1);
        int w = rnd.nextInt(words.length);
        switch (rnd.nextInt(11)) {
            case 0 -> { // delete a character
                if (!s.isEmpty()) {
                    int i = rnd.nextInt(s.length());
                    return s.substring(0, i) + s.substring(i + 1);
                }
                return s;
            }
            case 1 -> { // insert a character
                int i = rnd.nextInt(s.length() + 1);
                return s.substring(0, i) + CHARS[rnd.nextInt(CHARS.length)] + s.substring(i);
            }
            case 2 -> { // a number token becomes another
                words[w] = NUMBERS[rnd.nextInt(NUMBERS.length)];
                return String.join(" ", words);
            }
            case 3 -> { // a word twice
                words[w] = words[w] + " " + words[w];
                return String.join(" ", words);
            }
            case 4 -> { // a word dropped
                words[w] = "";
                return String.join(" ", words);
            }
            case 5 -> { // two words swapped
                int v = rnd.nextInt(words.length);
                String x = words[w];
                words[w] = words[v];
                words[v] = x;
                return String.join(" ", words);
            }
            case 6 -> { // cut short
                return s.substring(0, rnd.nextInt(s.length() + 1));
            }
            case 7 -> { // a stray word
                String[] stray = {"moves", "value", "name", "fen", "startpos", "depth", "infinite", "ponder", "K",
                    "pos=", "moves=\"", "\"", "=", "searchmoves", "x", "W:W:B", "1-1"};
                return s + " " + stray[rnd.nextInt(stray.length)];
            }
            case 8 -> { // case changed
                return rnd.nextBoolean() ? s.toUpperCase(Locale.ROOT) : words[w].toUpperCase(Locale.ROOT).isEmpty() ? s
                        : String.join(" ", replace(words, w, words[w].toUpperCase(Locale.ROOT)));
            }
            case 9 -> { // a run of blanks
                int i = rnd.nextInt(s.length() + 1);
                return s.substring(0, i) + " ".repeat(1 + rnd.nextInt(200)) + s.substring(i);
            }
            default -> { // a character replaced
                if (s.isEmpty()) {
                    return s;
                }
                int i = rnd.nextInt(s.length());
                return s.substring(0, i) + CHARS[rnd.nextInt(CHARS.length)] + s.substring(i + 1);
            }
        }
    }

    private static String[] replace(String[] words, int i, String w) {
        String[] c = words.clone();
        c[i] = w;
        return c;
    }
}
