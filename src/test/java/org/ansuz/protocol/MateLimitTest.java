package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code go mate N} alone answers once the mate search is exhausted (issue 34: with no mate in N it
 * searched forever): at most {@code 4N - 1} plies, then the best move found.
 */
class MateLimitTest {
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "international", new Engine(), out, null);

    @AfterEach
    void quit() {
        loop.handle("quit");
    }

    private int deepestInfo(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("info depth ")).mapToInt(l -> Integer.parseInt(l.split(" ")[2]))
                .max().orElse(0);
    }

    @Test
    void mateOneWithoutAMateAnswersAfterThreePlies() {
        loop.handle("position startpos");
        loop.handle("go mate 1");
        String best = out.awaitBestMove();
        assertThat(best).matches("bestmove \\d+-\\d+");
        assertThat(deepestInfo(out.drain())).isEqualTo(3);
    }

    @Test
    void mateTwoSearchesSevenPliesAtMostAndOtherLimitsStillCut() {
        loop.handle("position startpos");
        loop.handle("go mate 2");
        out.awaitBestMove();
        assertThat(deepestInfo(out.drain())).isEqualTo(7);
        loop.handle("go mate 2 depth 2");
        out.awaitBestMove();
        assertThat(deepestInfo(out.drain())).isEqualTo(2);
    }

    @Test
    void aMateInOneIsFoundAndAnsweredAtOnce() {
        // White's man on 28 takes Black's only man on 23: a win in one.
        loop.handle("position fen W:W28:B23");
        loop.handle("go mate 1");
        String best = out.awaitBestMove();
        assertThat(best).isEqualTo("bestmove 28x19");
        assertThat(out.drain()).anyMatch(l -> l.contains("score mate 1"));
    }

    @Test
    void aGameSearchedByMctsAnswersGoMateWithAlphaBeta() {
        // Alquerque searched by MCTS; White's man takes Black's last one: a win in one
        loop.handle("setoption name UCI_Variant value alquerque");
        loop.handle("setoption name Search value mcts");
        loop.handle("position fen 5/5/2p2/2P2/5 w");
        loop.handle("go mate 1");
        String best = out.awaitBestMove();
        assertThat(best).isEqualTo("bestmove c2xc4");
        assertThat(out.drain()).anyMatch(l -> l.contains("score mate 1")).anyMatch(l -> l.startsWith("info depth 1 "));
    }
}
