package org.ansuz.protocol.cecp;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Option;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.XboardVariant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.DialectSession;
import org.ansuz.protocol.Excerpt;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.SearchReporter;
import org.ansuz.protocol.Version;

/**
 * CECP v2 (XBoard / WinBoard protocol, {@code docs/protocol.md#cecp-xboard}) for the variants XBoard can draw
 * ({@link XboardVariant}: Chess-T), offered as engine-defined variants: {@code variant <name>} is
 * answered with a {@code setup} line (piece letters, board size, start position) and one {@code piece}
 * line per piece. The engine keeps the game in the {@link EngineSession}; its own moves are applied
 * there by the next command (the search thread never waits for itself). A chance event (Chess-T's
 * impregnable squares) is drawn by the engine and told to the user, since XBoard knows nothing of it.
 */
public final class CecpSession implements DialectSession {
    private final EngineSession session;
    private final Output out;
    private boolean force;
    /** The side the engine plays (0 White, 1 Black), or -1 in force mode. */
    private int engineSide = 1;
    private boolean post = true;
    private final CecpClock clock = new CecpClock();
    /** The engine's last move, applied to the session by the next command: set by the search thread. */
    private String pendingMove;
    private volatile SearchReporter active;
    private boolean gameOver;
    /**
     * A {@code setboard} was rejected: the GUI shows a position the engine does not have, so it plays
     * nothing until {@code new}, {@code variant} or a good {@code setboard}.
     */
    private boolean positionRejected;

    public CecpSession(EngineSession session, Output out) {
        this.session = session;
        this.out = out;
        session.onMessage(m -> { });
        if (session.variant() == null || !(session.variant() instanceof XboardVariant)) {
            List<Variant> offered = offered();
            if (!offered.isEmpty()) {
                session.selectVariant(offered.get(0));
            }
        }
    }

    private List<Variant> offered() {
        List<Variant> list = new ArrayList<>();
        for (Variant v : session.variants()) {
            if (v instanceof XboardVariant) {
                list.add(v);
            }
        }
        return list;
    }

    /** {@code Error (<what>): input}, quoting a bounded, printable excerpt. */
    @Override
    public void error(String what) {
        out.line("Error (" + Excerpt.of(what, 200) + "): input");
    }

