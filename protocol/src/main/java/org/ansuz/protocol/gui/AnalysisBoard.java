package org.ansuz.protocol.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Board;
import org.ansuz.engine.Engine;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Outcome;
import org.ansuz.engine.Position;
import org.ansuz.engine.Score;
import org.ansuz.engine.SearchInfo;
import org.ansuz.engine.SearchLimits;
import org.ansuz.engine.SearchListener;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.match.GameRecord;
import org.ansuz.protocol.match.GameRecordWriter;
import org.ansuz.protocol.match.Opening;
import org.ansuz.protocol.render.BoardPicture;
import org.ansuz.protocol.render.Picture;

/**
 * The game on the browser board: variant, start position, the moves played, the engine's opinion after each,
 * and the engine that thinks about it. Every request either changes the game completely or not at all.
 */
final class AnalysisBoard {
    static final int PICTURE_WIDTH = 560;
    static final int MAX_MOVE_TIME_MS = 600_000;
    static final int MAX_LINES = 8;

    private final Engine engine = new Engine();
    private final EventStream events;
    private Variant variant;
    private String startFen;
    private Position pos;
    private final List<String> moves = new ArrayList<>();
    /** The score after each ply from the first player's point of view, in centi-units; null where unknown. */
    private final List<Integer> scores = new ArrayList<>();
    /** Who the engine plays for: -1 nobody, 0 the first player, 1 the second. */
    private int engineSide = -1;
    private int moveTimeMs = 1000;
    private boolean analysing;
    private int lines = 1;
    /** Which search is current: replies of a stopped or replaced search are ignored. */
    private int searchId;
    private boolean thinking;

    AnalysisBoard(EventStream events, String variantName) {
        this.events = events;
        Variant v = Variants.registry().find(variantName).orElseGet(() -> Variants.registry().all().get(0));
        reset(v, v.startFen(), v.startPosition());
    }

    private void reset(Variant v, String fen, Position p) {
        variant = v;
        startFen = fen;
        pos = p;
        moves.clear();
        scores.clear();
        scores.add(null);
        engine.newGame();
        engine.setGameInfo(v.info());
    }

    synchronized void newGame(String variantName, String fen) throws BadRequest {
        Variant v = Variants.registry().find(variantName == null ? variant.name() : variantName.trim())
                .orElseThrow(() -> new BadRequest("unknown game '" + variantName + "'"));
        Position p;
        String text = fen == null || fen.isBlank() ? v.startFen() : fen.trim();
        try {
            p = v.newPosition(text);
        } catch (NotationException | RuntimeException e) {
            throw new BadRequest("not a position of " + v.name() + ": " + e.getMessage());
        }
        stopSearch();
        reset(v, p.fen(), p);
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
        long m;
        try {
            m = pos.parseMove(text.trim());
        } catch (NotationException e) {
            throw new BadRequest(e.getMessage());
        }
        stopSearch();
        playMove(m);
        afterChange();
    }

    synchronized void undo() throws BadRequest {
        if (moves.isEmpty()) {
            throw new BadRequest("no move to take back");
        }
        stopSearch();
        pos.undo();
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
            time = parseInt(moveTime, "time per move", 10, MAX_MOVE_TIME_MS);
        }
        if (multiPv != null) {
            pv = parseInt(multiPv, "lines", 1, MAX_LINES);
        }
        engineSide = side;
        moveTimeMs = time;
        lines = pv;
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

    synchronized void close() {
        stopSearch();
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

    private void playMove(long m) {
        String text = pos.moveText(m);
        pos.play(m);
        moves.add(text);
        scores.add(null);
    }

    /** Starts whatever should run now: the engine's move, or analysis. */
    private void afterChange() {
        events.send("state", "{}");
        if (thinking || result() != null) {
            return;
        }
        if (engineSide == pos.sideToMove()) {
            startSearch(false);
        } else if (analysing) {
            startSearch(true);
        }
    }

    private void stopSearch() {
        searchId++;
        thinking = false;
        engine.stop();
        engine.waitForIdle();
    }

    private void startSearch(boolean analysis) {
        int id = ++searchId;
        Position root = pos.copy();
        int side = root.sideToMove();
        SearchLimits limits = new SearchLimits();
        if (analysis) {
            limits.infinite = true;
        } else {
            limits.moveTimeMs = moveTimeMs;
            thinking = true;
        }
        engine.setMultiPv(analysis ? lines : 1);
        engine.go(root, limits, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                reportInfo(id, root, side, info);
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                if (!analysis) {
                    engineMoved(id, bestMove);
                }
            }
        });
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
                int n = Score.movesToWin(info.score());
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

    private void engineMoved(int id, long move) {
        synchronized (this) {
            if (id != searchId) {
                return;
            }
            thinking = false;
            if (move != 0) {
                playMove(move);
            }
        }
        // Announce and go on outside the search thread's callback: the next search may start from here.
        Thread t = new Thread(() -> {
            synchronized (AnalysisBoard.this) {
                if (id == searchId) {
                    afterChange();
                }
            }
        }, "ansuz-gui-next");
        t.setDaemon(true);
        t.start();
    }

    /** "p1win", "p2win" or "draw" with the reason, or null while the game goes on. */
    private String[] result() {
        Outcome o = pos.outcome();
        if (!o.isOver()) {
            MoveList list = new MoveList();
            if (pos.generate(list) > 0) {
                return null;
            }
            o = Outcome.LOSS;
        }
        int side = pos.sideToMove();
        String r = switch (o) {
            case DRAW -> "draw";
            case WIN -> side == 0 ? "p1win" : "p2win";
            default -> side == 0 ? "p2win" : "p1win";
        };
        String reason = pos.outcomeReason();
        return new String[] {r, reason.isEmpty() ? "no legal move" : reason};
    }

    synchronized String stateJson() {
        Board board = variant.board();
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

    static String variantsJson() {
        Json j = new Json().beginArray();
        for (Variant v : Variants.registry().all()) {
            j.beginObject().field("name", v.name()).field("family", v.info().family())
                    .field("board", v.board().description()).endObject();
        }
        return j.endArray().toString();
    }

    /** The game as PDN (draughts) or PGN-style text, written by the match runner's record writer. */
    synchronized String gameRecord() {
        String[] result = result();
        Opening root = new Opening(startFen.equals(variant.startFen()) ? null : startFen, List.of());
        GameRecord record = new GameRecord(1, root, new int[] {0, 1},
                new String[] {variant.info().p1Name(), variant.info().p2Name()}, List.copyOf(moves),
                result == null ? "*" : result[0], result == null ? "unterminated" : result[1], -1, List.of());
        return new GameRecordWriter(null, variant, "Ansuz analysis board", "-").format(record);
    }
}
