package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The packaged engine driven through pipes, as a GUI or match runner drives it. */
class ProtocolIT {
    private static List<String> variants;

    @BeforeAll
    static void jar() throws Exception {
        assumeTrue(JarProcess.jarExists(), "target/ansuz.jar is built by mvn package");
        variants = JarProcess.variants();
    }

    @Test
    void ugiHandshakeAndIsready() throws Exception {
        JarProcess p = JarProcess.run("ugi\nisready\nquit\n");
        assertThat(p.exitCode).isZero();
        assertThat(p.out.get(0)).startsWith("id name Ansuz ");
        assertThat(p.out.get(1)).startsWith("id author ");
        assertThat(p.out).contains("ugiok", "readyok");
        assertThat(p.out.indexOf("ugiok")).isLessThan(p.out.indexOf("readyok"));
        assertThat(p.out).allMatch(l -> l.startsWith("id ") || l.startsWith("option name ") || l.equals("ugiok")
                || l.equals("readyok"));
        assertThat(p.err).isEmpty();
    }

    @Test
    void uciAndUaiHandshakes() throws Exception {
        assertThat(JarProcess.run("uci\nquit\n").out).contains("uciok");
        assertThat(JarProcess.run("uai\nquit\n").out).contains("uaiok");
    }

    @Test
    void endOfInputIsQuitAndBadInputIsOneErrorLine() throws Exception {
        JarProcess p = JarProcess.run("ugi\nposition fen nonsense\ngo depth 2\nfrobnicate\nquery colour\n");
        assertThat(p.exitCode).isZero();
        assertThat(p.out).filteredOn(l -> l.startsWith("info string error bad fen")).hasSize(1);
        assertThat(p.out).containsSubsequence("info string error no valid position", "bestmove (none)",
                "info string error unknown command: frobnicate", "info string error unknown query: colour", "response none");
    }

    @Test
    void protocolModeNeverLoadsJline(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path log = dir.resolve("classes.log");
        JarProcess p = JarProcess.run(List.of("-Xlog:class+load=info:file=" + log), "uci\nisready\nquit\n");
        assertThat(p.out).contains("uciok");
        String loaded = Files.readString(log);
        assertThat(loaded).contains("org.ansuz.protocol.ugi.UgiSession").doesNotContain("org.jline");
    }

