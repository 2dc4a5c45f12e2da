package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.CaptureRoutes;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The mailbox position plays every built-in draughts game exactly as the bitboard one: set up on the same
 * (small) board, both list the same moves (by text, with their capture routes and the position each
 * leads to), count the same perft and end the game alike along random games. This reaches the switches the
 * grid reference does not play (the orthogonal boards, Senegalese removal, Gauntlet's runners and its
 * own Black directions, count-decided results) and every draw rule.
 */
class WideAgainstBitboardTest {

    @TestFactory
    Stream<DynamicTest> theMailboxPlaysEveryBuiltInGameAsTheBitboardsDo() {
        var games = Variants.builtIn().all().stream().filter(v -> v instanceof DraughtsVariant).toList();
        assertThat(games).as("the shipped draughts games").hasSize(15);
        return games.stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> compare((DraughtsVariant) v)));
    }

    /** A mailbox position of {@code p}'s variant holding {@code p}'s pieces, side and counters. */
    static WideDraughtsPosition mailboxOf(DraughtsVariant v, Position p) {
        WideDraughtsPosition w = new WideDraughtsPosition(v);
        for (int c = 0; c < v.geometry().cells; c++) {
            char s = p.symbolAt(c);
            if (s != '.') {
                w.put(c, s == 'w' || s == 'W' ? 0 : 1, Character.isUpperCase(s));
            }
        }
        AbstractDraughtsPosition a = (AbstractDraughtsPosition) p;
        w.color = a.color;
        w.quiet = a.quiet;
        w.fullmove = a.fullmove;
        w.refresh();
        return w;
    }

    private static void compare(DraughtsVariant v) throws NotationException {
        assertThat(v.wide).as("a built-in board fits the bitboards").isFalse();
        Position start = v.startPosition();
        WideDraughtsPosition wideStart = mailboxOf(v, start);
        assertThat(wideStart.fen()).isEqualTo(start.fen());
        for (int d = 1; d <= 4; d++) {
            assertThat(Perft.count(wideStart, d)).as(v.name() + " perft " + d).isEqualTo(Perft.count(start, d));
        }
        SplittableRandom random = new SplittableRandom(64);
        MoveList list = new MoveList();
        int plies = 0;
        for (int game = 0; game < 6; game++) {
            Position bits = v.startPosition();
            WideDraughtsPosition mailbox = mailboxOf(v, bits);
            for (int ply = 0; ply < 160; ply++) {
                Map<String, String> expected = movesOf(bits);
                assertThat(movesOf(mailbox)).as(v.name() + " at " + bits.fen()).isEqualTo(expected);
                assertThat(mailbox.result()).as(v.name() + " result at " + bits.fen()).isEqualTo(bits.result());
                int n = bits.generate(list);
                if (n == 0) {
                    assertThat(mailbox.noMoveResult()).isEqualTo(bits.noMoveResult());
                    break;
                }
                if (bits.result().isOver()) {
                    break;
                }
                long move = list.move(random.nextInt(n));
                mailbox.play(mailbox.parseMove(bits.moveText(move)));
                bits.play(move);
                assertThat(mailbox.fen()).isEqualTo(bits.fen());
                plies++;
            }
        }
        assertThat(plies).as(v.name() + ": plies compared").isGreaterThan(100);
    }

    /** Every legal move's text with its capture routes and the FEN it leads to. */
    private static Map<String, String> movesOf(Position p) {
        MoveList list = new MoveList();
        int n = CaptureRoutes.generate(p, list);
        Map<String, String> out = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = p.moveText(m) + " routes " + list.scores[i];
            p.play(m);
            out.put(text, p.fen());
            p.undo();
        }
        return out;
    }
}
