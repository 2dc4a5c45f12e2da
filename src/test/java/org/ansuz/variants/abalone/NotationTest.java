package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** Position and move texts of docs/rules/abalone.md#notation: canonical output, liberal input, clear errors. */
class NotationTest {
    static final Variant ABALONE = Variants.registry().find("abalone").orElseThrow();
    static final Variant TAACOCA = Variants.registry().find("taacoca").orElseThrow();

    @Test
    void startPositionsPrintAsTheSpecWritesThem() {
        assertThat(ABALONE.startPosition().fen()).isEqualTo("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0");
        assertThat(Variants.registry().find("abalone-belgian").orElseThrow().startPosition().fen())
                .isEqualTo("ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0");
        assertThat(Variants.registry().find("abalone-german").orElseThrow().startPosition().fen())
                .isEqualTo("5/ww2bb/www1bbb/1ww2bb1/9/1bb2ww1/bbb1www/bb2ww/5 b 0 0");
        assertThat(TAACOCA.startPosition().fen()).isEqualTo("bbbbb/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww w");
        assertThat(Variants.registry().find("takoka")).contains(TAACOCA);
    }

    @Test
    void positionsParseLiberally() throws NotationException {
        String canonical = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0";
        assertThat(ABALONE.newPosition("  WWWWW/wwwwww/2www2/8/9/8/2BBB2/bbbbbb/bbbbb   B  ").fen()).isEqualTo(canonical);
        assertThat(ABALONE.newPosition("wwwww/wwwwww/..www../8/9/8/2bbb2/bbbbbb/bbbbb b 0").fen()).isEqualTo(canonical);
        assertThat(ABALONE.newPosition("1wwww/wwwwww/2www2/8/54/8/2bbb2/bbbbbb/bbbb1 w 1 1").fen())
                .isEqualTo("1wwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb1 w 1 1");
        assertThat(TAACOCA.newPosition("BBBBB/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww  W").fen())
                .isEqualTo(TaacocaVariant.START);
    }

