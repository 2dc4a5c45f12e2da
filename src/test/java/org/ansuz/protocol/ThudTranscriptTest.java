package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.Test;

/** Thud and Koom Valley as a new user meets them through UGI: perft, the octagon, notation, a battle's end. */
class ThudTranscriptTest {
    final ListOutput out = new ListOutput();
    final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "thud", new Engine(), out, null);

    List<String> send(String... lines) {
        for (String l : lines) {
            loop.handle(l);
        }
        return out.drain();
    }

    @Test
    void theThreeGamesAreVariants() {
        assertThat(send("uci").stream().filter(l -> l.startsWith("option name UCI_Variant")).findFirst().orElseThrow())
                .contains("var thud ", "var koomvalley ", "var koomvalley-football");
    }

    @Test
    void perftTwoFromTheThudStart() {
        send("uci", "setoption name UCI_Variant value thud", "position startpos");
        assertThat(send("go perft 2")).contains("Nodes searched: 21736");
    }

    @Test
    void theOctagonIsDrawnWithTheBattleScore() {
        send("uci", "setoption name UCI_Variant value thud", "position startpos");
        List<String> d = send("d");
        assertThat(d).contains(
                "15            d d . d d",
                " 8  . . . . . . T X T . . . . . .",
                " 1            d d . d d",
                "    a b c d e f g h i j k l m n o",
                "Score: Dwarfs 32, Trolls 32 (32 dwarfs, 8 trolls)",
                "Result: none");
    }

    @Test
    void movesInTheSpecNotationAndIllegalOnesRejected() {
        send("uci", "setoption name UCI_Variant value thud");
        String fen = send("position startpos moves f1-f5 g9-g10", "d").stream()
                .filter(l -> l.startsWith("Fen: ")).findFirst().orElseThrow();
        assertThat(send("position startpos moves f1-f5 g9-g10 f5-f1x")).singleElement().asString()
                .startsWith("info string error");
        assertThat(send("position startpos moves f1-f5 g9-g9")).singleElement().asString()
                .startsWith("info string error");
        assertThat(send("d")).doesNotContain(fen); // a rejected position leaves no valid position
    }

    @Test
    void aFinishedBattleNamesTheWinnerAndTheMargin() {
        send("uci", "setoption name UCI_Variant value thud",
                "position fen 5/7/9/11/13/15/15/d6X6d/15/15/3dT8/11/9/7/5 d moves e5xf5");
        assertThat(send("query result")).containsExactly(
                "info string result p1win by 3 (the trolls are wiped out)", "response p1win");
        assertThat(send("d")).contains("Result: p1win by 3 (the trolls are wiped out)");
    }

    @Test
    void koomValleyRockAndTrample() {
        send("uci", "setoption name UCI_Variant value koomvalley");
        assertThat(send("position startpos moves h8-g8 f13-f10", "query result")).containsExactly("response none");
        assertThat(send("position startpos moves h8-h9")).singleElement().asString().startsWith("info string error");
    }
}
