package org.ansuz.variants.chesst;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variant;
import org.junit.jupiter.api.Test;

/**
 * The fast generator against the plain reference: legal-move sets and positions along seeded random
 * playouts (through the impregnable selection), and perft counts of rule-exercising positions.
 */
class ChessTCrossCheckTest {

    @Test
    void playoutsAgreeWithTheReference() {
        for (Variant v : List.of(ChessTRulesTest.T, ChessTRulesTest.T2)) {
            boolean t2 = v == ChessTRulesTest.T2;
            for (int game = 0; game < 12; game++) {
                SplittableRandom random = new SplittableRandom(1000 + game);
                ChessTPosition p = ChessTRulesTest.pos(v, v.startFen());
                ChessTReference r = ChessTReference.parse(v.startFen(), t2);
                MoveList list = new MoveList();
                List<String> fens = new ArrayList<>();
                List<Long> keys = new ArrayList<>();
                for (int ply = 0; ply < 160; ply++) {
                    int n = p.generate(list);
                    if (n == 0 && p.result().kind() == org.ansuz.engine.GameResult.Kind.DRAW) {
                        break; // the draw rules, which the reference leaves out
                    }
                    List<String> fast = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        fast.add(p.moveText(list.move(i)));
                    }
                    assertThat(new TreeSet<>(fast)).as(p.fen()).hasSize(n)
                            .isEqualTo(new TreeSet<>(r.legalMoves()));
                    if (n == 0) {
                        break;
                    }
                    // prefer captures and castle entries now and then so that games reach the endgame rules
                    long m = list.move(random.nextInt(n));
                    for (int tries = 0; tries < 3 && !p.isNoisy(m); tries++) {
                        m = list.move(random.nextInt(n));
                    }
                    fens.add(p.fen());
                    keys.add(p.key());
                    String text = p.moveText(m);
                    p.play(m);
                    r = r.apply(text);
                    assertThat(p.fen()).as(text).isEqualTo(r.fen());
                }
                for (int i = fens.size() - 1; i >= 0; i--) {
                    p.undo();
                    assertThat(p.fen()).isEqualTo(fens.get(i));
                    assertThat(p.key()).isEqualTo(keys.get(i));
                }
            }
        }
    }

    /** Positions that exercise each hard rule, counted by both generators. */
    static final String[][] RULE_POSITIONS = {
        {"chess-t", "r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4"},
        {"chess-t", "r2pkp2r/iiiiciiii/4i4/9/9/2I1I4/II1ICIIII/R2PKP2R w - Pp 0 4"},
        {"chess-t", "3k1C3/9/9/9/9/9/9/K8 b a4a5 - 0 10"},
        {"chess-t", "4k4/3i5/1P7/9/9/9/9/K8 w a4a5 Pp 0 10"},
        {"chess-t", "4k4/9/6P2/4R4/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t", "k8/1V7/9/9/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t", "k8/1i7/2i6/1c3C3/1i7/III6/9/1R6K w c4h5 - 0 10"},
        {"chess-t", "r3kp2r/2iici1i1/1i2i1i2/i1p3R1i/I2P5/2I1I4/1I2CII1I/3PK4 b c4h5 Pp 1 12"},
        {"chess-t2", "r1spkps1r/ii1iciii1/2i1i3i/9/2I6/4I1I2/II1ICI1II/R1SPKPS1R w - Pp 0 4"},
        {"chess-t2", "4k4/9/5S3/9/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t2", "r2pkp2r/1i1ici1i1/2s1i1s2/i1i3i1i/I1I2S2I/4I4/1I1ICII2/R2PKP2R b c4g5 Pp 2 9"},
    };

    @Test
    void rulePositionsPerftAgrees() {
        for (String[] e : RULE_POSITIONS) {
            Variant v = org.ansuz.engine.Variants.registry().find(e[0]).orElseThrow();
            ChessTPosition p = ChessTRulesTest.pos(v, e[1]);
            ChessTReference r = ChessTReference.parse(e[1], e[0].equals("chess-t2"));
            for (int d = 1; d <= 2; d++) {
                assertThat(Perft.count(p, d)).as(e[1] + " depth " + d).isEqualTo(r.perft(d));
            }
        }
    }
}
