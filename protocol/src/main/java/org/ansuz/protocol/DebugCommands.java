package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/**
 * The debug commands every dialect shares: {@code d}, {@code moves}, {@code eval}, {@code perft},
 * {@code bench}, and the game result. Replies that start with {@code error } are errors, which each
 * dialect prints in its own form.
 */
public final class DebugCommands {
    static final String NO_POSITION = "error no valid position";

    private DebugCommands() {
    }

    /** The {@code d} output: drawing, blank line, {@code Fen:}, {@code Key:}, {@code Side:}, {@code Result:}. */
    static List<String> display(EngineSession session) {
        Position pos = session.position();
        if (pos == null) {
            return List.of(NO_POSITION);
        }
        Variant variant = session.variant();
        List<String> lines = new ArrayList<>(BoardDrawing.lines(variant.board(), pos));
        lines.add("");
        lines.add("Fen: " + pos.fen());
        lines.add(String.format(Locale.ROOT, "Key: %016X", pos.key()));
        lines.add(pos.sideToMove() == Position.CHANCE ? "Side: chance (an event's outcome is due)"
                : "Side: " + sideName(variant, pos.sideToMove()) + " (p" + (pos.sideToMove() + 1) + ")");
        if (!pos.score().isEmpty()) {
            lines.add("Score: " + pos.score());
        }
        lines.add("Result: " + result(pos) + resultDetail(pos));
        return lines;
    }

    static String sideName(Variant variant, int side) {
        return side == 0 ? variant.info().p1Name() : variant.info().p2Name();
    }

    /**
     * The end of the game in full: the result by the rules, or what "no legal move" means when the rules
     * leave the game going but nobody can move; {@link GameResult#ONGOING} while the game goes on.
     */
    public static GameResult finalResult(Position pos) {
        return GameResult.of(pos);
    }

    /**
     * What {@code d} and {@code query result} add to a finished game's result: the winning margin of a game
     * played for points ({@code " by 23"}) and the reason ({@code " (the trolls are wiped out)"}).
     */
    public static String resultDetail(Position pos) {
        GameResult r = finalResult(pos);
        if (!r.isOver()) {
            return "";
        }
        String by = r.margin() != 0 ? " by " + Math.abs(r.margin()) : "";
        return by + (r.reason().isEmpty() ? "" : " (" + r.reason() + ")");
    }

    /** {@code none}, {@code p1win}, {@code p2win} or {@code draw}, as UGI's {@code query result} answers. */
    public static String result(Position pos) {
        GameResult.Kind o = GameResult.of(pos).kind();
        int side = pos.sideToMove();
        return switch (o) {
            case ONGOING -> "none";
            case DRAW -> "draw";
            case WIN -> side == 0 ? "p1win" : "p2win";
            case LOSS -> side == 0 ? "p2win" : "p1win";
        };
    }

    static String moves(EngineSession session) {
        Position pos = session.position();
        return pos == null ? NO_POSITION : String.join(" ", MoveTexts.legal(pos));
    }

    static String eval(EngineSession session) {
        Position pos = session.position();
        if (pos == null) {
            return NO_POSITION;
        }
        Variant variant = session.variant();
        return "Eval: " + pos.evaluate() + " (hundredths of a " + variant.info().materialUnit() + ", "
                + sideName(variant, pos.sideToMove()) + " to move)";
    }

    static int parseDepth(String text) {
        try {
            int d = Integer.parseInt(text.trim());
            return d >= 0 ? d : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** {@code perft N} on the current position; returns {@code null} or the error text. */
    static String perft(EngineSession session, String depthText, Consumer<String> out, Progress progress) {
        int depth = parseDepth(depthText);
        if (depth < 0) {
            return "bad perft depth: " + depthText;
        }
        Position pos = session.position();
        if (pos == null) {
            return "no valid position";
        }
        PerftDivide.run(pos, depth, true, out, progress);
        return null;
    }

    /** {@code bench [variant|all] [depth]}; returns {@code null} or the error text. */
    static String bench(EngineSession session, List<String> args, Consumer<String> out, Progress progress) {
        List<Variant> chosen = session.variant() == null ? List.of() : List.of(session.variant());
        int depth = BenchRunner.DEFAULT_DEPTH;
        for (String a : args) {
            if (a.equalsIgnoreCase("all")) {
                chosen = session.variants();
            } else if (!a.isEmpty() && a.chars().allMatch(Character::isDigit)) {
                depth = parseDepth(a);
                if (depth < 1) {
                    return "bad bench depth: " + a;
                }
            } else if (session.find(a) != null) {
                chosen = List.of(session.find(a));
            } else {
                return "unknown variant: " + a;
            }
        }
        session.engine().waitForIdle();
        BenchRunner.run(chosen, depth, out, progress);
        return null;
    }
}
