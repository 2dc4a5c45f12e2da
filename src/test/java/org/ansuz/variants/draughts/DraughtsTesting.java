package org.ansuz.variants.draughts;

import java.util.Set;
import java.util.TreeSet;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/** Small helpers shared by the draughts tests. */
final class DraughtsTesting {
    private DraughtsTesting() {
    }

    static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    static Position position(String variant, String fen) {
        try {
            return variant(variant).newPosition(fen);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Plays {@code moves}, each given as its text. */
    static void play(Position pos, String... moves) throws NotationException {
        for (String m : moves) {
            pos.play(pos.parseMove(m));
        }
    }

    /** Canonical texts of every legal move. */
    static Set<String> moves(String variant, String fen) {
        Position pos = position(variant, fen);
        MoveList list = new MoveList();
        int n = pos.generate(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(pos.moveText(list.move(i)));
        }
        return out;
    }

    /** The legal moves as numbers. */
    static Set<Long> moveSet(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        Set<Long> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(list.move(i));
        }
        return out;
    }

    /** The moves the given texts denote (short forms allowed). */
    static Set<Long> parsed(Position pos, String... texts) throws NotationException {
        Set<Long> out = new TreeSet<>();
        for (String t : texts) {
            out.add(pos.parseMove(t));
        }
        return out;
    }
}
