package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.board.Geometry.Links;
import org.junit.jupiter.api.Test;

class MailboxTest {

    @Test
    void aRectangleSharesOneBorderColumn() {
        Geometry g = Geometry.rectangle(10, 8, Links.EIGHT);
        Mailbox m = new Mailbox(g, 11, 121);
        assertThat(m.square[g.cell("a1")]).isEqualTo(12);
        assertThat(m.square[g.cell("j8")]).isEqualTo(8 * 11 + 10);
        assertThat(m.offset).containsExactly(11, 12, 1, -10, -11, -12, -1, 10);
        byte[] b = m.newBoard((byte) 3, (byte) 0);
        assertThat(b[m.square[g.cell("j1")] + m.offset[g.direction("E")]]).isEqualTo((byte) 3);
        assertThat(m.cell[m.square[g.cell("c4")]]).isEqualTo(g.cell("c4"));
    }

    @Test
    void theAbaloneHexagonStepsByConstantOffsets() {
        Geometry g = Geometry.hexagon(5);
        Mailbox m = new Mailbox(g, 11, 121);
        assertThat(m.offset).containsExactly(1, 12, 11, -1, -12, -11);
        assertThat(m.square[g.cell("E5")]).isEqualTo(5 * 11 + 5);
    }

    @Test
    void squaresAndCoordinatesConvertBothWays() {
        Geometry g = Geometry.rectangle(15, 15, Links.EIGHT, (x, y) -> x + y >= 5);
        Mailbox m = new Mailbox(g, 17, 289);
        int h8 = m.square[g.cell("h8")];
        assertThat(h8).isEqualTo(m.square(7, 7)).isEqualTo(8 * 17 + 8);
        assertThat(m.x(h8)).isEqualTo(7);
        assertThat(m.y(h8)).isEqualTo(7);
        assertThat(m.cell[m.square(0, 0)]).isEqualTo(-1);
        assertThat(m.x(m.square(-1, 3))).isEqualTo(-1);
        assertThat(m.y(m.square(4, 15))).isEqualTo(15);
    }
}
