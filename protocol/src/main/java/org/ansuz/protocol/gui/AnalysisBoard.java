package org.ansuz.protocol.gui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Engine;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.GameText;
import org.ansuz.protocol.record.Opening;
import org.ansuz.protocol.render.BoardPicture;
import org.ansuz.protocol.render.Picture;

/**
 * The game on the browser board. The engine facade every protocol dialect drives ({@link EngineSession})
 * holds the variant, the position and its history and runs the searches; this class adds what the page needs
 * beside it: the line of moves and where in it the board stands, the engine's opinion after each move, who
 * the engine plays for, the clocks, and analysis. Every request either changes the game completely or not at
 * all. Looking at an earlier move never deletes one; a different move played there replaces the line's tail.
 *
 * <p>The search reports on its own thread; those reports are handed to one update thread, so that stopping a
 * search (which waits for it) never waits on a report that waits for this board.
 */
final class AnalysisBoard {
    static final int PICTURE_WIDTH = 560;
    static final int MAX_MOVE_TIME_MS = 600_000;
    static final int MAX_LINES = 8;
    /** The longest clock a timed game may start with (3 hours) and the largest increment (10 minutes). */
    static final long MAX_CLOCK_MS = 3 * 3_600_000L;
    static final long MAX_INCREMENT_MS = 600_000L;
    /** The shortest clock: anything shorter is not a game a person can play. */
    static final long MIN_CLOCK_MS = 100;
    /** Time per placement when the engine sets up a side for the person. */
    static final int SETUP_MOVE_TIME_MS = 100;
    /** More placements in one setup than any game has: the count of pieces to place stops there. */
    static final int MAX_PLACEMENTS = 500;

