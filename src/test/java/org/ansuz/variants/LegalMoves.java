package org.ansuz.variants;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/** The canonical texts of a position's legal moves, in generation order: what rule tests compare against. */
public final class LegalMoves {
    private LegalMoves() {
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
