package org.ansuz.protocol.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.FileErrors;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.GameText;
import org.ansuz.protocol.record.Opening;

/**
 * The game the shell plays: its root position and every move since (in canonical text, chance
 * outcomes included), the moves taken back for {@code redo}, and the file formats {@code save} and
 * {@code load} use (those of the browser board and the match runner).
 */
final class ShellGame {
    /** The largest game file read: far above any real game, far below what would hurt. */
    static final long MAX_FILE_BYTES = 4 << 20;

    private final EngineSession session;
    /** The root position text, {@code null} for the variant's start. */
    private String rootFen;
    private final List<String> moves = new ArrayList<>();
    private final List<String> undone = new ArrayList<>();
    /** The position object this record describes: another one means a protocol command replaced it. */
    private Position known;

    ShellGame(EngineSession session) {
        this.session = session;
        restart();
    }

    /** A new game from the session's current position. */
    void restart() {
        Position pos = session.position();
        Variant v = session.variant();
        rootFen = pos == null || v == null || pos.fen().equals(v.startPosition().fen()) ? null : pos.fen();
        moves.clear();
        undone.clear();
        known = pos;
    }

    /** After a protocol command: a position it set up (or a variant it chose) starts a new record. */
    void sync() {
        if (session.position() != known) {
            restart();
        }
    }

    int size() {
        return moves.size();
    }

    int undoable() {
        Position pos = session.position();
        return pos == null ? 0 : Math.min(moves.size(), pos.plies());
    }

    int redoable() {
        return undone.size();
    }

    /**
     * Plays {@code texts}, all or nothing, recording each in canonical text; where a chance event is
     * due and the text is not one of its outcomes, the engine's outcome is drawn first (as the
     * session does). Returns {@code null} or the error.
     */
    String play(List<String> texts, long seed) {
        Position pos = session.position();
        if (pos == null) {
            return "no valid position";
        }
        Position trial = pos.copy();
        List<String> played = new ArrayList<>();
        MoveList list = new MoveList();
        for (int k = 0; k < texts.size(); k++) {
            long m = EngineSession.legalMove(trial, texts.get(k), list);
            if (m == 0 && trial.sideToMove() == Position.CHANCE) {
                long outcome = ChanceEvents.draw(trial, seed);
                played.add(trial.moveText(outcome));
                trial.play(outcome);
                m = EngineSession.legalMove(trial, texts.get(k), list);
            }
            if (m == 0) {
                return "illegal move " + texts.get(k) + (texts.size() > 1 ? " (move " + (k + 1) + ")" : "")
                        + "; 'moves' lists the legal ones";
            }
            played.add(trial.moveText(m));
            trial.play(m);
        }
        String bad = session.play(played);
        if (bad != null) {
            return bad;
        }
        known = session.position();
        moves.addAll(played);
        for (String p : played) {
            if (!undone.isEmpty() && undone.get(undone.size() - 1).equals(p)) {
                undone.remove(undone.size() - 1); // the move taken back is played again: redo goes on after it
            } else {
                undone.clear(); // another line: the taken-back moves no longer follow
            }
        }
        return null;
    }

    /** A chance outcome the session drew and played itself. */
    void recordChance(String text) {
        moves.add(text);
        undone.clear();
    }

    void undo(int n) {
        for (int i = 0; i < n && session.undo(); i++) {
            undone.add(moves.remove(moves.size() - 1));
        }
        known = session.position();
    }

    void redo(int n) {
        List<String> again = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            again.add(undone.get(undone.size() - 1 - i));
        }
        play(again, 0);
    }

    /** Writes the game to {@code file}; {@code null} or the error in words. */
    String save(String file, boolean[] engineSides) {
        Variant v = session.variant();
        Position pos = session.position();
        if (v == null || pos == null) {
            return "no valid position";
        }
        GameInfo info = v.info();
        String result = DebugCommands.result(pos);
        boolean over = !result.equals("none");
        GameRecord record = new GameRecord(1, new Opening(rootFen, List.of()), new int[] {0, 1},
                new String[] {engineSides[0] ? "Ansuz" : info.p1Name(), engineSides[1] ? "Ansuz" : info.p2Name()},
                List.copyOf(moves), over ? result : "*",
                over ? DebugCommands.resultDetail(pos).replaceAll("^ *\\(|\\)$", "").strip() : "unterminated", -1, List.of());
        String text = new GameRecordWriter(null, v, "Ansuz shell", "-").format(record);
        try {
            Files.writeString(Path.of(file), text, StandardCharsets.UTF_8);
            return null;
        } catch (IOException e) {
            return "cannot save " + FileErrors.describe(file, e);
        } catch (RuntimeException e) {
            return "cannot save " + file + ": " + e.getMessage();
        }
    }

    /** Reads a game from {@code file} and sets it up, or changes nothing; {@code null} or the error in words. */
    String load(String file) {
        String text;
        try {
            Path path = Path.of(file);
            if (Files.isDirectory(path)) {
                return "cannot load " + file + ": it is a directory";
            }
            if (Files.size(path) > MAX_FILE_BYTES) {
                return "cannot load " + file + ": larger than " + (MAX_FILE_BYTES >> 20) + " MB";
            }
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "cannot load " + FileErrors.describe(file, e);
        } catch (RuntimeException e) {
            return "cannot load " + file + ": " + e.getMessage();
        }
        GameText game;
        try {
            game = GameText.read(text, session.variant(), name -> Optional.ofNullable(session.find(name)),
                    session.variants());
        } catch (NotationException | RuntimeException e) {
            return "cannot load " + file + ": " + e.getMessage();
        }
        Variant v = game.variant();
        Position root;
        try {
            root = game.opening().rootPosition(v);
        } catch (NotationException | RuntimeException e) {
            return "cannot load " + file + ": " + e.getMessage();
        }
        if (v != session.variant()) {
            session.selectVariant(v);
        }
        String bad = session.setPosition(game.opening().rootFen(), game.opening().moves());
        if (bad != null) {
            return "cannot load " + file + ": " + bad; // GameText played every move: not expected
        }
        rootFen = game.opening().rootFen() == null || root.fen().equals(v.startPosition().fen()) ? null : root.fen();
        moves.clear();
        moves.addAll(game.opening().moves());
        undone.clear();
        known = session.position();
        return null;
    }
}
