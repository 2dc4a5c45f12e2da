package org.ansuz.protocol.ugi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.ansuz.protocol.ListOutput;
import org.ansuz.protocol.Transcript;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Transcripts of the UGI / UCI / UAI command table against the test variants and the engine facade. */
class UgiSessionTest {
    private final Transcript t = new Transcript("tictactoe");

    @AfterEach
    void quit() {
        t.feed("quit");
    }

    private static boolean isLegalTttMove(String bestmove) {
        return bestmove.matches("bestmove [abc][123]");
    }

    // ----- handshake

    @Test
    void ugiHandshakeListsIdOptionsAndUgiok() {
        List<String> lines = t.send("ugi");
        assertThat(lines.get(0)).startsWith("id name Ansuz ");
        assertThat(lines.get(1)).startsWith("id author ");
        assertThat(lines).contains(
                "option name UCI_Variant type combo default tictactoe var mini var tictactoe var tictactoe-o",
                "option name Hash type spin default 16 min 1 max 4096",
                "option name Clear Hash type button",
                "option name Threads type spin default 1 min 1 max 64",
                "option name MultiPV type spin default 1 min 1 max 64",
                "option name Ponder type check default false",
                "option name Move Overhead type spin default 50 min 0 max 5000",
                "option name Search type combo default auto var auto var alphabeta var mcts",
                "option name UCI_ShowWDL type check default false",
                "option name UCI_AnalyseMode type check default false",
                "option name Skill Level type spin default 20 min 0 max 20",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 2500 min 500 max 2500",
                "option name Random Seed type spin default 0 min 0 max 2147483647",
                "option name Debug Log File type string default <empty>");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("ugiok");
        assertThat(lines).allMatch(l -> l.startsWith("id ") || l.startsWith("option name ") || l.equals("ugiok"));
    }

    @Test
    void uciAndUaiAnswerWithTheirOwnTokenAndASecondHandshakeRelists() {
        List<String> uci = t.send("uci");
        assertThat(uci.get(uci.size() - 1)).isEqualTo("uciok");
        List<String> uai = t.send("uai");
        assertThat(uai.get(uai.size() - 1)).isEqualTo("uaiok");
        assertThat(uai).hasSameSizeAs(uci);
    }

    @Test
    void defaultVariantIsInternationalWhenPresentElseTheFirst() {
        Transcript other = new Transcript(null);
        assertThat(other.send("ugi")).contains(
                "option name UCI_Variant type combo default mini var mini var tictactoe var tictactoe-o");
    }

    @Test
    void isreadyAnswersReadyok() {
        assertThat(t.send("isready")).containsExactly("readyok");
    }

    // ----- options

    @Test
    void changingTheVariantResetsToItsStartAndSaysSo() {
        t.feed("position startpos moves b2");
        assertThat(t.send("setoption name UCI_Variant value mini"))
                .containsExactly("info string variant mini board rect files 4 ranks 4 startpos W:W7,8:B1,2");
        assertThat(t.send("d")).contains("Fen: W:W7,8:B1,2");
        assertThat(t.send("setoption name uci_variant value TTT"))
                .containsExactly("info string variant tictactoe board rect files 3 ranks 3 startpos 3/3/3 x");
        assertThat(t.send("d")).contains("Fen: 3/3/3 x");
    }

    @Test
    void optionNamesAreCaseInsensitiveAndGoodValuesAreSilent() {
        assertThat(t.send("setoption name hash value 32", "setoption name CLEAR HASH", "setoption name Threads value 1",
                "setoption name multipv value 3", "setoption name Ponder value TRUE", "setoption name Search value mcts",
                "setoption name skill level value 5", "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1200", "setoption name Random Seed value 42",
                "setoption name Move Overhead value 0", "setoption name UCI_ShowWDL value true",
                "setoption name UCI_AnalyseMode value false")).isEmpty();
    }

