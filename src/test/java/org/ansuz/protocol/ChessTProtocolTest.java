package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Chess-T through UGI: the impregnable selection supplied as a move or drawn by the engine, the result. */
class ChessTProtocolTest {
    static final String OPENING = "position startpos moves h2h4 a7a5 h4h5 i7i5 a2a4 c7c5";
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "chess-t", new Engine(), out, null);

    private List<String> send(String... lines) {
        for (String l : lines) {
            loop.handle(l);
        }
        return out.drain();
    }

    @AfterEach
    void quit() {
        loop.handle("quit");
    }

    private String fen() {
        return send("d").stream().filter(l -> l.startsWith("Fen: ")).findFirst().orElseThrow().substring(5);
    }

    @Test
    void bothVariantsAreOffered() {
        List<String> lines = send("ugi");
        assertThat(lines).anyMatch(l -> l.startsWith("option name UCI_Variant") && l.contains(" var chess-t ")
                && l.contains(" var chess-t2 "));
        assertThat(send("setoption name UCI_Variant value chess-t2")).containsExactly(
                "info string variant chess-t2 board rect files 9 ranks 8 startpos "
                        + "r1spkps1r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R1SPKPS1R w - Pp 0 1");
    }

    @Test
    void perftAndDrawing() {
        send("ugi", "position startpos");
        assertThat(send("go perft 3")).contains("Nodes searched: 75539");
        List<String> d = send("d");
        assertThat(d).contains("8  r . . p+k+p+. . r", "1  R . . P+K+P+. . R",
                "+ castle, * impregnable (not chosen yet)");
    }

    @Test
    void atTheDieRollTheSideReportedIsTheOneAskedToMoveNext() {
        // After Black's third move the die is due; White moves once it is known, so a UGI runner must
        // send its go to White's engine (which draws the outcome and plays White's fourth move).
        send("ugi", OPENING);
        assertThat(send("d")).contains("Side: chance (an event's outcome is due)");
        assertThat(send("query p1turn")).containsExactly("response true");
        assertThat(send("query gameover")).containsExactly("response false");
        send(OPENING + " @g4h5");
        assertThat(send("query p1turn")).containsExactly("response true");
        send(OPENING + " @g4h5 e3e4");
        assertThat(send("query p1turn")).containsExactly("response false");
    }

    @Test
    void theOutcomeSuppliedAsAMove() {
        send("ugi", OPENING);
        assertThat(send("moves")).hasSize(1).allMatch(l -> l.split(" ").length == 36 && l.contains("@g4h5"));
        send(OPENING + " @g4h5");
        assertThat(fen()).isEqualTo("r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4");
        loop.handle("go depth 2");
        String best = out.awaitBestMove();
        assertThat(best).matches("bestmove [a-i][1-8][a-i][1-8]");
    }

    @Test
    void theEngineDrawsTheOutcomeAndPlaysItsOwnMove() {
        send("ugi", "setoption name Random Seed value 7", OPENING);
        loop.handle("go depth 2");
        String best = out.awaitBestMove();
        List<String> lines = out.drain();
        String chance = lines.stream().filter(l -> l.startsWith("info string chance @")).findFirst().orElseThrow();
        String outcome = chance.substring("info string chance ".length());
        assertThat(best).matches("bestmove [a-i][1-8][a-i][1-8]");
        // the drawn outcome is recorded in the position
        assertThat(fen()).contains(" w " + outcome.substring(1) + " ");
        // a GUI that re-sends the game without the outcome gets the same one before its move
        String move = best.substring("bestmove ".length());
        send(OPENING + " " + move);
        String withoutOutcome = fen();
        send(OPENING + " " + outcome + " " + move);
        assertThat(fen()).isEqualTo(withoutOutcome);
        // the same seed and game draw the same outcome again
        send(OPENING);
        loop.handle("go depth 1");
        out.awaitBestMove();
        assertThat(out.drain()).contains(chance);
    }

    @Test
    void queryResultNamesTheWinnerAfterACastleCapture() {
        send("ugi", "position fen 8k/3i5/1P7/9/9/9/9/K8 w a4a5 Pp 0 10 moves b6d8");
        assertThat(send("query result")).containsExactly("response p1win");
        assertThat(send("query gameover")).containsExactly("response true");
        send("position fen 4k4/9/9/9/9/3p5/9/K8 b a4a5 Pp 0 10 moves d3f1");
        assertThat(send("query result")).containsExactly("response p2win");
    }
}
