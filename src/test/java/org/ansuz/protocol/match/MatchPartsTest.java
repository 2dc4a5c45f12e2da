package org.ansuz.protocol.match;

import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.NotationException;
import org.junit.jupiter.api.Test;
import org.ansuz.engine.toy.TicTacToe;

/** The small pieces of the match runner: engine settings, limits, opening lines, record text. */
class MatchPartsTest {

    @Test
    void engineSettingsSplitAtEachCmd() {
        List<EngineSpec> specs = EngineSpec.parseAll(List.of("cmd=scripts/ansuz", "args=--protocol ugi",
                "name=new", "option.Hash=64", "option.Move Overhead=10", "cmd=/opt/other", "arg=-x y"));
        assertThat(specs).hasSize(2);
        assertThat(specs.get(0).command()).containsExactly("scripts/ansuz", "--protocol", "ugi");
        assertThat(specs.get(0).name()).isEqualTo("new");
        assertThat(specs.get(0).options()).containsExactly(Map.entry("Hash", "64"), Map.entry("Move Overhead", "10"));
        assertThat(specs.get(1).command()).containsExactly("/opt/other", "-x y");
        assertThat(specs.get(1).name()).isNull();
        assertThatThrownBy(() -> EngineSpec.parseAll(List.of("name=x", "cmd=a")))
                .hasMessageContaining("must start with cmd=");
        EngineSpec scan = EngineSpec.parseAll(List.of("cmd=/opt/scan/scan", "dir=/opt/scan", "args=hub",
                "proto=Hub")).get(0);
        assertThat(scan.command()).containsExactly("/opt/scan/scan", "hub");
        assertThat(scan.directory()).isEqualTo("/opt/scan");
        assertThat(scan.protocol()).isEqualTo(EngineSpec.HUB);
        assertThat(specs.get(0).protocol()).isEqualTo(EngineSpec.UGI);
        assertThat(specs.get(0).directory()).isNull();
        assertThatThrownBy(() -> EngineSpec.parseAll(List.of("cmd=a", "proto=dxp")))
                .hasMessageContaining("proto must be ugi or hub, not dxp");
        assertThatThrownBy(() -> EngineSpec.parseAll(List.of("cmd=a", "colour=red")))
                .hasMessageContaining("unknown engine setting colour");
    }

    @Test
    void limitsMakeTheGoCommandAndTheTimeControlTag() {
        MoveLimits tc = MoveLimits.clock("10+0.1");
        assertThat(tc.baseMs()).isEqualTo(10_000);
        assertThat(tc.incMs()).isEqualTo(100);
        assertThat(tc.goCommand(new long[] {9_500, 10_100})).isEqualTo("go p1time 9500 p2time 10100 p1inc 100 p2inc 100");
        assertThat(tc.describe()).isEqualTo("10+0.1");
        assertThat(MoveLimits.clock("2+0.05").describe()).isEqualTo("2+0.05");
        assertThat(MoveLimits.clock("60").describe()).isEqualTo("60+0");
        MoveLimits fixed = new MoveLimits(0, 0, 0, 3, 5000);
        assertThat(fixed.goCommand(new long[2])).isEqualTo("go depth 3 nodes 5000");
        assertThat(fixed.describe()).isEqualTo("depth 3, nodes 5000");
        assertThat(new MoveLimits(0, 0, 250, 0, 0).goCommand(new long[2])).isEqualTo("go movetime 250");
        assertThatThrownBy(() -> MoveLimits.clock("ten")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MoveLimits.clock("10+-1")).hasMessageContaining("increment of 0 or more");
        assertThatThrownBy(() -> MoveLimits.clock("1e300")).hasMessageContaining("beyond");
        assertThat(MoveLimits.clock("1000000+1000000").baseMs()).isEqualTo(MoveLimits.MAX_MS);
    }

    @Test
    void engineLinesAreCutAtTheLimitAndEveryLineEndIsALineEnd() throws Exception {
        String longLine = "y".repeat(EngineProcess.MAX_LINE + 5000);
        java.io.BufferedReader r = new java.io.BufferedReader(
                new java.io.StringReader("a\r\nb\rc\n" + longLine + "\nbestmove b2"));
        assertThat(EngineProcess.readLine(r)).isEqualTo("a");
        assertThat(EngineProcess.readLine(r)).isEqualTo("b");
        assertThat(EngineProcess.readLine(r)).isEqualTo("c");
        assertThat(EngineProcess.readLine(r)).hasSize(EngineProcess.MAX_LINE);
        assertThat(EngineProcess.readLine(r)).isEqualTo("bestmove b2");
        assertThat(EngineProcess.readLine(r)).isNull();
    }

    @Test
    void openingLinesParseInEveryForm() throws NotationException {
        TicTacToe v = TicTacToe.VARIANT;
        assertThat(Opening.parse("startpos", v)).isEqualTo(Opening.startpos());
        Opening a = Opening.parse("startpos moves B2 a1", v);
        assertThat(a.moves()).containsExactly("b2", "a1");
        assertThat(a.toString()).isEqualTo("startpos moves b2 a1");
        assertThat(a.position(v).fen()).isEqualTo("3/1X1/o2 x");
        Opening b = Opening.parse("fen X2/1o1/3 x moves c3", v);
        assertThat(b.rootCommand()).isEqualTo("fen X2/1o1/3 x");
        assertThat(Opening.parse("X2/1o1/3 x moves c3", v)).isEqualTo(b);
        // A FEN that is the start position is written as startpos.
        assertThat(Opening.parse("fen 3/3/3 x", v).rootFen()).isNull();
        assertThatThrownBy(() -> Opening.parse("startpos moves b2 b2", v)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Opening.parse("fen nonsense", v)).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Opening.parse("startpos moves a3 a2 b3 b2 c3 c2", v))
                .hasMessageContaining("after the game is over");
    }

    @Test
    void aRecordHasTheTagsAndNumberedMoves() throws NotationException {
        Opening opening = Opening.parse("startpos moves b2", TicTacToe.VARIANT);
        GameRecord game = new GameRecord(7, opening, new int[] {1, 0}, new String[] {"B", "A"},
                List.of("b2", "a1", "a3", "c1", "b1", "c3", "b3"), GameRecord.P1_WIN, "three in a row", -1,
                List.of("A says draw"));
        String text = new GameRecordWriter(null, TicTacToe.VARIANT, "Test", "depth 1").format(game);
        assertThat(text).startsWith("[Event \"Test\"]\n[Site \"?\"]\n[Date \"");
        assertThat(text).contains("[Round \"7\"]\n[X \"B\"]\n[O \"A\"]\n[Result \"1-0\"]\n[Variant \"tictactoe\"]\n"
                + "[Opening \"startpos moves b2\"]\n[TimeControl \"depth 1\"]\n[PlyCount \"7\"]\n"
                + "[Termination \"three in a row\"]\n[ResultDisagreement \"A says draw\"]\n\n"
                + "1. b2 a1 2. a3 c1 3. b1 c3 4. b3 1-0\n\n");
    }

    @Test
    void sprtSettingsHaveDefaults() {
        SprtSettings s = SprtSettings.parse(List.of("elo1=10", "alpha=0.1"));
        assertThat(s).isEqualTo(new SprtSettings(0, 10, 0.1, 0.05));
        assertThat(SprtSettings.parse(List.of())).isEqualTo(new SprtSettings(0, 5, 0.05, 0.05));
        assertThatThrownBy(() -> SprtSettings.parse(List.of("elo0=5", "elo1=0"))).hasMessageContaining("elo0 < elo1");
    }
}
