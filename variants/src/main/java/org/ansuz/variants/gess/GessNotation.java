package org.ansuz.variants.gess;

import static org.ansuz.variants.gess.GessPosition.BLACK;
import static org.ansuz.variants.gess.GessPosition.CAPTURED;
import static org.ansuz.variants.gess.GessPosition.DIR;
import static org.ansuz.variants.gess.GessPosition.DISTANCE;
import static org.ansuz.variants.gess.GessPosition.DX;
import static org.ansuz.variants.gess.GessPosition.DY;
import static org.ansuz.variants.gess.GessPosition.N;
import static org.ansuz.variants.gess.GessPosition.TEXT_GEOMETRY;
import static org.ansuz.variants.gess.GessPosition.TEXT_ROWS;
import static org.ansuz.variants.gess.GessPosition.WHITE;
import static org.ansuz.variants.gess.GessPosition.centreX;
import static org.ansuz.variants.gess.GessPosition.centreY;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * GESS move texts: the piece's centre and its new centre, {@code c3-c6}; a capture count {@code x2} after
 * it is accepted and checked. Centres may stand on the border files and ranks ({@code x}, {@code y}, 0, 19).
 */
final class GessNotation implements MoveNotation<GessPosition> {
    static final GessNotation INSTANCE = new GessNotation();
    private static final Pattern MOVE = Pattern.compile("([a-rxy])(\\d{1,2})-([a-rxy])(\\d{1,2})(x\\d+)?");

    private GessNotation() {
    }

    /** Name of a 20 x 20 square, x and y in -1..18: files {@code x a..r y}, ranks 0..19. */
    static String squareName(int x, int y) {
        char file = x < 0 ? 'x' : x >= N ? 'y' : (char) ('a' + x);
        return file + Integer.toString(y + 1);
    }

    private static int fileIndex(char c) {
        return c == 'x' ? -1 : c == 'y' ? N : c - 'a';
    }

    @Override
    public String moveText(GessPosition pos, long move) {
        int x = centreX(move);
        int y = centreY(move);
        int d = DIR.of(move);
        int k = DISTANCE.of(move);
        return squareName(x, y) + "-" + squareName(x + k * DX[d], y + k * DY[d]);
    }

    @Override
    public long parseMove(GessPosition pos, String text) throws NotationException {
        Matcher m = MOVE.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new NotationException("not a GESS move (centre-newcentre, e.g. c3-c6): " + text);
        }
        int x = fileIndex(m.group(1).charAt(0));
        int y = Integer.parseInt(m.group(2)) - 1;
        int nx = fileIndex(m.group(3).charAt(0));
        int ny = Integer.parseInt(m.group(4)) - 1;
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            long mv = list.move(i);
            int d = DIR.of(mv);
            int k = DISTANCE.of(mv);
            if (centreX(mv) == x && centreY(mv) == y && x + k * DX[d] == nx && y + k * DY[d] == ny) {
                if (m.group(5) != null && Integer.parseInt(m.group(5).substring(1)) != CAPTURED.of(mv)) {
                    throw new NotationException("move " + text + " captures " + CAPTURED.of(mv) + " stones");
                }
                return mv;
            }
        }
        throw new NotationException("illegal move: " + text);
    }

    /** The position a text {@code <18 ranks> <b|w>} describes; nothing is built when the text is malformed. */
    static GessPosition parsePosition(GessVariant v, String text) throws NotationException {
        GessPosition p = new GessPosition(v, new GameHistory(64));
        String[] fields = text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        if (fields.length > 2) {
            throw new NotationException("expected '<18 ranks> <b|w>', found " + fields.length + " fields");
        }
        TEXT_ROWS.parse(fields[0], "bw", (cell, piece) ->
                p.rows[piece == 0 ? BLACK : WHITE][TEXT_GEOMETRY.y(cell) + 2] |= 1 << (TEXT_GEOMETRY.x(cell) + 2));
        p.finishSetup(fields.length > 1 ? BoardPosition.parseSide(fields[1], "b", "w") : BLACK);
        return p;
    }
}
