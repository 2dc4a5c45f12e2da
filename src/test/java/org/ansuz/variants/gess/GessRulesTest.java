package org.ansuz.variants.gess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.TreeSet;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** Rules of {@code docs/rules/gess.md}, one at a time, with the exact moves of the piece under test. */
class GessRulesTest {
    static final Variant GESS = Variants.registry().find("gess").orElseThrow();
    /** A black ring around c3 and a white ring around p16 keep the game going. */
    static final String BLACK_RING = "b2 c2 d2 b3 d3 b4 c4 d4";
    static final String WHITE_RING = "o15 p15 q15 o16 q16 o17 p17 q17";

    /** A position from stone lists ("k10 k11") and the side to move ('b' or 'w'). */
    static String fen(String black, String white, char side) {
        char[][] board = new char[18][18];
        for (char[] r : board) {
            java.util.Arrays.fill(r, '.');
        }
        put(board, black, 'b');
        put(board, white, 'w');
        StringBuilder s = new StringBuilder();
        for (int y = 17; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < 18; x++) {
                if (board[x][y] == '.') {
                    run++;
                    continue;
                }
                if (run > 0) {
                    s.append(run);
                    run = 0;
                }
                s.append(board[x][y]);
            }
            if (run > 0) {
                s.append(run);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(' ').append(side).toString();
    }

    private static void put(char[][] board, String squares, char c) {
        for (String sq : squares.trim().split("\\s+")) {
            if (!sq.isEmpty()) {
                board[sq.charAt(0) - 'a'][Integer.parseInt(sq.substring(1)) - 1] = c;
            }
        }
    }

    static Position position(String black, String white, char side) throws NotationException {
        return GESS.newPosition(fen(black, white, side));
    }

    /** The moves of the pieces centred on {@code centre}, captures written with their {@code x<n>}. */
    static Set<String> movesFrom(Position p, String centre) {
        Set<String> out = new TreeSet<>();
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String t = p.moveText(m);
            if (t.startsWith(centre + "-")) {
                out.add(t + (p.isNoisy(m) ? "x" + GessPosition.CAPTURED.of(m) : ""));
            }
        }
        return out;
    }