    @Test
    void aClosedOutputPipeEndsTheProcess() throws Exception {
        Process p = new ProcessBuilder(JarProcess.command(List.of())).directory(new File(".")).start();
        OutputStream in = p.getOutputStream();
        p.getInputStream().close();
        for (int i = 0; i < 20 && p.isAlive(); i++) {
            try {
                in.write("uci\nisready\n".getBytes(StandardCharsets.UTF_8));
                in.flush();
            } catch (java.io.IOException e) {
                break;
            }
            Thread.sleep(100);
        }
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).as("engine exits once nobody reads its output").isTrue();
    }

    @Test
    void isreadyIsAnsweredDuringAnInfiniteSearch() throws Exception {
        assumeTrue(!variants.isEmpty());
        Process p = new ProcessBuilder(JarProcess.command(List.of())).directory(new File(".")).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             OutputStream in = p.getOutputStream()) {
            in.write("ugi\nposition startpos\ngo infinite\nisready\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line;
            while (!(line = r.readLine()).equals("readyok")) {
                assertThat(line).doesNotStartWith("bestmove");
            }
            in.write("stop\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            while (!(line = r.readLine()).startsWith("bestmove")) {
                assertThat(line).startsWith("info");
            }
            assertThat(line).matches("bestmove \\S+");
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void internationalPerft6ThroughGoPerft() throws Exception {
        assumeTrue(variants.contains("international"));
        // end of input (not quit, which would stop it) lets the perft finish
        JarProcess p = JarProcess.run("ugi\nsetoption name UCI_Variant value international\nposition startpos\ngo perft 6\n");
        assertThat(p.out).contains("info string variant international board rect files 10 ranks 10 startpos W:W31-50:B1-20");
        assertThat(p.out.get(p.out.size() - 2)).isEqualTo("Nodes searched: 167140");
        assertThat(p.out.get(p.out.size() - 1)).isEmpty();
    }

    @Test
    void englishPerft6() throws Exception {
        assumeTrue(variants.contains("english"));
        JarProcess p = JarProcess.run("ugi\nsetoption name UCI_Variant value english\nposition startpos\ngo perft 6\n");
        assertThat(p.out.get(p.out.size() - 2)).isEqualTo("Nodes searched: 36768");
    }

    @Test
    void aTimedGoGivesInfoLinesAndALegalBestmove() throws Exception {
        assumeTrue(variants.contains("international"));
        List<String> out = converse("ugi\nsetoption name UCI_Variant value international\nposition startpos\nmoves\n"
                + "go p1time 10000 p2time 10000 p1inc 100 p2inc 100\n");
        List<String> legal = List.of(out.get(out.indexOf("ugiok") + 2).split(" "));
        String best = out.get(out.size() - 1);
        assertThat(legal).contains(best.split(" ")[1]);
        assertThat(best.split(" ")).hasSize(2);
        assertThat(out.subList(0, out.indexOf(best))).anyMatch(l -> l.startsWith("info depth"))
                .filteredOn(l -> l.startsWith("info depth"))
                .allMatch(l -> l.matches("info depth \\d+ seldepth \\d+ multipv \\d+ score (cp|mate) -?\\d+.* nodes \\d+ nps \\d+ hashfull \\d+ time \\d+.*"));
    }

    @Test
    void hubSession() throws Exception {
        assumeTrue(variants.contains("international"));
        JarProcess p = JarProcess.run("hub\ninit\npos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww\nlevel depth=6\ngo think\nquit\n");
        assertThat(p.out.get(0)).startsWith("id name=Ansuz version=");
        assertThat(p.out).contains("wait", "ready");
        assertThat(p.out).anyMatch(l -> l.startsWith("param name=variant value=international type=enum values=\""));
        assertThat(p.out).anyMatch(l -> l.matches("info depth=\\d+ score=-?\\d+\\.\\d+ nodes=\\d+ time=\\d+\\.\\d+ nps=\\d+\\.\\d+.*"));
        assertThat(p.out.get(p.out.size() - 1)).matches("done move=(3[1-5]-2[6-9]|3[1-5]-30|[0-9]+-[0-9]+)( ponder=\\S+)?");
    }

    @Test
    void commandLine() throws Exception {
        JarProcess version = JarProcess.run("", "--version");
        assertThat(version.out).containsExactly("Ansuz 0.1.0");
        JarProcess bad = JarProcess.run("", "--protocol", "telepathy");
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err).contains("unknown protocol 'telepathy'").doesNotContain("Exception");
        JarProcess badVariant = JarProcess.run("", "perft", "--variant", "nosuchgame", "--depth", "2");
        assertThat(badVariant.exitCode).isEqualTo(2);
        assertThat(badVariant.err).contains("unknown variant 'nosuchgame'").doesNotContain("Exception");
        assertThat(JarProcess.run("", "perft", "--depth", "x").exitCode).isEqualTo(2);
        assertThat(JarProcess.run("", "--help").out).anyMatch(l -> l.contains("perft"));
    }

    /** A file that cannot be written is named with the reason, in one line: no Java trace (issue 34). */
    @Test
    void fileErrorsNameTheFileAndTheReasonWithoutATrace() throws Exception {
        JarProcess png = JarProcess.run("", "render", "--out", "/proc/nope/x.png");
        assertThat(png.exitCode).isEqualTo(1);
        assertThat(png.err.strip()).isEqualTo("ansuz: cannot write /proc/nope/x.png: no such file or directory");
        JarProcess openings = JarProcess.run("", "openings", "--variant", "russian", "--count", "1", "--out", "/proc/nope/x");
        assertThat(openings.exitCode).isEqualTo(1);
        assertThat(openings.err.strip()).isEqualTo("ansuz openings: cannot write /proc/nope/x (/proc/nope): no such file or directory");
        JarProcess render = JarProcess.run("render /proc/nope/y.png\nquit\n");
        assertThat(render.out).contains("info string error cannot write /proc/nope/y.png: no such file or directory");
        assertThat(render.err).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void perftAndBenchSubcommands() throws Exception {
        assumeTrue(variants.contains("international"));
        JarProcess perft = JarProcess.run("", "perft", "--variant", "international", "--depth", "3", "--divide");
        assertThat(perft.exitCode).isZero();
        assertThat(perft.out).contains("Nodes searched: 658");
        assertThat(perft.out).filteredOn(l -> l.matches("\\d+-\\d+: \\d+")).hasSize(9);
        JarProcess routes = JarProcess.run("", "perft", "--variant", "international", "--fen", "W:W38:B22,23,32,33,5",
                "--depth", "1", "--routes");
        assertThat(routes.out).contains("Nodes searched: 2");
        JarProcess bench = JarProcess.run("", "bench", "--variant", "international", "--depth", "3");
        assertThat(bench.out.get(bench.out.size() - 1)).matches("\\d+ nodes \\d+ nps");
        JarProcess list = JarProcess.run("", "variants");
        assertThat(list.out).anyMatch(l -> l.startsWith("international ") && l.contains("rect files 10 ranks 10"));
    }

    @Test
    void forcedProtocolsAndTheStartingVariant() throws Exception {
        assumeTrue(variants.contains("english"));
        JarProcess hub = JarProcess.run("hub\ninit\npos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww\nlevel depth=4\ngo think\n",
                "--protocol", "hub", "--variant", "english");
        assertThat(hub.out).anyMatch(l -> l.startsWith("param name=variant value=english "));
        assertThat(hub.out.get(hub.out.size() - 1)).matches("done move=(9-13|9-14|10-14|10-15|11-15|11-16|12-16)( ponder=\\S+)?");
        assertThat(bestmoveAfter("uci")).matches("bestmove \\S+ ponder \\S+");
        assertThat(bestmoveAfter("ugi")).matches("bestmove \\S+");
    }

    @Test
    void aByteOrderMarkBeforeTheHandshake() throws Exception {
        JarProcess p = JarProcess.run("\uFEFFuci\nisready\n");
        assertThat(p.out).contains("uciok", "readyok").noneMatch(l -> l.contains("error"));
    }

    @Test
    void isreadyIsAnsweredAtOnceDuringAPerftAndStopEndsIt() throws Exception {
        assumeTrue(variants.contains("international"));
        Process p = new ProcessBuilder(JarProcess.command(List.of())).directory(new File(".")).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             OutputStream in = p.getOutputStream()) {
            in.write("uci\nperft 11\nisready\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line;
            while (!(line = r.readLine()).equals("readyok")) {
                assertThat(line).doesNotStartWith("Nodes searched");
            }
            in.write("stop\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(r.readLine()).matches("info string perft stopped after \\d+ of 9 root moves: \\d+ nodes");
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void hubAsACommandLineWordWithAClientsVariantNameAndADrawnPosition() throws Exception {
        assumeTrue(variants.contains("international"));
        // kings on 46, 47 and 3 that went back and forth twice: drawn by repetition, with moves left
        String pos = "W" + "ee" + "B" + "e".repeat(42) + "WW" + "eee";
        JarProcess p = JarProcess.run("hub\nset-param name=variant value=standard\nset-param name=variant value=normal\ninit\npos pos=" + pos
                + " moves=\"47-42 3-9 42-47 9-3 47-42 3-9 42-47 9-3\"\nlevel move-time=0.2\ngo think\n", "hub");
        assertThat(p.exitCode).isZero();
        assertThat(p.out).contains("ready").noneMatch(l -> l.startsWith("error"));
        assertThat(p.out.get(p.out.size() - 1)).matches("done move=4[67]-\\d+( ponder=\\S+)?");
        List<String> ugi = converse("position fen W:WK46,K47:BK3 moves 47-42 3-9 42-47 9-3 47-42 3-9 42-47 9-3\n"
                + "go depth 3\n", "--variant", "international");
        assertThat(ugi.get(ugi.size() - 1)).matches("bestmove 4[67]-\\d+");
    }

    @Test
    void theCommandLineLogAndItsNumbers(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path log = dir.resolve("io.log");
        JarProcess p = JarProcess.run("uci\nisready\n", "--log", log.toString());
        assertThat(p.out).contains("uciok", "readyok");
        List<String> lines = Files.readAllLines(log);
        assertThat(lines.get(0)).matches("\\S+Z >> uci");
        assertThat(lines).anyMatch(l -> l.endsWith("<< readyok"));
        JarProcess deep = JarProcess.run("", "perft", "--depth", "100000000");
        assertThat(deep.exitCode).isEqualTo(2);
        assertThat(deep.err).contains("--depth must be 0 to 32").doesNotContain("Exception");
        assertThat(JarProcess.run("", "perft", "--depth", "99999999999999999999").exitCode).isEqualTo(2);
        assertThat(JarProcess.run("", "bench", "--depth", "65").exitCode).isEqualTo(2);
        assertThat(JarProcess.run("", "--log", dir.resolve("no/dir/x.log").toString()).exitCode).isEqualTo(2);
    }

    /** The bestmove of a depth-4 search in English draughts, waited for before quitting. */
    private static String bestmoveAfter(String protocol) throws Exception {
        List<String> lines = converse("position startpos\ngo depth 4\n", "--protocol", protocol, "--variant", "checkers");
        return lines.get(lines.size() - 1);
    }

    /** Sends {@code input}, reads until a {@code bestmove} line (as a GUI waits for it), then quits. */
    private static List<String> converse(String input, String... args) throws Exception {
        Process p = new ProcessBuilder(JarProcess.command(List.of(), args)).directory(new File(".")).start();
        List<String> lines = new java.util.ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
            in.flush();
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("bestmove")) {
                    break;
                }
            }
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return lines;
    }
}
