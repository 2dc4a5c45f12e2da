package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command examples of README.md, run against the packaged jar: every line of an {@code sh} block
 * that starts with {@code scripts/ansuz}, {@code scripts/match} or {@code printf ... | scripts/ansuz}, the
 * output a piped example shows (the {@code text} block right after it), and the protocol session shown as
 * {@code >}/{@code <} lines. {@code scripts/ansuz X} is run as {@code java -jar target/ansuz.jar X}: the
 * script only builds that jar first. Examples that would run long are run with tiny limits; see
 * {@link #SKIPPED} and the cases in {@link #runAnsuz}.
 */
class ReadmeIT {
    private static final Path README = Path.of("README.md");
    private static final Set<String> SUBCOMMANDS =
            Set.of("perft", "bench", "variants", "match", "openings", "render", "gui", "tune", "label", "check", "worker",
                    "egdb");
    /** Commands in sh blocks that this test does not run, by their first word, and why. */
    private static final List<List<String>> SKIPPED = List.of(
            List.of("mvn", "the build and test command itself: running it here would recurse"),
            List.of("xboard", "needs XBoard; the CECP dialect it drives is tested by CecpSessionTest and ChessTIT"));

    @TempDir
    Path tmp;

    private static List<Block> blocks;

    @BeforeAll
    static void readme() throws IOException {
        assumeTrue(JarProcess.jarExists(), "target/ansuz.jar is built by mvn package");
        blocks = Block.parse(Files.readAllLines(README, StandardCharsets.UTF_8));
    }

    // ---- the README's structure --------------------------------------------------------------------

    /** A fenced code block: its info string ({@code sh}, {@code text} or empty) and its lines. */
    record Block(String info, List<String> lines) {
        static List<Block> parse(List<String> readme) {
            List<Block> out = new ArrayList<>();
            for (int i = 0; i < readme.size(); i++) {
                String l = readme.get(i);
                if (!l.startsWith("```")) {
                    continue;
                }
                String info = l.substring(3).trim();
                List<String> body = new ArrayList<>();
                for (i++; i < readme.size() && !readme.get(i).startsWith("```"); i++) {
                    body.add(readme.get(i));
                }
                out.add(new Block(info, body));
            }
            return out;
        }

        /** The commands of an sh block: continuation lines joined, comments after {@code  #} dropped. */
        List<String> commands() {
            List<String> out = new ArrayList<>();
            StringBuilder current = new StringBuilder();
            for (String l : lines) {
                String line = withoutComment(l).strip();
                if (line.endsWith("\\")) {
                    current.append(line.substring(0, line.length() - 1).strip()).append(' ');
                    continue;
                }
                current.append(line);
                if (!current.toString().isBlank()) {
                    out.add(current.toString().strip());
                }
                current.setLength(0);
            }
            return out;
        }

        boolean isTranscript() {
            return info.equals("text") && !lines.isEmpty()
                    && lines.stream().allMatch(l -> l.startsWith("> ") || l.startsWith("< ") || l.equals(">"));
        }
    }

    /** A line without a trailing shell comment ({@code #} after a space, outside quotes). */
    static String withoutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** Shell words: split at unquoted spaces, quotes removed, nothing expanded. */
    static List<String> words(String command) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        assertThat(quote).as("unbalanced quote in: %s", command).isEqualTo((char) 0);
        if (inWord) {
            out.add(w.toString());
        }
        return out;
    }

    /** What {@code printf FORMAT} prints for the escapes the README uses. */
    static String printf(String format) {
        return format.replace("\\\\", "\u0000").replace("\\n", "\n").replace("%%", "%").replace('\u0000', '\\');
    }

    /** Timings differ from run to run: {@code time N}, {@code nps N} and perft's {@code Time:} line are masked. */
    static String masked(String line) {
        return line.replaceAll("\\b(time|nps) \\d+", "$1 _").replaceAll("^Time: .*", "Time: _");
    }

    @Test
    void theParserReadsShellWordsCommentsAndEscapes() {
        assertThat(words("scripts/ansuz match --engine cmd=x \"option.Skill Level=5\" 'a b'"))
                .containsExactly("scripts/ansuz", "match", "--engine", "cmd=x", "option.Skill Level=5", "a b");
        assertThat(withoutComment("scripts/ansuz   # run it")).isEqualTo("scripts/ansuz   ");
        assertThat(withoutComment("printf 'a # b' | x")).isEqualTo("printf 'a # b' | x");
        assertThat(new Block("sh", List.of("a \\", "    b  # c", "d")).commands()).containsExactly("a b", "d");
        assertThat(printf("ugi\\nquit\\n")).isEqualTo("ugi\nquit\n");
        assertThat(masked("info depth 1 nodes 8 nps 666 time 12 pv 9-14")).isEqualTo("info depth 1 nodes 8 nps _ time _ pv 9-14");
    }

    @Test
    void theReadmeHasExamplesOfEveryKind() {
        List<String> commands = blocks.stream().filter(b -> b.info().equals("sh")).flatMap(b -> b.commands().stream()).toList();
        assertThat(commands).contains("scripts/ansuz", "mvn -B verify");
        assertThat(commands).anyMatch(c -> c.startsWith("printf "));
        assertThat(commands).anyMatch(c -> c.startsWith("scripts/ansuz match ") || c.startsWith("scripts/match "));
        assertThat(blocks).anyMatch(Block::isTranscript);
        for (String sub : SUBCOMMANDS) {
            if (!Set.of("tune", "label", "check", "worker").contains(sub)) {
                assertThat(commands).as("an example of %s", sub).anyMatch(c -> c.startsWith("scripts/ansuz " + sub));
            }
        }
    }

    // ---- the sh examples ---------------------------------------------------------------------------

    /** An example this test does not run, and why. */
    private static final class NotRun extends RuntimeException {
        NotRun(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * Every command of every sh block, one after the other; the failures are collected so that one run
     * names every broken example, and the examples not run are printed with the reason.
     */
    @Test
    void everyShellExampleWorks() throws Exception {
        List<String> failures = new ArrayList<>();
        int run = 0;
        for (int b = 0; b < blocks.size(); b++) {
            Block block = blocks.get(b);
            if (!block.info().equals("sh")) {
                continue;
            }
            Block next = b + 1 < blocks.size() ? blocks.get(b + 1) : null;
            for (String command : block.commands()) {
                try {
                    runExample(command, next);
                    run++;
                } catch (NotRun why) {
                    System.out.println("ReadmeIT: not run: " + command + " (" + why.getMessage() + ")");
                } catch (AssertionError e) {
                    failures.add(command + "\n" + e.getMessage());
                }
            }
        }
        assertThat(failures).as("README examples that fail").isEmpty();
        assertThat(run).as("examples run").isGreaterThanOrEqualTo(10);
    }

    private void runExample(String command, Block next) throws Exception {
        List<String> w = words(command);
        String first = w.get(0);
        for (List<String> skip : SKIPPED) {
            if (first.equals(skip.get(0))) {
                throw new NotRun(skip.get(1));
            }
        }
        if (first.equals("printf")) {
            runPiped(w, next);
        } else if (first.equals("scripts/ansuz")) {
            runAnsuz(w.subList(1, w.size()));
        } else if (first.equals("scripts/match")) {
            // the script adds two copies of this build as the engines
            List<String> args = new ArrayList<>(List.of("match", "--engine", "cmd=scripts/ansuz", "--engine", "cmd=scripts/ansuz"));
            args.addAll(w.subList(1, w.size()));
            runAnsuz(args);
        } else {
            fail("README shows a command this test does not know: %s (run it here, or add it to SKIPPED with a reason)", command);
        }
    }

    /** {@code printf 'FORMAT' | scripts/ansuz ARGS}: its output must be the text block that follows. */
    private void runPiped(List<String> w, Block shown) throws Exception {
        assertThat(w).hasSizeGreaterThanOrEqualTo(4);
        assertThat(w.get(2)).isEqualTo("|");
        assertThat(w.get(3)).isEqualTo("scripts/ansuz");
        JarProcess p = JarProcess.run(printf(w.get(1)), w.subList(4, w.size()).toArray(String[]::new));
        assertThat(p.exitCode).isZero();
        assertThat(p.err).isEmpty();
        assertThat(shown).as("a text block showing the output after the piped example").isNotNull();
        assertThat(shown.info()).isEqualTo("text");
        assertThat(p.out.stream().map(ReadmeIT::masked).toList())
                .containsExactlyElementsOf(shown.lines().stream().map(ReadmeIT::masked).toList());
    }

    private void runAnsuz(List<String> given) throws Exception {
        List<String> args = new ArrayList<>(given);
        // the first subcommand named (global options such as --variants FILE come before it); none: protocol mode
        String sub = args.stream().filter(SUBCOMMANDS::contains).findFirst().orElse("");
        if (args.contains("--help") || args.contains("--version")) {
            JarProcess p = JarProcess.run("", args.toArray(String[]::new));
            assertThat(p.exitCode).isZero();
            assertThat(p.out).isNotEmpty();
            return;
        }
        if (!SUBCOMMANDS.contains(sub)) {
            protocolMode(args);
            return;
        }
        switch (sub) {
            case "gui" -> gui(args);
            case "tune", "label", "worker" -> helpOnly(sub);
            case "match" -> {
                if (args.stream().anyMatch(a -> a.startsWith("--cluster"))) {
                    helpOnly(sub); // a cluster match needs workers running: ClusterIT plays one
                } else {
                    match(args);
                }
            }
            default -> {
                if (sub.equals("egdb")) {
                    // tables in this test's directory, never the user's cache; at most 3 pieces, a few samples
                    args.addAll(List.of("--dir", tmp.resolve("egdb").toString()));
                    capValue(args, "--pieces", 3);
                    capValue(args, "--samples", 20);
                }
                if (sub.equals("bench") && !args.contains("--depth")) {
                    // The full bench takes 20-60 s; depth 1 runs every position through the same code.
                    args.addAll(List.of("--depth", "1"));
                }
                Path shipped = redirectOutputs(args);
                JarProcess p = JarProcess.run("", args.toArray(String[]::new));
                assertThat(p.exitCode).as("exit code; stderr: %s", p.err).isZero();
                if (!sub.equals("egdb")) { // egdb's progress, a line per table, goes to stderr
                    assertThat(p.err).isEmpty();
                }
                checkOutput(sub, args, p, shipped);
            }
        }
    }

    /** Lowers the value after {@code option} to at most {@code max}, where the example gives one. */
    private static void capValue(List<String> args, String option, int max) {
        int i = args.indexOf(option);
        if (i >= 0 && i + 1 < args.size()) {
            args.set(i + 1, Integer.toString(Math.min(max, Integer.parseInt(args.get(i + 1)))));
        }
    }

    private void checkOutput(String sub, List<String> args, JarProcess p, Path shipped) throws IOException {
        switch (sub) {
            case "perft" -> assertThat(p.out).anyMatch(l -> l.matches("Nodes searched: \\d+"));
            case "bench" -> assertThat(p.out.get(p.out.size() - 1)).matches("\\d+ nodes \\d+ nps");
            case "variants" -> assertThat(p.out).hasSizeGreaterThanOrEqualTo(60);
            case "check" -> assertThat(p.out.get(p.out.size() - 1)).endsWith(" variants, no problem");
            case "render" -> {
                Path out = Path.of(args.get(args.indexOf("--out") + 1));
                byte[] bytes = Files.readAllBytes(out);
                String head = new String(bytes, 0, Math.min(bytes.length, 1000), StandardCharsets.ISO_8859_1);
                assertThat(out.toString().endsWith(".png") ? head.startsWith("\u0089PNG") : head.contains("<svg")).isTrue();
            }
            case "openings" -> {
                Path out = Path.of(args.get(args.indexOf("--out") + 1));
                assertThat(Files.readAllLines(out)).isNotEmpty();
                if (shipped != null) {
                    // the command that made a shipped file makes it again, line for line
                    assertThat(Files.readAllLines(out)).isEqualTo(Files.readAllLines(shipped));
                }
            }
            case "egdb" -> assertThat(p.out.get(p.out.size() - 1)).containsAnyOf("tables built", "no disagreement");
            default -> assertThat(p.out).isNotEmpty();
        }
    }

    /**
     * Points {@code --out}, {@code --pgn}, {@code --pdn} and {@code --log} into the temporary folder, so that
     * an example never writes into the repository; answers the file the example would have overwritten.
     */
    private Path redirectOutputs(List<String> args) {
        Path replaced = null;
        for (int i = 0; i + 1 < args.size(); i++) {
            if (Set.of("--out", "--pgn", "--pdn", "--log").contains(args.get(i))) {
                Path original = Path.of(args.get(i + 1));
                if (Files.isRegularFile(original)) {
                    replaced = original;
                }
                args.set(i + 1, tmp.resolve(original.getFileName()).toString());
            }
        }
        return replaced;
    }

    /**
     * Commands that run for minutes (tune and label over recorded games) or until stopped (a cluster
     * worker): only the command and its options are checked.
     */
    private static void helpOnly(String sub) throws Exception {
        JarProcess p = JarProcess.run("", sub, "--help");
        assertThat(p.exitCode).isZero();
        assertThat(p.out).isNotEmpty();
    }

    /** Protocol mode: the dialect's handshake must be answered. */
    private void protocolMode(List<String> args) throws Exception {
        String dialect = args.contains("hub") || args.contains("--protocol=hub") ? "hub"
                : args.contains("xboard") || args.contains("--protocol=xboard") ? "xboard" : "ugi";
        redirectOutputs(args);
        String input = switch (dialect) {
            case "hub" -> "hub\nping\nquit\n";
            case "xboard" -> "xboard\nprotover 2\nping 1\nquit\n";
            default -> "isready\nquit\n";
        };
        JarProcess p = JarProcess.run(input, args.toArray(String[]::new));
        assertThat(p.exitCode).isZero();
        assertThat(p.err).isEmpty();
        assertThat(p.out).contains(switch (dialect) {
            case "hub" -> "pong";
            case "xboard" -> "pong 1";
            default -> "readyok";
        });
    }

    /**
     * A match between copies of this jar, at depth 1 for two short games: the README's limits would take
     * minutes. Engines other than this build (Scan, an older build) are not available here.
     */
    private void match(List<String> given) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String jar = JarProcess.JAR.toAbsolutePath().toString();
        List<String> args = new ArrayList<>();
        Set<String> limits = Set.of("--games", "--tc", "--movetime", "--depth", "--nodes", "--concurrency", "--max-plies");
        for (int i = 0; i < given.size(); i++) {
            String a = given.get(i);
            if (a.startsWith("cmd=")) {
                if (!a.equals("cmd=scripts/ansuz")) {
                    throw new NotRun("needs the engine " + a.substring(4) + "; the match runner itself is run by the other examples");
                }
                args.addAll(List.of("cmd=" + java, "arg=-jar", "arg=" + jar));
            } else if (limits.contains(a)) {
                i++;
            } else if (a.equals("--sprt")) {
                while (i + 1 < given.size() && !given.get(i + 1).startsWith("-") && given.get(i + 1).contains("=")) {
                    i++;
                }
            } else {
                args.add(a);
            }
        }
        args.addAll(List.of("--games", "2", "--depth", "1", "--max-plies", "60"));
        redirectOutputs(args);
        JarProcess p = JarProcess.run("", args.toArray(String[]::new));
        assertThat(p.exitCode).as("exit code; stderr: %s", p.err).isZero();
        assertThat(p.out).anyMatch(l -> l.startsWith("Match finished: 2 of 2 games played"));
        assertThat(p.out).contains("Result disagreements: 0");
    }

    /** The board server runs until Ctrl-C: it must print its address, and that page must load. */
    private void gui(List<String> given) throws Exception {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            if (given.get(i).equals("--port")) {
                i++;
            } else {
                args.add(given.get(i));
            }
        }
        args.addAll(List.of("--port", "0"));
        Process p = new ProcessBuilder(JarProcess.command(List.of(), args.toArray(String[]::new)))
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            Matcher address = null;
            for (String l; (l = out.readLine()) != null; ) {
                Matcher m = Pattern.compile("http://127\\.0\\.0\\.1:\\d+/\\S*").matcher(l);
                if (m.find()) {
                    address = m;
                    break;
                }
            }
            assertThat(address).as("the printed address").isNotNull();
            HttpResponse<String> page = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20)).build()
                    .send(HttpRequest.newBuilder(URI.create(address.group())).timeout(Duration.ofSeconds(20)).build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).containsIgnoringCase("<html");
        } finally {
            p.destroy();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    // ---- the protocol session ----------------------------------------------------------------------

    /**
     * Replays the {@code >} lines of each session shown in the README and compares what the engine prints
     * with the {@code <} lines (the handshake's {@code option} lines are left out there). After a {@code go}
     * it waits for the {@code bestmove}, as a GUI does.
     */
    @Test
    void theProtocolSessionsPrintWhatTheReadmeShows() throws Exception {
        List<Block> sessions = blocks.stream().filter(Block::isTranscript).toList();
        assertThat(sessions).isNotEmpty();
        for (Block session : sessions) {
            List<String> shown = session.lines().stream().filter(l -> l.startsWith("< ")).map(l -> masked(l.substring(2))).toList();
            List<String> printed = replay(session.lines().stream().filter(l -> l.startsWith("> ")).map(l -> l.substring(2)).toList());
            assertThat(printed.stream().filter(l -> !l.startsWith("option name ")).map(ReadmeIT::masked).toList())
                    .containsExactlyElementsOf(shown);
        }
    }

    private static List<String> replay(List<String> typed) throws Exception {
        Process p = new ProcessBuilder(JarProcess.command(List.of())).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String l; (l = r.readLine()) != null; ) {
                    lines.add(l);
                }
            } catch (IOException e) {
                // the process went away; what was read is compared
            }
        });
        reader.start();
        List<String> printed = new ArrayList<>();
        try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            for (String line : typed) {
                in.write(line + "\n");
                in.flush();
                if (line.startsWith("go")) {
                    for (String l; ; ) {
                        l = lines.poll(30, TimeUnit.SECONDS);
                        assertThat(l).as("a line before bestmove after '%s'", line).isNotNull();
                        printed.add(l);
                        if (l.startsWith("bestmove")) {
                            break;
                        }
                    }
                }
            }
        }
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("the engine exits after quit").isTrue();
        reader.join();
        lines.drainTo(printed);
        return printed;
    }
}
