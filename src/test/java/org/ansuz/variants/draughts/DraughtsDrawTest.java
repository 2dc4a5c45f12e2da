package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ansuz.variants.draughts.DraughtsTesting.position;

import java.util.HashSet;
import java.util.Set;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.junit.jupiter.api.Test;

/** Automatic draws in {@code result()}; {@code generate} ignores them. */
class DraughtsDrawTest {

    private static void play(Position pos, String... moves) throws NotationException {
        for (String m : moves) {
            pos.play(pos.parseMove(m));
        }
    }

    @Test
    void thirdRepetitionDraws() throws NotationException {
        Position pos = position("international", "W:WK46,K47,K48,K49:BK1,K2,K3,K4");
        play(pos, "46-41", "1-6", "41-46", "6-1");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "46-41", "1-6", "41-46");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "6-1");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(pos).reason()).isEqualTo("repetition");
        assertThat(pos.generate(new MoveList())).as("draw rules are not applied by generate").isPositive();
        pos.undo();
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
    }

    @Test
    void reversiblePliesCountKingMovesSinceTheLastManMoveOrCapture() throws NotationException {
        Position pos = position("international", "W:WK46,50:BK1,4:H3");
        assertThat(pos.reversiblePlies()).isEqualTo(3);
        play(pos, "46-41");
        assertThat(pos.reversiblePlies()).isEqualTo(4);
        play(pos, "4-9");
        assertThat(pos.reversiblePlies()).isZero();
        play(pos, "41-46", "1-7");
        assertThat(pos.reversiblePlies()).isEqualTo(2);
        play(pos, "50-44");
        assertThat(pos.reversiblePlies()).isZero();
        pos.undo();
        assertThat(pos.reversiblePlies()).isEqualTo(2);
    }

    @Test
    void twentyFiveKingMovesDraw() throws NotationException {
        Position pos = position("international", "W:WK46,30:BK1,20:H49");
        Position copy = pos.copy();
        play(pos, "46-41");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(pos).reason()).isEqualTo("25-move rule");
        play(copy, "30-24");
        assertThat(GameResult.of(copy).kind()).isEqualTo(GameResult.Kind.ONGOING);
        assertThat(copy.fen()).isEqualTo("B:W24,K46:BK1,20");
    }

    @Test
    void englishFortyMoveRule() throws NotationException {
        Position pos = position("english", "B:WK30,21:BK3,12:H79");
        play(pos, "3-8");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        pos.undo();
        play(pos, "12-16");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
    }

    @Test
    void twoKingsAgainstALoneKingDrawAfterFiveMovesEach() throws NotationException {
        Position pos = position("international", "W:WK49,K50:BK1");
        play(pos, "49-43", "1-6", "50-45", "6-1", "43-49", "1-6", "45-50", "6-1", "49-43");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "1-6");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(pos).reason()).isEqualTo("endgame move limit");
    }

    @Test
    void threePiecesAgainstALoneKingDrawAfterSixteenMovesEach() throws NotationException {
        Position pos = position("international", "W:WK46,K47,K48:BK1");
        Set<Long> seen = new HashSet<>();
        for (int move = 0; move < 16; move++) {
            assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
            whiteKingWalks(pos, seen);
            assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
            play(pos, move % 2 == 0 ? "1-6" : "6-1");
        }
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(pos).reason()).isEqualTo("endgame move limit");
    }

    /** A quiet White king move to a configuration not seen before, away from the lone king's diagonals. */
    private static void whiteKingWalks(Position pos, Set<Long> seen) {
        Set<Integer> watched = Set.of(1, 6, 7, 12, 18, 23, 29, 34, 40, 45, 11, 17, 22, 28, 33, 39, 44, 50);
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            if (watched.contains(((DraughtsPosition) pos).to(m) + 1)) {
                continue;
            }
            pos.play(m);
            if (seen.add(pos.key())) {
                return;
            }
            pos.undo();
        }
        throw new AssertionError("no fresh king move at " + pos.fen());
    }

    @Test
    void noMoveLoses() {
        Position pos = position("english", "W:W29:B25,22");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(pos).reason()).isEqualTo("no legal move");
        assertThat(GameResult.of(position("international", "W:W:B1")).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    /** Plays quiet moves that repeat no position and give the opponent no capture. */
    private static void walkWithoutRepeating(Position pos, int plies, long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        Set<Long> seen = new HashSet<>();
        seen.add(pos.key());
        MoveList list = new MoveList();
        MoveList reply = new MoveList();
        for (int i = 0; i < plies; i++) {
            int n = pos.generate(list);
            boolean moved = false;
            int offset = random.nextInt(n);
            for (int j = 0; j < n && !moved; j++) {
                long m = list.move((j + offset) % n);
                if (pos.isNoisy(m)) {
                    continue;
                }
                pos.play(m);
                int r = pos.generate(reply);
                boolean safe = r > 0 && !pos.isNoisy(reply.move(0)) && !seen.contains(pos.key());
                if (safe) {
                    seen.add(pos.key());
                    moved = true;
                } else {
                    pos.undo();
                }
            }
            assertThat(moved).as("a quiet safe move exists at %s", pos.fen()).isTrue();
        }
    }
}
