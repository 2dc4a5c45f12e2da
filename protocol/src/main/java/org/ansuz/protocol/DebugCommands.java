package org.ansuz.protocol;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Numbers;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.RunningScore;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.render.Picture;

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
    public static List<String> display(EngineSession session) {
        Position pos = session.position();
        if (pos == null) {
            return List.of(NO_POSITION);
        }
        Variant variant = session.variant();
        List<String> lines = new ArrayList<>(BoardDrawing.lines(variant.board(pos), pos));
        lines.add("");
        lines.add("Fen: " + pos.fen());
        lines.add(String.format(Locale.ROOT, "Key: %016X", pos.key()));
        lines.add(pos.sideToMove() == Position.CHANCE ? "Side: chance (an event's outcome is due)"
                : "Side: " + sideName(variant, pos.sideToMove()) + " (p" + (pos.sideToMove() + 1) + ")");
        String score = RunningScore.of(pos);
        if (!score.isEmpty()) {
            lines.add("Score: " + score);
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

    /** UGI's {@code query gameover|p1turn|result}: {@code response ...}, after an error line when it cannot answer. */
    public static List<String> query(EngineSession session, String key) {
        Position pos = session.position();
        String k = key.toLowerCase(Locale.ROOT);
        if (!k.equals("gameover") && !k.equals("p1turn") && !k.equals("result")) {
            return List.of("error unknown query: " + key, "response none");
        }
        if (pos == null) {
            return List.of(NO_POSITION, "response none");
        }
        String response = "response " + switch (k) {
            case "gameover" -> Boolean.toString(GameResult.of(pos).isOver());
            case "p1turn" -> Boolean.toString(ChanceEvents.nextMover(pos) == 0); // a chance event: who moves after it
            default -> result(pos);
        };
        if (k.equals("result") && finalResult(pos).margin() != 0) {
            // a game played for points: the winner's margin, before the bare answer runners parse
            return List.of("info string result " + result(pos) + resultDetail(pos), response);
        }
        return List.of(response);
    }

    /**
     * {@code render FILE}: a picture of the current position (the last move marked) as {@code .svg} or {@code .png};
     * replies {@code Rendered: <path>}.
     */
    public static String render(EngineSession session, String file) {
        Position pos = session.position();
        if (pos == null) {
            return NO_POSITION;
        }
        if (file.isBlank() || !Picture.knownType(file)) {
            return "error render needs a file name ending in .svg or .png";
        }
        try {
            System.setProperty("java.awt.headless", "true");
            Path path = Path.of(file).toAbsolutePath();
            Picture.of(session.variant().board(pos), pos, true, 600).write(path);
            return "Rendered: " + path;
        } catch (IOException e) {
            return "error cannot write " + FileErrors.describe(file, e);
        } catch (RuntimeException e) {
            return "error cannot draw the picture: " + e.getMessage();
        }
    }

    public static String moves(EngineSession session) {
        Position pos = session.position();
        return pos == null ? NO_POSITION : String.join(" ", MoveTexts.legal(pos));
    }

    public static String eval(EngineSession session) {
        Position pos = session.position();
        if (pos == null) {
            return NO_POSITION;
        }
        Variant variant = session.variant();
        return "Eval: " + pos.evaluate() + " (hundredths of a " + variant.info().materialUnit() + ", "
                + sideName(variant, pos.sideToMove()) + " to move)";
    }

    static int parseDepth(String text) {
        long d = Numbers.parseLong(text.strip(), -1);
        return d >= 0 && d <= Integer.MAX_VALUE ? (int) d : d > Integer.MAX_VALUE ? Integer.MAX_VALUE : -1;
    }

    /**
     * Starts {@code perft N} on the current position as a task (off the reader thread; {@code stop}
     * ends it with one {@code note}); returns {@code null} or the error text. {@code routes}: every
     * capture route counts as a move ({@code perft N routes}).
     */
    public static String perft(EngineSession session, String depthText, boolean routes, Consumer<String> out,
                        Consumer<String> note, Progress progress) {
        int depth = parseDepth(depthText);
        if (depth < 0) {
            return "bad perft depth: " + Excerpt.of(depthText);
        }
        if (depth > PerftDivide.MAX_DEPTH) {
            return "perft depth " + Excerpt.of(depthText) + " is beyond the limit of " + PerftDivide.MAX_DEPTH;
        }
        Position pos = session.position();
        if (pos == null) {
            return "no valid position";
        }
        Position root = pos.copy();
        session.runTask(stopped -> guarded(note, "perft",
                () -> PerftDivide.run(root, depth, true, routes, out, progress, stopped, note)));
        return null;
    }

    /** Starts {@code bench [variant|all] [depth]} as a task; returns {@code null} or the error text. */
    public static String bench(EngineSession session, List<String> args, Consumer<String> out, Consumer<String> note,
                        Progress progress) {
        List<Variant> chosen = session.variant() == null ? List.of() : List.of(session.variant());
        int depth = BenchRunner.DEFAULT_DEPTH;
        for (String a : args) {
            if (a.equalsIgnoreCase("all")) {
                chosen = session.variants();
            } else if (!a.isEmpty() && a.chars().allMatch(c -> c >= '0' && c <= '9')) {
                depth = parseDepth(a);
                if (depth < 1 || depth > BenchRunner.MAX_DEPTH) {
                    return "bad bench depth: " + Excerpt.of(a) + " (1 to " + BenchRunner.MAX_DEPTH + ")";
                }
            } else if (session.find(a) != null) {
                chosen = List.of(session.find(a));
            } else {
                return "unknown variant: " + Excerpt.of(a);
            }
        }
        List<Variant> games = chosen;
        int d = depth;
        session.runTask(stopped -> guarded(note, "bench", () -> BenchRunner.run(games, d, out, progress, stopped, note)));
        return null;
    }

    /** A task's body: a bug in it is one error note, never the end of the process. */
    private static void guarded(Consumer<String> note, String what, Runnable body) {
        try {
            body.run();
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            note.accept("error internal error in " + what + ": " + e);
        }
    }
}
