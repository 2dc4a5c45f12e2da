package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.toy.ConnectGame;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SearchTest {
    private final Engine engine = new Engine();

    @AfterEach
    void stopEngine() {
        engine.stop();
    }

    private SearchRecorder search(Position pos, SearchLimits limits) throws InterruptedException {
        SearchRecorder rec = new SearchRecorder();
        engine.go(pos, limits, rec);
        assertThat(rec.await(20_000)).as("bestmove arrives").isTrue();
        engine.waitForIdle();
        return rec;
    }

    private static SearchLimits depth(int d) {
        SearchLimits l = new SearchLimits();
        l.depth = d;
        return l;
    }

    private static Position parse(Variant v, String fen) {
        try {
            return v.newPosition(fen);
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void findsTheForcedNimWinAtItsExactDistance() throws Exception {
        // 10 stones, take 1-3: take 2, then answer every k with 4-k: the last stone falls on ply 5.
        SearchRecorder rec = search(new NimGame(3, false).position(10), depth(8));
        assertThat(rec.bestMove()).isEqualTo(2);
        assertThat(rec.last().score()).isEqualTo(Score.WIN - 5);
        assertThat(Score.movesToWin(rec.last().score())).isEqualTo(3);
        assertThat(rec.bestMoves).hasSize(1);
    }

    @Test
    void aLostNimPileScoresTheLongestDefence() throws Exception {
        SearchRecorder rec = search(new NimGame(3, false).position(8), depth(10));
        assertThat(rec.last().score()).isEqualTo(-Score.WIN + 4);
    }

    @Test
    void negatesOnlyWhereTheSideToMoveChanges() throws Exception {
        // Taking two keeps the turn: compare with a plain minimax over the whole game.
        NimGame game = new NimGame(3, true);
        for (int pile = 1; pile <= 14; pile++) {
            engine.newGame();
            SearchRecorder rec = search(game.position(pile), depth(30));
            assertThat(rec.last().score()).as("pile %d", pile).isEqualTo(solve(game.position(pile), 0));
        }
    }

    @Test
    void aGameLevelDrawEndsTheLineEvenWhereMovesRemain() throws Exception {
        NimGame game = new NimGame(3, false, 4);
        for (int pile = 5; pile <= 12; pile++) {
            engine.newGame();
            SearchRecorder rec = search(game.position(pile), depth(20));
            assertThat(rec.last().score()).as("pile %d", pile).isEqualTo(solve(game.position(pile), 0));
        }
        // 6 stones would be won by taking two, but four stones left is a draw here
        assertThat(solve(game.position(6), 0)).isNotEqualTo(Score.WIN - 3);
    }

    @Test
    void contemptMakesALevelDrawCostTheEnginesSideWhicheverSideReachesIt() throws Exception {
        NimGame game = new NimGame(3, false, 4);
        engine.setGameInfo(GameInfo.of("nim").withPlayers("first", "second")
                .withMaterialUnit("stone")
                .withTypicalGamePlies(20)
                .withContempt(50));
        int draws = 0;
        for (int pile = 5; pile <= 12; pile++) {
            engine.newGame();
            int solved = solve(game.position(pile), 0);
            SearchRecorder rec = search(game.position(pile), depth(20));
            assertThat(rec.last().score()).as("pile %d", pile).isEqualTo(solved == 0 ? -50 : solved);
            draws += solved == 0 ? 1 : 0;
        }
        assertThat(draws).isPositive();
    }

    /** Plain minimax with the WIN - ply convention, no pruning: the oracle for the score arithmetic. */
    private static int solve(Position pos, int ply) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        if (n == 0 || GameResult.of(pos).isOver()) {
            GameResult.Kind o = GameResult.of(pos).kind();
            return o == GameResult.Kind.WIN ? Score.WIN - ply : o == GameResult.Kind.LOSS ? -Score.WIN + ply : 0;
        }
        int best = -Score.INFINITE;
        int us = pos.sideToMove();
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            int v = solve(pos, ply + 1);
            if (pos.sideToMove() != us) {
                v = -v;
            }
            pos.undo();
            best = Math.max(best, v);
        }
        return best;
    }

    @Test
    void completesTicTacToeInOne() throws Exception {
        ConnectGame ttt = ConnectGame.ticTacToe();
        SearchRecorder rec = search(parse(ttt, "xx./oo./... w"), depth(5));
        assertThat(parse(ttt, "xx./oo./... w").moveText(rec.bestMove())).isEqualTo("c3");
        assertThat(rec.last().score()).isEqualTo(Score.WIN - 1);
        assertThat(rec.last().pv()).hasSize(1);
    }

    @Test
    void ticTacToeIsADraw() throws Exception {
        SearchRecorder rec = search(ConnectGame.ticTacToe().startPosition(), depth(9));
        assertThat(rec.last().score()).isZero();
        assertThat(rec.last().depth()).isEqualTo(9);
    }

    @Test
    void multiPvReportsDistinctLinesTogetherPerIteration() throws Exception {
        engine.setMultiPv(3);
        SearchRecorder rec = search(ConnectGame.ticTacToe().startPosition(), depth(4));
        List<SearchInfo> lastIteration = rec.infos.stream()
                .filter(i -> i.depth() == 4 && i.bound() == 0).toList();
        // three lines, then the final repeat of line 1
        assertThat(lastIteration).extracting(SearchInfo::multiPv).containsExactly(1, 2, 3, 1);
        Set<Long> first = new HashSet<>();
        for (SearchInfo i : lastIteration.subList(0, 3)) {
            first.add(i.pv()[0]);
        }
        assertThat(first).hasSize(3);
        assertThat(lastIteration.get(0).score()).isGreaterThanOrEqualTo(lastIteration.get(1).score());
        assertThat(lastIteration.get(1).score()).isGreaterThanOrEqualTo(lastIteration.get(2).score());
    }

    @Test
    void searchMovesRestrictsTheRoot() throws Exception {
        SearchLimits limits = depth(4);
        limits.searchMoves = new long[] {1, 3}; // a1 and c1 (corners)
        SearchRecorder rec = search(ConnectGame.ticTacToe().startPosition(), limits);
        assertThat(rec.bestMove()).isIn(1L, 3L);
        assertThat(rec.infos).allSatisfy(i -> assertThat(i.pv()[0]).isIn(1L, 3L));
    }

    @Test
    void aNodeLimitStopsNearTheLimit() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.nodes = 30_000;
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), limits);
        assertThat(rec.last().nodes()).isBetween(30_000L, 30_000L + 1024);
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(rec.bestMove()).isNotZero();
    }

    @Test
    void oneThreadIsDeterministic() throws Exception {
        long[] nodes = new long[2];
        long[] moves = new long[2];
        for (int run = 0; run < 2; run++) {
            engine.newGame();
            SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), depth(8));
            nodes[run] = rec.last().nodes();
            moves[run] = rec.bestMove();
        }
        assertThat(nodes[1]).isEqualTo(nodes[0]);
        assertThat(moves[1]).isEqualTo(moves[0]);
        SearchLimits limits = new SearchLimits();
        limits.nodes = 5_000;
        engine.newGame();
        long a = search(ConnectGame.connectFour().startPosition(), limits).last().nodes();
        engine.newGame();
        long b = search(ConnectGame.connectFour().startPosition(), limits).last().nodes();
        assertThat(b).isEqualTo(a);
    }

    @Test
    void stopEndsAnInfiniteSearchQuicklyAndNoBestMoveComesBefore() throws Exception {
        SearchRecorder rec = SearchRecorder.goInfinite(engine, ConnectGame.connectFour().startPosition());
        assertThat(rec.await(300)).as("no bestmove before stop").isFalse();
        long t0 = System.nanoTime();
        engine.stop();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(ms).isLessThan(500); // target 50 ms; generous for shared machines
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(rec.bestMove()).isNotZero();
        assertThat(rec.last().pv()[0]).isEqualTo(rec.bestMove());
    }

    @Test
    void infiniteWaitsForStopEvenWhenTheTreeIsExhausted() throws Exception {
        SearchRecorder rec = SearchRecorder.goInfinite(engine, parse(ConnectGame.ticTacToe(), "xx./oo./... w"));
        assertThat(rec.await(300)).isFalse();
        engine.stop();
        assertThat(rec.bestMoves).hasSize(1);
    }

    @Test
    void aClockedSearchAnswersWellWithinItsBudget() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.timeMs[0] = 2_000;
        limits.timeMs[1] = 2_000;
        long t0 = System.nanoTime();
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), limits);
        long ms = (rec.bestMoveNanos - t0) / 1_000_000;
        assertThat(ms).isLessThan(1_000);
        assertThat(rec.bestMoves).hasSize(1);
    }

    @Test
    void moveTimeIsHonoured() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.moveTimeMs = 200;
        long t0 = System.nanoTime();
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), limits);
        long ms = (rec.bestMoveNanos - t0) / 1_000_000;
        assertThat(ms).isBetween(100L, 1_000L);
    }

    @Test
    void ponderWaitsForPonderHitThenSearchesOnTheClock() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.ponder = true;
        limits.timeMs[0] = 1_000;
        limits.timeMs[1] = 1_000;
        SearchRecorder rec = new SearchRecorder();
        engine.go(ConnectGame.connectFour().startPosition(), limits, rec);
        assertThat(rec.await(400)).as("no bestmove while pondering").isFalse();
        long t0 = System.nanoTime();
        engine.ponderHit();
        assertThat(rec.await(2_000)).isTrue();
        assertThat((rec.bestMoveNanos - t0) / 1_000_000).isLessThan(1_000);
        engine.waitForIdle();
        assertThat(rec.bestMoves).hasSize(1);
    }

    @Test
    void stopWhilePonderingGivesExactlyOneBestMove() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.ponder = true;
        limits.timeMs[0] = 1_000;
        limits.timeMs[1] = 1_000;
        SearchRecorder rec = new SearchRecorder();
        engine.go(ConnectGame.connectFour().startPosition(), limits, rec);
        Thread.sleep(100);
        engine.stop();
        engine.ponderHit(); // late: ignored
        Thread.sleep(50);
        assertThat(rec.bestMoves).hasSize(1);
    }

    @Test
    void aNewGoStopsTheOldSearchWhichStillAnswers() throws Exception {
        SearchRecorder first = SearchRecorder.goInfinite(engine, ConnectGame.connectFour().startPosition());
        Thread.sleep(50);
        SearchRecorder second = search(ConnectGame.connectFour().startPosition(), depth(3));
        assertThat(first.bestMoves).hasSize(1);
        assertThat(second.bestMoves).hasSize(1);
    }

    @Test
    void aFinishedGameAnswersDepthZeroAndNoMove() throws Exception {
        SearchRecorder rec = search(parse(ConnectGame.ticTacToe(), "xxx/oo./... b"), depth(5));
        assertThat(rec.infos).hasSize(1);
        assertThat(rec.last().depth()).isZero();
        assertThat(rec.last().score()).isEqualTo(-Score.WIN);
        assertThat(Score.movesToWin(rec.last().score())).isZero();
        assertThat(rec.bestMoves).containsExactly(new long[] {0, 0});

        SearchRecorder draw = search(parse(ConnectGame.ticTacToe(), "xox/xoo/oxx w"), depth(5));
        assertThat(draw.last().score()).isZero();
        assertThat(draw.bestMove()).isZero();
    }

    @Test
    void aSingleLegalMoveInTimedPlayAnswersAtOnce() throws Exception {
        Position pos = parse(ConnectGame.ticTacToe(), "xox/xoo/.xo w");
        SearchLimits limits = new SearchLimits();
        limits.timeMs[0] = 60_000;
        limits.timeMs[1] = 60_000;
        SearchRecorder rec = search(pos, limits);
        assertThat(rec.last().depth()).isEqualTo(1);
        assertThat(pos.moveText(rec.bestMove())).isEqualTo("a1");
    }

    @Test
    void mateLimitStopsOnceTheWinIsProven() throws Exception {
        SearchLimits limits = new SearchLimits();
        limits.mate = 3;
        SearchRecorder rec = search(new NimGame(3, false).position(10), limits);
        assertThat(rec.last().score()).isEqualTo(Score.WIN - 5);
        assertThat(rec.last().depth()).isLessThan(Search.MAX_PLY - 1);
    }

    @Test
    void helperThreadsFindTheSameWin() throws Exception {
        engine.setThreads(2);
        SearchRecorder rec = search(new NimGame(3, false).position(13), depth(12));
        assertThat(rec.bestMove()).isEqualTo(1);
        assertThat(rec.last().score()).isEqualTo(Score.WIN - 7);
        engine.setThreads(1);
    }

    @Test
    void weakSkillLevelsStillPlayLegalMovesReproducibly() throws Exception {
        engine.setSkillLevel(0);
        engine.setRandomSeed(42);
        Position start = ConnectGame.connectFour().startPosition();
        long first = search(start, depth(6)).bestMove();
        engine.newGame();
        long again = search(start, depth(6)).bestMove();
        assertThat(again).isEqualTo(first);
        MoveList legal = new MoveList();
        start.generate(legal);
        assertThat(legal.contains(first)).isTrue();
    }

    @Test
    void wdlIsReportedWhenAskedAndSumsToOneThousand() throws Exception {
        engine.setShowWdl(true);
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), depth(4));
        assertThat(rec.infos).allSatisfy(i -> assertThat(i.wdl()[0] + i.wdl()[1] + i.wdl()[2]).isEqualTo(1000));
        assertThat(Search.wdl(Score.WIN - 3)).containsExactly(1000, 0, 0);
        assertThat(Search.wdl(0)[0]).isEqualTo(Search.wdl(0)[2]);
    }

    @Test
    void oneInfoPerIterationThenTheFinalRepeat() throws Exception {
        SearchRecorder rec = search(ConnectGame.connectFour().startPosition(), depth(5));
        List<SearchInfo> exact = rec.infos.stream().filter(i -> i.bound() == 0).toList();
        assertThat(exact).extracting(SearchInfo::depth).containsExactly(1, 2, 3, 4, 5, 5);
        assertThat(rec.last().pv()).isEqualTo(exact.get(4).pv());
        assertThat(rec.bestMove()).isEqualTo(rec.last().pv()[0]);
    }
}
