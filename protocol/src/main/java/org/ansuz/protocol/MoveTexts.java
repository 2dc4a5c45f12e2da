package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/** Move texts for printing, checked against the legal moves so a bad engine answer can never crash the protocol. */
public final class MoveTexts {
    private MoveTexts() {
    }

    /**
     * The text of {@code move} in {@code notation} ({@code null} = canonical; {@code "hub"} where the
     * game has {@link HubNotation}), falling back to canonical.
     */
    public static String text(Position pos, long move, String notation) {
        if ("hub".equals(notation) && pos instanceof HubNotation hub) {
            return hub.hubMoveText(move);
        }
        return pos.moveText(move);
    }

    /** Texts of the legal prefix of {@code line}, played from a copy of {@code root}. */
    public static List<String> line(Position root, long[] line, String notation) {
        List<String> texts = new ArrayList<>();
        if (line == null || line.length == 0) {
            return texts;
        }
        Position pos = root.copy();
        MoveList list = new MoveList();
        for (long m : line) {
            if (m == 0) {
                break;
            }
            pos.generate(list);
            if (!list.contains(m)) {
                break;
            }
            texts.add(text(pos, m, notation));
            pos.play(m);
        }
        return texts;
    }

    /** Every legal move of {@code pos} in canonical text. */
    public static List<String> legal(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        List<String> texts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            texts.add(pos.moveText(list.move(i)));
        }
        return texts;
    }

    public static boolean isLegal(Position pos, long move) {
        if (move == 0) {
            return false;
        }
        MoveList list = new MoveList();
        pos.generate(list);
        return list.contains(move);
    }
}
