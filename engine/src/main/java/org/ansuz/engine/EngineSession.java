package org.ansuz.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.search.Worker;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * The engine as every protocol dialect drives it: the installed games, the selected variant, the
 * current position with its history, the option registry and the search ({@code go}, {@code stop},
 * {@code ponderhit} with callbacks). Dialects only parse their lines and print their replies; the
 * state lives here, so a new dialect is a small class.
 *
 * <p>Nothing here half-applies: {@link #setPosition} either installs the whole new position or
 * leaves none ("no valid position", so that a later {@code go} cannot search the wrong board).
 */
public final class EngineSession {
    /** How a {@link #go} began. */
    public enum Start {
        /** The search runs; the listener gets its reports and exactly one {@code onBestMove}. */
        STARTED,
        /** There is no valid position (after a rejected one): nothing was searched. */
        NO_POSITION,
        /** The game is over at the root: nothing to search ({@link #result()} says how it ended). */
        GAME_OVER,
        /** The search could not start; the listener was told why ({@code onMessage("error search failed: ...")}). */
        FAILED
    }

    /** The longest move text read: no game writes more, and no text reaches a family's parser unbounded. */
    public static final int MAX_MOVE_TEXT = 200;
    /** The longest position text read. */
    public static final int MAX_FEN = 10_000;

    private volatile List<Variant> variants;
    private final Engine engine;
    private final Options options = new Options();
    private final Option variantOption;
    private volatile Consumer<String> messages = m -> { };
    private volatile boolean taskStop;
    /** Runs {@code perft} and {@code bench}: a thread kept for the session's life (see {@link Worker}). */
    private final Worker tasks = Worker.ownedBy(this, "ansuz-task");
    private Variant variant;
    /** The current position, or {@code null}: "no valid position". */
    private Position position;

    /**
     * @param variants       the installed games (listed alphabetically)
     * @param defaultVariant the starting variant's name or alias; {@code null} or unknown: international,
     *                       else the first
     */
    public EngineSession(List<Variant> variants, String defaultVariant, Engine engine) {
        this.variants = sorted(variants);
        this.engine = engine;
        Variant start = find(defaultVariant);
        if (start == null) {
            start = find("international");
        }
        if (start == null && !this.variants.isEmpty()) {
            start = this.variants.get(0);
        }
        variant = start;
        position = start == null ? null : start.startPosition();
        engine.setGameInfo(start == null ? null : start.info());
        variantOption = declareOptions();
    }

    private static List<Variant> sorted(List<Variant> variants) {
        List<Variant> sorted = new ArrayList<>(variants);
        sorted.sort(Comparator.comparing(Variant::name));
        return List.copyOf(sorted);
    }

    private List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (Variant v : variants) {
            names.add(v.name());
        }
        return names;
    }

    /**
     * Replaces the installed games (a variants file was loaded): {@code UCI_Variant} accepts the new
     * names at once and lists them at the next handshake. The current game and position stay.
     */
    public void installVariants(List<Variant> installed) {
        variants = sorted(installed);
        variantOption.choices(variantNames());
    }

    /** The engine's options, each declared once here (the protocol adds its own, e.g. the debug log). */
    private Option declareOptions() {
        Option variantChoice = options.add(Option.combo("UCI_Variant", variant == null ? "none" : variant.name(), variantNames())
                .accepting(raw -> {
                    Variant v = find(raw);
                    return v == null ? null : v.name();
                }, "unknown variant")
                .onChange(o -> selectVariant(find(o.value())))
                .hub("variant"));
        options.add(Option.spin("Hash", Engine.DEFAULT_HASH_MB, 1, Engine.MAX_HASH_MB)
                .onChange(o -> engine.setHashMb(o.asInt())).hub("hash"));
        options.add(Option.button("Clear Hash").onChange(o -> engine.clearHash()));
        options.add(Option.spin("Threads", 1, 1, Engine.MAX_THREADS)
                .onChange(o -> engine.setThreads(o.asInt())).hub("threads"));
        options.add(Option.spin("MultiPV", 1, 1, Engine.MAX_MULTI_PV).onChange(o -> engine.setMultiPv(o.asInt())));
        options.add(Option.check("Ponder", false)); // a hint for the GUI only
        options.add(Option.spin("Move Overhead", Engine.DEFAULT_MOVE_OVERHEAD_MS, 0, 5000)
                .onChange(o -> engine.setMoveOverheadMs(o.asInt())));
        options.add(Option.combo("Search", SearchKind.AUTO.text(), SearchKind.texts())
                .onChange(o -> engine.setSearchKind(SearchKind.parse(o.value()))));
        options.add(Option.check("UCI_ShowWDL", false).onChange(o -> engine.setShowWdl(o.isTrue())));
        options.add(Option.check("UCI_AnalyseMode", false).onChange(o -> engine.setAnalyseMode(o.isTrue())));
        Option.Effect skill = o -> engine.setSkillLevel(skillLevel());
        options.add(Option.spin("Skill Level", 20, 0, 20).onChange(skill));
        options.add(Option.check("UCI_LimitStrength", false).onChange(skill));
        options.add(Option.spin("UCI_Elo", 2500, 500, 2500).onChange(skill));
        options.add(Option.spin("Random Seed", 0, 0, Integer.MAX_VALUE).onChange(o -> engine.setRandomSeed(o.asLong())));
        return variantChoice;
    }

    /** {@code Skill Level}, lowered further by {@code UCI_Elo} when {@code UCI_LimitStrength} is on. */
    private int skillLevel() {
        int skill = options.get("Skill Level").asInt();
        if (options.get("UCI_LimitStrength").isTrue()) {
            skill = Math.min(skill, Engine.skillLevelForElo(options.get("UCI_Elo").asInt()));
        }
        return skill;
    }

    public Options options() {
        return options;
    }

    /**
     * Sets an option by name (the search is stopped first); returns {@code null} or the error text
     * ({@code no such option: <name>}, {@code bad value for <name>: <v>}, {@code unknown variant: <v>}).
     */
    public String setOption(String name, String value) {
        Option o = options.get(name);
        if (o == null) {
            return "no such option: " + name;
        }
        stop();
        return options.set(o, value);
    }

    /** The option that names the variant ({@code UCI_Variant}): a dialect that chooses variants its own way skips it. */
    public Option variantOption() {
        return variantOption;
    }

    /** Where notices go ({@code variant <name> board <board> startpos <fen>} when the variant changes). */
    public void onMessage(Consumer<String> sink) {
        messages = sink == null ? m -> { } : sink;
    }

    public Engine engine() {
        return engine;
    }

    /** The installed games, alphabetically. */
    public List<Variant> variants() {
        return variants;
    }

    public Variant variant() {
        return variant;
    }

    /** The variant called {@code name} or one of its aliases (case-insensitive), or {@code null}. */
    public Variant find(String name) {
        if (name == null) {
            return null;
        }
        String n = name.strip();
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

    /** Switches to {@code v} at its start position, as a new game, and says so through {@link #onMessage}. */
    public void selectVariant(Variant v) {
        stop();
        variant = v;
        variantOption.store(v.name());
        position = v.startPosition();
        engine.newGame();
        engine.setGameInfo(v.info());
        messages.accept("variant " + v.name() + " board " + v.board().description() + " startpos " + v.startFen());
    }

    /** A new game of the current variant: the start position, a cleared table. */
    public void newGame() {
        stop();
        engine.newGame();
        if (variant != null) {
            position = variant.startPosition();
        }
    }

    /** The current position (do not change it), or {@code null} when there is no valid position. */
    public Position position() {
        return position;
    }

    /** Forgets the position (a {@code position} command that did not parse): "no valid position". */
    public void clearPosition() {
        stop();
        position = null;
    }

    /**
     * All or nothing: the position {@code fen} ({@code null} = the variant's start) with {@code moves}
     * played, or, when anything is wrong, no valid position at all.
     *
     * @return {@code null}, or the error text ({@code bad fen: <why>}, {@code illegal move <m> at <k>})
     */
    public String setPosition(String fen, List<String> moves) {
        stop();
        position = null;
        return install(fen, moves);
    }

    /**
     * As {@link #setPosition}, except that a rejected position leaves the current one in place (CECP's
     * {@code setboard}: a rejected command changes nothing).
     */
    public String replacePosition(String fen, List<String> moves) {
        stop();
        return install(fen, moves);
    }

    private String install(String fen, List<String> moves) {
        if (variant == null) {
            return "bad fen: no variant is installed";
        }
        if (fen != null && fen.length() > MAX_FEN) {
            return "bad fen: longer than " + MAX_FEN + " characters";
        }
        Position p;
        try {
            p = variant.newPosition(fen == null ? variant.startFen() : fen);
        } catch (NotationException | RuntimeException e) {
            return "bad fen: " + e.getMessage();
        }
        String bad = playAll(p, moves);
        if (bad == null) {
            position = p;
        }
        return bad;
    }

    /** Plays {@code moves} on the current position, all or nothing; {@code null} or the error text. */
    public String play(List<String> moves) {
        if (position == null) {
            return "no valid position";
        }
        stop();
        Position trial = position.copy();
        String bad = playAll(trial, moves);
        if (bad == null) {
            position = trial;
        }
        return bad;
    }

    /** Takes back the last move; {@code false} when there is none. */
    public boolean undo() {
        if (position == null || position.plies() == 0) {
            return false;
        }
        stop();
        position.undo();
        return true;
    }

    /**
     * Plays {@code moves} on {@code p}; returns the error of the first bad one ({@code p} is then spoiled).
     * Where a chance event is pending and the next move is not one of its outcomes, the engine's own
     * outcome ({@link #resolveChance}) is played first: a GUI that knows nothing of the event re-sends the
     * game without it and gets the same game.
     */
    private String playAll(Position p, List<String> moves) {
        MoveList list = new MoveList();
        for (int k = 0; k < moves.size(); k++) {
            long m = legalMove(p, moves.get(k), list);
            if (m == 0 && p.sideToMove() == Position.CHANCE) {
                p.play(ChanceEvents.draw(p, chanceSeed()));
                m = legalMove(p, moves.get(k), list);
            }
            if (m == 0) {
                return "illegal move " + moves.get(k) + " at " + (k + 1);
            }
            p.play(m);
        }
        return null;
    }

    /** The legal move {@code text} means, or 0; a text longer than {@link #MAX_MOVE_TEXT} never reaches a family's parser. */
    public static long legalMove(Position p, String text, MoveList list) {
        if (text.length() > MAX_MOVE_TEXT) {
            return 0;
        }
        try {
            long m = p.parseMove(text);
            p.generate(list);
            return list.contains(m) ? m : 0;
        } catch (NotationException | RuntimeException e) {
            return 0;
        }
    }

    private long chanceSeed() {
        return options.get("Random Seed").asLong();
    }

    /**
     * When a chance event is pending at the current position (Chess-T's impregnable squares), draws its
     * outcome from the {@code Random Seed} option and the position (the same seed and position always
     * draw the same outcome), plays it and returns its text; otherwise returns {@code null}. The engine
     * never answers a chance outcome as its own move: {@code go} resolves the event first.
     */
    public String resolveChance() {
        Position p = position;
        if (p == null || p.sideToMove() != Position.CHANCE) {
            return null;
        }
        stop();
        long m = ChanceEvents.draw(p, chanceSeed());
        if (m == 0) {
            return null;
        }
        String text = p.moveText(m);
        p.play(m);
        return text;
    }

    /** The result of the current game by its rules, "no legal move" included ({@code ONGOING} also when there is no position). */
    public GameResult result() {
        Position p = position;
        return p == null ? GameResult.ONGOING : GameResult.of(p);
    }

    /**
     * Starts a search of the current position (stopping any running one) and returns at once. Only
     * when it returns {@link Start#STARTED} does the listener get its {@code onBestMove}; the caller
     * answers the other cases itself.
     *
     * @param searchMoves move texts the root is restricted to ({@code null} = all); illegal ones are
     *                    dropped with an {@code onMessage("warning ...")}
     */
    public Start go(SearchLimits limits, List<String> searchMoves, SearchListener listener) {
        stop();
        Position p = position;
        if (p == null) {
            return Start.NO_POSITION;
        }
        MoveList legal = new MoveList();
        int n = p.generate(legal);
        GameResult o = p.result();
        if (n == 0 || o.isOver() && o.kind() != GameResult.Kind.DRAW) {
            return Start.GAME_OVER; // a draw by rule with moves left is searched: the GUI adjudicates
        }
        if (searchMoves != null) {
            limits.searchMoves = searchMoves(p, searchMoves, legal, listener);
        }
        try {
            engine.go(p, limits, listener);
            return Start.STARTED;
        } catch (RuntimeException | OutOfMemoryError e) {
            listener.onMessage("error search failed: " + e);
            return Start.FAILED;
        }
    }

    private static long[] searchMoves(Position p, List<String> texts, MoveList legal, SearchListener listener) {
        List<Long> ok = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        MoveList scratch = new MoveList();
        for (String s : texts) {
            long m = legalMove(p, s, scratch);
            if (m == 0) {
                dropped.add(s);
            } else if (!ok.contains(m)) {
                ok.add(m);
            }
        }
        if (!dropped.isEmpty()) {
            listener.onMessage("warning searchmoves ignores illegal " + String.join(" ", dropped)
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

    /** A long job that is not a search ({@code perft}, {@code bench}); it polls {@code stopped} and ends soon after. */
    @FunctionalInterface
    public interface Task {
        void run(java.util.function.BooleanSupplier stopped);
    }

    /**
     * Runs {@code task} on the session's task thread, as a search runs (any running search or task is
     * stopped first), so the reader stays free: {@code isready} is answered at once and
     * {@link #stop} ends the task.
     */
    public synchronized void runTask(Task task) {
        stop();
        taskStop = false;
        tasks.submit(() -> task.run(() -> taskStop));
    }

    /** Waits until the running task (if any) has ended by itself or by {@link #stop}. */
    public void awaitTask() {
        tasks.awaitIdle();
    }

    /** True while a task runs. */
    public boolean isRunningTask() {
        return tasks.busy();
    }

    /** Ends the running search (its {@code onBestMove} still comes) or task, and waits for it. */
    public void stop() {
        taskStop = true;
        awaitTask();
        engine.stop();
    }

    /** The pondered move was played: the search goes on as a normal timed one. */
    public void ponderHit() {
        engine.ponderHit();
    }

    public boolean isSearching() {
        return engine.isSearching();
    }

    /** True while a search or a task runs. */
    public boolean isBusy() {
        return isSearching() || isRunningTask();
    }

    /** Stops everything (quit, end of input). */
    public void close() {
        stop();
        engine.waitForIdle();
    }
}
