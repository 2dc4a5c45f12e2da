package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.protocol.ugi.UgiFormat;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/** What {@code go} hands the engine, and how the engine's reports are printed, with a stand-in engine. */
class GoArgumentsTest {
    private final Engine engine = mock(Engine.class);

    private SearchLimits limitsOf(String variant, String... lines) {
        Transcript t = new Transcript(variant, engine, null);
        t.send(lines);
        ArgumentCaptor<SearchLimits> limits = ArgumentCaptor.forClass(SearchLimits.class);
        verify(engine).go(any(Position.class), limits.capture(), any(SearchListener.class));
        return limits.getValue();
    }

    @Test
    void p1AndUpperCaseClocksMapToTheFirstPlayerInAnOrdinaryGame() {
        SearchLimits l = limitsOf("tictactoe", "position startpos", "go wtime 1000 btime 2000 winc 10 binc 20 movestogo 7");
        assertThat(l.timeMs).containsExactly(1000, 2000);
        assertThat(l.incMs).containsExactly(10, 20);
        assertThat(l.movesToGo).isEqualTo(7);
    }

    @Test
    void wtimeIsTheUpperCaseSideEvenWhenItMovesSecond() {
        SearchLimits l = limitsOf("tictactoe-o", "position startpos", "go wtime 1000 btime 2000 winc 10 binc 20");
        assertThat(l.timeMs).containsExactly(2000, 1000);
        assertThat(l.incMs).containsExactly(20, 10);
    }

    @Test
    void p1TimeIsAlwaysTheFirstPlayerAndTheLastSpellingWins() {
        SearchLimits l = limitsOf("tictactoe-o", "position startpos", "go btime 5 p1time 3000 p2time 4000 p1inc 1 p2inc 2");
        assertThat(l.timeMs).containsExactly(3000, 4000);
        assertThat(l.incMs).containsExactly(1, 2);
    }

    @Test
    void depthNodesMateMovetimeAndFlags() {
        SearchLimits l = limitsOf("tictactoe", "position startpos", "go depth 7 nodes 12345 mate 3 movetime 250.9 infinite ponder");
        assertThat(l.depth).isEqualTo(7);
        assertThat(l.nodes).isEqualTo(12345);
        assertThat(l.mate).isEqualTo(3);
        assertThat(l.moveTimeMs).isEqualTo(250);
        assertThat(l.infinite).isTrue();
        assertThat(l.ponder).isTrue();
    }

    @Test
    void noLimitMeansUnbounded() {
        assertThat(limitsOf("tictactoe", "position startpos", "go").isUnbounded()).isTrue();
    }

    @Test
    void searchmovesAreHandedOverAsMoves() {
        SearchLimits l = limitsOf("tictactoe", "position startpos", "go depth 2 searchmoves b2 a1");
        assertThat(l.searchMoves).containsExactly(5, 7);
    }

    @Test
    void negativeClocksCountAsZero() {
        SearchLimits l = limitsOf("tictactoe", "position startpos", "go wtime -50 btime 100");
        assertThat(l.timeMs).containsExactly(0, 100);
    }

    private List<String> reportWith(String handshake, long best, long ponder, SearchInfo info) {
        doAnswer(inv -> {
            SearchListener listener = inv.getArgument(2);
            if (info != null) {
                listener.onInfo(info);
            }
            listener.onBestMove(best, ponder);
            return null;
        }).when(engine).go(any(), any(), any());
        Transcript t = new Transcript("tictactoe", engine, null);
        t.send(handshake);
        return t.send("position startpos", "go depth 3");
    }

    @Test
    void uciPrintsThePonderMoveUgiAndUaiDoNot() {
        assertThat(reportWith("uci", 5, 1, null)).containsExactly("bestmove b2 ponder a3");
        assertThat(reportWith("ugi", 5, 1, null)).containsExactly("bestmove b2");
        assertThat(reportWith("uai", 5, 1, null)).containsExactly("bestmove b2");
    }

