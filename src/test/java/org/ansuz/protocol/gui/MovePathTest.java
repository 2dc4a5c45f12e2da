package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;

class MovePathTest {
    private static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    private static List<String> names(Board board, int[] cells) {
        return java.util.Arrays.stream(cells).mapToObj(c -> board.cellNames().get(c)).toList();
    }

    @Test
    void aNumberedSquareIsNotTheStartOfALongerNumber() {
        Board board = variant("international").board();
        assertThat(MovePath.namedCells(board, "32x23x14").stream().map(c -> board.cellNames().get(c)))
                .containsExactly("32", "23", "14");
        assertThat(MovePath.namedCells(board, "3-9").stream().map(c -> board.cellNames().get(c)))
                .containsExactly("3", "9");
    }

    @Test
    void aCaptureIsClickedThroughItsLandingSquaresThenTheTakenPieces() throws Exception {
        Variant russian = variant("russian");
        Position pos = russian.newPosition("W:Wc3:Bd4,f6");
        MovePath capture = MovePath.legalMoves(russian.board(), pos).get(0);
        assertThat(capture.text()).isEqualTo("c3:e5:g7");
        assertThat(names(russian.board(), capture.cells())).containsExactly("c3", "e5", "g7", "f6", "d4"); // taken pieces in board order
    }

    @Test
    void anAbaloneLineMoveIsClickedByItsEndsThenWhereItLands() throws Exception {
        Variant abalone = variant("abalone");
        Position pos = abalone.startPosition();
        MovePath inline = MovePath.legalMoves(abalone.board(), pos).stream()
                .filter(m -> m.text().equals("A1C3-NE")).findFirst().orElseThrow();
        assertThat(names(abalone.board(), inline.cells())).containsExactly("A1", "C3", "D4");
    }
}
