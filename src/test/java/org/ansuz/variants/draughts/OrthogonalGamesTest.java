package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.variants.LegalMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules of turkish, greek, senegalese and gauntlet: the specs' worked examples as exact legal-move sets. */
class OrthogonalGamesTest {
    private static final String TURKISH_42 = "W:WKd8:Ba2,a6,b3,b6,b7,c3,Kd1,d6,e5,e6,e7,e8,f3,g6,h6";

    private static DraughtsVariant variant(String name) {
        return (DraughtsVariant) DraughtsTesting.variant(name);
    }

    private static DraughtsPosition position(String name, String fen) {
        return (DraughtsPosition) DraughtsTesting.position(name, fen);
    }

    private static Set<String> moves(String variant, String fen) {
        return new HashSet<>(LegalMoves.texts(position(variant, fen)));
    }

    private static DraughtsPosition after(String variant, String fen, String move) throws NotationException {
        DraughtsPosition pos = position(variant, fen);
        pos.play(pos.parseMove(move));
        return pos;
    }

    private static char at(DraughtsPosition pos, String square) {
        return pos.symbolAt(DraughtsNotation.square(pos.variant, square));
    }

    // ---------------------------------------------------------------- docs/rules/draughts.md#turkish

    @Test
    void turkishMenStepForwardAndSideways() {
        assertThat(moves("turkish", "W:Wc3:Bh7")).containsExactlyInAnyOrder("c3-c4", "c3-b3", "c3-d3");
        assertThat(moves("turkish", "B:Wa2:Bc6")).containsExactlyInAnyOrder("c6-c5", "c6-b6", "c6-d6");
    }

    @Test
    void turkishMenCaptureForwardAndSideways() {
        assertThat(moves("turkish", "W:Wb2,e2:Bb3,f2")).containsExactlyInAnyOrder("b2xb4", "e2xg2");
        assertThat(moves("turkish", "W:Wd2:Bd3,d5,e4,f5")).containsExactly("d2xd4xf4xf6");
    }

    @Test
    void turkishFlyingKing() {
        assertThat(moves("turkish", "W:WKd4:Ba6,c4,f8")).containsExactlyInAnyOrder("d4xa4xa8xg8", "d4xa4xa8xh8");
        assertThat(moves("turkish", "W:WKd4:Bh7")).hasSize(14).contains("d4-d8", "d4-a4", "d4-h4", "d4-d1");
    }