    @Test
    void badOptionInputGetsOneErrorLineEach() {
        assertThat(t.send("setoption name Nonsense value 1")).containsExactly("info string error no such option: Nonsense");
        assertThat(t.send("setoption name Hash value 0")).containsExactly("info string error bad value for Hash: 0");
        assertThat(t.send("setoption name Hash value lots")).containsExactly("info string error bad value for Hash: lots");
        assertThat(t.send("setoption name Ponder value maybe")).containsExactly("info string error bad value for Ponder: maybe");
        assertThat(t.send("setoption name Search value minimax")).containsExactly("info string error bad value for Search: minimax");
        assertThat(t.send("setoption name UCI_Variant value chess")).containsExactly("info string error unknown variant: chess");
        assertThat(t.send("setoption Hash 3")).hasSize(1).allMatch(l -> l.startsWith("info string error bad setoption"));
    }

    @Test
    void aRejectedVariantChangesNothing() {
        t.feed("position startpos moves b2");
        t.feed("setoption name UCI_Variant value nosuch");
        assertThat(t.send("d")).contains("Fen: 3/1X1/3 o");
    }

    // ----- position

    @Test
    void positionStartposWithMovesAndTheDrawing() {
        t.feed("position startpos moves b2 a3");
        assertThat(t.send("d")).containsExactly(
                "3  o . .",
                "2  . X .",
                "1  . . .",
                "   a b c",
                "",
                "Fen: o2/1X1/3 x",
                "Key: " + String.format("%016X", Transcript.TTT.newPositionUnchecked("o2/1X1/3 x").key()),
                "Side: X (p1)",
                "Result: none");
    }

    @Test
    void positionFenAcceptsSpacesInsideTheFen() {
        assertThat(t.send("position fen  X2/3/3   o  moves b2")).isEmpty();
        assertThat(t.send("d")).contains("Fen: X2/1o1/3 x");
    }

    @Test
    void aBadFenLeavesNoValidPosition() {
        assertThat(t.send("position fen 4/3/3 x")).containsExactly("info string error bad fen: row 1 has 4 cells");
        assertThat(t.send("go depth 1")).containsExactly("info string error no valid position", "bestmove (none)");
        assertThat(t.send("d")).containsExactly("info string error no valid position");
        assertThat(t.send("query gameover")).containsExactly("info string error no valid position", "response none");
    }

    @Test
    void anIllegalMoveRejectsTheWholePositionCommand() {
        assertThat(t.send("position startpos moves b2 b2 a1")).containsExactly("info string error illegal move b2 at 2");
        assertThat(t.send("go depth 1")).containsExactly("info string error no valid position", "bestmove (none)");
        assertThat(t.send("position startpos moves b2 zz")).containsExactly("info string error illegal move zz at 2");
        assertThat(t.send("position startpos moves b2", "d")).contains("Fen: 3/1X1/3 o");
    }

    @Test
    void malformedPositionCommands() {
        assertThat(t.send("position")).hasSize(1).allMatch(l -> l.startsWith("info string error bad fen: "));
        assertThat(t.send("position fen")).hasSize(1).allMatch(l -> l.startsWith("info string error bad fen: "));
        assertThat(t.send("position startpos b2")).containsExactly("info string error bad fen: unexpected 'b2'");
    }

    @Test
    void movesAreMatchedCaseInsensitively() {
        assertThat(t.send("position startpos moves B2 A3")).isEmpty();
    }

    // ----- go and its limits

    @Test
    void everyGoLimitGetsExactlyOneLegalBestmove() {
        for (String go : List.of("go depth 3", "go nodes 1000", "go movetime 50", "go mate 2",
                "go p1time 1000 p2time 1000 p1inc 10 p2inc 10", "go wtime 1000 btime 1000 winc 0 binc 0 movestogo 5",
                "go wtime 1000.7 btime 999.2")) {
            t.feed("position startpos moves b2");
            t.feed(go);
            String best = t.out.awaitBestMove();
            assertThat(isLegalTttMove(best)).as(go + " → " + best).isTrue();
            t.engine.waitForIdle();
            assertThat(t.out.drain()).filteredOn(l -> l.startsWith("bestmove")).hasSize(1)
                    .noneMatch(l -> l.startsWith("info string error"));
        }
    }

