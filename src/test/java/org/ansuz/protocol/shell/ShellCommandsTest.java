package org.ansuz.protocol.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.Transcript;
import org.ansuz.protocol.ugi.UgiSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shell's commands on a list console: exact replies, and bad input that changes nothing. */
class ShellCommandsTest {
    private final ListConsole console = new ListConsole();
    private UgiSession session;
    private ShellCommands shell;

    @TempDir
    Path dir;

    private void open(String variant, boolean registry) {
        session = new UgiSession(registry ? Variants.registry().all() : Transcript.VARIANTS, variant, new Engine(), console::line);
        session.setInteractive(true);
        shell = new ShellCommands(session, console);
    }

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
    }

    private List<String> send(String line) {
        console.drain();
        shell.handle(line);
        return console.drain();
    }

    private String fen() {
        return session.engineSession().position().fen();
    }

    @Test
    void playIsAllOrNothingAndUndoRedoWalkTheGame() {
        open("tictactoe", false);
        assertThat(send("play b2 a3")).contains("3  o<. .", "2  . X .", "Side: X (p1)");
        assertThat(send("play c3 c3")).containsExactly("error: illegal move c3 (move 2); 'moves' lists the legal ones");
        assertThat(fen()).isEqualTo("o2/1X1/3 x");
        assertThat(send("undo 2")).contains("Side: X (p1)");
        assertThat(fen()).isEqualTo("3/3/3 x");
        assertThat(send("undo")).containsExactly("error: nothing to undo");
        send("redo");
        assertThat(fen()).isEqualTo("3/1X1/3 o");
        send("redo");
        assertThat(fen()).isEqualTo("o2/1X1/3 x");
        assertThat(send("redo")).containsExactly("error: nothing to redo");
        assertThat(send("undo banana")).containsExactly("error: usage: undo [N], N a number of moves from 1");
        assertThat(fen()).isEqualTo("o2/1X1/3 x");
    }

    @Test
    void aBadArgumentStartsNothing() {
        open("russian", true);
        String before = fen();
        assertThat(send("go depth banana")).containsExactly(
                "error: bad go argument: depth banana (say: go, go depth N, go time SECONDS, go nodes N)");
        assertThat(session.engineSession().engine().isSearching()).isFalse();
        assertThat(send("analyse time -3")).hasSize(1).allMatch(l -> l.startsWith("error: bad analyse argument"));
        assertThat(send("engine depth 0")).containsExactly("error: bad engine depth: 0");
        assertThat(send("engine purple")).containsExactly("error: engine: unknown side 'purple'; say white, black, both or off");
        assertThat(send("hint soon")).containsExactly("error: usage: hint [SECONDS]");
        assertThat(send("new fanorona moves")).containsExactly("error: new takes one variant name, not 'fanorona moves'");
        assertThat(send("new nosuchgame")).containsExactly("error: unknown variant: nosuchgame ('variants' lists them)");
        assertThat(fen()).isEqualTo(before);
        assertThat(session.engineSession().variant().name()).isEqualTo("russian");
    }

    @Test
    void goSearchesAndPlaysItsMove() {
        open("russian", true);
        List<String> out = send("go depth 3");
        assertThat(out.get(0)).startsWith("depth").contains("score", "nodes", "speed", "time", "for White, to move, in men");
        assertThat(out).anyMatch(l -> l.matches("3/\\d+ +[+-]\\d+\\.\\d\\d .*"));
        assertThat(out).anyMatch(l -> l.matches("Ansuz plays [a-h][1-8]-[a-h][1-8]  \\([+-]\\d+\\.\\d\\d men for White\\)"));
        assertThat(session.engineSession().position().plies()).isEqualTo(1);
        assertThat(out).contains("Side: Black (p2)");
    }

    @Test
    void multiPvLinesAreNumberedAndAligned() {
        open("russian", true);
        send("setoption name MultiPV value 3");
        List<String> out = send("analyse depth 3");
        assertThat(out.get(0)).startsWith("    depth ");
        List<String> third = out.stream().filter(l -> l.startsWith("#") && l.substring(4).startsWith("3/")).toList();
        assertThat(third).hasSize(3);
        assertThat(third.get(0)).startsWith("#1  3/");
        assertThat(third.get(2)).startsWith("#3  3/");
        assertThat(third).allMatch(l -> l.indexOf("s  ") == third.get(0).indexOf("s  "), "the line column is aligned");
        assertThat(out.get(out.size() - 1)).matches("best move [a-h][1-8]-[a-h][1-8]  \\([+-]\\d+\\.\\d\\d men for White\\)");
        assertThat(session.engineSession().position().plies()).isZero();
    }

    @Test
    void theEngineAnswersTheSideItOwns() {
        open("russian", true);
        assertThat(send("engine depth 2")).containsExactly("engine plays no side (engine off), depth 2");
        assertThat(send("engine black")).containsExactly("engine plays Black, depth 2");
        List<String> out = send("play c3-d4");
        assertThat(out).anyMatch(l -> l.startsWith("Ansuz plays "));
        assertThat(session.engineSession().position().plies()).isEqualTo(2);
        open("thud", true);
        assertThat(send("engine troll")).containsExactly("engine plays Trolls, 2.0s a move");
        assertThat(send("engine off")).containsExactly("engine plays no side (engine off), 2.0s a move");
    }

    @Test
    void numberedBoardsShowTheNumberMapAndTheLastMove() {
        open("international", true);
        List<String> out = send("play 32-28");
        assertThat(out.get(0)).isEqualTo("10    b   b   b   b   b     10    1   2   3   4   5");
        assertThat(out).contains(" 5  .   .   w<  .   .        5  26  27  28  29  30",
                " 4    w   .<  w   w   w      4    31  32  33  34  35");
        assertThat(out).contains("w white man, W white king, b black man, B black king, . empty; < the last move");
        open("russian", true);
        assertThat(send("board")).noneMatch(l -> l.contains("29"));
    }

    @Test
    void movesAreGroupedByPieceWithACount() {
        open("international", true);
        assertThat(send("moves")).containsExactly("9 legal moves for White, from 5 places:",
                "  31 (2): 31-27 31-26", "  32 (2): 32-28 32-27", "  33 (2): 33-29 33-28", "  34 (2): 34-30 34-29",
                "  35 (1): 35-30");
        assertThat(send("moves 33")).containsExactly("2 legal moves from 33:", "  33 (2): 33-29 33-28");
        assertThat(send("moves 40")).containsExactly("error: no legal move starts at 40");
        open("thud", true);
        List<String> thud = send("moves");
        assertThat(thud.get(0)).matches("\\d+ legal moves for Dwarfs, from 32 places:");
        assertThat(thud).anyMatch(l -> l.startsWith("  f15 ("));
    }

    @Test
    void helpExplainsEachCommandWithAnExample() {
        open("russian", true);
        List<String> go = send("help go");
        assertThat(go.get(0)).isEqualTo("usage: go [depth N | time S | nodes N | movetime MS]");
        assertThat(go.get(go.size() - 1)).isEqualTo("example: go depth 8");
        assertThat(send("help position").get(0)).isEqualTo("usage: position startpos|fen <text> [moves ...]");
        assertThat(send("help frobnicate")).containsExactly("error: no help for frobnicate; 'help' lists the commands");
        List<String> variants = send("help variants");
        assertThat(variants).allMatch(l -> l.length() <= 80, "fits 80 columns");
        assertThat(variants.get(0)).startsWith("name").contains("family", "also called", "board");
        assertThat(variants).anyMatch(l -> l.startsWith("turkish ") && l.contains("dama,") && l.contains("8×8 squares"));
        assertThat(variants.get(variants.size() - 1)).isEqualTo(Variants.registry().all().size() + " games; 'new <name>' starts one.");
    }

    @Test
    void saveAndLoadGoRoundTrip() throws Exception {
        open("russian", true);
        send("play c3-d4 f6-e5 d4xf6 g7xe5");
        String played = fen();
        Path file = dir.resolve("game.pdn");
        assertThat(send("save " + file)).containsExactly("saved 4 moves to " + file);
        String text = Files.readString(file);
        assertThat(text).contains("[Variant \"russian\"]", "[Result \"*\"]", "1. c3-d4 f6-e5 2. d4:f6 g7:e5 *");
        send("new international");
        assertThat(send("load " + file).get(0)).isEqualTo("loaded russian, 4 moves from " + file);
        assertThat(fen()).isEqualTo(played);
        send("undo 2");
        assertThat(fen()).isEqualTo("W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e5,e7,f8,g7,h6,h8:H0:F2");
        assertThat(send("load " + dir.resolve("missing.pdn"))).containsExactly(
                "error: cannot load " + dir.resolve("missing.pdn") + ": no such file or directory");
        Files.writeString(dir.resolve("bad.pdn"), "1. c3-d4 c3-d4 *\n");
        assertThat(send("load " + dir.resolve("bad.pdn"))).singleElement().asString().startsWith("error: cannot load ");
        assertThat(send("save " + dir)).singleElement().asString().startsWith("error: cannot save " + dir);
        assertThat(session.engineSession().variant().name()).isEqualTo("russian");
    }

    @Test
    void protocolCommandsStillWork() {
        open("tictactoe", false);
        assertThat(send("position startpos moves b2")).isEmpty();
        assertThat(fen()).isEqualTo("3/1X1/3 o");
        assertThat(send("frobnicate")).containsExactly("error: unknown command: frobnicate");
        send("play a1");
        assertThat(send("undo 2")).contains("Side: O (p2)");
        assertThat(send("undo")).containsExactly("error: nothing to undo"); // the position command started the record
    }
}
