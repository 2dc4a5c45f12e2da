package org.ansuz.protocol.shell;

import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.protocol.MoveTexts;

/**
 * The shell's search report as a person reads it: one aligned line per completed depth (and per
 * MultiPV line) with the score in the game's own unit from the side to move's view, and the status
 * line shown while a depth runs. Protocol sessions never use it: their {@code info} lines stay as they were.
 */
final class SearchLines {
    private final Position root;
    private final GameInfo info;
    private final Paint paint;
    private final int width;
    private final boolean multiPv;

    /**
     * @param width   the terminal's width: a principal variation is cut to fit, never wrapped
     * @param multiPv whether lines are numbered ({@code MultiPV} above 1)
     */
    SearchLines(Position root, GameInfo info, Paint paint, int width, boolean multiPv) {
        this.root = root.copy();
        this.info = info;
        this.paint = paint;
        this.width = Math.max(40, width);
        this.multiPv = multiPv;
    }

    /** The column heads, printed once before the first line. */
    String header() {
        String side = sideName(root.sideToMove());
        return paint.dim(String.format(Locale.ROOT, "%s%-7s %13s %8s %8s %7s  %s", multiPv ? "    " : "", "depth",
                "score", "nodes", "speed", "time", "line (score for " + side + ", to move, in " + plural(info.materialUnit()) + ")"));
    }

    /** One completed depth (or one of its MultiPV lines). */
    String line(SearchInfo i) {
        String depth = i.depth() + "/" + i.selDepth();
        String score = score(i);
        String head = String.format(Locale.ROOT, "%s%-7s %13s %8s %8s %7s  ", multiPv ? String.format(Locale.ROOT, "#%-3d", i.multiPv()) : "",
                depth, score, count(i.nodes()), count(i.nps()) + "/s", seconds(i.timeMs()));
        String pv = String.join(" ", MoveTexts.line(root, i.pv(), null));
        int room = width - head.length() - 1;
        if (pv.length() > room) {
            int cut = pv.lastIndexOf(' ', Math.max(0, room - 4));
            pv = (cut > 0 ? pv.substring(0, cut) : "") + " ...";
        }
        String coloured = Score.isDecisive(i.score()) || i.score() != 0
                ? (i.score() > 0 ? paint.good(score) : paint.bad(score)) : score;
        // the score is right-aligned in its column: colour only its text, keep the padding
        int at = head.indexOf(score, (multiPv ? 4 : 0) + 8);
        return head.substring(0, at) + coloured + head.substring(at + score.length()) + pv;
    }

    /** The score for the side to move: {@code +1.25} in the game's units, {@code win in 7}, {@code loss in 3}. */
    String score(SearchInfo i) {
        String bound = i.bound() == SearchInfo.LOWER_BOUND ? ">=" : i.bound() == SearchInfo.UPPER_BOUND ? "<=" : "";
        if (Score.isDecisive(i.score())) {
            int turns = Math.abs(i.mateTurns());
            return bound + (i.score() > 0 ? "win in " : "loss in ") + turns;
        }
        return bound + String.format(Locale.ROOT, "%+.2f", i.score() / 100.0);
    }

    /** The line refreshed while a depth runs: which depth, which root move, nodes and time so far. */
    String status(Engine.Status s) {
        StringBuilder sb = new StringBuilder("searching depth ").append(Math.max(1, s.depth()));
        if (s.currentMove() != 0 && s.moveCount() > 0) {
            sb.append(", move ").append(s.moveNumber()).append('/').append(s.moveCount()).append(' ').append(moveText(s.currentMove()));
        }
        sb.append(", ").append(count(s.nodes())).append(" nodes, ").append(seconds(s.elapsedMs()));
        String text = sb.toString();
        return text.length() >= width ? text.substring(0, width - 1) : text;
    }

    private String moveText(long move) {
        List<String> t = MoveTexts.line(root, new long[] {move}, null);
        return t.isEmpty() ? "?" : t.get(0);
    }

    String sideName(int side) {
        return side == 0 ? info.p1Name() : side == 1 ? info.p2Name() : "chance";
    }

    /** {@code man} becomes {@code men}, {@code goose} {@code geese}, anything else gets an {@code s}. */
    static String plural(String unit) {
        if (unit.endsWith("man")) {
            return unit.substring(0, unit.length() - 3) + "men";
        }
        if (unit.equals("goose")) {
            return "geese";
        }
        return unit.endsWith("s") ? unit : unit + "s";
    }

    /** 950, 12.3k, 4.56M, 1.20G: short and of a fixed width. */
    static String count(long n) {
        if (n < 10_000) {
            return Long.toString(n);
        }
        if (n < 1_000_000) {
            return String.format(Locale.ROOT, "%.1fk", n / 1e3);
        }
        if (n < 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.2fM", n / 1e6);
        }
        return String.format(Locale.ROOT, "%.2fG", n / 1e9);
    }

    static String seconds(long ms) {
        return ms < 60_000 ? String.format(Locale.ROOT, "%.1fs", ms / 1000.0)
                : String.format(Locale.ROOT, "%dm%02ds", ms / 60_000, ms / 1000 % 60);
    }
}
