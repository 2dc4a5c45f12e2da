package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.render.BoardPicture;
import org.ansuz.protocol.render.Picture;
import org.junit.jupiter.api.Test;

class MovePathTest {
    private static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    private static List<String> names(Board board, int[] cells) {
        return java.util.Arrays.stream(cells).mapToObj(c -> board.cellNames().get(c)).toList();
    }

    private static List<MovePath> legal(Variant v, Position pos) {
        return MovePath.legalMoves(v, v.board(pos), Picture.of(v.board(pos), pos, true, 560).drawing(), pos,
                new ArrayList<>());
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
        MovePath capture = legal(russian, pos).get(0);
        assertThat(capture.text()).isEqualTo("c3:e5:g7");
        assertThat(names(russian.board(), capture.cells())).containsExactly("c3", "e5", "g7", "f6", "d4"); // taken pieces in board order
    }

    @Test
    void anAbaloneLineMoveIsClickedByItsEndsThenWhereItLands() throws Exception {
        Variant abalone = variant("abalone");
        Position pos = abalone.startPosition();
        MovePath inline = legal(abalone, pos).stream()
                .filter(m -> m.text().equals("A1C3-NE")).findFirst().orElseThrow();
        assertThat(names(abalone.board(), inline.cells())).containsExactly("A1", "C3", "D4");
    }

    @Test
    void aMagyarTileMoveIsClickedOnTheTileThenOnTheCellItCreatesAndSkipHasNoCells() throws Exception {
        Variant magyar = variant("magyar");
        Position pos = magyar.startPosition();
        for (String m : List.of("i5-h5", "T:-", "g5xi5", "T:-", "j5xh5")) { // J5 is empty and may move
            pos.play(pos.parseMove(m));
        }
        Board board = magyar.board(pos);
        BoardPicture drawing = Picture.of(board, pos, true, 560).drawing();
        List<MovePath.NewCell> created = new ArrayList<>();
        List<MovePath> legal = MovePath.legalMoves(magyar, board, drawing, pos, created);
        assertThat(legal).extracting(MovePath::text).contains("T:-");
        assertThat(legal.stream().filter(m -> m.text().equals("T:-")).findFirst().orElseThrow().cells()).isEmpty();
        List<MovePath> tileMoves = legal.stream().filter(m -> !m.text().equals("T:-")).toList();
        assertThat(tileMoves).isNotEmpty();
        for (MovePath m : tileMoves) {
            // T:<tile>-<new cell>: the tile is a cell of today's board, the target one of the created cells
            String[] ends = m.text().substring(2).split("-");
            assertThat(m.cells()).hasSize(2);
            assertThat(board.cellNames().get(m.cells()[0])).isEqualTo(ends[0]);
            assertThat(created.get(m.cells()[1] - board.cells()).name()).isEqualTo(ends[1]);
        }
        // a created cell lies beside the board, a cell's width or so from its nearest tile, never on one
        for (MovePath.NewCell c : created) {
            double nearest = Double.MAX_VALUE;
            for (int t = 0; t < board.cells(); t++) {
                nearest = Math.min(nearest, Math.hypot(drawing.centerX(t) - c.x(), drawing.centerY(t) - c.y()));
            }
            assertThat(nearest).as(c.name()).isBetween(drawing.cellRadius() * 1.2, drawing.cellRadius() * 3);
        }
    }
}