    @Test
    void malformedGoArgumentsAreReportedOnceAndIgnored() {
        t.feed("position startpos");
        assertThat(t.exchange("go depth x nodes -3 bogus")).first()
                .isEqualTo("info string error bad go argument: depth x, nodes -3, bogus");
        assertThat(isLegalTttMove(t.out.awaitBestMove())).isTrue();
    }

    @Test
    void illegalSearchmovesAreDroppedWithAWarning() {
        t.feed("position startpos moves b2");
        t.out.drain();
        t.feed("go depth 2 searchmoves b2 zz a1");
        assertThat(t.out.await(l -> l.startsWith("info string warning")))
                .isEqualTo("info string warning searchmoves ignores illegal b2 zz");
        assertThat(t.out.awaitBestMove()).matches("bestmove (a3|a1)");
    }

    @Test
    void aLostRootAnswersMateZeroAndNoMove() {
        t.feed("position fen XXX/oo1/3 o");
        assertThat(t.send("go depth 5")).containsExactly("info depth 0 score mate 0", "bestmove (none)");
    }

    @Test
    void aDrawnRootAnswersCpZeroAndNoMove() {
        t.feed("position fen XoX/XoO/oXX o");
        assertThat(t.send("go depth 5")).containsExactly("info depth 0 score cp 0", "bestmove (none)");
    }

    @Test
    void goInfiniteKeepsBestmoveUntilStopAndIsreadyIsAnsweredMeanwhile() throws Exception {
        t.feed("position startpos");
        t.feed("go infinite");
        assertThat(t.send("isready")).contains("readyok").noneMatch(l -> l.startsWith("bestmove"));
        Thread.sleep(50);
        assertThat(t.out.lines()).noneMatch(l -> l.startsWith("bestmove"));
        long start = System.nanoTime();
        t.feed("stop");
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
        // a hang guard, not a speed test: stop waits for the search and must come back
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
    }

    @Test
    void goInfiniteOnAFinishedGameStillWaitsForStop() {
        t.feed("position fen XXX/oo1/3 o");
        assertThat(t.send("go infinite")).containsExactly("info depth 0 score mate 0");
        assertThat(t.send("stop")).containsExactly("bestmove (none)");
    }

    @Test
    void ponderThenPonderhitGivesOneBestmove() throws Exception {
        t.feed("position startpos moves b2");
        t.feed("go ponder wtime 1000 btime 1000");
        Thread.sleep(50);
        assertThat(t.out.lines()).noneMatch(l -> l.startsWith("bestmove"));
        t.feed("ponderhit");
        assertThat(isLegalTttMove(t.out.awaitBestMove())).isTrue();
        t.feed("stop");
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
    }

    @Test
    void ponderThenStopAlsoGivesOneBestmove() {
        t.feed("position startpos moves b2");
        t.feed("go ponder");
        t.feed("stop");
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
    }

    @Test
    void stopAndPonderhitWhenIdleAreIgnored() {
        assertThat(t.send("stop", "ponderhit")).isEmpty();
    }

    @Test
    void setoptionWhileSearchingIsBusy() {
        t.feed("position startpos");
        t.feed("go infinite");
        // the running search may print its info lines at the same time (seen at load 14)
        assertThat(t.exchange("setoption name Hash value 8")).filteredOn(l -> !l.startsWith("info depth"))
                .containsExactly("info string error busy");
        t.feed("stop");
    }

    @Test
    void positionAndGoWhileSearchingStopTheOldSearchFirst() {
        t.feed("position startpos");
        t.feed("go infinite");
        t.feed("position startpos moves b2");
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
        t.feed("go infinite");
        t.feed("go depth 1");
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isGreaterThanOrEqualTo(2);
        t.engine.waitForIdle();
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(3);
    }

    @Test
    void multiPvIsAcceptedAndTheSearchStillAnswersOnce() {
        t.feed("setoption name MultiPV value 3", "position startpos");
        t.feed("go depth 2");
        assertThat(isLegalTttMove(t.out.awaitBestMove())).isTrue();
        t.engine.waitForIdle();
        assertThat(t.out.lines()).filteredOn(l -> l.startsWith("info depth"))
                .allMatch(l -> l.matches(".* multipv [123] .*"));
    }

    // ----- perft and the other debug commands

