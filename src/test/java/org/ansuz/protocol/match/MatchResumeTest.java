package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.toy.TicTacToe;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A match restarted with its record file plays only the games not in it; each index counts once. */
class MatchResumeTest {
    private static final Pattern ROUND = Pattern.compile("\\[Round \"(\\d+)\"]");

    @TempDir
    Path dir;

    private ByteArrayOutputStream log;

    private Match match(Path record) throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "startpos moves b2\nfen X2/1o1/3 x moves c3\n");
        List<String> tokens = new ArrayList<>();
        for (List<String> e : List.of(MatchCommandTest.fake("A", "legal"), MatchCommandTest.fake("B", "legal"))) {
            tokens.addAll(e.subList(1, e.size()));
        }
        Match.Settings settings = new Match.Settings(TicTacToe.VARIANT, new MoveLimits(0, 0, 0, 1, 0), 4,
                Opening.load(openings, TicTacToe.VARIANT), 1, 100, 1000, 60_000, 60_000, null,
                new GameRecordWriter(record, TicTacToe.VARIANT, "test", "depth 1"));
        log = new ByteArrayOutputStream();
        return new Match(EngineSpec.parseAll(tokens), settings, new PrintStream(log, true, StandardCharsets.UTF_8), false);
    }

    private static Map<Integer, String> rounds(Path record) throws Exception {
        Map<Integer, String> games = new TreeMap<>();
        for (String block : Files.readString(record).split("(?m)^(?=\\[Event )")) {
            if (!block.isBlank()) {
                Matcher m = ROUND.matcher(block);
                assertThat(m.find()).isTrue();
                assertThat(games.put(Integer.parseInt(m.group(1)), block.substring(block.indexOf("\n\n")))).isNull();
            }
        }
        return games;
    }

    @Test
    void aRestartWithTheRecordFilePlaysOnlyTheRestAndCountsEveryGame() throws Exception {
        Path full = dir.resolve("full.pgn");
        Match first = match(full);
        List<GameRecord> all = first.run();
        assertThat(all).hasSize(4);
        // a game that arrives twice (a worker thought lost still answers) is counted once
        first.record(all.get(0));
        assertThat(first.finishedGames()).hasSize(4);
        assertThat(rounds(full).keySet()).containsExactly(1, 2, 3, 4);

        String text = Files.readString(full);
        int third = text.indexOf("[Event ", text.indexOf("[Event ", text.indexOf("[Event ") + 1) + 1);
        Path part = dir.resolve("part.pgn");
        Files.writeString(part, text.substring(0, third));
        assertThat(rounds(part)).hasSize(2);

        Match again = match(part);
        again.resumeFrom(part);
        List<GameRecord> games = again.run();
        String text2 = log.toString(StandardCharsets.UTF_8);
        assertThat(text2).contains("Resuming: 2 of 4 games are already in the record file",
                "Match finished: 4 of 4 games played").doesNotContain("warning");
        assertThat(text2.lines().filter(l -> l.startsWith("Game "))).hasSize(2);
        assertThat(games).hasSize(4);
        assertThat(games.stream().filter(g -> g.moves().isEmpty())).isEmpty();
        assertThat(rounds(part)).isEqualTo(rounds(full));
        int[] before = tally(all);
        assertThat(tally(games)).containsExactly(before);
        // nothing of a cluster runs for a match on this machine
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("hz."));
    }

    /** A's wins, losses and draws. */
    private static int[] tally(List<GameRecord> games) {
        int[] t = new int[3];
        for (GameRecord g : games) {
            double p = g.pointsOf(0);
            t[p == 1 ? 0 : p == 0 ? 1 : 2]++;
        }
        return t;
    }
}
