package org.ansuz.protocol.shell;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Numbers;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.MoveTexts;
import org.ansuz.protocol.ugi.UgiSession;

/**
 * The shell's command table: a game against the engine ({@code play}, {@code go}, {@code engine},
 * {@code undo}/{@code redo}), readable analysis ({@code analyse}, {@code hint}), boards, help, and
 * games in and out ({@code save}/{@code load}). Every other line goes to the UGI table, whose
 * protocol output is untouched. Each command parses all its arguments before it changes anything.
 */
public final class ShellCommands {
    private final UgiSession ugi;
    private final EngineSession session;
    private final Console console;
    private final ShellGame game;
    private final ShellSearch search;
    /** Which sides (p1, p2) the engine plays. */
    private final boolean[] engineSides = new boolean[2];
    /** The engine's limit per move in {@code play} mode: a depth, or else a time. */
    private int engineDepth;
    private long engineMoveMs = 2000;
    /** {@code exit} was typed (perhaps while an analysis ran): the shell ends. */
    private boolean ended;

    public ShellCommands(UgiSession ugi, Console console) {
        this.ugi = ugi;
        this.session = ugi.engineSession();
        this.console = console;
        this.game = new ShellGame(session);
        this.search = new ShellSearch(session, console);
        // the protocol's "info string variant ... startpos ..." is for GUIs: the shell says it in words
        session.onMessage(m -> {
            if (!m.startsWith("variant ")) {
                console.line("note: " + m);
            }
        });
    }

    /** Every command the shell knows, its own and the protocol's (for completion). */
    public List<String> commandNames() {
        List<String> all = new ArrayList<>(ShellHelp.commands());
        for (String c : ugi.commandNames()) {
            if (!all.contains(c)) {
                all.add(c);
            }
        }
        return all;
    }

