package org.ansuz.protocol.match;

import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import org.ansuz.engine.toy.TicTacToe;

/** Matches between fake UGI engines (separate JVMs) playing {@link TicTacToe}. */
class MatchCommandTest {
    @TempDir
    Path dir;

    private String output;

    /** {@code --engine} tokens that run {@link FakeUgiEngine} with the given arguments. */
    static List<String> fake(String name, String... args) {
        return fake(FakeUgiEngine.class, name, args);
    }

    /** {@code --engine} tokens that run the fake engine {@code engine} (a main class) in its own JVM. */
    static List<String> fake(Class<?> engine, String name, String... args) {
        List<String> t = new ArrayList<>();
        t.add("--engine");
        t.add("cmd=" + Path.of(System.getProperty("java.home"), "bin", "java"));
        t.add("args=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -cp " + System.getProperty("java.class.path")
                + " " + engine.getName());
        for (String a : args) {
            t.add("arg=" + a);
        }
        t.add("name=" + name);
        return t;
    }

    private int run(List<String> engines, String... rest) {
        List<String> args = new ArrayList<>(engines);
        args.addAll(List.of("--variant", "tictactoe"));
        if (!List.of(rest).contains("--start-timeout")) {
            args.addAll(List.of("--start-timeout", "60000"));
        }
        args.addAll(List.of(rest));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLine cli = new CommandLine(new MatchCommand(name -> Optional.of(TicTacToe.VARIANT), out));
        cli.setErr(new PrintWriter(bytes, true, StandardCharsets.UTF_8));
        int code = cli.execute(args.toArray(new String[0]));
        output = bytes.toString(StandardCharsets.UTF_8);
        return code;
    }

