package org.ansuz.variants.breakthrough;

import static org.ansuz.variants.breakthrough.BreakthroughPosition.CAPTURE;
import static org.ansuz.variants.breakthrough.BreakthroughPosition.FROM;

import java.util.Locale;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.NotationException;

/** Breakthrough move texts: {@code a2-a3} for a step, {@code a2xb3} for a capture. */
final class BreakthroughNotation implements MoveNotation<BreakthroughPosition> {
    static final BreakthroughNotation INSTANCE = new BreakthroughNotation();

    private BreakthroughNotation() {
    }

    @Override
    public String moveText(BreakthroughPosition pos, long move) {
        int from = FROM.of(move);
        return pos.stoneBoard().name(from) + (CAPTURE.of(move) != 0 ? 'x' : '-') + pos.stoneBoard().name(pos.target(move));
    }

    /** Accepts the canonical text in any case, with {@code -}, {@code x} or {@code :} between the squares. */
    @Override
    public long parseMove(BreakthroughPosition pos, String text) throws NotationException {
        String wanted = normalise(text);
        if (!wanted.matches("[a-z]\\d{1,2}-[a-z]\\d{1,2}")) {
            throw new NotationException("not a Breakthrough move: '" + text.strip() + "' (expected e.g. a2-a3 or a2xb3)");
        }
        long move = pos.matcher.find(pos, wanted);
        if (move == 0) {
            throw new NotationException("illegal move: " + text.strip()
                    + " (a man steps straight or diagonally forward to an empty square, or takes diagonally forward)");
        }
        return move;
    }

    static String normalise(String text) {
        return text.strip().toLowerCase(Locale.ROOT).replace('x', '-').replace(':', '-');
    }

    /** The position a text {@code <rows> <side>} describes; nothing is built when the text is malformed. */
    static BreakthroughPosition parsePosition(BreakthroughVariant v, String text) throws NotationException {
        BreakthroughPosition p = new BreakthroughPosition(v, new GameHistory());
        p.placeStones(BreakthroughPosition.textFields(text, "empty position text"));
        return p;
    }
}