    @Test
    void startHasOneRingEachAndBlackMoves() {
        GessPosition p = (GessPosition) GESS.startPosition();
        assertThat(p.rings(GessPosition.BLACK)).isEqualTo(1);
        assertThat(p.rings(GessPosition.WHITE)).isEqualTo(1);
        assertThat(p.sideToMove()).isZero();
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.ONGOING);
        assertThat(p.fen()).isEqualTo(GessRules.STANDARD.start());
    }

    @Test
    void aLoneStoneMovesThreeSquaresOnlyAwayFromItsCentre() throws NotationException {
        Position p = position(BLACK_RING + " k10", WHITE_RING, 'b');
        // Centre j9: the stone k10 is its north-east stone, so north-east only, at most 3 (empty centre).
        assertThat(movesFrom(p, "j9")).containsExactly("j9-k10", "j9-l11", "j9-m12");
        assertThat(movesFrom(p, "k9")).containsExactly("k9-k10", "k9-k11", "k9-k12");
        assertThat(movesFrom(p, "l11")).containsExactly("l11-i8", "l11-j9", "l11-k10");
        // The stone's own square is no piece: nothing off-centre.
        assertThat(movesFrom(p, "k10")).isEmpty();
    }

    @Test
    void obstructionStopsTheMoveAndRemovesStonesOfBothColours() throws NotationException {
        Position enemy = position(BLACK_RING + " k10", WHITE_RING + " k12", 'b');
        assertThat(movesFrom(enemy, "k9")).containsExactly("k9-k10", "k9-k11x1");
        // A white stone in the footprint: k11 is no black piece.
        assertThat(movesFrom(enemy, "k11")).isEmpty();
        Position own = position(BLACK_RING + " k10 j12 k12", WHITE_RING, 'b');
        assertThat(movesFrom(own, "k9")).containsExactly("k9-k10", "k9-k11x2");
        own.play(own.parseMove("k9-k11"));
        // k10 lands on k12; j12 and k12 were removed before it arrived.
        assertThat(own.fen()).isEqualTo(fen(BLACK_RING + " k12", WHITE_RING, 'w'));
    }

    @Test
    void aCentreStoneGivesUnlimitedRangeAndTheRingSwallowsStones() throws NotationException {
        Position p = position(BLACK_RING + " k10 k11", WHITE_RING, 'b');
        assertThat(movesFrom(p, "k10")).containsExactly("k10-k11", "k10-k12", "k10-k13", "k10-k14", "k10-k15",
                "k10-k16", "k10-k17", "k10-k18", "k10-k19");
        assertThat(movesFrom(p, "k11")).hasSize(11).contains("k11-k10", "k11-k0");
        p.play(p.parseMove("k10-k19"));
        // Both stones landed on the ring (k19) or beyond it and are gone.
        assertThat(p.fen()).isEqualTo(fen(BLACK_RING, WHITE_RING, 'w'));
        p.undo();
        p.play(p.parseMove("k10-k18"));
        // k10 lands on k18, k11 on the ring.
        assertThat(p.fen()).isEqualTo(fen(BLACK_RING + " k18", WHITE_RING, 'w'));
    }

    @Test
    void piecesCentredOnTheRingMoveAlongIt() throws NotationException {
        Position p = position(BLACK_RING + " a10", WHITE_RING, 'b');
        // Centre x10 (ring) holds a10 as its east stone: only east, up to 3.
        assertThat(movesFrom(p, "x10")).containsExactly("x10-a10", "x10-b10", "x10-c10");
        // Centre x9: a10 is its north-east stone.
        assertThat(movesFrom(p, "x9")).containsExactly("x9-a10", "x9-b11", "x9-c12");
        // Centre b10: a10 is its west stone; one step puts the centre on x10 and a10 on the far side, gone.
        assertThat(movesFrom(p, "b10")).containsExactly("b10-a10", "b10-x10");
        p.play(p.parseMove("b10-x10"));
        assertThat(p.fen()).isEqualTo(fen(BLACK_RING, WHITE_RING, 'w'));
    }

    @Test
    void breakingTheLastRingLosesAtOnce() throws NotationException {
        Position p = position(BLACK_RING, WHITE_RING, 'b');
        // Moving the whole ring keeps it (c3-c4), but the piece on b1 (b2, c2) runs into b3 and fills c3.
        p.play(p.parseMove("c3-c4"));
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.ONGOING);
        p.undo();
        assertThat(movesFrom(p, "b1")).containsExactly("b1-b2x1", "b1-c2x3");
        p.play(p.parseMove("b1-b2"));
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.WIN);
        assertThat(p.result().reason()).isEqualTo("no ring left");
        assertThat(p.generate(new MoveList())).isZero();
    }

    @Test
    void capturingTheEnemyRingWins() throws NotationException {
        Position p = position(BLACK_RING + " o13 o14", WHITE_RING, 'b');
        // The strong piece on o13 moves north one step and meets o15 and p15 of the white ring.
        assertThat(movesFrom(p, "o13")).containsExactly("o13-o14x2");
        p.play(p.parseMove("o13-o14x2"));
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(p.result().reason()).isEqualTo("ring captured");
    }

    @Test
    void badMoveTextsAreRejected() throws NotationException {
        Position p = GESS.startPosition();
        String before = p.fen();
        for (String bad : new String[] {"", "c3", "c3-c9", "z3-c4", "c3-c4x5", "k2-k6", "k2-k3-k4"}) {
            assertThatThrownBy(() -> p.parseMove(bad)).isInstanceOf(NotationException.class);
        }
        assertThat(p.fen()).isEqualTo(before);
        assertThat(p.moveText(p.parseMove("K2-K3"))).isEqualTo("k2-k3");
    }

    /**
     * The quiescence generator lists exactly the captures of the full list in its order and says whether
     * quiet moves exist; perft's counter agrees with the full list; along seeded random games to their end.
     */
    @Test
    void noisyListAndCountAgreeWithTheFullList() {
        MoveList all = new MoveList();
        MoveList noisy = new MoveList();
        MoveList scratch = new MoveList();
        int checked = 0;
        for (long seed = 1; seed <= 100; seed++) {
            java.util.Random random = new java.util.Random(seed);
            Position p = GESS.startPosition();
            for (int ply = 0; ply < 200; ply++) {
                int n = p.generate(all);
                int noisyResult = p.generateNoisy(noisy);
                java.util.List<Long> captures = new java.util.ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (p.isNoisy(all.move(i))) {
                        captures.add(all.move(i));
                    }
                }
                java.util.List<Long> listed = new java.util.ArrayList<>();
                for (int i = 0; i < noisy.size(); i++) {
                    listed.add(noisy.move(i));
                }
                assertThat(listed).as(p.fen()).isEqualTo(captures);
                boolean quietExists = captures.size() < n;
                assertThat(noisyResult).as(p.fen()).isEqualTo(quietExists ? captures.size() + 1 : captures.size());
                assertThat(p.countMoves(scratch)).as(p.fen()).isEqualTo(n);
                checked++;
                if (n == 0) {
                    break;
                }
                p.play(all.move(random.nextInt(n)));
            }
        }
        assertThat(checked).isGreaterThan(400);
    }

    /**
     * White fills every square but c3, b5, c5, d5 and p16 (a white ring around p16): Black's only quiet move
     * is the first step of a two-step capture, which the quiescence generator must still report.
     */
    @Test
    void aQuietFirstStepOfALongerCaptureCounts() throws NotationException {
        StringBuilder white = new StringBuilder();
        Set<String> open = Set.of("c3", "b5", "c5", "d5", "p16");
        Set<String> ringSquares = Set.of(BLACK_RING.split(" "));
        for (char file = 'a'; file <= 'r'; file++) {
            for (int rank = 1; rank <= 18; rank++) {
                String sq = "" + file + rank;
                if (!open.contains(sq) && !ringSquares.contains(sq)) {
                    white.append(sq).append(' ');
                }
            }
        }
        Position p = position(BLACK_RING, white.toString(), 'b');
        MoveList all = new MoveList();
        int n = p.generate(all);
        Set<String> quiet = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            if (!p.isNoisy(all.move(i))) {
                quiet.add(p.moveText(all.move(i)));
            }
        }
        assertThat(quiet).containsExactly("c3-c4");
        assertThat(movesFrom(p, "c3")).contains("c3-c4", "c3-c5x3");
        MoveList noisy = new MoveList();
        assertThat(p.generateNoisy(noisy)).isGreaterThan(noisy.size());
        assertThat(noisy.size()).isEqualTo(n - 1);
    }
}
