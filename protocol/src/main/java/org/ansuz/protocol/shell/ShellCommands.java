package org.ansuz.protocol.shell;

import java.util.Arrays;
import java.util.List;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.BlockingSearch;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.ExtraCommands;
import org.ansuz.protocol.MoveTexts;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.ugi.UgiSession;

/**
 * The interactive shell's own commands, added to the UGI table: {@code new [variant]},
 * {@code play <moves>} (all or nothing), {@code undo} and {@code hint}. Each draws the board after it.
 */
public final class ShellCommands implements ExtraCommands {
    private final UgiSession ugi;
    private final EngineSession session;
    private final Output out;

    public ShellCommands(UgiSession ugi, Output out) {
        this.ugi = ugi;
        this.session = ugi.engineSession();
        this.out = out;
    }

    @Override
    public List<String> names() {
        return List.of("new", "play", "undo", "hint", "analyze", "exit");
    }

    @Override
    public List<String> help() {
        return List.of("Shell: new [variant] | play <moves> | undo | hint | analyze (Enter stops) | exit");
    }

    @Override
    public boolean handle(String[] t) {
        switch (t[0]) {
            case "new" -> show(newGame(t.length > 1 ? t[1] : null));
            case "play" -> show(play(Arrays.asList(t).subList(1, t.length)));
            case "undo" -> {
                ugi.stop();
                show(session.undo() ? null : "nothing to undo");
            }
            case "hint" -> hint(1000);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The board after a command that worked, the error otherwise. */
    private void show(String error) {
        if (error != null) {
            ugi.error(error);
        } else {
            ugi.handle("d");
        }
    }

    private String newGame(String variantName) {
        Variant v = variantName == null ? session.variant() : session.find(variantName);
        if (v == null) {
            return "unknown variant: " + variantName;
        }
        ugi.stop();
        if (v != session.variant()) {
            session.selectVariant(v);
        } else {
            session.newGame();
        }
        return null;
    }

    private String play(List<String> moves) {
        Position pos = session.position();
        if (pos != null && moves.isEmpty()) {
            return "play what? legal moves: " + String.join(" ", legal(pos));
        }
        ugi.stop();
        return session.play(moves);
    }

    private static List<String> legal(Position pos) {
        return MoveTexts.legal(pos);
    }

    /** Thinks for {@code ms} and prints the suggested move. */
    void hint(long ms) {
        Position pos = session.position() == null ? null : session.position().copy();
        if (pos == null) {
            ugi.error("no valid position");
            return;
        }
        ugi.stop();
        if (legal(pos).isEmpty()) {
            ugi.error("the game is over: " + DebugCommands.result(pos));
            return;
        }
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = ms;
        BlockingSearch s = BlockingSearch.run(session.engine(), pos, limits, i -> { });
        long best = s.bestMove();
        SearchInfo last = s.lastInfo();
        if (best == 0 || !legal(pos).contains(pos.moveText(best))) {
            ugi.error("no hint found");
            return;
        }
        String score = last == null ? "" : Score.isDecisive(last.score())
                ? " (mate " + last.mateTurns() + ")" : " (score " + last.score() + ")";
        out.line("hint: " + pos.moveText(best) + score);
    }
}