    @Test
    void badPositionsAreRejectedWithAReason() {
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb b 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("expected 9 rows");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/9/9/2bbb2/bbbbbb/bbbbb b 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("row D is too long");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/8/8/2bbb2/bbbbbb/bbbbb b 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("row E describes 8 cells, it has 9");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2wxw2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("unknown piece 'x' in row G");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb x 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("side to move must be b or w");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b one 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("must be a number");
        assertThatThrownBy(() -> ABALONE.newPosition("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 1"))
                .isInstanceOf(NotationException.class).hasMessageContaining("more than 14");
        assertThatThrownBy(() -> ABALONE.newPosition(" ")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> TAACOCA.newPosition("bbbbb/1bbbb1/2bbb2/8/9/8/2www2/1wwww1/wwwww w 0 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("too many fields");
    }

    @Test
    void abaloneMovesParseInTheSpecFormAndItsVariants() throws NotationException {
        Position pos = ABALONE.startPosition();
        assertThat(pos.moveText(pos.parseMove("C3-NW"))).isEqualTo("C3-NW");
        assertThat(pos.moveText(pos.parseMove("B2C3-NE"))).isEqualTo("B2C3-NE");
        assertThat(pos.moveText(pos.parseMove("C3C5-NW"))).isEqualTo("C3C5-NW");
        assertThat(pos.parseMove("c5c3-nw")).as("ends in either order, any case").isEqualTo(pos.parseMove("C3C5-NW"));
        assertThat(pos.parseMove("C3C4C5-NW")).as("middle marble spelled out").isEqualTo(pos.parseMove("C3C5-NW"));
        assertThat(pos.parseMove(" c3b2-ne ")).isEqualTo(pos.parseMove("B2C3-NE"));
        Position eject = ABALONE.newPosition(AbaloneReference.fen("G7 H8 A1", "I9 E5", 'b', 0, 0));
        assertThat(eject.parseMove("G7H8-NEx1")).isEqualTo(eject.parseMove("G7H8-NE"));
    }

    @Test
    void illegalOrMalformedAbaloneMovesAreRejected() {
        Position pos = ABALONE.startPosition();
        assertThatThrownBy(() -> pos.parseMove("A1A3-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal move A1A3-NE");
        assertThatThrownBy(() -> pos.parseMove("B1B3-E")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal move");
        assertThatThrownBy(() -> pos.parseMove("A1-SW")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal move");
        assertThatThrownBy(() -> pos.parseMove("D4-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("D4 holds no Black marble");
        assertThatThrownBy(() -> pos.parseMove("G5-SE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("G5 holds no Black marble");
        assertThatThrownBy(() -> pos.parseMove("A1C2-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not a line");
        assertThatThrownBy(() -> pos.parseMove("A1A4-E")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not a line");
        assertThatThrownBy(() -> pos.parseMove("C3-N")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not a direction");
        assertThatThrownBy(() -> pos.parseMove("A9-E")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no such cell: A9");
        assertThatThrownBy(() -> pos.parseMove("C3D3")).isInstanceOf(NotationException.class)
                .hasMessageContaining("needs a direction");
    }

    @Test
    void taacocaMovesParseInTheSpecFormAndItsVariants() throws NotationException {
        Position pos = TAACOCA.startPosition();
        long m = pos.parseMove("A1,B2,C3-NE");
        assertThat(pos.moveText(m)).isEqualTo("A1,B2,C3-NE");
        assertThat(pos.parseMove("c3, a1 ,b2-ne")).isEqualTo(m);
        assertThat(pos.parseMove("A1B2C3-NE")).isEqualTo(m);
        assertThatThrownBy(() -> pos.parseMove("A1,B2-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("exactly 3 stones must move");
        assertThatThrownBy(() -> pos.parseMove("B2,C3,C4-SE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("forward only");
        assertThatThrownBy(() -> pos.parseMove("A1,B2,B3-NE")).isInstanceOf(NotationException.class)
                .as("B3's target C4 holds a stone that stays").hasMessageContaining("illegal move");
        assertThatThrownBy(() -> pos.parseMove("A1,A1,B2-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> pos.parseMove("I5,B2,C3-NE")).isInstanceOf(NotationException.class)
                .hasMessageContaining("I5 holds no White stone");
    }

    @Test
    void theBoardIsAHexOfRadiusFiveWithRowsIToA() throws NotationException {
        Board board = ABALONE.board();
        assertThat(board.shape()).isEqualTo("hex");
        assertThat(board.description()).isEqualTo("hex radius 5");
        assertThat(board.cells()).isEqualTo(61);
        assertThat(board.rows()).isEqualTo(9);
        assertThat(board.columns()).isEqualTo(17);
        assertThat(board.rowLabels()).containsExactly("I", "H", "G", "F", "E", "D", "C", "B", "A");
        assertThat(board.cellNames().subList(0, 6)).containsExactly("I5", "I6", "I7", "I8", "I9", "H4");
        assertThat(board.cellNames().get(60)).isEqualTo("A5");
        int e1 = board.cellNames().indexOf("E1");
        int i5 = board.cellNames().indexOf("I5");
        int a1 = board.cellNames().indexOf("A1");
        assertThat(board.cellRow()[e1]).isEqualTo(4);
        assertThat(board.cellColumn()[e1]).isZero();
        assertThat(board.cellColumn()[i5]).isEqualTo(4);
        assertThat(board.cellColumn()[a1]).as("A1 sits half a cell right of B1 per row").isEqualTo(4);
        assertThat(board.cellColumn()[board.cellNames().indexOf("E9")]).isEqualTo(16);
        Position pos = ABALONE.newPosition(AbaloneReference.fen("A1", "I9", 'b', 0, 0));
        assertThat(pos.symbolAt(a1)).isEqualTo('b');
        assertThat(pos.symbolAt(board.cellNames().indexOf("I9"))).isEqualTo('w');
        assertThat(pos.symbolAt(e1)).isEqualTo('.');
        assertThat(ABALONE.info().family()).isEqualTo("abalone");
        assertThat(ABALONE.info().materialUnit()).isEqualTo("marble");
        assertThat(TAACOCA.info().materialUnit()).isEqualTo("stone");
        assertThat(TAACOCA.board()).isSameAs(board);
    }
}
