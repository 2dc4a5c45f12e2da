package org.ansuz.protocol.cecp;

import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.XboardVariant;
import org.ansuz.protocol.MoveTexts;
import org.ansuz.protocol.SearchReporter;

/**
 * How a search speaks CECP: thinking lines {@code ply score time nodes seldepth nps tbhits<TAB>pv}
 * (centiseconds; a mate as 100000 + moves), the {@code move} line in XBoard's notation with a
 * {@code telluser} note for what XBoard cannot show, and the result line when the move ends the game.
 */
final class CecpFormat implements SearchReporter.Format {
    private final CecpSession session;

    CecpFormat(CecpSession session) {
        this.session = session;
    }

    @Override
    public String info(Position root, SearchInfo i) {
        if (!session.posting() || i.depth() == 0) {
            return null;
        }
        int score = i.score();
        if (Score.isDecisive(score)) {
            int n = Math.abs(i.mateTurns());
            score = score > 0 ? 100000 + n : -100000 - n;
        }
        StringBuilder sb = new StringBuilder().append(i.depth()).append(' ').append(score).append(' ')
                .append(i.timeMs() / 10).append(' ').append(i.nodes()).append(' ')
                .append(Math.max(i.selDepth(), i.depth())).append(' ').append(i.nps()).append(" 0\t");
        sb.append(String.join(" ", MoveTexts.line(root, i.pv(), null)));
        return sb.toString();
    }

    @Override
    public String best(Position root, long best, long ponder) {
        if (!MoveTexts.isLegal(root, best)) {
            return null;
        }
        XboardVariant xv = session.xboard();
        String shown = xv == null ? root.moveText(best) : xv.xboardMoveText(root, best);
        Position after = root.copy();
        after.play(best);
        GameResult r = CecpSession.finished(after);
        session.engineMoved(root.moveText(best), r != null);
        String note = xv == null ? null : xv.xboardNote(root, best);
        String line = "move " + shown + (note == null ? "" : "\ntelluser " + note);
        return r == null ? line : line + "\n" + CecpSession.resultLine(r, CecpSession.side(after));
    }

    @Override
    public String message(String text) {
        if (text.startsWith("error ")) {
            return "Error (" + text.substring(6) + "): go";
        }
        return text.startsWith("chance ") ? "telluser Impregnable squares (die): " + text.substring(7) : null;
    }

    @Override
    public String gameOver(GameResult result) {
        return null;
    }
}
