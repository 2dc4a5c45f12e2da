package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;

/** The fast generators agree with the simple reference generators move for move. */
class GeneratorCrossCheckTest {

    static TreeSet<String> fastMoves(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(pos.moveText(list.move(i)));
        }
        assertThat(out).as("duplicate moves in %s", pos.fen()).hasSize(n);
        return out;
    }

    static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    @Test
    void print() {
        for (String v : new String[] {"abalone", "abalone-belgian", "abalone-german"}) {
            Position p = variant(v).startPosition();
            AbaloneReference r = AbaloneReference.parse(p.fen());
            System.err.println(v + " fast " + org.ansuz.engine.Perft.count(p, 1) + " " + org.ansuz.engine.Perft.count(p, 2) + " " + org.ansuz.engine.Perft.count(p, 3)
                + " ref " + r.perft(1) + " " + r.perft(2) + " " + r.perft(3));
        }
        for (String v : new String[] {"taacoca", "taacoca-dagaz"}) {
            Position p = variant(v).startPosition();
            TaacocaReference r = TaacocaReference.parse(p.fen(), v.endsWith("dagaz"));
            System.err.println(v + " fast " + org.ansuz.engine.Perft.count(p, 1) + " " + org.ansuz.engine.Perft.count(p, 2) + " " + org.ansuz.engine.Perft.count(p, 3)
                + " ref " + r.perft(1) + " " + r.perft(2) + " " + r.perft(3));
        }
    }
}
