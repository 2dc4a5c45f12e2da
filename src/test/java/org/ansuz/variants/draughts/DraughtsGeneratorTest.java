package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.spi.CaptureRoutes;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ShippedVariants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generator's four entry points agree: {@code countMoves} is {@code generate}'s count,
 * {@code generateNoisy} is {@code generate} filtered to the noisy moves (same order, same answer about
 * quiet moves), {@code generateRoutes} lists {@code generate}'s moves. Route counts themselves are checked
 * against the reference generator in {@link ReferenceAgreementTest}.
 */
class DraughtsGeneratorTest {

    @TestFactory
    Stream<DynamicTest> entryPointsAgreeOnRandomGames() {
        return ShippedVariants.of("draughts").stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> randomGames(v)));
    }

    private static void randomGames(Variant v) throws Exception {
        SplittableRandom random = new SplittableRandom(91L + v.name().hashCode());
        MoveList list = new MoveList();
        for (int game = 0; game < 40; game++) {
            Position pos = v.newPosition(v.benchFens().get(game % v.benchFens().size()));
            for (int ply = 0; ply < 200; ply++) {
                entryPointsAgree(pos);
                threatIsTheOpponentsCapture(v, pos);
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                pos.play(list.move(random.nextInt(n)));
            }
        }
    }

    /**
     * {@code isThreatened} says whether the same position with the other side to move has a capture among
     * its legal moves (where that side has legal moves at all).
     */
    static void threatIsTheOpponentsCapture(Variant v, Position pos) throws Exception {
        String fen = pos.fen();
        Position other = v.newPosition((fen.charAt(0) == 'W' ? 'B' : 'W') + fen.substring(1));
        MoveList list = new MoveList();
        int n = other.generate(list);
        if (n > 0) {
            boolean capture = (list.move(0) & DraughtsPosition.CAPTURED) != 0;
            assertThat(pos.isThreatened()).as("threat at %s", fen).isEqualTo(capture);
        }
    }

    /** Asserts that the entry points of {@code pos}'s generator agree with {@code generate}. */
    static void entryPointsAgree(Position pos) {
        MoveList all = new MoveList();
        int n = pos.generate(all);
        long[] moves = Arrays.copyOf(all.moves, n);
        MoveList scratch = new MoveList();
        assertThat(pos.countMoves(scratch)).as("count at %s", pos.fen()).isEqualTo(n);

        MoveList noisy = new MoveList();
        int answer = pos.generateNoisy(noisy);
        long[] expected = Arrays.stream(moves).filter(pos::isNoisy).toArray();
        assertThat(Arrays.copyOf(noisy.moves, noisy.size)).as("noisy moves at %s", pos.fen()).containsExactly(expected);
        if (n == 0) {
            assertThat(answer).isZero();
        } else if (expected.length == n) {
            assertThat(answer).as("all moves noisy at %s", pos.fen()).isEqualTo(noisy.size);
        } else {
            assertThat(answer).as("quiet moves remain at %s", pos.fen()).isGreaterThan(noisy.size);
        }

        MoveList routes = new MoveList();
        int r = CaptureRoutes.generate(pos, routes);
        assertThat(Arrays.copyOf(routes.moves, r)).as("routes' moves at %s", pos.fen()).containsExactly(moves);
        for (int i = 0; i < r; i++) {
            assertThat(routes.scores[i]).isPositive();
            if (!pos.isNoisy(routes.moves[i])) {
                assertThat(routes.scores[i]).isEqualTo(1);
            }
        }
    }

    @Test
    void aRingCapturedBothWaysIsOneMoveAndTwoRoutes() {
        // The man on 38 jumps 33, 23, 22, 32 and lands on 38 again, clockwise or anticlockwise.
        Position pos = DraughtsTesting.position("international", "W:W38:B22,23,32,33,5");
        assertThat(DraughtsTesting.moves("international", "W:W38:B22,23,32,33,5")).hasSize(1);
        assertThat(Perft.count(pos, 1)).isEqualTo(1);
        assertThat(Perft.count(pos, 1, true)).isEqualTo(2);
        assertThat(Perft.count(pos, 2, true)).isEqualTo(2 * Perft.count(pos, 2));
    }

    @Test
    void aFlyingKingThatMayLandOnSeveralSquaresBeforeItsNextCaptureHasOneRoute() {
        // The king on 46 takes 37 and may land on 32 or 28; from either it goes straight on over 23 to 19,
        // 14, 10 or 5... one order of capture, so one route per landing square.
        String fen = "W:WK46:B37,23,5";
        Position pos = DraughtsTesting.position("international", fen);
        MoveList list = new MoveList();
        int n = CaptureRoutes.generate(pos, list);
        for (int i = 0; i < n; i++) {
            assertThat(list.scores[i]).as(pos.moveText(list.move(i))).isEqualTo(1);
        }
        assertThat(n).isPositive();
    }

    @Test
    void perftCountsSingleJumpsWithoutSearchingThemAndStillSeesLongerCaptures() {
        // The count of the last ply skips the capture search when no man can jump twice; each of these
        // must agree with the listed moves, the last two of which take two pieces.
        String[][] cases = {
            {"W:W32,33:B28", "32x23", "33x22"},
            {"W:W33:B28,29,K3", "33x24", "33x22"},
            {"W:W28:B33,23", "28x19", "28x39"},
            {"W:W28,37:B32,33", "28x39"},
            {"B:W32,33:B18,27", "27x38x29"},
            {"W:W32,33:B27,28,18", "32x23x12", "33x22x13", "33x22x31"},
        };
        for (String[] c : cases) {
            Position pos = DraughtsTesting.position("international", c[0]);
            assertThat(DraughtsTesting.moves("international", c[0])).as(c[0])
                    .containsExactlyInAnyOrder(Arrays.copyOfRange(c, 1, c.length));
            assertThat(pos.countMoves(new MoveList())).as(c[0]).isEqualTo(c.length - 1);
        }
    }
}
