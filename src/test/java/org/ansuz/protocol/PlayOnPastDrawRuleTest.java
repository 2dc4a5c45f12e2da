package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A GUI that plays on after Ansuz's lone-king ending limit drew the game (issue 40) is told so once and
 * gets a searched move.
 */
class PlayOnPastDrawRuleTest {
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "international", new Engine(), out, null);

    @AfterEach
    void quit() {
        loop.handle("quit");
    }

    @Test
    void theGuiIsToldTheRuleIsSetAsideAndTheSearchScoresTheEnding() {
        // two kings against one for five moves each: FMJD's limit has drawn the game
        loop.handle("position fen W:WK47,K50:BK5 moves 50-45 5-10 45-40 10-5 40-34 5-10 34-29 10-5 29-24 5-10");
        out.drain();
        loop.handle("go depth 6");
        String best = out.awaitBestMove();
        assertThat(best).startsWith("bestmove ");
        java.util.List<String> lines = out.drain();
        assertThat(lines.get(0)).isEqualTo("info string the endgame move limit has drawn the game; playing on without that rule");
        assertThat(lines).filteredOn(l -> l.startsWith("info depth 6 ")).isNotEmpty()
                .allMatch(l -> !l.contains(" score cp 0 "), "a scored ending, not a field of equal draws");
    }
}
