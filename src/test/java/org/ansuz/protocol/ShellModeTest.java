package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.protocol.ugi.UgiSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The session as the interactive shell drives it: plain errors and the shell's own commands. */
class ShellModeTest {
    private final ListOutput out = new ListOutput();
    private final UgiSession session = new UgiSession(Transcript.VARIANTS, "tictactoe", new Engine(), out);

    ShellModeTest() {
        session.setInteractive(true);
        session.extend(new org.ansuz.protocol.shell.ShellCommands(session, out));
    }

    @AfterEach
    void close() {
        session.close();
    }

    private List<String> send(String line) {
        out.drain();
        session.handle(line);
        return out.drain();
    }

    @Test
    void errorsArePlainWords() {
        assertThat(send("frobnicate")).containsExactly("error: unknown command: frobnicate");
        assertThat(send("setoption name Hash value -1")).containsExactly("error: bad value for Hash: -1");
    }

    @Test
    void playDrawsTheBoardAndIsAllOrNothing() {
        assertThat(send("play b2 a3")).contains("2  . X .", "Fen: o2/1X1/3 x");
        assertThat(send("play c3 c3")).containsExactly("error: illegal move c3 at 2");
        assertThat(send("d")).contains("Fen: o2/1X1/3 x");
    }

    @Test
    void undoTakesBackOneMoveAtATime() {
        send("play b2 a3");
        assertThat(send("undo")).contains("Fen: 3/1X1/3 o");
        assertThat(send("undo")).contains("Fen: 3/3/3 x");
        assertThat(send("undo")).containsExactly("error: nothing to undo");
    }

    @Test
    void newStartsAgainInAnyVariant() {
        send("play b2");
        assertThat(send("new")).contains("Fen: 3/3/3 x");
        assertThat(send("new mini")).contains("info string variant mini board rect files 4 ranks 4 startpos W:W7,8:B1,2",
                "Fen: W:W7,8:B1,2");
        assertThat(send("new chess")).containsExactly("error: unknown variant: chess");
    }

    @Test
    void hintSuggestsALegalMove() {
        send("play b2");
        assertThat(send("hint")).singleElement().asString().matches("hint: (a3|b3|c3|a2|c2|a1|b1|c1).*");
    }

    @Test
    void analyzeRunsUntilStop() {
        session.analyze();
        assertThat(session.isSearching()).isTrue();
        session.stop();
        assertThat(out.count(l -> l.startsWith("bestmove"))).isEqualTo(1);
    }

    @Test
    void shellCommandsAreUnknownInProtocolMode() {
        session.setInteractive(false);
        session.extend(null);
        assertThat(send("undo")).containsExactly("info string error unknown command: undo");
        assertThat(session.commandNames()).doesNotContain("play");
    }

    @Test
    void perftReportsProgressPerRootMove() {
        java.util.List<String> seen = new java.util.ArrayList<>();
        session.perft("2", false, (done, total) -> seen.add(done + "/" + total));
        assertThat(seen).contains("1/9", "9/9");
    }
}
