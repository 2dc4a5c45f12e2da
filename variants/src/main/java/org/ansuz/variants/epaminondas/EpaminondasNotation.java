package org.ansuz.variants.epaminondas;

import static org.ansuz.variants.epaminondas.EpaminondasPosition.dir;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.distance;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.removed;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.size;
import static org.ansuz.variants.epaminondas.EpaminondasPosition.tail;

import java.util.Locale;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.StoneBoard;

/**
 * Epaminondas move texts: {@code <tail>[<head>]-<destination>} for a phalanx (its head only when it has
 * more than one stone), {@code x} instead of {@code -} for a capture: {@code c1c2-c4}, {@code d5xd7}.
 */
final class EpaminondasNotation {
    private EpaminondasNotation() {
    }

    static String moveText(StoneBoard stones, long move) {
        int step = stones.mailbox.offset[dir(move)];
        int t = tail(move);
        int k = size(move);
        int head = t + (k - 1) * step;
        StringBuilder s = new StringBuilder(stones.name(t));
        if (k > 1) {
            s.append(stones.name(head));
        }
        return s.append(removed(move) > 0 ? 'x' : '-').append(stones.name(head + distance(move) * step)).toString();
    }

    /** Accepts the canonical text in any case, with {@code -}, {@code x} or {@code :} as separator. */
    static long parseMove(Position pos, MoveMatcher matcher, String text) throws NotationException {
        String wanted = normalise(text);
        if (!wanted.matches("[a-z]\\d{1,2}([a-z]\\d{1,2})?-[a-z]\\d{1,2}")) {
            throw new NotationException("not an Epaminondas move: '" + text.trim()
                    + "' (expected <tail>[<head>]-<dest>, e.g. c1c2-c4 or c2-c3)");
        }
        long move = matcher.find(pos, wanted);
        if (move != 0) {
            return move;
        }
        throw new NotationException("illegal move: " + text.trim()
                + " (no legal phalanx move with that tail, head and destination)");
    }

    static String normalise(String text) {
        return text.trim().toLowerCase(Locale.ROOT).replace('x', '-').replace(':', '-');
    }
}
