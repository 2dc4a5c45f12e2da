package org.ansuz.variants.gess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;

/** The fast generator against {@link GessReference}: same move texts, same positions after them, same perft. */
class GessGeneratorCrossCheckTest {
    static final Variant GESS = Variants.registry().find("gess").orElseThrow();

    /** Move text to the position text after it, from the fast generator. */
    static TreeMap<String, String> fast(Position p) {
        TreeMap<String, String> out = new TreeMap<>();
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            p.play(m);
            String after = p.fen();
            p.undo();
            assertThat(out.put(p.moveText(m), after)).isNull();
        }
        return out;
    }

    static TreeMap<String, String> reference(String fen) {
        TreeMap<String, String> out = new TreeMap<>();
        for (GessReference.Move m : GessReference.parse(fen).moves()) {
            assertThat(out.put(m.text(), m.after().fen())).isNull();
        }
        return out;
    }

    @Test
    void startHas478MovesAsTheSpecCounts() {
        Position p = GESS.startPosition();
        assertThat(Perft.count(p, 1)).isEqualTo(478);
        assertThat(fast(p)).isEqualTo(reference(p.fen()));
    }

    @Test
    void perftTwoAgreesWithTheReference() throws NotationException {
        for (String fen : GESS.benchFens()) {
            assertThat(Perft.count(GESS.newPosition(fen), 2)).as(fen).isEqualTo(GessReference.parse(fen).perft(2));
        }
    }

    @Test
    void seededPlayoutsAgreeMoveByMove() throws NotationException {
        SplittableRandom random = new SplittableRandom(14);
        MoveList list = new MoveList();
        int positions = 0;
        for (int game = 0; game < 12; game++) {
            Position p = GESS.startPosition();
            for (int ply = 0; ply < 120; ply++) {
                String fen = p.fen();
                assertThat(fast(p)).as(fen).isEqualTo(reference(fen));
                positions++;
                int n = p.generate(list);
                if (n == 0) {
                    break;
                }
                // Prefer captures now and then so that playouts reach broken, crowded and open positions.
                // Moves that end the game are avoided while others exist, so that playouts go on.
                List<Long> noisy = new ArrayList<>();
                List<Long> all = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    long m = list.move(i);
                    p.play(m);
                    boolean over = p.result().isOver();
                    p.undo();
                    if (!over) {
                        all.add(m);
                        if (p.isNoisy(m)) {
                            noisy.add(m);
                        }
                    }
                }
                if (all.isEmpty()) {
                    p.play(list.move(random.nextInt(n)));
                    continue;
                }
                long m = !noisy.isEmpty() && random.nextInt(3) == 0
                        ? noisy.get(random.nextInt(noisy.size())) : all.get(random.nextInt(all.size()));
                p.play(m);
            }
        }
        assertThat(positions).isGreaterThan(200);
    }
}
