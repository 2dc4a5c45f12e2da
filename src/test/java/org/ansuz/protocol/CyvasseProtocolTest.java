package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.TimeManager;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.Test;

/** Cyvasse through the protocol, as a new user would try it (issue 12's acceptance list). */
class CyvasseProtocolTest {

    private static ProtocolLoop loop(ListOutput out) {
        return new ProtocolLoop(Variants.registry().all(), "cyvasse", new Engine(), out, null);
    }

    private static String firstOpening() throws IOException {
        try (InputStream in = CyvasseProtocolTest.class.getClassLoader()
                .getResourceAsStream("test-positions/cyvasse/openings.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> l.startsWith("startpos")).findFirst().orElseThrow();
        }
    }

    @Test
    void goAnswersALegalDropInTheSetupAndAMoveInPlay() throws IOException {
        ListOutput out = new ListOutput();
        ProtocolLoop p = loop(out);
        p.handle("uci");
        p.handle("setoption name UCI_Variant value cyvasse");
        p.handle("position startpos");
        p.handle("go depth 2");
        assertThat(out.awaitBestMove()).matches("bestmove M@[b-l][6-9]( ponder .*)?");
        p.handle("position startpos moves M@e7 M@f7 M@g7 M@h7");
        out.drain();
        p.handle("go depth 2");
        assertThat(out.awaitBestMove()).matches("bestmove K@(f8|h8|j8)( ponder .*)?");
        p.handle("position " + firstOpening());
        out.drain();
        p.handle("go depth 2");
        String best = out.awaitBestMove();
        assertThat(best).doesNotContain("@").doesNotContain("(none)");
    }

    @Test
    void aSetupDropGetsASmallShareOfTheClockAndAMoveOfPlayAFullOne() throws IOException {
        // 60 s + 0.5 s each, 50 ms overhead, Cyvasse's 240-ply plan: 50 own moves (TimeManagerTest has the sums)
        String clock = "go wtime 60050 btime 60050 winc 500 binc 500";
        ListOutput out = new ListOutput();
        Engine engine = new Engine();
        ProtocolLoop p = new ProtocolLoop(Variants.registry().all(), "cyvasse", engine, out, null);
        p.handle("ugi");
        p.handle("setoption name Move Overhead value 50");
        p.handle("uginewgame");
        p.handle("position startpos");
        p.handle(clock);
        out.awaitBestMove();
        // the first of 27 drops: (60000 x 16 / 827 + 375) / 16
        assertThat(engine.lastBudget()).isEqualTo(new TimeManager.Budget(95, 380));
        p.handle("uginewgame");
        p.handle("position startpos moves M@e7 M@f7 M@g7 M@h7");
        out.drain();
        p.handle(clock);
        out.awaitBestMove();
        // 23 drops left: (60000 x 16 / 823 + 375) / 16
        assertThat(engine.lastBudget()).isEqualTo(new TimeManager.Budget(96, 384));
        p.handle("uginewgame");
        p.handle("position " + firstOpening());
        out.drain();
        p.handle(clock);
        p.handle("stop");
        out.awaitBestMove();
        // the first move of play is planned as in any game: 60000 / 50 + 375
        assertThat(engine.lastBudget()).isEqualTo(new TimeManager.Budget(1_575, 6_300));
        p.handle("quit");
    }

    @Test
    void illegalDropsAndMovesAreRefusedWithAnErrorLine() {
        ListOutput out = new ListOutput();
        ProtocolLoop p = loop(out);
        p.handle("uci");
        p.handle("setoption name UCI_Variant value cyvasse");
        out.drain();
        p.handle("position startpos moves M@e7 K@h8");
        List<String> lines = out.drain();
        assertThat(lines).containsExactly("info string error illegal move K@h8 at 2");
        p.handle("position startpos moves M@e5");
        assertThat(out.drain()).hasSize(1).allMatch(l -> l.startsWith("info string error") && l.contains("M@e5"));
        p.handle("position fen 8/9/10/11/12/11/10/9/8 w 9 - setup:0");
        assertThat(out.drain()).hasSize(1).allMatch(l -> l.startsWith("info string error") && l.contains("map"));
    }

    @Test
    void theBoardIsDrawnWithCoordinatesAndWater() {
        ListOutput out = new ListOutput();
        ProtocolLoop p = loop(out);
        p.handle("uci");
        p.handle("setoption name UCI_Variant value cyvasse-map1");
        out.drain();
        p.handle("position startpos moves M@e7");
        p.handle("d");
        List<String> lines = out.drain();
        assertThat(lines).contains(
                "a1      . .~.~. . . . .",
                "b6   . . .~.~. . . . . . .",
                "c7    . . M . . . .~. . .",
                "        e f g h i j k l",
                "~ water",
                "Fen: 8/9/10/11/12/11/2M7/9/8 w 1 - setup:1");
    }
}