    /**
     * The "42 moves" example. Every legal move takes all 14 pieces. One move per (from, to, captured set)
     * gives 9; routes told apart by their turning squares (Turkish move identity) are 18; Dagaz's every-landing-square
     * count is 42. The generator reports every route to a sink, so all three counts are checked here.
     */
    @Test
    void turkishFortyTwoMovesAreNineUnderOurMoveIdentity() {
        DraughtsPosition pos = position("turkish", TURKISH_42);
        DraughtsNotation.Routes routes = new DraughtsNotation.Routes(true);
        long[] legal = DraughtsNotation.legalMoves(pos, routes);
        assertThat(legal).hasSize(9);
        Set<String> hub = new HashSet<>();
        for (long m : legal) {
            assertThat(Long.bitCount(pos.capturedSet(m))).isEqualTo(14);
            hub.add(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m));
        }
        // Hub form: from x to x captured squares (numbered a8 = 1 ... h1 = 64); d1 and the other 13 always.
        String all = "x5x10x13x17x18x20x21x23x24x29x42x43x46x60";
        assertThat(hub).containsExactlyInAnyOrder(
                "4x26" + all,
                "4x34" + all, "4x42" + all, "4x50" + all, "4x58" + all,
                "4x57x5x10x13x17x20x21x23x24x29x42x43x46x49x60",
                "4x57x5x10x13x17x18x20x21x23x24x29x43x46x49x60",
                "4x51x5x10x13x17x18x20x21x23x24x29x43x46x49x60",
                "4x59x5x10x13x17x18x20x21x23x24x29x43x46x49x60");
        Set<String> turning = new HashSet<>();
        Set<String> landing = new HashSet<>();
        for (long m : legal) {
            for (int[] r : routes.compressed.get(m)) {
                turning.add(m + Arrays.toString(r));
            }
            for (int[] r : routes.full.get(m)) {
                landing.add(m + Arrays.toString(r));
            }
        }
        assertThat(turning).hasSize(18);
        assertThat(landing).hasSize(42);
    }

    @Test
    void turkishManCrownedMidCaptureGoesOnAsAManAndIsCrownedAtTheEnd() throws NotationException {
        assertThat(moves("turkish", "W:Wa6,h2:Ba7,b8,d8,h7")).containsExactly("a6xa8xc8xe8");
        DraughtsPosition pos = after("turkish", "W:Wa6,h2:Ba7,b8,d8,h7", "a6xa8xc8xe8");
        assertThat(at(pos, "e8")).isEqualTo('W');
        assertThat(pos.fen()).isEqualTo("B:WKe8,h2:Bh7");
    }

    @Test
    void turkishKingMayNotTurnBackButGreekMay() {
        String fen = "W:WKd4,h2:Bd2,d6,h7";
        assertThat(moves("turkish", fen)).containsExactlyInAnyOrder("d4xd7", "d4xd8", "d4xd1");
        assertThat(moves("greek", fen)).containsExactlyInAnyOrder("d4xd7xd1", "d4xd1xd7");
    }

    @Test
    void turkishKingRingEndsOnItsOwnStartSquare() throws NotationException {
        String fen = "W:WKb2:Bb4,d2,d6,f4";
        assertThat(moves("turkish", fen)).containsExactlyInAnyOrder(
                "b2xb6xf6xf2xc2", "b2xb6xf6xf2xb2", "b2xb6xf6xf2xa2", "b2xf2xf6xb6xb3", "b2xf2xf6xb6xb1");
        DraughtsPosition pos = after("turkish", fen, "b2xf2xf6xb6xb2");
        assertThat(pos.fen()).isEqualTo("B:WKb2:B");
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void turkishMovesParseInEveryForm() throws NotationException {
        DraughtsPosition pos = position("turkish", "W:WKd4:Ba6,c4,f8");
        long m = pos.parseMove("d4xa4xa8xg8");
        assertThat(pos.parseMove("D4XA4XA8XG8")).isEqualTo(m);
        assertThat(pos.parseMove("d4xg8")).as("short form").isEqualTo(m);
        assertThat(pos.parseMove(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m))).isEqualTo(m);
        assertThat(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m)).isEqualTo("36x7x6x17x35");
        assertThatThrownBy(() -> pos.parseMove("d4xa4xa8")).isInstanceOf(NotationException.class);
        // Straight on over two pieces: one move, printed without a stop, read with either stop.
        DraughtsPosition line = position("turkish", "W:WKa1:Ba3,a6,h8");
        assertThat(LegalMoves.texts(line)).containsExactlyInAnyOrder("a1xa7", "a1xa8");
        long straight = line.parseMove("a1xa7");
        assertThat(line.parseMove("a1xa4xa7")).isEqualTo(straight);
        assertThat(line.parseMove("a1xa5xa7")).isEqualTo(straight);
    }

    @Test
    void turkishPositionsAreAlgebraicPdnFens() throws NotationException {
        DraughtsVariant v = variant("turkish");
        assertThat(v.newPosition(v.startFen()).fen()).isEqualTo(v.startFen());
        assertThat(v.board().cells()).isEqualTo(64);
        assertThat(v.newPosition("W:WKd4,e2:Bc7:H3:F12").fen()).isEqualTo("W:WKd4,e2:Bc7:H3:F12");
        assertThatThrownBy(() -> v.newPosition("W:Wa8:Bc7")).isInstanceOf(NotationException.class);
    }

    @Test
    void turkishSidewaysStepsRepeatAndDrawByThreefoldRepetition() throws NotationException {
        DraughtsPosition pos = position("turkish", "W:Wa2:Bh7");
        for (String m : List.of("a2-b2", "h7-g7", "b2-a2", "g7-h7", "a2-b2", "h7-g7", "b2-a2")) {
            assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
            pos.play(pos.parseMove(m));
        }
        pos.play(pos.parseMove("g7-h7"));
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(pos).reason()).isEqualTo("repetition");
    }

    // ---------------------------------------------------------------- docs/rules/draughts.md#greek

    @Test
    void greekKingLandsDirectlyBehind() {
        assertThat(moves("greek", "W:WKa1:Ba4,Kh1")).containsExactly("a1xa5");
        assertThat(moves("greek", "W:WKd4:Bh7")).hasSize(14);
    }

    @Test
    void greekManCrownedByACaptureStops() throws NotationException {
        assertThat(moves("greek", "W:Wc6,h2:Bc7,d8,h7")).containsExactly("c6xc8");
        assertThat(moves("turkish", "W:Wc6,h2:Bc7,d8,h7")).containsExactly("c6xc8xe8");
        assertThat(at(after("greek", "W:Wc6,h2:Bc7,d8,h7", "c6xc8"), "c8")).isEqualTo('W');
    }

    // ---------------------------------------------------------------- docs/rules/draughts.md#senegalese

    @Test
    void senegaleseManEndingOnTheFarRowLeavesTheBoard() throws NotationException {
        assertThat(moves("senegalese", "W:We4:Ba5")).containsExactlyInAnyOrder("e4-e5", "e4-d4", "e4-f4");
        assertThat(after("senegalese", "W:We4:Ba5", "e4-e5").fen()).isEqualTo("B:W:Ba5");
        // Passing the far row mid-capture keeps the man; ending there removes it.
        assertThat(moves("senegalese", "W:Wb3,f2:Bb4,c5,f5")).containsExactly("b3xb5xd5");
        assertThat(after("senegalese", "W:Wb3,f2:Bb4,c5,f5", "b3xb5xd5").fen()).isEqualTo("B:Wf2:Bf5");
    }

    @Test
    void senegaleseCapturesAreFreeButMustBeContinued() {
        assertThat(moves("senegalese", "W:Wc2:Bb2,c3,d4")).containsExactlyInAnyOrder("c2xc4xe4", "c2xa2");
        assertThat(moves("senegalese", "W:Wc1:Bb2,c2,d3")).containsExactly("c1xc3xe3");
    }

    @Test
    void senegaleseStalemateAndRepetitionAreDecidedByCount() throws NotationException {
        DraughtsPosition stuck = position("senegalese", "W:Wa4:Ba5,b4,c4");
        assertThat(GameResult.of(stuck).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(position("senegalese", "W:W:Ba5")).kind()).isEqualTo(GameResult.Kind.LOSS);
        DraughtsPosition pos = position("senegalese", "W:Wa1,c1:Bf5");
        for (String m : List.of("a1-b1", "f5-e5", "b1-a1", "e5-f5", "a1-b1", "f5-e5", "b1-a1")) {
            assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
            pos.play(pos.parseMove(m));
        }
        pos.play(pos.parseMove("e5-f5"));
        assertThat(GameResult.of(pos).kind()).as("third time, White to move with two pieces against one").isEqualTo(GameResult.Kind.WIN);
        assertThat(GameResult.of(pos).reason()).isEqualTo("repetition: more pieces win");
        pos.undo();
        pos.play(pos.parseMove("e5-d5"));
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
    }

    // ---------------------------------------------------------------- docs/rules/draughts.md#gauntlet

    @Test
    void gauntletPiecesMoveInTheirOneDirection() {
        DraughtsVariant v = variant("gauntlet");
        assertThat(v.board().cells()).isEqualTo(60);
        assertThat(moves("gauntlet", v.startFen())).containsExactlyInAnyOrder(
                "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2", "g1-g2");
        assertThat(moves("gauntlet", "B:Wc1:Bb3,Kg5")).containsExactlyInAnyOrder("b3-c3", "g5-f5");
    }

    @Test
    void gauntletCapturesAreStraightAndTheMajorityRules() {
        assertThat(moves("gauntlet", "W:Wd1:Bd2,Kd4,d6")).containsExactly("d1xd3xd5xd7");
        assertThat(moves("gauntlet", "W:Wb1,e3:Bb2,e4,Ke6")).containsExactly("e3xe5xe7");
        assertThat(moves("gauntlet", "B:Wc4,d5,f5:Bb4,Kg5")).containsExactly("g5xe5xc5");
    }

    @Test
    void gauntletRunnerOnTheLastRankWinsAndStuckBlockersLose() throws NotationException {
        DraughtsPosition pos = after("gauntlet", "W:Wd2,g2:Bd3,Kd5,d7", "d2xd4xd6xd8");
        assertThat(pos.generate(new MoveList())).isZero();
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(pos.fen()).isEqualTo("B:Wd8,g2:B");
        DraughtsPosition quiet = after("gauntlet", "W:Wc7:Ba5,Kh3", "c7-c8");
        assertThat(GameResult.of(quiet).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(position("gauntlet", "B:Wb1:Bg4,Kh4")).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(position("gauntlet", "W:W:Bg4,Kh4")).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThatThrownBy(() -> variant("gauntlet").newPosition("W:Wa1:Bb2"))
                .isInstanceOf(NotationException.class);
    }

    // ---------------------------------------------------------------- search through the engine facade

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // A flying king's capture leaves Black's last man stalemated; b1xb3 would not.
        "turkish | W:Wa2,b1,c2,d2,Kh8:Bb2,h5 | h8",
        "greek | W:Wa2,b1,c2,d2,Kh8:Bb2,h5 | h8xh4",
        // c2xc4xe4 takes both black men; d3xb3 and d3xd5 take one.
        "senegalese | W:Wc2,d3:Bc3,d4 | c2xc4xe4",
        // d6xd8 reaches the last rank; b3xb5 takes as many.
        "gauntlet | W:Wb3,d6:Bb4,Kd7,a5 | d6xd8",
    })
    void engineFindsTheWinningCapture(String variant, String fen, String expected) throws Exception {
        DraughtsPosition pos = position(variant, fen);
        assertThat(LegalMoves.texts(pos)).hasSizeGreaterThan(1);
        Engine engine = new Engine();
        SearchLimits limits = new SearchLimits();
        limits.depth = 4;
        CountDownLatch done = new CountDownLatch(1);
        AtomicLong best = new AtomicLong();
        AtomicInteger score = new AtomicInteger();
        engine.go(pos.copy(), limits, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                score.set(info.score());
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                best.set(bestMove);
                done.countDown();
            }
        });
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        engine.waitForIdle();
        String text = pos.moveText(best.get());
        assertThat(text).startsWith(expected);
        assertThat(score.get()).as("a won game").isGreaterThanOrEqualTo(Score.WIN_BOUND);
        pos.play(best.get());
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    // ---------------------------------------------------------------- every game

    @ParameterizedTest
    @CsvSource({"turkish, 8", "greek, 8", "senegalese, 3", "gauntlet, 6"})
    void startPositionsRoundTrip(String variant, int moves) throws NotationException {
        DraughtsVariant v = variant(variant);
        Position pos = v.newPosition(v.startFen());
        assertThat(pos.fen()).isEqualTo(v.startFen());
        assertThat(pos.key()).isEqualTo(v.newPosition(pos.fen()).key());
        assertThat(LegalMoves.texts((DraughtsPosition) pos)).hasSize(moves);
        List<String> hub = new ArrayList<>();
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            hub.add(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(list.move(i)));
            assertThat(pos.parseMove(hub.get(i))).isEqualTo(list.move(i));
        }
    }
}