    /** Runs one line; {@code false} when the shell should end. */
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        if (line.isEmpty() || line.startsWith("#")) {
            return true;
        }
        String[] t = line.split("\\s+");
        String cmd = t[0].toLowerCase(Locale.ROOT);
        List<String> args = Arrays.asList(t).subList(1, t.length);
        try {
            switch (cmd) {
                case "exit", "quit" -> ended = true;
                case "help" -> help(args);
                case "variants" -> ShellHelp.variants(session.variants(), console.width()).forEach(console::line);
                case "new" -> newGame(args);
                case "play" -> play(args);
                case "go" -> go(args);
                case "analyse", "analyze" -> analyse(args);
                case "stop" -> session.stop();
                case "hint" -> hint(args);
                case "engine" -> engine(args);
                case "undo" -> undo(args);
                case "redo" -> redo(args);
                case "d", "display", "board" -> board(true);
                case "moves" -> moves(args);
                case "save" -> save(args);
                case "load" -> load(args);
                default -> {
                    boolean more = ugi.handle(line);
                    game.sync();
                    return more;
                }
            }
        } catch (RuntimeException e) {
            // a bug in a rules module or the shell must not end the session
            error("internal error on '" + line + "': " + e);
        }
        return !ended;
    }

    private Paint paint() {
        return new Paint(console.colour());
    }

    private void error(String text) {
        ugi.error(text);
    }

    private void help(List<String> args) {
        if (args.isEmpty()) {
            ShellHelp.summary(console.width()).forEach(console::line);
        } else if (args.get(0).equalsIgnoreCase("variants")) {
            ShellHelp.variants(session.variants(), console.width()).forEach(console::line);
        } else {
            List<String> topic = ShellHelp.topic(args.get(0), console.width());
            if (topic == null) {
                error("no help for " + args.get(0) + "; 'help' lists the commands");
            } else {
                topic.forEach(console::line);
            }
        }
    }

    // ----- the game

    private void newGame(List<String> args) {
        if (args.size() > 1) {
            error("new takes one variant name, not '" + String.join(" ", args) + "'");
            return;
        }
        Variant v = args.isEmpty() ? session.variant() : session.find(args.get(0));
        if (v == null) {
            error(args.isEmpty() ? "no variants are installed" : "unknown variant: " + args.get(0) + " ('variants' lists them)");
            return;
        }
        if (v != session.variant()) {
            session.selectVariant(v);
        } else {
            session.newGame();
        }
        game.restart();
        console.line("New game of " + v.name() + " (" + ShellHelp.board(v.board().description()) + "), "
                + v.info().p1Name() + " against " + v.info().p2Name() + ".");
        board(false);
        engineTurns();
    }

    private void play(List<String> texts) {
        Position pos = session.position();
        if (pos == null) {
            error("no valid position");
            return;
        }
        if (texts.isEmpty()) {
            error("play what? 'moves' lists the legal moves");
            return;
        }
        String bad = game.play(texts, seed());
        if (bad != null) {
            error(bad);
            return;
        }
        board(false);
        if (!announceEnd()) {
            engineTurns();
        }
    }

    private long seed() {
        return session.options().get("Random Seed").asLong();
    }

    private void undo(List<String> args) {
        int n = count(args, "undo");
        if (n < 0) {
            return;
        }
        if (game.undoable() == 0) {
            error("nothing to undo");
            return;
        }
        game.undo(Math.min(n, game.undoable()));
        board(false);
    }

    private void redo(List<String> args) {
        int n = count(args, "redo");
        if (n < 0) {
            return;
        }
        if (game.redoable() == 0) {
            error("nothing to redo");
            return;
        }
        game.redo(Math.min(n, game.redoable()));
        board(false);
        announceEnd();
    }

    /** The optional count of {@code undo}/{@code redo}: 1 when absent, -1 (after an error) when malformed. */
    private int count(List<String> args, String cmd) {
        if (args.isEmpty()) {
            return 1;
        }
        long n = args.size() == 1 ? Numbers.parseLong(args.get(0), -1) : -1;
        if (n < 1) {
            error("usage: " + cmd + " [N], N a number of moves from 1");
            return -1;
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /** Prints the end of the game when it has ended; true then. */
    private boolean announceEnd() {
        Position pos = session.position();
        if (pos == null) {
            return false;
        }
        GameResult r = GameResult.of(pos);
        if (!r.isOver()) {
            return false;
        }
        console.line(paint().bold("Game over: " + resultWords(pos)));
        return true;
    }

    /** {@code White wins (no legal move)}, {@code Dwarfs win by 12 (...)}, {@code draw (threefold repetition)}. */
    String resultWords(Position pos) {
        GameInfo info = session.variant().info();
        String result = DebugCommands.result(pos);
        String who = switch (result) {
            case "p1win" -> winner(info.p1Name());
            case "p2win" -> winner(info.p2Name());
            case "draw" -> "draw";
            default -> "the game goes on";
        };
        return who + DebugCommands.resultDetail(pos);
    }

    /** {@code White wins}, {@code Dwarfs win}: a plural side name takes the plural verb. */
    private static String winner(String name) {
        return name + (name.endsWith("s") ? " win" : " wins");
    }

    // ----- the engine

    private void engine(List<String> args) {
        GameInfo info = session.variant() == null ? GameInfo.of("none") : session.variant().info();
        if (args.isEmpty()) {
            console.line(engineSetting(info));
            return;
        }
        String what = args.get(0).toLowerCase(Locale.ROOT);
        if (what.equals("time") || what.equals("depth")) {
            if (args.size() != 2) {
                error("usage: engine " + what + (what.equals("time") ? " SECONDS" : " N"));
                return;
            }
            SearchLimits l = ShellSearch.limits(List.of(what, args.get(1)), false);
            if (l == null) {
                error("bad engine " + what + ": " + args.get(1));
                return;
            }
            engineDepth = l.depth;
            engineMoveMs = l.depth > 0 ? -1 : l.moveTimeMs;
            console.line(engineSetting(info));
            return;
        }
        if (args.size() != 1) {
            error("usage: engine white|black|both|off|<side>, engine time SECONDS, engine depth N");
            return;
        }
        boolean[] sides = sides(what, info);
        if (sides == null) {
            error("engine: unknown side '" + args.get(0) + "'; say " + info.p1Name().toLowerCase(Locale.ROOT) + ", "
                    + info.p2Name().toLowerCase(Locale.ROOT) + ", both or off");
            return;
        }
        engineSides[0] = sides[0];
        engineSides[1] = sides[1];
        console.line(engineSetting(info));
        engineTurns();
    }

    /** The sides a word names: both, off, p1/p2, the game's side names (singular too), white/black by letter case. */
    private static boolean[] sides(String word, GameInfo info) {
        switch (word) {
            case "both", "all" -> {
                return new boolean[] {true, true};
            }
            case "off", "none" -> {
                return new boolean[] {false, false};
            }
            case "p1", "first" -> {
                return new boolean[] {true, false};
            }
            case "p2", "second" -> {
                return new boolean[] {false, true};
            }
            default -> {
            }
        }
        String[] names = {info.p1Name().toLowerCase(Locale.ROOT), info.p2Name().toLowerCase(Locale.ROOT)};
        for (int s = 0; s < 2; s++) {
            if (names[s].equals(word) || names[s].equals(word + "s") || names[s].equals(word + "es")) {
                return new boolean[] {s == 0, s == 1};
            }
        }
        // White and Black by letter case where the game's sides are called otherwise (upper case is White)
        int upper = info.p1IsUpperCase() ? 0 : 1;
        if (word.equals("white")) {
            return new boolean[] {upper == 0, upper == 1};
        }
        if (word.equals("black")) {
            return new boolean[] {upper == 1, upper == 0};
        }
        return null;
    }

    private String engineSetting(GameInfo info) {
        String plays = engineSides[0] && engineSides[1] ? "both sides"
                : engineSides[0] ? info.p1Name() : engineSides[1] ? info.p2Name() : "no side (engine off)";
        String limit = engineDepth > 0 ? "depth " + engineDepth : SearchLines.seconds(engineMoveMs) + " a move";
        return "engine plays " + plays + ", " + limit;
    }

    private SearchLimits engineLimits() {
        SearchLimits l = new SearchLimits();
        if (engineDepth > 0) {
            l.depth = engineDepth;
        } else {
            l.moveTimeMs = engineMoveMs;
        }
        return l;
    }

    /** While the engine owns the side to move and the game goes on: it searches and plays. Ctrl-C ends the run. */
    private void engineTurns() {
        search.clearInterrupt();
        while (!search.interrupted()) {
            Position pos = session.position();
            if (pos == null || GameResult.of(pos).isOver()) {
                return;
            }
            if (pos.sideToMove() == Position.CHANCE) {
                if (!engineSides[ChanceEvents.nextMover(pos)]) {
                    return;
                }
                resolveChance();
                continue;
            }
            if (!engineSides[pos.sideToMove()]) {
                return;
            }
            if (!searchAndPlay(engineLimits())) {
                return;
            }
        }
    }

    private void resolveChance() {
        String chance = session.resolveChance();
        if (chance != null) {
            game.recordChance(chance);
            console.line("chance: " + chance);
        }
    }

    /** Searches the position and plays the result; false when nothing was played. */
    private boolean searchAndPlay(SearchLimits limits) {
        resolveChance();
        ShellSearch.Result r = search.run(limits, false, false);
        if (r == null || r.best() == null) {
            return false;
        }
        String bad = game.play(List.of(r.best()), seed());
        if (bad != null) {
            error("the engine's move " + r.best() + " did not play: " + bad);
            return false;
        }
        String score = r.last() == null ? "" : "  (" + r.scoreText() + ")";
        console.line(paint().bold("Ansuz plays " + r.best()) + score);
        board(false);
        return !announceEnd();
    }

    private void go(List<String> args) {
        SearchLimits limits = args.isEmpty() ? engineLimits() : ShellSearch.limits(args, true);
        if (limits == null) {
            error("bad go argument: " + String.join(" ", args) + " (say: go, go depth N, go time SECONDS, go nodes N)");
            return;
        }
        if (!ready()) {
            return;
        }
        if (limits.infinite) {
            ShellSearch.Result r = search.run(limits, true, false);
            if (r != null && r.best() != null && game.play(List.of(r.best()), seed()) == null) {
                console.line(paint().bold("Ansuz plays " + r.best()) + "  (" + r.scoreText() + ")");
                board(false);
                announceEnd();
            }
            return;
        }
        search.clearInterrupt();
        if (searchAndPlay(limits)) {
            engineTurns();
        }
    }

    private void analyse(List<String> args) {
        SearchLimits limits = args.isEmpty() ? new SearchLimits() : ShellSearch.limits(args, true);
        if (limits == null) {
            error("bad analyse argument: " + String.join(" ", args) + " (say: analyse, analyse depth N, analyse time SECONDS)");
            return;
        }
        if (args.isEmpty()) {
            limits.infinite = true;
        }
        if (!ready()) {
            return;
        }
        resolveChance();
        ShellSearch.Result r = search.run(limits, limits.infinite, false);
        if (r != null && r.best() != null) {
            console.line("best move " + r.best() + (r.last() == null ? "" : "  (" + r.scoreText() + ")"));
        }
        if (r != null && r.typed() != null && !r.typed().equalsIgnoreCase("stop")) {
            handle(r.typed()); // a command typed while the analysis ran: it ended the analysis, now it runs
        }
    }

    private void hint(List<String> args) {
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = 1000;
        if (!args.isEmpty()) {
            limits = args.size() == 1 ? ShellSearch.limits(List.of("time", args.get(0)), false) : null;
            if (limits == null) {
                error("usage: hint [SECONDS]");
                return;
            }
        }
        if (!ready()) {
            return;
        }
        ShellSearch.Result r = search.run(limits, false, true);
        if (r != null && r.best() != null) {
            console.line("hint: " + r.best() + (r.last() == null ? "" : "  (" + r.scoreText() + ")"));
        }
    }

    /** A search needs a position of a game that goes on (a finished one says how it ended). */
    private boolean ready() {
        Position pos = session.position();
        if (pos == null) {
            error("no valid position");
            return false;
        }
        if (GameResult.of(pos).isOver()) {
            error("the game is over: " + resultWords(pos));
            return false;
        }
        return true;
    }

    // ----- boards and moves

    /** The board; {@code full} adds the position text and the key as {@code d} prints them. */
    private void board(boolean full) {
        Position pos = session.position();
        if (pos == null) {
            error("no valid position");
            return;
        }
        ShellBoard.lines(session.variant(), pos, console.width()).forEach(console::line);
        List<String> facts = DebugCommands.display(session);
        int from = facts.indexOf("");
        for (String f : facts.subList(from + 1, facts.size())) {
            if (full || f.startsWith("Side:") || f.startsWith("Score:")) {
                console.line(f);
            }
        }
    }

    private void moves(List<String> args) {
        Position pos = session.position();
        if (pos == null) {
            error("no valid position");
            return;
        }
        if (args.size() > 1) {
            error("usage: moves [square]");
            return;
        }
        Map<String, List<String>> groups = groups(session.variant().board(pos), MoveTexts.legal(pos));
        int total = groups.values().stream().mapToInt(List::size).sum();
        String side = pos.sideToMove() == Position.CHANCE ? "chance" : pos.sideToMove() == 0
                ? session.variant().info().p1Name() : session.variant().info().p2Name();
        if (!args.isEmpty()) {
            String want = args.get(0);
            List<String> one = null;
            for (Map.Entry<String, List<String>> g : groups.entrySet()) {
                if (g.getKey().equalsIgnoreCase(want)) {
                    one = g.getValue();
                }
            }
            if (one == null) {
                error("no legal move starts at " + want);
                return;
            }
            groups = Map.of(want, one);
            console.line(one.size() + (one.size() == 1 ? " legal move" : " legal moves") + " from " + want + ":");
        } else {
            console.line(total + (total == 1 ? " legal move" : " legal moves") + " for " + side
                    + (groups.size() > 1 ? ", from " + groups.size() + " places" : "") + ":");
        }
        int keyWidth = 0;
        for (String k : groups.keySet()) {
            keyWidth = Math.max(keyWidth, k.length());
        }
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            String head = String.format(Locale.ROOT, "  %-" + keyWidth + "s (%d): ", g.getKey(), g.getValue().size());
            List<String> wrapped = ShellBoard.wrap(String.join(" ", g.getValue()), Math.max(20, console.width() - head.length() - 1));
            for (int i = 0; i < wrapped.size(); i++) {
                console.line((i == 0 ? head : " ".repeat(head.length())) + wrapped.get(i));
            }
        }
    }

    /**
     * Moves grouped by where they start: the longest cell name the move text begins with ({@code 32} of
     * {@code 32-28}, {@code f15} of {@code f15-g14}), the piece of a drop ({@code M@} of {@code M@b6}),
     * else the text itself.
     */
    static Map<String, List<String>> groups(Board board, List<String> moves) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String m : moves) {
            String key = null;
            for (String cell : board.cellNames()) {
                if (m.regionMatches(true, 0, cell, 0, cell.length()) && (key == null || cell.length() > key.length())
                        && (m.length() == cell.length() || !Character.isDigit(m.charAt(cell.length()))
                        || !Character.isDigit(cell.charAt(cell.length() - 1)))) {
                    key = cell;
                }
            }
            int at = m.indexOf('@');
            if (at > 0 && (key == null || at < key.length())) {
                key = m.substring(0, at + 1);
            }
            groups.computeIfAbsent(key == null ? m : key, k -> new ArrayList<>()).add(m);
        }
        return groups;
    }

    // ----- files

    private void save(List<String> args) {
        if (args.size() != 1) {
            error("usage: save FILE");
            return;
        }
        String bad = game.save(args.get(0), engineSides);
        if (bad != null) {
            error(bad);
        } else {
            console.line("saved " + game.size() + (game.size() == 1 ? " move" : " moves") + " to " + args.get(0));
        }
    }

    private void load(List<String> args) {
        if (args.size() != 1) {
            error("usage: load FILE");
            return;
        }
        String bad = game.load(args.get(0));
        if (bad != null) {
            error(bad);
            return;
        }
        console.line("loaded " + session.variant().name() + ", " + game.size() + (game.size() == 1 ? " move" : " moves")
                + " from " + args.get(0));
        board(false);
        announceEnd();
    }
}
