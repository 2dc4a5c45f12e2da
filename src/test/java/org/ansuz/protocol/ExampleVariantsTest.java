package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.Perft;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;
import org.ansuz.variants.draughts.DraughtsReferenceRules;
import org.junit.jupiter.api.Test;

/**
 * The shipped example variants file (examples/variants.toml) loads, and perft from the start of each of
 * its variants is pinned. Each count is derived twice: by the engine's generator, and, to {@link #REFERENCE_DEPTH},
 * by the independent test-side reference (ReferenceDraughts) with the Czech and Killer rules transcribed
 * from their rule texts (en.wikipedia.org/wiki/Czech_draughts; mindsports.nl, Killer draughts). Where
 * the back rows play no part yet the counts equal published ones of the 8x8 and 10x10 games, as they must:
 * Czech to depth 6 equals English checkers (Aart Bik, talkchess.com "perft for 8x8 checkers": 7 49 302
 * 1469 7361 36768), international-8x10 equals Brazilian (Rein Halbersma, damforum.nl "Perft for all
 * recognized draughts variants": 7 49 302 1469 7473 37628), killer and international-10x8 equal
 * international 10x10 (Aart Bik, aartbik.blogspot.com "BikDam": 9 81 658 4265 27117 167140).
 * Canadian (12x12, 72 squares) and international-14x14 (98 squares) play on the mailbox position of
 * boards wider than 64 bits; no published perft of either was found. Canadian equals
 * international-12x10 to depth 8: the fifth row behind each front plays no part that early.
 */
class ExampleVariantsTest {
    static final int REFERENCE_DEPTH = 5;

    static final Map<String, long[]> PERFT = new LinkedHashMap<>();

    static {
        PERFT.put("czech", new long[] {7, 49, 302, 1469, 7361, 36768, 179740, 845931});
        PERFT.put("killer", new long[] {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961});
        PERFT.put("international-6x6", new long[] {5, 25, 106, 369, 1301, 4214, 12912, 39526});
        PERFT.put("international-8x10", new long[] {7, 49, 302, 1469, 7473, 37628, 193605, 995303});
        PERFT.put("international-10x8", new long[] {9, 81, 658, 4265, 27117, 167140, 1029319, 6127190});
        PERFT.put("international-12x10", new long[] {11, 121, 1222, 10053, 79049, 584100, 4369366, 31839056});
        PERFT.put("canadian", new long[] {11, 121, 1222, 10053, 79049, 584100, 4369366, 31839056});
        PERFT.put("international-14x14", new long[] {13, 169, 2366, 33124, 497700, 7410365});
    }

    static List<Variant> examples() {
        VariantsFormat.Result r = VariantFile.read(Path.of("examples/variants.toml"));
        assertThat(r.problems()).isEmpty();
        return r.variants();
    }

    @Test
    void theExampleFileDefinesTheEightVariants() {
        assertThat(examples()).extracting(Variant::name).containsExactlyElementsOf(PERFT.keySet());
    }

    @Test
    void perftFromTheStartIsPinnedAndTheReferenceAgrees() throws Exception {
        for (Variant v : examples()) {
            long[] expected = PERFT.get(v.name());
            ReferenceRules reference = DraughtsReferenceRules.rules(v);
            String start = reference.positionText(v.startPosition());
            for (int d = 1; d <= expected.length; d++) {
                long fast = Perft.count(v.startPosition(), d);
                assertThat(fast).as(v.name() + " depth " + d).isEqualTo(expected[d - 1]);
                if (d <= REFERENCE_DEPTH) {
                    assertThat(ReferenceRules.perft(reference, start, d)).as(v.name() + " depth " + d).isEqualTo(fast);
                }
            }
        }
    }

    /**
     * Kings appear only deep in perft from the start, so Czech's king-first captures and Killer's king stop
     * are checked along random playouts: the engine's moves equal the reference's at every ply, and the
     * playouts reach positions where a side with kings must capture.
     */
    @Test
    void alongRandomPlayoutsTheEngineAndTheReferenceListTheSameMoves() {
        for (Variant v : examples()) {
            ReferenceRules reference = DraughtsReferenceRules.rules(v);
            SplittableRandom random = new SplittableRandom(38);
            MoveList list = new MoveList();
            int kingCaptures = 0;
            for (int game = 0; game < 12; game++) {
                Position p = v.startPosition();
                for (int ply = 0; ply < 150; ply++) {
                    int n = ReferenceRules.assertAgrees(reference, p, v.name());
                    if (n == 0) {
                        break;
                    }
                    p.generate(list);
                    if (hasKing(v, p) && capturesFirst(v, p, list.move(0))) {
                        kingCaptures++;
                    }
                    p.play(list.move(random.nextInt(n)));
                }
            }
            assertThat(kingCaptures).as(v.name() + ": positions where a side with kings must capture").isPositive();
        }
    }

    /** The side to move has a king (White's are 'W', Black's 'B'). */
    private static boolean hasKing(Variant v, Position p) {
        char king = p.sideToMove() == 0 ? 'W' : 'B';
        for (int c = 0; c < v.board().cells(); c++) {
            if (p.symbolAt(c) == king) {
                return true;
            }
        }
        return false;
    }

    /** {@code move} takes pieces (then every legal move does: captures are compulsory). */
    private static boolean capturesFirst(Variant v, Position p, long move) {
        int before = pieces(v, p);
        p.play(move);
        int after = pieces(v, p);
        p.undo();
        return after < before;
    }

    private static int pieces(Variant v, Position p) {
        int n = 0;
        for (int c = 0; c < v.board().cells(); c++) {
            n += Character.isLetter(p.symbolAt(c)) ? 1 : 0;
        }
        return n;
    }
}
