package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Position;
import org.ansuz.variants.draughts.DraughtsRules.DrawRules;
import org.ansuz.variants.draughts.DraughtsRules.Precedence;
import org.junit.jupiter.api.Test;

/**
 * The generator on a 64-cell board with orthogonal directions (the shape Turkish-style games need):
 * captured sets are stored as ranks among the opponent's pieces there. Checks the plumbing with
 * seeded random games.
 */
class LargeBoardTest {
    static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

    static DraughtsVariant orthogonal() {
        DraughtsRules rules = new DraughtsRules("orthogonal-test", List.of(), 8, 8, DraughtsGeometry.SquareSet.ALL,
                false, ORTHOGONAL, 0, "W:W41-56:B9-24", new int[]{0, 2, 3}, new int[]{0, 2, 3},
                new int[]{0, 1, 2, 3}, new int[]{0, 1, 2, 3}, true, DraughtsRules.KingCapture.FLYING,
                DraughtsRules.Promotion.AT_END, true, true, true, Precedence.QUANTITY,
                new DrawRules(3, 0, List.of()), DraughtsWeights.flying8(), true, false, 'x', "White", "Black", 80, 0);
        return new DraughtsVariant(rules, List.of());
    }

    @Test
    void orthogonalStartMoves() {
        DraughtsVariant v = orthogonal();
        Position pos = v.startPosition();
        MoveList list = new MoveList();
        assertThat(pos.generate(list)).isEqualTo(8); // each front man one step forward; sideways blocked
        assertThat(pos.moveText(list.move(0))).matches("[a-h]3-[a-h]4");
    }

    @Test
    void randomGamesKeepTheContract() throws Exception {
        DraughtsVariant v = orthogonal();
        SplittableRandom random = new SplittableRandom(64);
        MoveList list = new MoveList();
        int captures = 0;
        for (int game = 0; game < 20; game++) {
            Position pos = v.startPosition();
            for (int ply = 0; ply < 200; ply++) {
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                String fen = pos.fen();
                long key = pos.key();
                assertThat(v.newPosition(fen).key()).isEqualTo(key);
                Set<String> texts = new HashSet<>();
                long[] moves = java.util.Arrays.copyOf(list.moves, n);
                for (long m : moves) {
                    String t = pos.moveText(m);
                    assertThat(texts.add(t)).as("%s printed twice at %s", t, fen).isTrue();
                    assertThat(pos.parseMove(t)).as("%s at %s", t, fen).isEqualTo(m);
                    assertThat(pos.parseMove(pos.moveText(m, "hub"))).isEqualTo(m);
                }
                long m = moves[random.nextInt(n)];
                long capturedCells = ((DraughtsPosition) pos).capturedCells(m);
                int before = count(pos);
                pos.play(m);
                assertThat(count(pos)).isEqualTo(before - Long.bitCount(capturedCells));
                captures += capturedCells != 0 ? 1 : 0;
                pos.undo();
                assertThat(pos.fen()).isEqualTo(fen);
                pos.play(m);
            }
        }
        assertThat(captures).isGreaterThan(100);
    }

    private static int count(Position pos) {
        int n = 0;
        for (int c = 0; c < 64; c++) {
            n += pos.symbolAt(c) == '.' ? 0 : 1;
        }
        return n;
    }
}
