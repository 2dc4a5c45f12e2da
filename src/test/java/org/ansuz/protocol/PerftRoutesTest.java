package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code perft N routes} in every dialect that has perft: a white man on 38 takes 33, 23, 22 and 32 and
 * lands on 38 again, clockwise or anticlockwise: one move, two routes.
 */
class PerftRoutesTest {
    private static final String RING = "W:W38:B22,23,32,33,5";

    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "international", new Engine(), out, null);

    @AfterEach
    void quit() {
        loop.handle("quit");
    }

    private List<String> send(String... lines) {
        for (String l : lines) {
            loop.handle(l);
        }
        return out.drain();
    }

    @Test
    void ugiCountsRoutesOnlyWhenAsked() {
        send("ugi", "setoption name UCI_Variant value international", "position fen " + RING);
        assertThat(send("go perft 1")).contains("Nodes searched: 1");
        assertThat(send("go perft 1 routes")).containsExactly("38x29x18x27x38: 2", "", "Nodes searched: 2", "");
        assertThat(send("perft 2 routes")).contains("Nodes searched: 2");
        assertThat(send("perft 2")).contains("Nodes searched: 1");
    }

    @Test
    void hubCountsRoutesToo() {
        StringBuilder pos = new StringBuilder("W");
        for (int square = 1; square <= 50; square++) {
            pos.append(square == 38 ? 'w' : List.of(5, 22, 23, 32, 33).contains(square) ? 'b' : 'e');
        }
        send("hub", "init", "pos pos=" + pos);
        assertThat(send("perft 1 routes")).contains("Nodes searched: 2");
        assertThat(send("perft 1")).contains("Nodes searched: 1");
    }
}
