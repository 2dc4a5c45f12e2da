package org.ansuz.protocol.ugi;

import java.util.List;
import org.ansuz.engine.Option;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.protocol.MoveTexts;
import org.ansuz.protocol.SearchReporter;
import org.ansuz.protocol.Version;

/** How UGI, UCI and UAI print options and search reports. */
public final class UgiFormat implements SearchReporter.Format {
    private final boolean showWdl;
    private final boolean ponderToken;
    private final boolean plainErrors;

    /**
     * @param plainErrors the interactive shell's {@code error: ...} instead of {@code info string error ...}
     */
    UgiFormat(boolean showWdl, boolean ponderToken, boolean plainErrors) {
        this.showWdl = showWdl;
        this.ponderToken = ponderToken;
        this.plainErrors = plainErrors;
    }

    /** The {@code option name ...} line of the handshake, with the current value as its default. */
    static String declaration(Option o) {
        StringBuilder sb = new StringBuilder("option name ").append(o.name()).append(" type ")
                .append(o.type().name().toLowerCase(java.util.Locale.ROOT));
        switch (o.type()) {
            case CHECK -> sb.append(" default ").append(o.value());
            case SPIN -> sb.append(" default ").append(o.value()).append(" min ").append(o.min()).append(" max ").append(o.max());
            case COMBO -> {
                sb.append(" default ").append(o.value());
                for (String v : o.vars()) {
                    sb.append(" var ").append(v);
                }
            }
            case STRING -> sb.append(" default ").append(o.value().isEmpty() ? "<empty>" : o.value());
            case BUTTON -> { }
        }
        return sb.toString();
    }

    @Override
    public String info(Position root, SearchInfo i) {
        return infoLine(root, i, showWdl);
    }

    @Override
    public String best(Position root, long best, long ponder) {
        if (!MoveTexts.isLegal(root, best)) {
            return "bestmove (none)";
        }
        String line = "bestmove " + root.moveText(best);
        if (ponderToken && ponder != 0) {
            Position after = root.copy();
            after.play(best);
            if (MoveTexts.isLegal(after, ponder)) {
                line += " ponder " + after.moveText(ponder);
            }
        }
        return line;
    }

    @Override
    public String message(String text) {
        return plainErrors && text.startsWith("error ") ? "error: " + text.substring(6) : "info string " + text;
    }

    @Override
    public String gameOver(GameResult r) {
        if (r.margin() != 0) {
            return "info depth 0 score cp " + Score.of(r, 0); // a game that ended on points
        }
        return switch (r.kind()) {
            case DRAW -> "info depth 0 score cp 0";
            case WIN -> "info depth 0 score cp " + Score.WIN;
            default -> "info depth 0 score mate 0";
        };
    }

    /** {@code info depth D seldepth S multipv K score cp X|mate N [bound] [wdl W D L] nodes N nps N hashfull H time MS pv ...}. */
    public static String infoLine(Position root, SearchInfo i, boolean showWdl) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth())
                .append(" seldepth ").append(Math.max(i.selDepth(), i.depth()))
                .append(" multipv ").append(Math.max(1, i.multiPv()))
                .append(" score ");
        if (Score.isDecisive(i.score())) {
            sb.append("mate ").append(i.mateTurns());
        } else {
            sb.append("cp ").append(i.score());
        }
        if (i.bound() == 1) {
            sb.append(" lowerbound");
        } else if (i.bound() == 2) {
            sb.append(" upperbound");
        }
        int[] wdl = i.wdl();
        if (showWdl && wdl != null && wdl.length == 3) {
            sb.append(" wdl ").append(wdl[0]).append(' ').append(wdl[1]).append(' ').append(wdl[2]);
        }
        sb.append(" nodes ").append(i.nodes()).append(" nps ").append(i.nps())
                .append(" hashfull ").append(i.hashfull()).append(" time ").append(i.timeMs());
        List<String> pv = MoveTexts.line(root, i.pv(), null);
        if (!pv.isEmpty()) {
            sb.append(" pv ").append(String.join(" ", pv));
        }
        return sb.toString();
    }

    /** The lines of {@code help}. */
    static List<String> help(List<String> variantNames) {
        return List.of(
                "Ansuz " + Version.get() + " speaks UGI, UCI and UAI (one command set) and Hub (first command 'hub').",
                "  ugi | uci | uai                   handshake: id, options, ugiok/uciok/uaiok",
                "  isready                           readyok (also while searching)",
                "  setoption name <n> [value <v>]    e.g. setoption name UCI_Variant value russian",
                "  position startpos|fen <fen> [moves <m>...]",
                "  go [p1time p2time p1inc p2inc wtime btime winc binc movestogo depth nodes mate movetime <n>]",
                "     [infinite] [ponder] [searchmoves <m>...] | go perft <n> [routes]",
                "  stop | ponderhit | uginewgame | quit",
                "  query gameover|p1turn|result      response true|false|p1win|p2win|draw|none",
                "  d                                 draw the board, Fen, Key, Side, Result",
                "  moves | eval | perft <n> [routes] | bench [variant|all] [depth] | render <file.svg|file.png>",
                "Variants: " + String.join(" ", variantNames));
    }
}