    private final EngineSession session;
    private final EventStream events;
    private final ExecutorService updates = daemonExecutor("ansuz-gui-updates");
    private final ScheduledExecutorService flagTimer = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "ansuz-gui-clock"));
    private ScheduledFuture<?> flagCheck;
    private final GameClock clock = new GameClock(System::nanoTime);
    private String startFen;
    /** The line: every move from the start, also those after the one the board shows. */
    private final List<String> moves = new ArrayList<>();
    /** Who played each move of the line: 0 the first player, 1 the second, {@link Position#CHANCE} chance. */
    private final List<Integer> movers = new ArrayList<>();
    /** The score after each ply of the line from the first player's view, in centi-units; null where unknown. */
    private final List<Integer> scores = new ArrayList<>();
    /** How many moves of the line the board shows. */
    private int cursor;
    /** Which sides the engine plays at the end of the line. */
    private final boolean[] engineFor = new boolean[2];
    /** The side the engine makes one move for ("Move now"), or -1. */
    private int oneMoveFor = -1;
    /** The side whose setup the engine places for the person, or -1. */
    private int setUpFor = -1;
    private int moveTimeMs = 1000;
    private boolean analysing;
    private int lines = 1;
    /** Which search is current: reports of a stopped or replaced search are ignored. */
    private int searchId;
    private boolean thinking;
    /** Counts new games and imports, so the page drops what it showed of the last one. */
    private int gameId;
    /** Counts changes, so the page can drop a state that reaches it after a newer one (its requests may cross). */
    private long version;

    AnalysisBoard(EventStream events, String variantName) {
        this.events = events;
        this.session = new EngineSession(Variants.registry().all(), variantName, new Engine());
        startFen = session.variant().startFen();
        scores.add(null);
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    private static ExecutorService daemonExecutor(String name) {
        return Executors.newSingleThreadExecutor(r -> daemon(r, name));
    }

    synchronized void newGame(String variantName, String fen) throws BadRequest {
        Variant v = variantName == null || variantName.isBlank() ? session.variant() : session.find(variantName);
        if (v == null) {
            throw new BadRequest("unknown game '" + variantName + "'");
        }
        String text = fen == null || fen.isBlank() ? v.startFen() : fen.trim();
        Position p;
        try {
            p = v.newPosition(text); // checked before anything changes
        } catch (NotationException | RuntimeException e) {
            throw new BadRequest("not a position of " + v.name() + ": " + e.getMessage());
        }
        install(v, p.fen(), List.of());
        clock.reset();
        afterChange();
    }

    /**
     * Reads a game text (a record this board exported, PDN from another program, a numbered move list, an
     * opening line, a position text) and shows its last position; the engine plays nobody and the clocks are
     * off, so the person can study it.
     */
    synchronized void importGame(String text) throws BadRequest {
        if (text == null || text.isBlank()) {
            throw new BadRequest("no game text given");
        }
        GameText game;
        String root;
        try {
            game = GameText.read(text, session.variant(), Variants.registry()::find, Variants.registry().all());
            Variant v = game.variant();
            root = game.opening().rootFen() == null ? v.startFen() : v.newPosition(game.opening().rootFen()).fen();
        } catch (NotationException | RuntimeException e) {
            throw new BadRequest("cannot import the game: " + e.getMessage());
        }
        install(game.variant(), root, game.opening().moves());
        engineFor[0] = engineFor[1] = false;
        clock.configure(0, 0);
        afterChange();
    }

    /** Sets up the game {@code moves} from {@code fen} in {@code v}, all checked by the caller, the board at its end. */
    private void install(Variant v, String fen, List<String> line) {
        stopSearch();
        if (v != session.variant()) {
            session.selectVariant(v);
        }
        String error = session.setPosition(fen, line);
        if (error != null) {
            throw new IllegalStateException("a checked game was refused: " + error);
        }
        startFen = fen;
        moves.clear();
        movers.clear();
        scores.clear();
        scores.add(null);
        try {
            Position replay = v.newPosition(fen);
            for (String m : line) {
                movers.add(replay.sideToMove());
                replay.play(replay.parseMove(m));
                moves.add(m);
                scores.add(null);
            }
        } catch (NotationException e) {
            throw new IllegalStateException("a checked game no longer parses", e);
        }
        cursor = moves.size();
        oneMoveFor = setUpFor = -1;
        gameId++;
    }

    /** Shows the position after the first {@code ply} moves of the line; the line stays as it is. */
    synchronized void goTo(String ply) throws BadRequest {
        if (ply == null || ply.isBlank()) {
            throw new BadRequest("no move number given");
        }
        int target = parseInt(ply, "move number", 0, moves.size());
        stopSearch();
        String error = session.replacePosition(startFen, moves.subList(0, target));
        if (error != null) {
            throw new IllegalStateException("the line was refused: " + error);
        }
        cursor = target;
        oneMoveFor = setUpFor = -1;
        afterChange();
    }

    synchronized void play(String text) throws BadRequest {
        refuseWhileThinking();
        if (text == null || text.isBlank()) {
            throw new BadRequest("no move given");
        }
        refuseWhenOver();
        String canonical;
        try {
            Position pos = session.position();
            canonical = pos.moveText(pos.parseMove(text.trim()));
        } catch (NotationException e) {
            throw new BadRequest(e.getMessage());
        }
        playChecked(canonical);
    }

    private void playChecked(String canonical) throws BadRequest {
        int mover = session.position().sideToMove();
        stopSearch();
        String error = session.play(List.of(canonical));
        if (error != null) {
            throw new BadRequest(error);
        }
        record(canonical, mover);
        afterChange();
    }

    /**
     * Notes a move just played on the board's position: the line goes on as it was when it continues with
     * this move, and otherwise its tail from here is replaced by the move.
     */
    private void record(String text, int mover) {
        if (cursor < moves.size() && moves.get(cursor).equals(text)) {
            cursor++;
            return;
        }
        if (cursor < moves.size()) {
            truncate(cursor);
            if (clock.flagged() >= 0) {
                clock.reset(); // a new line from an earlier move is a new game on fresh clocks
            }
        }
        moves.add(text);
        movers.add(mover);
        scores.add(null);
        cursor++;
        clock.moved(mover);
    }

    private void truncate(int plies) {
        moves.subList(plies, moves.size()).clear();
        movers.subList(plies, movers.size()).clear();
        scores.subList(plies + 1, scores.size()).clear();
    }

    /** "Take back": deletes the move the board shows last, and the rest of the line after it. */
    synchronized void undo() throws BadRequest {
        if (cursor == 0) {
            throw new BadRequest("no move to take back");
        }
        stopSearch();
        session.undo();
        cursor--;
        truncate(cursor);
        engineFor[0] = engineFor[1] = false; // taking back means the person wants to look, not to be answered at once
        afterChange();
    }

    synchronized void settings(String engine, String moveTime, String multiPv, String clockBase, String clockIncrement)
            throws BadRequest {
        boolean[] sides = engineFor.clone();
        int time = moveTimeMs;
        int pv = lines;
        if (engine != null) {
            String e = engine.trim().toLowerCase(Locale.ROOT);
            if (!List.of("none", "", "p1", "p2", "both").contains(e)) {
                throw new BadRequest("engine plays 'none', 'p1', 'p2' or 'both', not '" + engine + "'");
            }
            sides[0] = e.equals("p1") || e.equals("both");
            sides[1] = e.equals("p2") || e.equals("both");
        }
        if (moveTime != null) {
            time = parseInt(moveTime, "time per move (ms)", 10, MAX_MOVE_TIME_MS);
        }
        if (multiPv != null) {
            pv = parseInt(multiPv, "lines", 1, MAX_LINES);
        }
        long base = clock.baseMs();
        long increment = clock.incrementMs();
        boolean newClocks = clockBase != null || clockIncrement != null;
        if (clockBase != null) {
            base = parseInt(clockBase, "clock (ms)", 0, (int) MAX_CLOCK_MS);
            if (base > 0 && base < MIN_CLOCK_MS) {
                throw new BadRequest("clock (ms) must be 0 (no clock) or " + MIN_CLOCK_MS + " to " + MAX_CLOCK_MS);
            }
        }
        if (clockIncrement != null) {
            increment = parseInt(clockIncrement, "increment (ms)", 0, (int) MAX_INCREMENT_MS);
        }
        boolean restart = pv != lines && analysing;
        engineFor[0] = sides[0];
        engineFor[1] = sides[1];
        moveTimeMs = time;
        lines = pv;
        if (newClocks) {
            clock.configure(base, increment);
        }
        if (restart) {
            stopSearch();
        }
        afterChange();
    }

    /** "Move now": the engine makes one move for the side to move (or rolls at a chance event); no side changes hands. */
    synchronized void moveNow() throws BadRequest {
        refuseWhileThinking();
        refuseWhenOver();
        if (session.position().sideToMove() == Position.CHANCE) {
            roll();
            return;
        }
        stopSearch();
        oneMoveFor = session.position().sideToMove();
        afterChange();
    }

    /** Draws the outcome of the pending chance event at random (weighted as the game weighs its outcomes). */
    synchronized void roll() throws BadRequest {
        refuseWhileThinking();
        refuseWhenOver();
        Position pos = session.position();
        if (pos.sideToMove() != Position.CHANCE) {
            throw new BadRequest("there is nothing to roll for: no chance event is pending");
        }
        MoveList outcomes = new MoveList();
        int n = pos.generate(outcomes);
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += pos.chanceWeight(outcomes.move(i));
        }
        long pick = ThreadLocalRandom.current().nextLong(total);
        int chosen = 0;
        while (pick >= pos.chanceWeight(outcomes.move(chosen))) {
            pick -= pos.chanceWeight(outcomes.move(chosen));
            chosen++;
        }
        playChecked(pos.moveText(outcomes.move(chosen)));
    }

    /** "Set up this side for me": the engine places every piece the side to move still has to place. */
    synchronized void setUpForMe() throws BadRequest {
        refuseWhileThinking();
        refuseWhenOver();
        if (!placing(session.position())) {
            throw new BadRequest("there is nothing to set up: the side to move does not place pieces now");
        }
        stopSearch();
        setUpFor = session.position().sideToMove();
        afterChange();
    }

    /** A side (not chance) is to move and every move it has places a piece ({@code piece@cell}, a Cyvasse setup). */
    private static boolean placing(Position pos) {
        if (pos.sideToMove() == Position.CHANCE) {
            return false;
        }
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            if (pos.moveText(list.move(i)).indexOf('@') <= 0) {
                return false;
            }
        }
        return n > 0;
    }

    /**
     * The pieces the side to move still has to place, in the order the game lets it place them, each with how
     * many are left: found by placing them all, one after another, on a copy.
     */
    private static Map<String, Integer> stillToPlace(Position pos) {
        Map<String, Integer> hand = new LinkedHashMap<>();
        Position p = pos.copy();
        int side = p.sideToMove();
        MoveList list = new MoveList();
        for (int placed = 0; placed < MAX_PLACEMENTS && p.sideToMove() == side && placing(p); placed++) {
            p.generate(list);
            long m = list.move(0);
            String text = p.moveText(m);
            hand.merge(text.substring(0, text.indexOf('@')), 1, Integer::sum);
            p.play(m);
        }
        return hand;
    }

    private void refuseWhileThinking() throws BadRequest {
        if (thinking) {
            throw new BadRequest(409, "the engine is choosing its move; wait or press stop");
        }
    }

    private void refuseWhenOver() throws BadRequest {
        if (result() != null) {
            throw new BadRequest("the game is over");
        }
    }

    synchronized void analyse(boolean on) {
        stopSearch();
        analysing = on;
        afterChange();
    }

    synchronized void stop() {
        boolean wasThinking = thinking;
        int side = session.position().sideToMove();
        stopSearch();
        analysing = false;
        if (wasThinking && oneMoveFor < 0 && setUpFor < 0 && side != Position.CHANCE) {
            engineFor[side] = false; // stopping the engine's move means the person takes this side over
        }
        oneMoveFor = setUpFor = -1;
        afterChange();
    }

    void close() {
        synchronized (this) {
            stopSearch();
        }
        session.close();
        updates.shutdownNow();
        flagTimer.shutdownNow();
        events.closeAll();
    }

    private static int parseInt(String text, String what, int min, int max) throws BadRequest {
        try {
            long v = Long.parseLong(text.trim());
            if (v < min || v > max) {
                throw new BadRequest(what + " must be " + min + " to " + max + ", not " + text.trim());
            }
            return (int) v;
        } catch (NumberFormatException e) {
            throw new BadRequest(what + " must be a whole number, not '" + text.trim() + "'");
        }
    }

    /** Tells the page, then starts whatever should run now: a clock, the engine's move, or analysis. */
    private void afterChange() {
        Position pos = session.position();
        int side = pos.sideToMove();
        boolean atEnd = cursor == moves.size();
        boolean over = result() != null;
        if (setUpFor >= 0 && (side != setUpFor || !placing(pos))) {
            setUpFor = -1;
        }
        // the side to move's clock runs while the game goes on at the end of the line; looking back pauses it
        if (clock.on() && atEnd && !over && side != Position.CHANCE) {
            clock.run(side);
        } else {
            clock.pause();
        }
        scheduleFlagCheck();
        version++;
        events.send("state", "{}");
        if (thinking || over) {
            return;
        }
        if (side == Position.CHANCE) {
            if (atEnd && (engineFor[0] || engineFor[1])) {
                // The engine never answers a chance outcome as its move: it draws one (Random Seed), then thinks.
                String outcome = session.resolveChance();
                if (outcome != null) {
                    record(outcome, Position.CHANCE);
                    afterChange();
                }
            }
        } else if (oneMoveFor == side || setUpFor == side || atEnd && engineFor[side]) {
            startSearch(false);
        } else if (analysing) {
            startSearch(true);
        }
    }

    private void scheduleFlagCheck() {
        if (flagCheck != null) {
            flagCheck.cancel(false);
            flagCheck = null;
        }
        int side = clock.running();
        if (side >= 0) {
            flagCheck = flagTimer.schedule(this::flagFalls, clock.leftMs(side) + 1, TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void flagFalls() {
        if (clock.checkFlag()) {
            stopSearch();
            afterChange();
        } else {
            scheduleFlagCheck();
        }
    }

    private void stopSearch() {
        searchId++;
        thinking = false;
        session.stop();
    }

    /** The engine's time for a move of {@code side}: its setting, less while setting up or when its clock runs low. */
    private long engineMoveTime(int side) {
        long time = setUpFor == side ? Math.min(moveTimeMs, SETUP_MOVE_TIME_MS) : moveTimeMs;
        if (clock.on()) {
            long left = clock.leftMs(side);
            time = Math.min(time, Math.min(left / 2, left / 20 + clock.incrementMs() * 3 / 4));
        }
        return Math.max(10, time);
    }

    private void startSearch(boolean analysis) {
        int id = ++searchId;
        Position root = session.position().copy();
        int side = root.sideToMove();
        SearchLimits limits = new SearchLimits();
        if (analysis) {
            limits.infinite = true;
        } else {
            limits.moveTimeMs = engineMoveTime(side);
        }
        session.setOption("MultiPV", Integer.toString(analysis ? lines : 1));
        EngineSession.Start start = session.go(limits, null, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                updates.execute(() -> reportInfo(id, root, side, info));
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                if (!analysis) {
                    updates.execute(() -> engineMoved(id, root, bestMove));
                }
            }
        });
        thinking = !analysis && start == EngineSession.Start.STARTED;
        if (!analysis && !thinking) {
            oneMoveFor = setUpFor = -1; // nothing to search: ask again only when the person does
        }
    }

    private void reportInfo(int id, Position root, int side, SearchInfo info) {
        String line;
        synchronized (this) {
            if (id != searchId) {
                return;
            }
            int p1Score = side == 0 ? info.score() : -info.score();
            if (info.multiPv() == 1 && !Score.isDecisive(info.score())) {
                scores.set(cursor, p1Score);
            }
            Json j = new Json().beginObject()
                    .field("fen", root.fen())
                    .field("depth", info.depth())
                    .field("multipv", info.multiPv())
                    .field("nodes", info.nodes())
                    .field("nps", info.nps())
                    .field("time", info.timeMs());
            if (Score.isDecisive(info.score())) {
                int n = info.mateTurns();
                j.field("mate", side == 0 ? n : -n);
            } else {
                j.field("score", p1Score);
            }
            String pv = pvText(root, info.pv());
            j.field("pv", pv);
            if (!pv.isEmpty()) {
                // the first move of the line as an arrow from its first named cell to its last
                List<Integer> cells = MovePath.namedCells(session.variant().board(root), pv.split(" ")[0]);
                if (!cells.isEmpty()) {
                    j.key("arrow").beginArray().value(cells.get(0)).value(cells.get(cells.size() - 1)).endArray();
                }
            }
            line = j.endObject().toString();
        }
        events.send("info", line);
    }

    private static String pvText(Position root, long[] pv) {
        Position p = root.copy();
        StringBuilder sb = new StringBuilder();
        for (long m : pv) {
            if (m == 0) {
                break;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(p.moveText(m));
            p.play(m);
        }
        return sb.toString();
    }

    private synchronized void engineMoved(int id, Position root, long move) {
        if (id != searchId) {
            return;
        }
        thinking = false;
        int side = root.sideToMove();
        if (oneMoveFor == side) {
            oneMoveFor = -1;
        }
        if (move != 0) {
            String text = root.moveText(move);
            String error = session.play(List.of(text));
            if (error == null) {
                record(text, side);
            }
        }
        afterChange();
    }

    /** {@code {"p1win"|"p2win"|"draw", reason}} for the position the board shows, or null while the game goes on. */
    private String[] result() {
        return resultOf(session.position(), cursor == moves.size());
    }

    private String[] resultOf(Position pos, boolean endOfLine) {
        if (endOfLine && clock.flagged() >= 0) {
            int loser = clock.flagged();
            return new String[] {loser == 0 ? GameRecord.P2_WIN : GameRecord.P1_WIN, "time forfeit: "
                    + (loser == 0 ? session.variant().info().p1Name() : session.variant().info().p2Name()) + "'s flag fell"};
        }
        GameResult r = GameResult.of(pos);
        if (!r.isOver()) {
            return null;
        }
        String reason = (r.reason().isEmpty() ? "game over" : r.reason())
                + (r.margin() != 0 ? ", by " + Math.abs(r.margin()) : "");
        return new String[] {DebugCommands.result(pos), reason};
    }

    synchronized String stateJson() {
        Position pos = session.position();
        Variant variant = session.variant();
        Board board = variant.board(pos);
        Picture picture = Picture.of(board, pos, true, PICTURE_WIDTH);
        BoardPicture drawing = picture.drawing();
        Json j = new Json().beginObject()
                .field("variant", variant.name())
                .field("family", variant.info().family())
                .field("game", gameId)
                .field("version", version)
                .field("fen", pos.fen())
                .field("startFen", startFen)
                .field("side", pos.sideToMove())
                .field("p1", variant.info().p1Name())
                .field("p2", variant.info().p2Name())
                .field("unit", variant.info().materialUnit())
                .field("engine", engineFor[0] ? engineFor[1] ? "both" : "p1" : engineFor[1] ? "p2" : "none")
                .field("moveTime", moveTimeMs)
                .field("lines", lines)
                .field("analysing", analysing)
                .field("thinking", thinking)
                .field("settingUp", setUpFor >= 0)
                .field("placing", placing(pos))
                .field("cursor", cursor);
        String[] result = result();
        j.field("result", result == null ? "none" : result[0]);
        j.field("reason", result == null ? "" : result[1]);
        j.key("clock").beginObject().field("on", clock.on()).field("base", clock.baseMs())
                .field("increment", clock.incrementMs()).field("running", clock.running())
                .field("flagged", clock.flagged()).key("left").beginArray().value(clock.leftMs(0)).value(clock.leftMs(1))
                .endArray().endObject();
        j.key("hand").beginArray();
        for (Map.Entry<String, Integer> e : (result == null ? stillToPlace(pos) : Map.<String, Integer>of()).entrySet()) {
            j.beginObject().field("piece", e.getKey()).field("left", e.getValue()).endObject();
        }
        j.endArray();
        j.key("moves").beginArray();
        for (String m : moves) {
            j.value(m);
        }
        j.endArray();
        j.key("movers").beginArray();
        for (int m : movers) {
            j.value(m);
        }
        j.endArray();
        j.key("scores").beginArray();
        for (Integer s : scores) {
            if (s == null) {
                j.nullValue();
            } else {
                j.value(s.longValue());
            }
        }
        j.endArray();
        j.field("svg", picture.svg());
        j.field("width", drawing.width()).field("height", drawing.height());
        j.key("radius").value(drawing.cellRadius());
        List<MovePath.NewCell> newCells = new ArrayList<>();
        List<MovePath> legal = result == null ? MovePath.legalMoves(variant, board, drawing, pos, newCells) : List.of();
        j.key("cells").beginArray();
        for (int c = 0; c < board.cells(); c++) {
            j.beginObject().field("name", board.cellNames().get(c));
            j.key("x").value(drawing.centerX(c));
            j.key("y").value(drawing.centerY(c));
            j.endObject();
        }
        for (MovePath.NewCell c : newCells) {
            j.beginObject().field("name", c.name()).field("created", true);
            j.key("x").value(c.x());
            j.key("y").value(c.y());
            j.endObject();
        }
        j.endArray();
        j.key("legal").beginArray();
        for (MovePath mp : legal) {
            j.beginObject().field("text", mp.text()).key("path").beginArray();
            for (int c : mp.cells()) {
                j.value(c);
            }
            j.endArray().endObject();
        }
        j.endArray();
        return j.endObject().toString();
    }

    String variantsJson() {
        Json j = new Json().beginArray();
        for (Variant v : session.variants()) {
            j.beginObject().field("name", v.name()).field("family", v.info().family())
                    .field("board", v.board().description()).endObject();
        }
        return j.endArray().toString();
    }

    /** The whole line as PDN (draughts) or PGN-style text, written by the match runner's record writer. */
    synchronized String gameRecord() {
        Variant variant = session.variant();
        Position end = session.position();
        if (cursor < moves.size()) {
            try {
                end = variant.newPosition(startFen);
                for (String m : moves) {
                    end.play(end.parseMove(m));
                }
            } catch (NotationException e) {
                throw new IllegalStateException("a played line no longer parses", e);
            }
        }
        String[] result = resultOf(end, true);
        Opening root = new Opening(startFen.equals(variant.startFen()) ? null : startFen, List.of());
        GameRecord record = new GameRecord(1, root, new int[] {0, 1},
                new String[] {variant.info().p1Name(), variant.info().p2Name()}, List.copyOf(moves),
                result == null ? "*" : result[0], result == null ? "unterminated" : result[1], -1, List.of());
        return new GameRecordWriter(null, variant, "Ansuz analysis board", "-").format(record);
    }
}
