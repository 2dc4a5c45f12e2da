package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.TimeManager;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The protocol side of issue 9, one section per class of failure that fuzzing and real clients
 * found. Timeouts here are hang guards (seconds where a fix takes milliseconds), never speed checks.
 */
class HostileInputTest {
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    /** International draughts, where a perft 11 runs for minutes: long enough to be stopped. */
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop real = new ProtocolLoop(Variants.registry().all(), "international", new Engine(), out, null);
    private final Transcript t = new Transcript("tictactoe");

    @AfterEach
    void quit() {
        real.handle("quit");
        t.feed("quit");
    }

    // ----- the reader never blocks: perft and bench run like a search

    @Test
    void isreadyIsAnsweredAtOnceDuringAPerftAndStopEndsItWithOneLine() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            real.handle("uci");
            real.handle("position startpos");
            out.drain();
            real.accept("perft 11");
            real.accept("isready");
            assertThat(out.lines()).containsExactly("readyok");
            real.accept("stop");
            List<String> after = out.drain();
            assertThat(after).hasSize(2);
            assertThat(after.get(1)).matches("info string perft stopped after \\d+ of 9 root moves: \\d+ nodes");
            assertThat(real.engineSession().isBusy()).isFalse();
        });
    }

    @Test
    void goPerftAndBenchAreStoppedByStopAndByANewCommand() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            real.handle("position startpos");
            real.accept("go perft 11");
            real.accept("go perft 11"); // the second stops the first
            real.accept("bench international 60");
            real.accept("isready");
            real.accept("stop");
            List<String> lines = out.drain();
            assertThat(lines).filteredOn(l -> l.startsWith("info string perft stopped")).hasSize(2);
            assertThat(lines).filteredOn(l -> l.startsWith("info string bench stopped after 0 of ")).hasSize(1);
            assertThat(lines).contains("readyok").noneMatch(l -> l.contains("Nodes searched") || l.endsWith(" nps"));
        });
    }

    @Test
    void perftDepthIsBoundedWithAClearError() {
        assertThat(t.send("perft 33")).containsExactly("info string error perft depth 33 is beyond the limit of 32");
        assertThat(t.send("go perft 100000000"))
                .containsExactly("info string error perft depth 100000000 is beyond the limit of 32");
        assertThat(t.send("perft 99999999999999999999999"))
                .containsExactly("info string error perft depth 99999999999999999999999 is beyond the limit of 32");
        assertThat(t.send("bench tictactoe 65")).containsExactly("info string error bad bench depth: 65 (1 to 64)");
        assertThat(t.send("perft -1")).containsExactly("info string error bad perft depth: -1");
    }

    @Test
    void endOfInputLetsAPerftFinishAndQuitStopsIt() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            ProtocolLoop loop = new ProtocolLoop(Transcript.VARIANTS, "tictactoe", new Engine(), out, null);
            loop.run(new StringReader("position startpos\nperft 6\n"));
            assertThat(out.drain()).contains("Nodes searched: 54720");
        });
    }

    // ----- one-pass parsing

    @Test
    void aSetoptionWithAHundredThousandBlanksIsReadInOnePass() {
        String blanks = " ".repeat(100_000);
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            assertThat(t.send("setoption name Hash" + blanks + "value" + blanks + "32" + blanks)).isEmpty();
            assertThat(t.send("setoption" + blanks + "name" + blanks + "Clear" + blanks + "Hash" + blanks)).isEmpty();
            assertThat(t.send("setoption name" + blanks)).singleElement().asString().startsWith("info string error bad setoption");
            assertThat(t.send("hub", "set-param name=hash" + blanks + "value=8" + blanks)).isNotEmpty();
        });
        assertThat(t.loop.engineSession().options().get("Hash").value()).isEqualTo("8");
    }

    // ----- numbers from outside are clamped

    @Test
    void hugeGoNumbersAreClampedNotOverflowed() {
        GoArguments g = GoArguments.parse(("go wtime 99999999999999999999999 btime 5000 winc 9223372036854775807999"
                + " binc 4611686018427387904 movetime 1e400 depth 99999999999 nodes 999999999999999999999 mate 5000000000"
                + " movestogo 99999999999").split(" "), true);
        SearchLimits l = g.limits;
        assertThat(l.timeMs[0]).isEqualTo(GoArguments.MAX_MS);
        assertThat(l.incMs).containsExactly(GoArguments.MAX_MS, GoArguments.MAX_MS);
        assertThat(l.depth).isEqualTo(1000);
        assertThat(l.nodes).isEqualTo(GoArguments.MAX_NODES);
        assertThat(l.mate).isEqualTo(1000);
        assertThat(l.movesToGo).isEqualTo(10_000);
        assertThat(g.bad).containsExactly("movetime 1e400");
        GoArguments huge = GoArguments.parse("go movetime 99999999999999999999999".split(" "), true);
        assertThat(huge.limits.moveTimeMs).isEqualTo(GoArguments.MAX_MS);
        TimeManager.Budget b = TimeManager.allocate(huge.limits, 0, 0, 100, 50);
        assertThat(b.softMs()).isPositive();
        assertThat(b.hardMs()).isGreaterThan(1_000_000); // a long think, not "no time at all"
        TimeManager.Budget clock = TimeManager.allocate(l, 1, 0, 100, 50);
        assertThat(clock.hardMs()).isBetween(0L, 2_500L); // bounded by btime 5000, whatever winc/binc say
    }

    @Test
    void aHugeIncrementStillAnswersWithinTheClock() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            t.feed("position startpos moves b2");
            t.feed("go wtime 300 btime 300 winc 99999999999999999999999999 binc 9223372036854775807");
            assertThat(t.out.awaitBestMove()).matches("bestmove [abc][123]");
        });
    }

    // ----- Hub: every go gets exactly one done (or an error line)

    @Test
    void everyHubLevelFormStillEndsInOneDone() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            Transcript hub = new Transcript(null);
            hub.send("hub", "init");
            for (String level : List.of("level time=1e300", "level time=99999999999999999999999 inc=1e300",
                    "level depth=0", "level nodes=0", "level inc=0.1", "level moves=40", "level moves=40 inc=0.01",
                    "level move-time=0", "level colour=blue")) {
                hub.send("new-game", "pos pos=Wbbeeeeww", level);
                hub.out.drain();
                hub.feed("go think");
                assertThat(hub.out.await(l -> l.startsWith("done"))).as(level).matches("done move=(7-5|8-5|8-6)( ponder=\\S+)?");
                hub.engine.waitForIdle();
                assertThat(hub.out.drain()).as(level).filteredOn(l -> l.startsWith("done")).hasSize(1);
            }
            hub.send("level depth=1");
            hub.feed("go sideways");
            hub.out.await(l -> l.startsWith("done"));
            hub.engine.waitForIdle();
            List<String> lines = hub.out.drain().stream().filter(l -> !l.startsWith("info")).toList();
            assertThat(lines).hasSize(2);
            assertThat(lines.get(0)).isEqualTo("error message=\"unknown go mode: sideways (think, ponder or analyze); thinking\"");
            assertThat(lines.get(1)).matches("done move=\\S+( ponder=\\S+)?");
            hub.feed("quit");
        });
    }

    @Test
    void anUnknownLevelKeyKeepsTheEarlierLevel() {
        Transcript hub = new Transcript(null);
        hub.send("hub", "init", "pos pos=Wbbeeeeww", "level depth=2", "level colour=blue");
        hub.feed("go think");
        hub.out.await(l -> l.startsWith("done"));
        hub.engine.waitForIdle();
        assertThat(hub.out.drain()).filteredOn(l -> l.startsWith("info depth=")).isNotEmpty()
                .allMatch(l -> l.startsWith("info depth=1 ") || l.startsWith("info depth=2 "));
        hub.feed("quit");
    }

    @Test
    void aHubPosWithABrokenQuoteLeavesNoValidPosition() {
        Transcript hub = new Transcript(null);
        hub.send("hub", "init", "pos pos=Wbbeeeeww");
        assertThat(hub.send("pos pos=Wbbeeeeww moves=\"7-5 2-4")).containsExactly(
                "error message=\"unterminated quote after moves=\"");
        assertThat(hub.send("go think")).containsExactly("error message=\"no valid position\"", "done");
        assertThat(hub.send("d")).containsExactly("error message=\"no valid position\"");
        hub.feed("quit");
    }

    @Test
    void aPosWrittenAsItsFirstArgumentWithABrokenQuoteLeavesNoValidPosition() {
        Transcript hub = new Transcript(null);
        hub.send("hub", "init", "pos pos=Wbbeeeeww");
        assertThat(hub.send("pos=Wbbeeeeww moves=\"7-5 2-4")).containsExactly(
                "error message=\"unterminated quote after moves=\"");
        assertThat(hub.send("d")).containsExactly("error message=\"no valid position\"");
        hub.feed("quit");
    }

    // ----- bytes a GUI really sends

    @Test
    void aByteOrderMarkBeforeTheHandshakeIsIgnored() {
        ProtocolLoop loop = new ProtocolLoop(Transcript.VARIANTS, "tictactoe", new Engine(), out, null);
        loop.run(new StringReader("\uFEFFuci\nisready\n"));
        assertThat(out.lines()).contains("uciok", "readyok").noneMatch(l -> l.contains("error"));
    }

    @Test
    void aLineLongerThanTheBoundGetsOneErrorAndIsSkipped() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            ProtocolLoop loop = new ProtocolLoop(Transcript.VARIANTS, "tictactoe", new Engine(), out, null);
            // 8 MB of 'x' without a newline, then a command: read lazily, never held in memory
            Reader flood = new Reader() {
                private long left = 8L << 20;
                private final Reader tail = new StringReader("\nisready\n");

                @Override
                public int read(char[] cbuf, int off, int len) throws IOException {
                    if (left == 0) {
                        return tail.read(cbuf, off, len);
                    }
                    int n = (int) Math.min(len, left);
                    java.util.Arrays.fill(cbuf, off, off + n, 'x');
                    left -= n;
                    return n;
                }

                @Override
                public void close() {
                }
            };
            loop.run(flood);
            assertThat(out.lines()).containsExactly(
                    "info string error line longer than " + LineInput.MAX_LINE + " characters skipped", "readyok");
        });
    }

    @Test
    void theLineReaderBoundsEveryLineAndKnowsEveryLineEnd() throws IOException {
        LineInput in = new LineInput(new StringReader("ab\r\ncd\reeeeeeeeee\n\nlast"), 5);
        assertThat(in.next()).isEqualTo("ab");
        assertThat(in.next()).isEqualTo("cd");
        assertThat(in.next()).isSameAs(LineInput.TOO_LONG);
        assertThat(in.next()).isEmpty();
        assertThat(in.next()).isEqualTo("last");
        assertThat(in.next()).isNull();
    }

    // ----- replies quote a bounded, printable excerpt

    @Test
    void errorRepliesQuoteABoundedPrintableExcerpt() {
        String nasty = "frob\u0000\u001b[31mred\u0007" + "x".repeat(1_000_000);
        List<String> reply = t.send(nasty);
        assertThat(reply).hasSize(1);
        assertThat(reply.get(0)).startsWith("info string error unknown command: frob\\x00\\x1B[31mred\\x07xxx")
                .hasSizeLessThan(300).doesNotContain("\u0000", "\u001b");
        assertThat(t.send("setoption name Hash value \u0000" + "9".repeat(100_000)).get(0)).hasSizeLessThan(300);
        assertThat(t.send("position startpos moves \u001b" + "b".repeat(50_000)).get(0))
                .hasSizeLessThan(300).doesNotContain("\u001b");
        Transcript hub = new Transcript(null);
        assertThat(hub.send("hub", "set-param name=variant value=\u001b" + "z".repeat(100_000)))
                .last().asString().hasSizeLessThan(300).doesNotContain("\u001b");
        hub.feed("quit");
    }

    @Test
    void noReplyLineCarriesAControlCharacter() {
        assertThat(Excerpt.printable("ok")).isEqualTo("ok");
        assertThat(Excerpt.printable("a\u0000b\u009bc")).isEqualTo("a\\x00b\\x9Bc");
    }

    // ----- logs in the order of the pipe

    @Test
    void theCommandLineLogRecordsEveryLineFromTheFirstWithATimestamp(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("ansuz.log");
        ProtocolLoop loop = new ProtocolLoop(Transcript.VARIANTS, "tictactoe", new Engine(), out, null);
        assertThat(loop.logTo(log.toString())).isTrue();
        loop.run(new StringReader("\uFEFFugi\nisready\nposition startpos\ngo depth 2\nstop\n"));
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).allMatch(l -> l.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z (>>|<<) .*"));
        List<String> bodies = lines.stream().map(l -> l.substring(l.indexOf(' ') + 1)).toList();
        assertThat(bodies.get(0)).isEqualTo(">> ugi");
        assertThat(bodies).containsSubsequence(">> ugi", "<< ugiok", ">> isready", "<< readyok", ">> go depth 2");
        assertThat(bodies).filteredOn(b -> b.startsWith("<< bestmove")).hasSize(1);
        assertThat(loop.logTo(dir.resolve("no/such/dir/x.log").toString())).isFalse();
    }

    @Test
    void theDebugLogFileKeepsTheOrderOfThePipe(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("debug.log");
        t.feed("setoption name Debug Log File value " + log, "position startpos", "go infinite", "stop", "isready");
        t.feed("setoption name Debug Log File value <empty>");
        List<String> lines = Files.readAllLines(log).stream()
                .map(l -> l.startsWith("<< bestmove ") ? "<< bestmove" : l).toList();
        assertThat(lines).containsSubsequence(">> go infinite", ">> stop", "<< bestmove", ">> isready", "<< readyok");
        assertThat(lines).filteredOn("<< bestmove"::equals).hasSize(1);
    }

    // ----- issue 15: a game drawn by a rule but with moves left still gets a move

    @Test
    void aGoInAPositionDrawnByARuleAnswersALegalMoveAndQueryStillSaysDraw() {
        real.handle("position fen W:WK46,K47:BK3:H60");
        real.handle("query result");
        real.handle("go depth 3");
        assertThat(out.awaitBestMove()).matches("bestmove 4[67]-\\d+");
        real.engineSession().engine().waitForIdle();
        assertThat(out.lines()).contains("response draw");
        Transcript hub = new Transcript(null);
        hub.send("hub", "init");
        hub.feed("set-param name=variant value=normal");
        assertThat(hub.out.drain()).containsExactly("error message=\"unknown variant: normal\"");
        hub.feed("quit");
    }
}
