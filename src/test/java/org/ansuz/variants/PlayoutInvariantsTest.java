package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded random playouts through every registered variant, checking the SPI contract at every ply:
 * undo restores the position exactly, the incremental key equals the key of the re-parsed FEN, FEN
 * round-trips, every move has a distinct canonical text that parses back to it, perft's bulk counts
 * ({@code countMoves}, {@code countMovesAfter}) are the numbers of moves generated, copies are independent,
 * and divide sums to perft.
 */
class PlayoutInvariantsTest {
    private static final int GAMES = 6;
    private static final int MAX_PLIES = 160;
    /**
     * Moves per ply whose text is parsed back: parsing may regenerate the whole move list, so checking
     * every move would cost a square of the branching factor per ply in the wide group-move games.
     */
    private static final int PARSED_PER_PLY = 8;
    /** Moves checked per playout: a wide game (Ordo X has ~2000 turns a ply) ends its playout sooner. */
    private static final int MOVES_PER_PLAYOUT = 12_000;
    /** The divide-equals-perft check runs only where perft 2 is cheap. */
    private static final int DIVIDE_MAX_MOVES = 150;

    @TestFactory
    Stream<DynamicTest> everyVariantKeepsTheContract() {
        return Variants.registry().all().stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> playouts(v)));
    }

    private static void playouts(Variant variant) throws NotationException {
        List<String> starts = new ArrayList<>(variant.benchFens());
        starts.add(0, variant.startFen());
        SplittableRandom random = new SplittableRandom(20261122L ^ variant.name().hashCode());
        for (int game = 0; game < GAMES; game++) {
            String start = starts.get(game % starts.size());
            playout(variant, variant.newPosition(start), random);
        }
    }

    private static void playout(Variant variant, Position pos, SplittableRandom random) throws NotationException {
        MoveList list = new MoveList();
        MoveList scratch = new MoveList();
        Board board = variant.board();
        int checked = 0;
        for (int ply = 0; ply < MAX_PLIES && checked < MOVES_PER_PLAYOUT; ply++) {
            String fen = pos.fen();
            long key = pos.key();
            Position reparsed = variant.newPosition(fen);
            assertThat(reparsed.fen()).as("%s: FEN round-trip", variant.name()).isEqualTo(fen);
            assertThat(reparsed.key()).as("%s: key of %s equals key of its re-parsed FEN", variant.name(), fen)
                    .isEqualTo(key);
            for (int c = 0; c < board.cells(); c++) {
                assertThat(pos.symbolAt(c)).isEqualTo(reparsed.symbolAt(c));
            }
            int n = pos.generate(list);
            assertThat(pos.countMoves(scratch)).as("%s: countMoves at %s", variant.name(), fen).isEqualTo(n);
            if (n == 0) {
                assertThat(GameResult.of(pos).isOver()).as("%s: no moves means the game is over at %s", variant.name(), fen)
                        .isTrue();
                return;
            }
            Set<Long> seenMoves = new HashSet<>();
            Set<String> seenTexts = new HashSet<>();
            checked += n;
            long[] moves = java.util.Arrays.copyOf(list.moves, n);
            int parseStride = Math.max(1, n / PARSED_PER_PLY);
            for (int i = 0; i < n; i++) {
                long m = moves[i];
                assertThat(m).as("%s: 0 is not a move", variant.name()).isNotZero();
                assertThat(seenMoves.add(m)).as("%s: move generated twice at %s", variant.name(), fen).isTrue();
                String text = pos.moveText(m);
                assertThat(text).doesNotContainAnyWhitespaces();
                assertThat(seenTexts.add(text.toLowerCase())).as("%s: two moves print as %s at %s", variant.name(), text, fen)
                        .isTrue();
                if (i % parseStride == 0) {
                    assertThat(pos.parseMove(text)).as("%s: %s parses back at %s", variant.name(), text, fen)
                            .isEqualTo(m);
                }
                pos.play(m);
                int childMoves = i % parseStride == 0 ? pos.generate(scratch) : -1;
                pos.undo();
                assertThat(pos.fen()).as("%s: undo of %s at %s", variant.name(), text, fen).isEqualTo(fen);
                if (childMoves >= 0) {
                    assertThat(pos.countMovesAfter(m, scratch)).as("%s: countMovesAfter %s at %s", variant.name(), text, fen)
                            .isEqualTo(childMoves);
                    assertThat(pos.fen()).as("%s: countMovesAfter %s keeps %s", variant.name(), text, fen).isEqualTo(fen);
                }
                assertThat(pos.key()).as("%s: key after undo of %s at %s", variant.name(), text, fen).isEqualTo(key);
            }
            if (ply % 40 == 7 && n <= DIVIDE_MAX_MOVES) {
                Position copy = pos.copy();
                long divideSum = 0;
                for (long m : moves) {
                    copy.play(m);
                    divideSum += Perft.count(copy, 1);
                    copy.undo();
                }
                assertThat(divideSum).as("%s: divide sums to perft 2 at %s", variant.name(), fen)
                        .isEqualTo(Perft.count(pos, 2));
                copy.play(moves[0]);
                assertThat(pos.fen()).as("%s: a copy is independent", variant.name()).isEqualTo(fen);
            }
            pos.play(moves[random.nextInt(n)]);
        }
    }

}
