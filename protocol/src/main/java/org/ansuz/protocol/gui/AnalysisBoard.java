package org.ansuz.protocol.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.Engine;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;
import org.ansuz.protocol.render.BoardPicture;
import org.ansuz.protocol.render.Picture;

/**
 * The game on the browser board. The engine facade every protocol dialect drives ({@link EngineSession})
 * holds the variant, the position and its history and runs the searches; this class adds what the page needs
 * beside it: the moves as played, the engine's opinion after each, who the engine plays for, and analysis.
 * Every request either changes the game completely or not at all.
 *
 * <p>The search reports on its own thread; those reports are handed to one update thread, so that stopping a
 * search (which waits for it) never waits on a report that waits for this board.
 */
final class AnalysisBoard {
    static final int PICTURE_WIDTH = 560;
    static final int MAX_MOVE_TIME_MS = 600_000;
    static final int MAX_LINES = 8;

    private final EngineSession session;
    private final EventStream events;
    private final ExecutorService updates = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ansuz-gui-updates");
        t.setDaemon(true);
        return t;
    });
    private String startFen;
    private final List<String> moves = new ArrayList<>();
    /** The score after each ply from the first player's point of view, in centi-units; null where unknown. */
    private final List<Integer> scores = new ArrayList<>();
    /** Who the engine plays for: -1 nobody, 0 the first player, 1 the second. */
    private int engineSide = -1;
    private int moveTimeMs = 1000;
    private boolean analysing;
    private int lines = 1;
    /** Which search is current: reports of a stopped or replaced search are ignored. */
    private int searchId;
    private boolean thinking;

    AnalysisBoard(EventStream events, String variantName) {
        this.events = events;
        this.session = new EngineSession(Variants.registry().all(), variantName, new Engine());
        startFen = session.variant().startFen();
        scores.add(null);
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
        stopSearch();
        if (v != session.variant()) {
            session.selectVariant(v);
        }
        String error = session.setPosition(p.fen(), List.of());
        if (error != null) {
            throw new IllegalStateException("a parsed position was refused: " + error);
        }
        startFen = p.fen();
        moves.clear();
        scores.clear();
        scores.add(null);
        afterChange();
    }

    synchronized void play(String text) throws BadRequest {
        if (thinking) {
            throw new BadRequest(409, "the engine is choosing its move; wait or press stop");
        }
        if (text == null || text.isBlank()) {
            throw new BadRequest("no move given");
        }
        if (result() != null) {
            throw new BadRequest("the game is over");
        }
        String canonical;
        try {
            Position pos = session.position();
            canonical = pos.moveText(pos.parseMove(text.trim()));
        } catch (NotationException e) {
            throw new BadRequest(e.getMessage());
        }
        stopSearch();
        String error = session.play(List.of(canonical));
        if (error != null) {
            throw new BadRequest(error);
        }
        moves.add(canonical);
        scores.add(null);
        afterChange();
    }

    synchronized void undo() throws BadRequest {
        if (moves.isEmpty()) {
            throw new BadRequest("no move to take back");
        }
        stopSearch();
        session.undo();
        moves.remove(moves.size() - 1);
        scores.remove(scores.size() - 1);
        engineSide = -1; // taking back means the person wants to look, not to be answered at once
        afterChange();
    }

    synchronized void settings(String engineFor, String moveTime, String multiPv) throws BadRequest {
        int side = engineSide;
        int time = moveTimeMs;
        int pv = lines;
        if (engineFor != null) {
            side = switch (engineFor.trim().toLowerCase(Locale.ROOT)) {
                case "none", "" -> -1;
                case "p1" -> 0;
                case "p2" -> 1;
                default -> throw new BadRequest("engine plays 'none', 'p1' or 'p2', not '" + engineFor + "'");
            };
        }
        if (moveTime != null) {
            time = parseInt(moveTime, "time per move (ms)", 10, MAX_MOVE_TIME_MS);
        }
        if (multiPv != null) {
            pv = parseInt(multiPv, "lines", 1, MAX_LINES);
        }
        boolean restart = pv != lines && analysing;
        engineSide = side;
        moveTimeMs = time;
        lines = pv;
        if (restart) {
            stopSearch();
        }
        afterChange();
    }

    synchronized void analyse(boolean on) {
        stopSearch();
        analysing = on;
        afterChange();
    }

    synchronized void stop() {
        boolean wasThinking = thinking;
        stopSearch();
        analysing = false;
        if (wasThinking) {
            engineSide = -1;
        }
        afterChange();
    }

    void close() {
        synchronized (this) {
            stopSearch();
        }
        session.close();
        updates.shutdownNow();
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

    /** Tells the page, then starts whatever should run now: the engine's move, or analysis. */
    private void afterChange() {
        events.send("state", "{}");
        if (thinking || result() != null) {
            return;
        }
        int side = session.position().sideToMove();
        if (engineSide >= 0 && side == Position.CHANCE) {
            // The engine never answers a chance outcome as its move: it draws one (Random Seed), then thinks.
            String outcome = session.resolveChance();
            if (outcome != null) {
                moves.add(outcome);
                scores.add(null);
                afterChange();
            }
        } else if (engineSide == side) {
            startSearch(false);
        } else if (analysing && side != Position.CHANCE) {
            startSearch(true);
        }
    }

    private void stopSearch() {
        searchId++;
        thinking = false;
        session.stop();
    }

    private void startSearch(boolean analysis) {
        int id = ++searchId;
        Position root = session.position().copy();
        int side = root.sideToMove();
        SearchLimits limits = new SearchLimits();
        if (analysis) {
            limits.infinite = true;
        } else {
            limits.moveTimeMs = moveTimeMs;
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
    }

    private void reportInfo(int id, Position root, int side, SearchInfo info) {
        String line;
        synchronized (this) {
            if (id != searchId) {
                return;
            }
            int p1Score = side == 0 ? info.score() : -info.score();
            if (info.multiPv() == 1 && !Score.isDecisive(info.score())) {
                scores.set(scores.size() - 1, p1Score);
            }
            Json j = new Json().beginObject()
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
            j.field("pv", pvText(root, info.pv()));
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
        if (move != 0) {
            String text = root.moveText(move);
            String error = session.play(List.of(text));
            if (error == null) {
                moves.add(text);
                scores.add(null);
            }
        }
        afterChange();
    }

    /** {@code {"p1win"|"p2win"|"draw", reason}}, or null while the game goes on. */
    private String[] result() {
        Position pos = session.position();
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
                .field("fen", pos.fen())
                .field("startFen", startFen)
                .field("side", pos.sideToMove())
                .field("p1", variant.info().p1Name())
                .field("p2", variant.info().p2Name())
                .field("engine", engineSide < 0 ? "none" : "p" + (engineSide + 1))
                .field("moveTime", moveTimeMs)
                .field("lines", lines)
                .field("analysing", analysing)
                .field("thinking", thinking);
        String[] result = result();
        j.field("result", result == null ? "none" : result[0]);
        j.field("reason", result == null ? "" : result[1]);
        j.key("moves").beginArray();
        for (String m : moves) {
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
        j.key("cells").beginArray();
        for (int c = 0; c < board.cells(); c++) {
            j.beginObject().field("name", board.cellNames().get(c));
            j.key("x").value(drawing.centerX(c));
            j.key("y").value(drawing.centerY(c));
            j.endObject();
        }
        j.endArray();
        j.key("legal").beginArray();
        if (result == null) {
            for (MovePath mp : MovePath.legalMoves(board, pos)) {
                j.beginObject().field("text", mp.text()).key("path").beginArray();
                for (int c : mp.cells()) {
                    j.value(c);
                }
                j.endArray().endObject();
            }
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

    /** The game as PDN (draughts) or PGN-style text, written by the match runner's record writer. */
    synchronized String gameRecord() {
        Variant variant = session.variant();
        String[] result = result();
        Opening root = new Opening(startFen.equals(variant.startFen()) ? null : startFen, List.of());
        GameRecord record = new GameRecord(1, root, new int[] {0, 1},
                new String[] {variant.info().p1Name(), variant.info().p2Name()}, List.copyOf(moves),
                result == null ? "*" : result[0], result == null ? "unterminated" : result[1], -1, List.of());
        return new GameRecordWriter(null, variant, "Ansuz analysis board", "-").format(record);
    }
}
