package org.ansuz.protocol.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.protocol.HubLine;
import org.ansuz.protocol.Transcript;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Transcripts of the Hub protocol on the tiny draughts test variant. */
class HubSessionTest {
    private final Transcript t = new Transcript(null);

    @AfterEach
    void quit() {
        t.feed("quit");
    }

    @Test
    void hubHandshakeOffersOnlyDraughtsVariants() {
        List<String> lines = t.send("hub");
        assertThat(lines.get(0)).matches("id name=Ansuz version=\\S+ author=\"the Ansuz developers\"");
        assertThat(lines).contains("param name=variant value=mini type=enum values=\"mini\"",
                "param name=hash value=16 type=int min=1 max=4096",
                "param name=variant-path value=\"\" type=string", "param name=egdb-path value=\"\" type=string");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("wait");
        assertThat(t.send("init")).containsExactly("ready");
    }

    @Test
    void aSearchEndsWithDoneAndAHubMove() {
        t.send("hub", "init");
        t.feed("pos pos=Wbbeeeeww", "level depth=3", "go think");
        assertThat(t.out.await(l -> l.startsWith("done"))).matches("done move=(7-5|8-5|8-6)( ponder=\\S+)?");
    }

    @Test
    void captureMovesAreWrittenWithTheCapturedSquare() {
        // a white man on 5 (b2) jumps the black man on 4 (c3) and lands on 2 (d4)
        t.send("hub", "init");
        t.feed("pos pos=Weeebweee", "level depth=1", "go think");
        assertThat(t.out.await(l -> l.startsWith("done"))).startsWith("done move=5x2x4");
    }

    @Test
    void posWithMovesAndTheMoveForms() {
        t.send("hub", "init", "pos pos=Wbbeeeeww moves=\"7-5 2-4\"");
        assertThat(t.send("d")).contains("Fen: W:W5,8:B1,4");
        assertThat(t.send("pos pos=Wbbeeeeww moves=\"7-5 9-4\"")).containsExactly("error message=\"bad pos: illegal move 9-4 at 2\"");
        assertThat(t.send("go think")).containsExactly("error message=\"no valid position\"", "done");
    }

    @Test
    void badInputGetsAnErrorLineAndUnknownCommandsAreIgnored() {
        t.send("hub");
        assertThat(t.send("pos pos=Wbbe")).containsExactly(
                "error message=\"bad pos: expected 9 characters (side + 8 squares), got 4\"");
        assertThat(t.send("pos pos=Xbbeeeeww")).containsExactly("error message=\"bad pos: side to move must be W or B, not X\"");
        assertThat(t.send("set-param name=variant value=chess")).containsExactly("error message=\"unknown variant: chess\"");
        assertThat(t.send("level depth=x")).containsExactly("error message=\"bad level: depth=x\"");
        assertThat(t.send("frobnicate now", "level depth=2 colour=blue")).isEmpty();
        assertThat(t.send("ping")).containsExactly("pong");
    }

    @Test
    void analyzeRunsUntilStopAndPingIsAnsweredMeanwhile() {
        t.send("hub", "init", "pos pos=Wbbeeeeww");
        t.feed("go analyze");
        assertThat(t.send("ping")).contains("pong");
        t.feed("stop");
        assertThat(t.out.await(l -> l.startsWith("done"))).startsWith("done move=");
    }

    @Test
    void aTimedLevelSearchesAndAnswers() {
        t.send("hub", "init", "new-game", "pos pos=Bbbeeeeww", "level time=1.5 inc=0.1 moves=20");
        t.feed("go think");
        assertThat(t.out.await(l -> l.startsWith("done"))).matches("done move=(1-3|1-4|2-4)( ponder=\\S+)?");
    }

    @Test
    void withoutALevelGoThinkStillAnswers() {
        t.send("hub", "init", "pos pos=Wbbeeeeww");
        t.feed("go think");
        assertThat(t.out.await(l -> l.startsWith("done"))).startsWith("done move=");
    }

    @Test
    void quotedValuesAreParsed() {
        List<String[]> p = HubLine.parse("pos pos=Wbb moves=\"32-28 19-23\" flag");
        assertThat(p).hasSize(4);
        assertThat(p.get(2)).containsExactly("moves", "32-28 19-23");
        assertThat(p.get(3)).containsExactly("flag", null);
    }
}