    @Test
    void goPerftPrintsTheDivide() {
        t.feed("position startpos");
        List<String> lines = t.send("go perft 2");
        assertThat(lines).containsExactly("a3: 8", "b3: 8", "c3: 8", "a2: 8", "b2: 8", "c2: 8", "a1: 8", "b1: 8", "c1: 8",
                "", "Nodes searched: 72", "");
    }

    @Test
    void perftCountsOfTicTacToe() {
        long[] expected = {1, 9, 72, 504, 3024, 15120, 54720};
        for (int d = 1; d < expected.length; d++) {
            t.feed("position startpos");
            List<String> lines = t.send("perft " + d);
            assertThat(lines.get(lines.size() - 2)).isEqualTo("Nodes searched: " + expected[d]);
        }
        assertThat(t.send("perft x")).containsExactly("info string error bad perft depth: x");
    }

    @Test
    void movesListsTheLegalMovesOnOneLine() {
        t.feed("position startpos moves b2");
        assertThat(t.send("moves")).containsExactly("a3 b3 c3 a2 c2 a1 b1 c1");
    }

    @Test
    void evalAndHelpPrintSomething() {
        assertThat(t.send("eval")).containsExactly("Eval: 0 (hundredths of a point, X to move)");
        assertThat(t.send("help")).isNotEmpty().noneMatch(l -> l.startsWith("info string error"));
    }

    @Test
    void benchEndsWithNodesAndNps() {
        List<String> lines = t.send("bench tictactoe 2");
        assertThat(lines.get(lines.size() - 1)).matches("\\d+ nodes \\d+ nps");
        assertThat(t.send("bench chess")).containsExactly("info string error unknown variant: chess");
    }

    // ----- query

    @Test
    void queriesAnswerWithResponseLines() {
        t.feed("position startpos");
        assertThat(t.send("query gameover", "query p1turn", "query result"))
                .containsExactly("response false", "response true", "response none");
        t.feed("position fen XXX/oo1/3 o");
        assertThat(t.send("query gameover", "query p1turn", "query result"))
                .containsExactly("response true", "response false", "response p1win");
        t.feed("position fen XoX/XoO/oXX o");
        assertThat(t.send("query result")).containsExactly("response draw");
        assertThat(t.send("query colour")).containsExactly("info string error unknown query: colour", "response none");
    }

    @Test
    void p1IsTheFirstPlayerEvenWhenItPlaysLowerCase() {
        t.send("setoption name UCI_Variant value tictactoe-o", "position startpos");
        assertThat(t.send("query p1turn")).containsExactly("response true");
        t.feed("position startpos moves b2");
        assertThat(t.send("query p1turn", "d")).contains("response false", "Side: X (p2)");
    }

    // ----- errors and the end

    @Test
    void unknownCommandsAreReportedWithTheWholeLine() {
        assertThat(t.send("joho debug on")).containsExactly("info string error unknown command: joho debug on");
        assertThat(t.send("", "   ", "# a comment", "debug on")).isEmpty();
    }

    @Test
    void carriageReturnsAndExtraBlanksAreTolerated() {
        assertThat(t.send("\t isready \r")).containsExactly("readyok");
    }

    @Test
    void quitEndsTheSession() {
        t.feed("quit");
        assertThat(t.alive).isFalse();
    }

    @Test
    void endOfInputActsAsQuitAndStopsASearch() {
        ListOutput out = new ListOutput();
        ProtocolLoop loop = new ProtocolLoop(Transcript.VARIANTS, "tictactoe", new org.ansuz.engine.Engine(), out, null);
        loop.run(new StringReader("ugi\nposition startpos\ngo infinite\nisready\n"));
        assertThat(out.lines()).contains("ugiok", "readyok");
        assertThat(out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
    }

    @Test
    void debugLogFileRecordsBothDirections() throws Exception {
        java.nio.file.Path log = java.nio.file.Files.createTempFile("ansuz", ".log");
        t.feed("setoption name Debug Log File value " + log, "isready", "setoption name Debug Log File value <empty>");
        assertThat(java.nio.file.Files.readAllLines(log)).contains(">> isready", "<< readyok");
        java.nio.file.Files.deleteIfExists(log);
    }
}