    @Test
    void anIllegalPonderMoveIsDroppedAndAnIllegalBestMoveBecomesNone() {
        assertThat(reportWith("uci", 5, 5, null)).containsExactly("bestmove b2");
        assertThat(reportWith("uci", 0, 0, null)).containsExactly("bestmove (none)");
    }

    @Test
    void infoLinesCarryEveryFieldAsIntegers() {
        SearchInfo info = new SearchInfo(4, 6, 1, 37, 0, 12000, 250, 3, null, new long[] {5, 1, 9});
        assertThat(reportWith("ugi", 5, 0, info)).containsExactly(
                "info depth 4 seldepth 6 multipv 1 score cp 37 nodes 12000 nps 48000 hashfull 3 time 250 pv b2 a3 c1",
                "bestmove b2");
    }

    @Test
    void mateScoresBoundsAndWdl() {
        Position root = Transcript.TTT.startPosition();
        int win3 = org.ansuz.engine.spi.Score.WIN - 5;
        assertThat(UgiFormat.infoLine(root, new SearchInfo(5, 5, 2, win3, 1, 10, 0, 0, new int[] {900, 80, 20}, new long[0]), true))
                .isEqualTo("info depth 5 seldepth 5 multipv 2 score mate 3 lowerbound wdl 900 80 20 nodes 10 nps 10000 hashfull 0 time 0");
        assertThat(UgiFormat.infoLine(root, new SearchInfo(5, 5, 1, -org.ansuz.engine.spi.Score.WIN + 4, 2, 10, 0, 0, new int[] {0, 0, 1000}, null), false))
                .isEqualTo("info depth 5 seldepth 5 multipv 1 score mate -2 upperbound nodes 10 nps 10000 hashfull 0 time 0");
    }

    @Test
    void aPvIsCutAtItsFirstIllegalMove() {
        Position root = Transcript.TTT.startPosition();
        assertThat(UgiFormat.infoLine(root, new SearchInfo(2, 2, 1, 0, 0, 1, 1, 0, null, new long[] {5, 5, 1}), false))
                .endsWith("pv b2");
    }

    @Test
    void anEngineThatCannotStartStillYieldsOneBestmove() {
        org.mockito.Mockito.doThrow(new IllegalStateException("no threads")).when(engine).go(any(), any(), any());
        Transcript t = new Transcript("tictactoe", engine, null);
        assertThat(t.send("position startpos", "go depth 3")).containsExactly(
                "info string error search failed: java.lang.IllegalStateException: no threads", "bestmove (none)");
    }

    @Test
    void optionsReachTheEngine() {
        Transcript t = new Transcript("tictactoe", engine, null);
        t.send("setoption name Search value MCTS", "setoption name Threads value 2", "setoption name Hash value 64",
                "setoption name MultiPV value 4", "setoption name Skill Level value 12",
                "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1000");
        verify(engine).setSearchKind(SearchKind.MCTS);
        verify(engine).setThreads(2);
        verify(engine).setHashMb(64);
        verify(engine).setMultiPv(4);
        verify(engine, org.mockito.Mockito.times(2)).setSkillLevel(12); // Skill Level, then LimitStrength at Elo 2500
        verify(engine).setSkillLevel(5);
    }

    @Test
    void zeroBoundsStillBoundTheSearch() {
        GoArguments g = GoArguments.parse("go depth 0 nodes 0 mate 0".split(" "), true);
        assertThat(g.limits.depth).isEqualTo(1);
        assertThat(g.limits.nodes).isEqualTo(1);
        assertThat(g.limits.mate).isEqualTo(1);
        assertThat(g.bad).isEmpty();
    }

    @Test
    void goPerftAndAMissingValue() {
        assertThat(GoArguments.parse("go perft 3".split(" "), true).perft).isEqualTo(3);
        GoArguments g = GoArguments.parse("go depth infinite".split(" "), true);
        assertThat(g.bad).containsExactly("depth infinite");
        assertThat(g.limits.infinite).isTrue();
        assertThat(GoArguments.parse("go movetime".split(" "), true).bad).containsExactly("movetime");
    }
}