    @Override
    public boolean handle(String rawLine) {
        String line = rawLine.replace("\r", "").strip();
        if (line.isEmpty()) {
            return true;
        }
        applyPendingMove();
        String[] w = line.split("\\s+", 2);
        String cmd = w[0];
        String arg = w.length > 1 ? w[1].strip() : "";
        try {
            switch (cmd) {
                case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating",
                     "ics", "nps", "memory", "cores", "egtpath", "draw", "hint", "bk" -> { }
                case "option" -> option(arg);
                case "protover" -> features();
                case "new" -> newGame();
                case "variant" -> variant(arg);
                case "force" -> {
                    stopSearch();
                    force = true;
                }
                case "go" -> {
                    force = false;
                    Position p = session.position();
                    engineSide = p == null ? 0 : side(p);
                    think();
                }
                case "playother" -> {
                    force = false;
                    Position p = session.position();
                    engineSide = p == null ? 1 : 1 - side(p);
                }
                case "usermove" -> userMove(arg);
                case "level" -> clockError(clock.level(arg), line);
                case "st" -> clockError(clock.moveTime(arg), line);
                case "sd" -> clockError(clock.depth(arg), line);
                case "time" -> clockError(clock.clock(arg, true), line);
                case "otim" -> clockError(clock.clock(arg, false), line);
                case "post" -> post = true;
                case "nopost" -> post = false;
                case "?" -> session.stop();
                case "undo" -> takeBack(1);
                case "remove" -> takeBack(2);
                case "setboard" -> setBoard(arg);
                case "ping" -> pong(arg);
                case "result" -> {
                    stopSearch();
                    force = true;
                    gameOver = true;
                }
                case "white", "black" -> { } // protocol version 1 colour commands: the side follows the position
                case "d" -> DebugCommands.display(session).forEach(l -> out.line("# " + l));
                case "render" -> {
                    String reply = DebugCommands.render(session, arg);
                    out.line(reply.startsWith("error ") ? "Error (" + reply.substring(6) + "): render" : "# " + reply);
                }
                case "quit" -> {
                    close();
                    return false;
                }
                default -> {
                    if (looksLikeMove(line)) {
                        userMove(line); // protocol version 1: a bare move
                    } else {
                        out.line("Error (unknown command): " + Excerpt.of(line));
                    }
                }
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            out.line("Error (internal: " + e + "): " + Excerpt.of(line));
        }
        return true;
    }

    /**
     * {@code pong N} answers once every earlier command is complete: during the engine's own search
     * that is after its {@code move} line.
     */
    private void pong(String arg) {
        String line = "pong" + (arg.isEmpty() ? "" : " " + arg);
        SearchReporter searching = active;
        if (searching == null || !searching.after(line)) {
            out.line(line);
        }
    }

    private static boolean looksLikeMove(String s) {
        return s.matches("@?[a-z]\\d{1,2}[a-z]\\d{1,2}[a-z]?");
    }

    static int side(Position p) {
        return ChanceEvents.nextMover(p); // at a chance event: the one who moves once the outcome is known
    }

    private void features() {
        List<String> names = new ArrayList<>();
        offered().forEach(v -> names.add(v.name()));
        out.line("feature done=0");
        out.line("feature ping=1 setboard=1 playother=1 san=0 usermove=1 time=1 draw=0 sigint=0 sigterm=0 "
                + "reuse=1 analyze=0 colors=0 name=0 pause=0 nps=0 debug=1 memory=0 smp=0 exclude=0 setscore=0 "
                + "highlight=0");
        out.line("feature myname=\"Ansuz " + Version.get() + "\" variants=\"" + String.join(",", names) + "\"");
        for (Option o : session.options().all()) {
            if (o != session.variantOption()) {
                out.line("feature option=\"" + declaration(o) + "\"");
            }
        }
        out.line("feature done=1");
    }

    /** An option as XBoard declares it: {@code Hash -spin 16 1 4096}, {@code Search -combo *auto /// mcts}. */
    static String declaration(Option o) {
        return o.name() + switch (o.type()) {
            case CHECK -> " -check " + (o.isTrue() ? 1 : 0);
            case SPIN -> " -spin " + o.value() + " " + o.min() + " " + o.max();
            case COMBO -> " -combo " + String.join(" /// ",
                    o.vars().stream().map(v -> v.equals(o.value()) ? "*" + v : v).toList());
            case BUTTON -> " -button";
            case STRING -> " -string " + o.value();
        };
    }

    /** {@code option NAME=VALUE} (a check as 0 or 1), or {@code option NAME} for a button. */
    private void option(String arg) {
        int eq = arg.indexOf('=');
        String name = (eq < 0 ? arg : arg.substring(0, eq)).strip();
        Option o = session.options().get(name);
        if (o == null || o == session.variantOption()) {
            out.line("Error (no such option): " + Excerpt.of(name));
            return;
        }
        String value = eq < 0 ? "" : arg.substring(eq + 1).strip();
        if (o.type() == Option.Type.CHECK) {
            value = value.equals("1") ? "true" : value.equals("0") ? "false" : value;
        }
        stopSearch();
        String bad = session.setOption(o.name(), value);
        if (bad != null) {
            out.line("Error (" + Excerpt.of(bad, 200) + "): option");
        }
    }

    private void newGame() {
        stopSearch();
        session.newGame();
        force = false;
        engineSide = 1;
        clock.newGame();
        gameOver = false;
        positionRejected = false;
        pendingMove = null;
    }

    private void variant(String name) {
        stopSearch();
        Variant v = session.find(name);
        if (!(v instanceof XboardVariant xv)) {
            out.line("Error (unknown variant): " + name);
            return;
        }
        session.selectVariant(v);
        gameOver = false;
        positionRejected = false;
        pendingMove = null;
        out.line("setup " + xv.xboardBoard() + " " + xv.xboardFen(session.position()));
        for (String piece : xv.xboardPieces()) {
            out.line("piece " + piece);
        }
    }

    XboardVariant xboard() {
        return session.variant() instanceof XboardVariant xv ? xv : null;
    }

    private void setBoard(String fen) {
        stopSearch();
        XboardVariant xv = xboard();
        String bad;
        if (xv == null) {
            bad = "no XBoard variant selected";
        } else {
            try {
                bad = session.replacePosition(xv.fromXboardFen(fen), List.of());
            } catch (org.ansuz.engine.spi.NotationException e) {
                bad = e.getMessage();
            }
        }
        if (bad != null) {
            // the engine keeps its game; it plays nothing until the GUI sends a position both can share
            positionRejected = true;
            out.line("tellusererror Illegal position: " + bad);
            return;
        }
        gameOver = false;
        positionRejected = false;
        pendingMove = null;
    }

    /** {@code undo} (1) or {@code remove} (2): all the plies go back, or none when there are fewer. */
    private void takeBack(int plies) {
        stopSearch();
        int undos = undosFor(session.position(), plies);
        if (undos < 0) {
            out.line("Error (no move to take back): " + (plies == 1 ? "undo" : "remove"));
            return;
        }
        for (int i = 0; i < undos; i++) {
            session.undo();
        }
        gameOver = false;
    }

    /**
     * How many undos take back {@code plies} moves of {@code p}, a chance outcome going back together with
     * the move after it (it is nobody's move); -1 when the game has fewer moves.
     */
    private static int undosFor(Position p, int plies) {
        if (p == null) {
            return -1;
        }
        Position c = p.copy();
        int undos = 0;
        for (int i = 0; i < plies; i++) {
            if (c.plies() == 0) {
                return -1;
            }
            c.undo();
            undos++;
            while (c.plies() > 0 && lastWasChance(c)) {
                c.undo();
                undos++;
            }
        }
        return undos;
    }

    /** Whether the last move played to reach {@code p} was a chance outcome. */
    private static boolean lastWasChance(Position p) {
        Position c = p.copy();
        c.undo();
        return c.sideToMove() == Position.CHANCE;
    }

    private void userMove(String text) {
        stopSearch();
        Position p = session.position();
        if (p == null) {
            out.line("Illegal move (no position): " + text);
            return;
        }
        if (positionRejected) {
            out.line("Illegal move (the last setboard was rejected; send new or setboard): " + text);
            return;
        }
        if (gameOver || finished(p) != null) {
            out.line("Illegal move (the game is over): " + text);
            return;
        }
        // The session plays the pending chance outcome itself when the move is not one; nothing is
        // drawn, applied or announced unless the move is legal.
        Position before = p.copy();
        String bad = session.play(List.of(text));
        if (bad != null) {
            out.line("Illegal move: " + text);
            return;
        }
        Position moved = session.position().copy();
        moved.undo();
        if (before.sideToMove() == Position.CHANCE && moved.plies() > before.plies()) {
            announceChance(before, moved);
        }
        String note = note(moved, text);
        if (note != null) {
            out.line("telluser " + note);
        }
        if (announceResult(session.position())) {
            return;
        }
        if (!force && side(session.position()) == engineSide) {
            think();
        }
    }

    /** What XBoard will not show about the user's move {@code text}, or {@code null}. */
    private String note(Position p, String text) {
        XboardVariant xv = xboard();
        if (xv == null || p == null) {
            return null;
        }
        try {
            return xv.xboardNote(p, p.parseMove(text));
        } catch (org.ansuz.engine.spi.NotationException | RuntimeException e) {
            return null;
        }
    }

    /** Draws the pending chance outcome now and tells the user what XBoard cannot show. */
    private void resolveAndAnnounceChance() {
        Position before = session.position().copy();
        if (session.resolveChance() != null) {
            announceChance(before, session.position());
        }
    }

    /** Tells the user the chance outcome played between {@code before} and {@code after}. */
    private void announceChance(Position before, Position after) {
        String outcome = outcomeBetween(before, after);
        if (outcome == null) {
            return;
        }
        Variant v = session.variant();
        StringBuilder removed = new StringBuilder();
        for (int c = 0; c < v.board().cells(); c++) {
            if (before.symbolAt(c) != after.symbolAt(c)) {
                removed.append(removed.length() == 0 ? "; removed: " : ", ").append(before.symbolAt(c)).append(' ')
                        .append(v.board().cellNames().get(c));
            }
        }
        String squares = outcome.startsWith("@") && outcome.length() == 5
                ? "White " + outcome.substring(1, 3) + ", Black " + outcome.substring(3, 5) : outcome;
        out.line("telluser Impregnable squares (die): " + squares + removed);
    }

    /** The text of the chance outcome that turns {@code before} into {@code after}, or {@code null}. */
    private static String outcomeBetween(Position before, Position after) {
        Position b = before.copy();
        MoveList outcomes = new MoveList();
        int n = b.generate(outcomes);
        for (int i = 0; i < n; i++) {
            b.play(outcomes.move(i));
            boolean same = b.key() == after.key();
            b.undo();
            if (same) {
                return b.moveText(outcomes.move(i));
            }
        }
        return null;
    }

    private void think() {
        Position p = session.position();
        if (p == null || gameOver) {
            out.line("Error (the game is over; send new or setboard): go"); // a GUI waiting for a move learns why none comes
            return;
        }
        if (positionRejected) {
            out.line("Error (the last setboard was rejected; send new or setboard): go");
            return;
        }
        if (p.sideToMove() == Position.CHANCE) {
            resolveAndAnnounceChance();
            p = session.position();
        }
        if (announceResult(p)) {
            return;
        }
        SearchLimits limits = clock.limits(side(p), p.plies());
        SearchReporter reporter = new SearchReporter(p, out, new CecpFormat(this), false, false);
        active = reporter;
        reporter.start(session, limits, null);
    }

    /** The game's end by its rules at {@code p}, or {@code null} while it goes on. */
    static GameResult finished(Position p) {
        if (p.sideToMove() == Position.CHANCE) {
            return null;
        }
        GameResult r = p.result();
        if (r.isOver()) {
            return r;
        }
        return p.generate(new MoveList()) == 0 ? p.noMoveResult() : null;
    }

    /** Prints {@code 1-0 {reason}} and the like when the game at {@code p} is over; true if it is. */
    private boolean announceResult(Position p) {
        GameResult r = finished(p);
        if (r == null) {
            return false;
        }
        out.line(resultLine(r, side(p)));
        gameOver = true;
        return true;
    }

    static String resultLine(GameResult r, int sideToMove) {
        GameResult.Kind o = r.kind();
        String reason = r.reason().isEmpty() ? "game over" : r.reason();
        if (o == GameResult.Kind.DRAW) {
            return "1/2-1/2 {Draw: " + reason + "}";
        }
        boolean whiteWins = (o == GameResult.Kind.WIN) == (sideToMove == 0);
        return (whiteWins ? "1-0 {White wins: " : "0-1 {Black wins: ") + reason + "}";
    }

    /** {@code Error (<what>): <line>} when a time-control command was malformed. */
    private void clockError(String what, String line) {
        if (what != null) {
            out.line("Error (" + what + "): " + line);
        }
    }

    /** Applies the engine's last move to the game (on this thread: the search thread never waits for itself). */
    private void applyPendingMove() {
        String move;
        synchronized (this) {
            move = pendingMove;
            pendingMove = null;
        }
        if (move != null) {
            session.play(List.of(move));
        }
    }

    private void stopSearch() {
        if (active != null) {
            session.stop();
            active = null;
        }
        applyPendingMove();
    }

    @Override
    public void close() {
        stopSearch();
        session.close();
    }

    /** Whether thinking output is wanted ({@code post} / {@code nopost}). */
    boolean posting() {
        return post;
    }

    /**
     * The engine chose {@code moveText} (applied to the game by the next command, on this thread); {@code over}
     * when it ends the game.
     */
    void engineMoved(String moveText, boolean over) {
        synchronized (this) {
            pendingMove = moveText;
        }
        if (over) {
            gameOver = true;
        }
    }
}
