package org.ansuz.variants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/** The canonical texts of a position's legal moves, in generation order: what rule tests compare against. */
public final class LegalMoves {
    private LegalMoves() {
    }

    /** Every legal move's text and the board field (the FEN's first) after it. */
    public static Map<String, String> boardsAfter(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        Map<String, String> out = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            String after = p.fen();
            p.undo();
            if (out.put(p.moveText(list.move(i)), after.substring(0, after.indexOf(' '))) != null) {
                throw new AssertionError("two moves with the text " + p.moveText(list.move(i)) + " at " + p.fen());
            }
        }
        return out;
    }

    public static List<String> texts(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(p.moveText(list.move(i)));
        }
        return out;
    }
}
