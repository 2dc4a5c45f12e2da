package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short match between two Ansuz processes through the packaged jar (run by failsafe after
 * {@code package}): russian draughts at a tiny fixed depth. Skipped until the jar has the match command
 * and the draughts family.
 */
class MatchIT {
    private static final Path JAR = Path.of("target", "ansuz.jar").toAbsolutePath();

    @TempDir
    Path dir;

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String run(List<String> command, int[] exit) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        exit[0] = p.exitValue();
        return new String(out, StandardCharsets.UTF_8);
    }

    @Test
    void twoAnsuzProcessesPlayAShortMatch() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "no target/ansuz.jar");
        assumeTrue(Variants.registry().find("russian").isPresent(), "no russian draughts yet");
        int[] exit = new int[1];
        String help = run(List.of(java(), "-jar", JAR.toString(), "match", "--help"), exit);
        assumeTrue(help.contains("--engine"), "the jar has no match command yet");

        Path pdn = dir.resolve("games.pdn");
        List<String> command = new ArrayList<>(List.of(java(), "-jar", JAR.toString(), "match"));
        for (int i = 0; i < 2; i++) {
            command.addAll(List.of("--engine", "cmd=" + java(), "args=-XX:+UseSerialGC -jar " + JAR));
        }
        command.addAll(List.of("--variant", "russian", "--games", "4", "--depth", "2", "--pgn", pdn.toString()));
        String out = run(command, exit);
        assertThat(exit[0]).as(out).isZero();
        assertThat(out).contains("Match finished: 4 of 4 games played", "Result disagreements: 0");
        assertThat(out).containsPattern("Forfeits \\(crash, hang, illegal move, time\\): \\S.* 0, \\S.* 0");
        Matcher m = Pattern.compile("Score of .* vs .*: (\\d+)-(\\d+)-(\\d+)").matcher(out);
        int[] last = null;
        while (m.find()) {
            last = new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
        }
        assertThat(last).isNotNull();
        assertThat(last[0] + last[1] + last[2]).isEqualTo(4);
        String records = Files.readString(pdn);
        assertThat(records.split("\\[Event ", -1)).hasSize(5);
        assertThat(records).contains("[GameType \"25\"]", "[Variant \"russian\"]", "[TimeControl \"depth 2\"]");
        long decisive = Pattern.compile("\\[Result \"(1-0|0-1)\"]").matcher(records).results().count();
        assertThat(decisive).isEqualTo(last[0] + last[1]);
    }
}
