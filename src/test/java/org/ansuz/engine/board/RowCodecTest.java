package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.HashMap;
import java.util.Map;
import org.ansuz.engine.board.Geometry.Links;
import org.ansuz.engine.spi.NotationException;
import org.junit.jupiter.api.Test;

class RowCodecTest {

    @Test
    void writesRunsOfEmptyCellsAsNumbersAboveNine() {
        Geometry g = Geometry.rectangle(12, 2, Links.ORTHOGONAL);
        char[] cells = new char[g.cells];
        java.util.Arrays.fill(cells, '.');
        cells[g.cell("a2")] = 'W';
        cells[g.cell("l1")] = 'b';
        String text = new RowCodec(g).write(new StringBuilder(), c -> cells[c]).toString();
        assertThat(text).isEqualTo("W11/11b");
    }

    @Test
    void roundTripsAHexBoardAtNaturalRowLengths() throws NotationException {
        Geometry g = Geometry.hexagon(3);
        RowCodec codec = new RowCodec(g);
        String text = "bb1/4/w3w/4/3";
        char[] cells = new char[g.cells];
        java.util.Arrays.fill(cells, '.');
        codec.parse(text, "wb", (c, p) -> cells[c] = "wb".charAt(p));
        assertThat(cells[g.cell("E3")]).isEqualTo('b');
        assertThat(cells[g.cell("C1")]).isEqualTo('w');
        assertThat(codec.write(new StringBuilder(), c -> cells[c]).toString()).isEqualTo(text);
    }

    @Test
    void holesAreWrittenAsStars() throws NotationException {
        Geometry g = Geometry.rectangle(3, 2, Links.ORTHOGONAL, (x, y) -> !(x == 1 && y == 0));
        RowCodec codec = new RowCodec(g);
        assertThat(codec.write(new StringBuilder(), c -> c == g.cell("c1") ? 'x' : '.').toString()).isEqualTo("3/1*x");
        Map<Integer, Integer> seen = new HashMap<>();
        codec.parse("3/1*X", "x", seen::put);
        assertThat(seen).containsExactly(Map.entry(g.cell("c1"), 0));
        assertThatThrownBy(() -> codec.parse("*2/3", "x", seen::put)).isInstanceOf(NotationException.class)
                .hasMessageContaining("hole");
        assertThatThrownBy(() -> codec.parse("3/xx1", "x", seen::put)).hasMessageContaining("hole");
    }

    @Test
    void exactCaseWinsOverCaseInsensitiveMatch() throws NotationException {
        Geometry g = Geometry.rectangle(2, 1, Links.ORTHOGONAL);
        int[] pieces = new int[2];
        new RowCodec(g).parse("Kk", "Kk", (c, p) -> pieces[c] = p);
        assertThat(pieces).containsExactly(0, 1);
        new RowCodec(g).parse("WB", "wb", (c, p) -> pieces[c] = p);
        assertThat(pieces).containsExactly(0, 1);
    }

    @Test
    void stacksAreBracketed() throws NotationException {
        Geometry g = Geometry.rectangle(3, 1, Links.ORTHOGONAL);
        String[] cells = {"ab", "", "c"};
        RowCodec codec = new RowCodec(g);
        String text = codec.writeTexts(new StringBuilder(), c -> cells[c]).toString();
        assertThat(text).isEqualTo("[ab]1c");
        String[] read = new String[3];
        codec.parseTokens(text, (c, t) -> read[c] = t);
        assertThat(read).containsExactly("ab", null, "c");
    }

    @Test
    void badTextsSayWhatIsWrong() {
        Geometry g = Geometry.rectangle(3, 2, Links.ORTHOGONAL);
        RowCodec codec = new RowCodec(g);
        RowCodec.Placement ignore = (c, p) -> { };
        assertThatThrownBy(() -> codec.parse("3", "w", ignore)).hasMessage("expected 2 ranks separated by '/', found 1");
        assertThatThrownBy(() -> codec.parse("2/3", "w", ignore)).hasMessage("rank 2 describes 2 squares, it has 3");
        assertThatThrownBy(() -> codec.parse("3w/3", "w", ignore)).hasMessageContaining("too long");
        assertThatThrownBy(() -> codec.parse("q2/3", "w", ignore)).hasMessage("unknown piece 'q' in rank 2 (use w or a digit)");
        assertThatThrownBy(() -> codec.parse("99999999999/3", "w", ignore)).hasMessageContaining("too long");
        RowCodec.Placement none = (c, p) -> { };
        assertThat(catchThrowable(() -> new RowCodec(Geometry.rectangle(12, 1, Links.ORTHOGONAL)).parse("12", "w", none))).isNull();
        assertThat(catchThrowable(() -> new RowCodec(Geometry.rectangle(9, 1, Links.ORTHOGONAL)).parse("54", "w", none))).isNull();
    }
}
