package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/** The debug commands every dialect shares: {@code d}, {@code moves}, {@code eval}, and the game result. */
final class DebugCommands {
    private DebugCommands() {
    }

    /** The {@code d} output: drawing, blank line, {@code Fen:}, {@code Key:}, {@code Side:}, {@code Result:}. */
    static List<String> display(Variant variant, Position pos) {
        List<String> lines = new ArrayList<>(BoardDrawing.lines(variant.board(), pos));
        lines.add("");
        lines.add("Fen: " + pos.fen());
        lines.add(String.format(Locale.ROOT, "Key: %016X", pos.key()));
        lines.add("Side: " + sideName(variant, pos.sideToMove()) + " (p" + (pos.sideToMove() + 1) + ")");
        lines.add("Result: " + result(pos));
        return lines;
    }

    static String sideName(Variant variant, int side) {
        return side == 0 ? variant.info().p1Name() : variant.info().p2Name();
    }

    /** {@code none}, {@code p1win}, {@code p2win} or {@code draw}, as UGI's {@code query result} answers. */
    static String result(Position pos) {
        GameResult r = GameResult.of(pos);
        int side = pos.sideToMove();
        return switch (r.kind()) {
            case ONGOING -> "none";
            case DRAW -> "draw";
            case WIN -> side == 0 ? "p1win" : "p2win";
            case LOSS -> side == 0 ? "p2win" : "p1win";
        };
    }

    static String moves(Position pos) {
        return String.join(" ", MoveTexts.legal(pos));
    }

    static String eval(Variant variant, Position pos) {
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
}
