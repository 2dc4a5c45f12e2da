package org.ansuz.variants.epaminondas;

import static org.ansuz.variants.epaminondas.EpaminondasPosition.DIR;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.DISTANCE;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.REMOVED;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.SIZE;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.TAIL;

import java.util.Locale;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.spi.NotationException;

/**
 * Epaminondas move texts: {@code <tail>[<head>]-<destination>} for a phalanx (its head only when it has
 * more than one stone), {@code x} instead of {@code -} for a capture: {@code c1c2-c4}, {@code d5xd7}.
 */
final class EpaminondasNotation implements MoveNotation<EpaminondasPosition> {
    static final EpaminondasNotation INSTANCE = new EpaminondasNotation();

    private EpaminondasNotation() {
    }

    @Override
    public String moveText(EpaminondasPosition pos, long move) {
        StoneBoard stones = pos.stoneBoard();
        int step = stones.mailbox.offset[DIR.of(move)];
        int t = TAIL.of(move);
        int k = SIZE.of(move);
        int head = t + (k - 1) * step;
        StringBuilder s = new StringBuilder(stones.name(t));
        if (k > 1) {
            s.append(stones.name(head));
        }
        return s.append(REMOVED.of(move) > 0 ? 'x' : '-').append(stones.name(head + DISTANCE.of(move) * step)).toString();
    }

    /** Accepts the canonical text in any case, with {@code -}, {@code x} or {@code :} as separator. */
    @Override
    public long parseMove(EpaminondasPosition pos, String text) throws NotationException {
        String wanted = normalise(text);
        if (!wanted.matches("[a-z]\\d{1,2}([a-z]\\d{1,2})?-[a-z]\\d{1,2}")) {
            throw new NotationException("not an Epaminondas move: '" + text.trim()
                    + "' (expected <tail>[<head>]-<dest>, e.g. c1c2-c4 or c2-c3)");
        }
        long move = pos.matcher.find(pos, wanted);
        if (move != 0) {
            return move;
        }
        throw new NotationException("illegal move: " + text.trim()
                + " (no legal phalanx move with that tail, head and destination)");
    }

    static String normalise(String text) {
        return text.trim().toLowerCase(Locale.ROOT).replace('x', '-').replace(':', '-');
    }

    /** The position a text {@code <rows> <side>} describes; nothing is built when the text is malformed. */
    static EpaminondasPosition parsePosition(EpaminondasVariant v, String text) throws NotationException {
        EpaminondasPosition p = new EpaminondasPosition(v, new GameHistory());
        p.placeStones(EpaminondasPosition.textFields(text, "empty position text"));
        return p;
    }
}
