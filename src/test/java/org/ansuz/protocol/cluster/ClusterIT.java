package org.ansuz.protocol.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two workers and a coordinator as separate JVMs of the packaged jar on 127.0.0.1: a 6-game russian match
 * at a fixed node count, one worker killed after the first game. Every game must be recorded once, the
 * summary must add up to the record, and each game must be move for move the game of the same index in a
 * local run, which itself must not load any class of the cluster library. Labelling those games on the
 * worker left writes the labels file of a local run.
 */
class ClusterIT {
    private static final Path JAR = Path.of("target", "ansuz.jar").toAbsolutePath();
    private static final int GAMES = 6;
    private static final Pattern ROUND = Pattern.compile("\\[Round \"(\\d+)\"]");

    @TempDir
    Path dir;

    private final List<Process> started = new ArrayList<>();

    @AfterEach
    void endProcesses() {
        for (Process p : started) {
            p.destroyForcibly();
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Starts the jar with {@code args}; its output lines (both streams) collect in {@code lines}. */
    private Process start(List<String> jvm, List<String> lines, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(java(), "-XX:+UseSerialGC"));
        command.addAll(jvm);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        started.add(p);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException ignored) {
                // the process was killed
            }
        });
        reader.setDaemon(true);
        reader.start();
        return p;
    }

    private static void awaitLine(List<String> lines, String start, long seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (lines.stream().noneMatch(l -> l.startsWith(start))) {
            assertThat(System.nanoTime()).as("no line starting with '%s' in %s", start, lines).isLessThan(end);
            Thread.sleep(50);
        }
    }

    private List<String> match(Path record, String... more) {
        List<String> args = new ArrayList<>(List.of("match"));
        for (int i = 0; i < 2; i++) {
            args.addAll(List.of("--engine", "cmd=" + java(), "args=-XX:+UseSerialGC -jar " + JAR));
        }
        args.addAll(List.of("--variant", "russian", "--games", Integer.toString(GAMES), "--nodes", "3000",
                "--pgn", record.toString()));
        args.addAll(List.of(more));
        return args;
    }

    /** Round → the game's text after its tags (moves and result), each round once or the test fails. */
    private static Map<Integer, String> games(Path record) throws IOException {
        Map<Integer, String> games = new TreeMap<>();
        for (String block : Files.readString(record).split("(?m)^(?=\\[Event )")) {
            if (block.isBlank()) {
                continue;
            }
            Matcher m = ROUND.matcher(block);
            assertThat(m.find()).isTrue();
            int round = Integer.parseInt(m.group(1));
            String body = block.substring(block.indexOf("\n\n") + 2).trim();
            assertThat(games.put(round, body)).as("round %d recorded twice", round).isNull();
        }
        return games;
    }

    @Test
    void twoWorkersOneKilledPlayTheGamesOfALocalRun() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "no target/ansuz.jar");
        Path local = dir.resolve("local.pdn");
        List<String> localOut = new CopyOnWriteArrayList<>();
        Process localRun = start(List.of("-verbose:class"), localOut, match(local).toArray(String[]::new));
        assertThat(localRun.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(localRun.exitValue()).as(String.join("\n", localOut.subList(Math.max(0, localOut.size() - 20),
                localOut.size()))).isZero();
        // Without --cluster nothing of the library is loaded: no ports, no threads, no start-up cost.
        assertThat(localOut).anyMatch(l -> l.contains("class,load] org.ansuz.protocol.match.GameJob "));
        assertThat(localOut).noneMatch(l -> l.contains("com.hazelcast") || l.contains("protocol.cluster.ClusterRunner"));
        assertThat(localOut).anyMatch(l -> l.startsWith("Match finished: " + GAMES + " of " + GAMES));

        String port = Integer.toString(ThreadLocalRandom.current().nextInt(20_000, 40_000));
        String join = "127.0.0.1:" + port;
        List<String> worker1 = new CopyOnWriteArrayList<>();
        List<String> worker2 = new CopyOnWriteArrayList<>();
        start(List.of(), worker1, "worker", "--join", join, "--port", port, "--secret", "it-secret");
        awaitLine(worker1, "worker 127.0.0.1:", 60);
        Process second = start(List.of(), worker2, "worker", "--join", join, "--port", port, "--secret", "it-secret");
        awaitLine(worker2, "worker 127.0.0.1:", 60);

        Path clustered = dir.resolve("cluster.pdn");
        List<String> out = new CopyOnWriteArrayList<>();
        Process coordinator = start(List.of(), out, match(clustered, "--cluster", join, "--port", port,
                "--secret", "it-secret").toArray(String[]::new));
        awaitLine(out, "Game ", 90);
        second.destroyForcibly();
        assertThat(coordinator.waitFor(120, TimeUnit.SECONDS)).as(String.join("\n", out)).isTrue();
        String text = String.join("\n", out);
        assertThat(coordinator.exitValue()).as(text).isZero();
        assertThat(text).contains("Match finished: " + GAMES + " of " + GAMES + " games played",
                "done per worker:", "Result disagreements: 0");
        assertThat(out).noneMatch(l -> l.contains("INFO") || l.contains("WARNING"));

        Map<Integer, String> games = games(clustered);
        assertThat(games.keySet()).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(games).isEqualTo(games(local));
        // The summary adds up to the record's results.
        Matcher score = Pattern.compile("(?m)^Score of .*: (\\d+)-(\\d+)-(\\d+)").matcher(text);
        assertThat(score.find()).isTrue();
        long draws = games.values().stream().filter(g -> g.endsWith("1-1") || g.endsWith("1/2-1/2")).count();
        assertThat(Integer.parseInt(score.group(1)) + Integer.parseInt(score.group(2))).isEqualTo(GAMES - draws);
        assertThat(Integer.parseInt(score.group(3))).isEqualTo(draws);

        // The labels of those games, on the worker left, are the labels of a local run.
        Path labelsHere = dir.resolve("here.txt");
        Path labelsThere = dir.resolve("there.txt");
        List<String> labelOut = new CopyOnWriteArrayList<>();
        Process here = start(List.of(), labelOut, "label", "--variant", "russian", "--games", local.toString(),
                "--depth", "2", "--out", labelsHere.toString());
        assertThat(here.waitFor(60, TimeUnit.SECONDS)).isTrue();
        Process there = start(List.of(), labelOut, "label", "--variant", "russian", "--games", local.toString(),
                "--depth", "2", "--out", labelsThere.toString(), "--cluster", join, "--port", port,
                "--secret", "it-secret");
        assertThat(there.waitFor(90, TimeUnit.SECONDS)).as(String.join("\n", labelOut)).isTrue();
        assertThat(there.exitValue()).as(String.join("\n", labelOut)).isZero();
        assertThat(labelOut).anyMatch(l -> l.startsWith("Job 1/"));
        assertThat(Files.readString(labelsThere)).isNotEmpty().isEqualTo(Files.readString(labelsHere));
    }
}
