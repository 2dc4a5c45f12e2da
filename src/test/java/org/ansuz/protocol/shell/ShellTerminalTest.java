package org.ansuz.protocol.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shell as a person meets it: the JLine line reader on a dumb terminal over piped streams (what
 * a pipe or {@code TERM=dumb} gives), keys typed in, the screen read back.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ShellTerminalTest {
    private final Engine engine = new Engine();
    private PipedOutputStream keys;
    private final Screen screen = new Screen();
    private Thread shell;

    @TempDir
    Path dir;

    /** Everything written to the terminal; {@link #waitFor} reads it from a moving mark. */
    private static final class Screen extends ByteArrayOutputStream {
        private int mark;

        synchronized String text() {
            return toString(StandardCharsets.UTF_8);
        }

        /** The text after the mark up to the end of the first match of {@code regex}, waiting up to {@code ms}; the mark moves past it. */
        Matcher waitFor(String regex, long ms) throws InterruptedException {
            Pattern p = Pattern.compile(regex, Pattern.MULTILINE);
            long end = System.currentTimeMillis() + ms;
            while (true) {
                String all = text();
                Matcher m = p.matcher(all);
                if (m.find(Math.min(mark, all.length()))) {
                    mark = m.end();
                    return m;
                }
                if (System.currentTimeMillis() > end) {
                    throw new AssertionError("no /" + regex + "/ within " + ms + " ms; the screen after the mark:\n"
                            + all.substring(Math.min(mark, all.length())));
                }
                Thread.sleep(20);
            }
        }

        synchronized String sinceMark() {
            String all = text();
            return all.substring(Math.min(mark, all.length()));
        }
    }

    private void start(String variant) throws IOException {
        keys = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keys, 1 << 16);
        shell = new Thread(() -> InteractiveShell.run(Variants.registry().all(), variant, engine, in, screen), "shell-under-test");
        shell.setDaemon(true);
        shell.start();
    }

    private void type(String line) throws IOException {
        keys.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    @AfterEach
    void end() throws Exception {
        if (keys != null) {
            keys.close(); // the end of input ends the shell
            shell.join(10_000);
            assertThat(shell.isAlive()).isFalse();
        }
        assertThat(screen.text()).doesNotContain("Exception", "\tat org.");
    }

    @Test
    void aWholeGameOfRussianAgainstTheEngineEndsWithItsResult() throws Exception {
        start("russian");
        screen.waitFor("Playing russian", 10_000);
        type("engine depth 2");
        type("engine black");
        screen.waitFor("engine plays Black, depth 2", 5_000);
        Variant russian = Variants.registry().find("russian").orElseThrow();
        Position mine = russian.startPosition(); // the test's own copy of the game, to choose legal moves
        MoveList list = new MoveList();
        String ending = null;
        for (int turn = 0; turn < 300 && ending == null; turn++) {
            if (org.ansuz.engine.spi.GameResult.of(mine).isOver()) {
                ending = screen.waitFor("^Game over: (.*?)\r?$", 5_000).group(1); // the engine's move ended it
                break;
            }
            mine.generate(list);
            String move = mine.moveText(list.move(0)); // a weak player: always the first legal move
            mine.play(list.move(0));
            type("play " + move);
            Matcher m = screen.waitFor("^(?:Ansuz plays (\\S+).*|Game over: (.*?))\r?$", 20_000);
            if (m.group(2) != null) {
                ending = m.group(2);
            } else {
                mine.play(mine.parseMove(m.group(1)));
                String after = screen.waitFor("^Side: .*?\r?$|^Game over: .*?\r?$", 5_000).group().strip();
                if (after.startsWith("Game over: ")) {
                    ending = after.substring("Game over: ".length());
                }
            }
        }
        assertThat(ending).as("the game ended").isNotNull()
                .matches("(White wins|Black wins|draw) \\(.+\\)");
        assertThat(org.ansuz.engine.spi.GameResult.of(mine).isOver()).isTrue();
        type("play " + "a1-b2");
        screen.waitFor("error: ", 5_000);
    }

    @Test
    void analysingThudShowsAStatusLineWithinTwoSecondsAndStopsOnStop() throws Exception {
        start("thud");
        screen.waitFor("Side: Dwarfs", 10_000);
        long typed = System.currentTimeMillis();
        type("analyse");
        screen.waitFor("^\\.\\.\\. searching depth \\d+, move \\d+/\\d+ \\S+, [0-9.kMG]+ nodes, \\d+\\.\\ds\r?$", 10_000);
        assertThat(System.currentTimeMillis() - typed).isLessThan(2_000 + 1_000); // the line comes at 1 s; a loaded machine gets slack
        type("stop");
        screen.waitFor("^best move \\S+  \\([+-]\\d+\\.\\d\\d points for Dwarfs\\)\r?$", 10_000);
        assertThat(screen.text()).containsPattern("(?m)^(ansuz> )?depth +score +nodes +speed +time +line \\(score for Dwarfs, to move, in points\\)\r?$")
                .containsPattern("(?m)^1/\\d+ +[+-]\\d+\\.\\d\\d +\\d+ +\\S+/s +\\d+\\.\\ds  [a-o]\\d+-[a-o]\\d+");
        type("board");
        screen.waitFor("Side: Dwarfs", 5_000);
        assertThat(engine.isSearching()).isFalse();
    }

    @Test
    void helpGoExplainsItWithAnExample() throws Exception {
        start("russian");
        screen.waitFor("Side: White", 10_000);
        type("help go");
        screen.waitFor("usage: go \\[depth N \\| time S \\| nodes N \\| movetime MS\\]", 5_000);
        screen.waitFor("example: go depth 8", 5_000);
    }

    @Test
    void saveThenLoadGivesTheSameGame() throws Exception {
        start("russian");
        screen.waitFor("Side: White", 10_000);
        Path file = dir.resolve("game.pdn");
        type("play c3-d4 f6-e5");
        screen.waitFor("Side: White", 5_000);
        type("save " + file);
        screen.waitFor("saved 2 moves to " + Pattern.quote(file.toString()), 5_000);
        type("new international");
        screen.waitFor("New game of international", 5_000);
        type("load " + file);
        screen.waitFor("loaded russian, 2 moves from " + Pattern.quote(file.toString()), 5_000);
        type("d");
        screen.waitFor("Fen: W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e5,e7,f8,g7,h6,h8", 5_000);
        assertThat(Files.readString(file)).contains("[Variant \"russian\"]", "1. c3-d4 f6-e5 *");
        type("load " + dir.resolve("nothing-here.pdn"));
        screen.waitFor("error: cannot load .*nothing-here.pdn: no such file or directory", 5_000);
    }

    @Test
    void goDepthBananaIsAnErrorAndLeavesTheEngineIdle() throws Exception {
        start("russian");
        screen.waitFor("Side: White", 10_000);
        type("go depth banana");
        screen.waitFor("error: bad go argument: depth banana", 5_000);
        Thread.sleep(500);
        assertThat(engine.isSearching()).isFalse();
        type("board");
        screen.waitFor("Side: White", 5_000);
        assertThat(screen.text()).doesNotContain("Ansuz plays", "searching depth");
    }
}
