package org.ansuz.protocol.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.ugi.UgiSession;
import org.junit.jupiter.api.Test;

/** Tab completion offers commands, variants and the legal moves after what is typed. */
class ShellCompleterTest {
    private final UgiSession session = new UgiSession(List.of(new org.ansuz.engine.toy.TicTacToe()),
            "tictactoe", new Engine(), text -> { });
    private final ShellCompleter completer = new ShellCompleter(session, new ShellCommands(session, new ListConsole()));

    ShellCompleterTest() {
        session.setInteractive(true);
    }

    @Test
    void firstWordIsACommand() {
        assertThat(completer.suggestions(List.of(""), 0)).contains("play", "undo", "go", "setoption", "d", "perft");
    }

    @Test
    void playCompletesTheLegalMovesAfterTheTypedOnes() {
        assertThat(completer.suggestions(List.of("play", ""), 1)).hasSize(9);
        assertThat(completer.suggestions(List.of("play", "b2", ""), 2)).hasSize(8).doesNotContain("b2");
        assertThat(completer.suggestions(List.of("play", "zz", ""), 2)).isEmpty();
    }

    @Test
    void variantsAfterNewAndAfterUciVariantValue() {
        assertThat(completer.suggestions(List.of("new", ""), 1)).containsExactly("tictactoe");
        assertThat(completer.suggestions(List.of("setoption", "name", "UCI_Variant", "value", ""), 4)).containsExactly("tictactoe");
        assertThat(completer.suggestions(List.of("setoption", "name", ""), 2)).contains("Hash", "MultiPV");
    }
}