    private static List<String> both(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private Path openings() throws Exception {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# two lines\nstartpos moves b2\nfen X2/1o1/3 x moves c3\n");
        return file;
    }

    private int[] finalScore() {
        Matcher m = Pattern.compile("Score of A vs B: (\\d+)-(\\d+)-(\\d+)").matcher(output);
        int[] last = null;
        while (m.find()) {
            last = new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
        }
        return last;
    }

    @Test
    void aMatchOfLegalEnginesWritesOneRecordPerGameAndTheTotals() throws Exception {
        Path pgn = dir.resolve("games.pgn");
        int code = run(both(fake("A", "legal", "seed=1"), fake("B", "legal", "seed=2")), "--games", "4",
                "--depth", "1", "--openings", openings().toString(), "--pgn", pgn.toString());
        assertThat(code).as(output).isZero();
        String records = Files.readString(pgn);
        assertThat(records.split("\\[Event ", -1)).hasSize(5);
        for (String tag : List.of("[Event \"Ansuz match\"]", "[Variant \"tictactoe\"]", "[X \"A\"]", "[O \"B\"]",
                "[X \"B\"]", "[O \"A\"]", "[TimeControl \"depth 1\"]", "[Opening \"startpos moves b2\"]",
                "[SetUp \"1\"]", "[FEN \"X2/1o1/3 x\"]", "[Round \"4\"]")) {
            assertThat(records).contains(tag);
        }
        // Every game ends by the rules of the game (three in a row or a full board).
        assertThat(Pattern.compile("\\[Termination \"(three in a row|board full)\"]").matcher(records).results())
                .hasSize(4);
        // The first game starts 1. b2 (the opening) and its moves are numbered per X move.
        assertThat(records).contains("\n1. b2 ");
        int[] score = finalScore();
        assertThat(score[0] + score[1] + score[2]).isEqualTo(4);
        long aWins = countWins(records, "A");
        long bWins = countWins(records, "B");
        assertThat(new long[] {aWins, bWins}).containsExactly(score[0], score[1]);
        assertThat(output).contains("Match finished: 4 of 4 games played", "Result disagreements: 0",
                "Forfeits (crash, hang, illegal move, time): A 0, B 0");
    }

    @Test
    void anEngineWhoseCommandCannotRunStopsTheMatchBeforeAnyGame() throws Exception {
        Path pgn = dir.resolve("none.pgn");
        List<String> missing = List.of("--engine", "cmd=" + dir.resolve("no such engine"), "args=--fast", "name=B");
        int code = run(both(fake("A", "legal"), missing), "--games", "4", "--depth", "1", "--pgn", pgn.toString());
        assertThat(code).as(output).isEqualTo(1);
        assertThat(output).contains("error: engine 2 (" + dir.resolve("no such engine") + " --fast) did not start: cannot start "
                + dir.resolve("no such engine") + ": ", "(cmd= names the program alone; give its arguments with args=)",
                "; no game was played");
        assertThat(output).doesNotContain("Game 1/", "Score of");
        assertThat(Files.exists(pgn) ? Files.readString(pgn) : "").isEmpty();
    }

    /** Wins of an engine counted from the records: X wins are 1-0, O wins 0-1. */
    private static long countWins(String records, String engine) {
        long n = 0;
        for (String game : records.split("\\[Event ")) {
            if (game.contains("[X \"" + engine + "\"]") && game.contains("[Result \"1-0\"]")
                    || game.contains("[O \"" + engine + "\"]") && game.contains("[Result \"0-1\"]")) {
                n++;
            }
        }
        return n;
    }

    private void assertForfeitThenRecovery(String termination) throws Exception {
        assertThat(output).contains("Game 1/2  A vs B  1-0  B " );
        assertThat(output.lines().filter(l -> l.startsWith("Game 1/2")).findFirst().orElseThrow()).contains(termination);
        // The restarted engine plays the second game to its end by the rules.
        assertThat(output.lines().filter(l -> l.startsWith("Game 2/2")).findFirst().orElseThrow())
                .containsAnyOf("three in a row", "board full");
        assertThat(output).contains("Forfeits (crash, hang, illegal move, time): A 0, B 1", "Match finished: 2 of 2");
    }

    @Test
    void aCrashLosesAndTheEngineIsRestarted() throws Exception {
        Path marker = dir.resolve("crashed");
        assertThat(run(both(fake("A", "legal"), fake("B", "crash", "once=" + marker)), "--games", "2",
                "--depth", "1", "--openings", openings().toString())).as(output).isZero();
        assertForfeitThenRecovery("crashed (exited with code 3; its stderr ends: fake engine: crashing on purpose");
    }

    @Test
    void aHangLosesAndTheEngineIsRestarted() throws Exception {
        Path marker = dir.resolve("hung");
        assertThat(run(both(fake("A", "legal"), fake("B", "hang", "once=" + marker)), "--games", "2",
                "--depth", "1", "--move-timeout", "1500", "--grace", "500", "--openings", openings().toString()))
                .as(output).isZero();
        assertForfeitThenRecovery("hung: no bestmove in time");
    }

    @Test
    void anIllegalMoveLosesAndTheEngineIsRestarted() throws Exception {
        Path marker = dir.resolve("illegal");
        assertThat(run(both(fake("A", "legal"), fake("B", "illegal", "once=" + marker)), "--games", "2",
                "--depth", "1", "--openings", openings().toString())).as(output).isZero();
        assertForfeitThenRecovery("played an illegal move: zz9");
    }

    @Test
    void aMovePastTheClockLosesOnTime() throws Exception {
        Path marker = dir.resolve("slow");
        // A clock of 3 s: at a load of 60 on two cores a 1 s one ran out for the engines that answer at once.
        assertThat(run(both(fake("A", "legal"), fake("B", "slow", "sleep=4500", "once=" + marker)), "--games", "2",
                "--tc", "3+1", "--grace", "5000", "--openings", openings().toString())).as(output).isZero();
        assertForfeitThenRecovery("lost on time");
    }

    @Test
    void aMoveWithinTheTimeMarginDoesNotLose() throws Exception {
        // 1.5 s on a 1 s clock: within a 2 s margin the game goes on, with the increment only on the clock.
        assertThat(run(both(fake("A", "legal"), fake("B", "slow", "sleep=1500")), "--games", "2",
                "--tc", "1+0.5", "--time-margin", "2000", "--grace", "5000", "--openings", openings().toString()))
                .as(output).isZero();
        assertThat(output).doesNotContain("lost on time").contains("Forfeits (crash, hang, illegal move, time): A 0, B 0");
    }

    @Test
    void aWrongResultClaimIsReported() throws Exception {
        run(both(fake("A", "perfect"), fake("B", "wrongresult")), "--games", "2", "--depth", "1",
                "--openings", openings().toString());
        // The perfect player wins at least one of the two games; B then claims a draw.
        assertThat(output).contains("warning: result disagreement: B says draw (referee: ");
        assertThat(output).containsPattern("Result disagreements: [12]");
    }

    @Test
    void theSprtEndsTheMatchWhenABoundIsCrossed() throws Exception {
        int code = run(both(fake("A", "perfect"), fake("B", "legal", "seed=5")), "--games", "40", "--depth", "1",
                "--openings", openings().toString(), "--sprt", "elo0=0", "elo1=200", "alpha=0.1", "beta=0.1");
        assertThat(code).isZero();
        assertThat(output).contains("SPRT: H1 accepted", "SPRT elo0=0 elo1=200 alpha=0.1 beta=0.1: H1 accepted");
        int[] score = finalScore();
        assertThat(score[1]).as("the perfect player never loses").isZero();
        assertThat(score[0] + score[2]).isLessThan(40);
    }

    @Test
    void aRoundRobinPlaysEveryPairing() throws Exception {
        List<String> engines = both(both(fake("A", "legal", "seed=1"), fake("B", "legal", "seed=2")),
                fake("C", "perfect"));
        assertThat(run(engines, "--games", "2", "--depth", "1", "--concurrency", "2",
                "--openings", openings().toString())).as(output).isZero();
        assertThat(output).contains("Match finished: 6 of 6", "Score of A vs B:", "Score of A vs C:",
                "Score of B vs C:", "Standings (points / games):");
        assertThat(output).containsPattern("C +\\d\\.\\d / 4");
    }

    @Test
    void badArgumentsAreRejected() {
        assertThat(run(fake("A", "legal"), "--depth", "1")).isEqualTo(2);
        assertThat(output).contains("a match needs --engine at least twice");
        assertThat(run(both(fake("A", "legal"), fake("B", "legal")), "--tc", "x+1")).isEqualTo(2);
        assertThat(output).contains("time control is SECONDS[+INCREMENT], not x+1");
    }

    @Test
    void badNumbersExitWithCodeTwoBeforeAnyGame() {
        List<String> engines = both(fake("A", "legal"), fake("B", "legal"));
        Object[][] cases = {
            {new String[] {"--tc", "1+-0.1"}, "increment of 0 or more"},
            {new String[] {"--tc", "99999999999999999999999+0"}, "time control beyond"},
            {new String[] {"--tc", "1+1e30"}, "time control beyond"},
            {new String[] {"--depth", "1", "--start-timeout", "0"}, "--start-timeout must be from 1"},
            {new String[] {"--depth", "1", "--grace", "-1"}, "--grace must be from 0"},
            {new String[] {"--depth", "1", "--move-timeout", "0"}, "--move-timeout must be from 1"},
            {new String[] {"--movetime", "9999999999999"}, "--movetime must be from 0"},
            {new String[] {"--depth", "1", "--concurrency", "100000"}, "--concurrency must be from 1"},
            {new String[] {"--depth", "1", "--max-plies", "-5"}, "--max-plies must be from 0"},
        };
        for (Object[] c : cases) {
            assertThat(run(engines, (String[]) c[0])).as(output).isEqualTo(2);
            assertThat(output).contains((String) c[1]).doesNotContain("Game 1/");
        }
    }

    @Test
    void anUnwritableRecordFileIsRefusedBeforeAnyGame() throws Exception {
        Path notAFile = Files.createDirectory(dir.resolve("records"));
        assertThat(run(both(fake("A", "legal"), fake("B", "legal")), "--depth", "1",
                "--pgn", notAFile.toString())).isEqualTo(2);
        assertThat(output).contains("cannot write the record file").doesNotContain("Game 1/");
        assertThat(run(both(fake("A", "legal"), fake("B", "legal")), "--depth", "1",
                "--pgn", dir.resolve("no/such/dir/games.pgn").toString())).isEqualTo(2);
        assertThat(output).contains("cannot write the record file");
    }

    @Test
    void aRecordFileThatFailsDuringTheMatchStopsItWithAnError() throws Exception {
        // A record path that every append fails on (a directory), past the command's check.
        Path broken = Files.createDirectory(dir.resolve("broken.pgn"));
        List<String> tokens = new ArrayList<>();
        for (List<String> e : List.of(fake("A", "legal"), fake("B", "legal"))) {
            tokens.addAll(e.subList(1, e.size()));
        }
        Match.Settings settings = new Match.Settings(TicTacToe.VARIANT, new MoveLimits(0, 0, 0, 1, 0), 6,
                Opening.load(openings(), TicTacToe.VARIANT), 1, 100, 1000, 60_000, 60_000, null,
                new GameRecordWriter(broken, TicTacToe.VARIANT, "test", "depth 1"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Match match = new Match(EngineSpec.parseAll(tokens), settings,
                new PrintStream(bytes, true, StandardCharsets.UTF_8), false);
        List<GameRecord> games = match.run();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(match.recordFailed()).isTrue();
        assertThat(games).as(text).hasSize(1);
        assertThat(text).contains("error: cannot write the record file",
                "Match stopped (the record file cannot be written): 1 of 6 games played");
    }

    @Test
    void anEngineThatFloodsItsOutputIsReadWithBoundedMemory() throws Exception {
        assertThat(run(both(fake("A", "legal"), fake("B", "flood")), "--games", "2", "--depth", "1",
                "--openings", openings().toString())).as(output).isZero();
        assertThat(output).contains("Match finished: 2 of 2", "Forfeits (crash, hang, illegal move, time): A 0, B 0");
    }
}
