package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.board.Geometry.Links;
import org.ansuz.engine.spi.Board;
import org.junit.jupiter.api.Test;

class GeometryTest {

    @Test
    void aRectangleIsDrawnWithRanksTopFirstAndFileLetters() {
        assertThat(Geometry.rankLabels(3)).containsExactly("3", "2", "1");
        assertThat(Geometry.fileLabels(3)).containsExactly("a", "b", "c");
        Board b = Geometry.rectangle(3, 2, Links.ORTHOGONAL).board();
        assertThat(b.rowLabels()).containsExactly("2", "1");
        assertThat(b.columnLabels()).containsExactly("a", "b", "c");
    }

    @Test
    void rectangleCellsAreInReadingOrderAndNamedAlgebraically() {
        Geometry g = Geometry.rectangle(3, 2, Links.ORTHOGONAL);
        assertThat(g.cells).isEqualTo(6);
        assertThat(g.name(0)).isEqualTo("a2");
        assertThat(g.name(5)).isEqualTo("c1");
        assertThat(g.cell("B1")).isEqualTo(4);
        assertThat(g.cell("d1")).isEqualTo(-1);
        assertThat(g.x(4)).isEqualTo(1);
        assertThat(g.y(4)).isZero();
        assertThat(g.cellAt(2, 1)).isEqualTo(2);
    }

    @Test
    void orthogonalStepsStopAtTheEdge() {
        Geometry g = Geometry.rectangle(3, 3, Links.ORTHOGONAL);
        int b2 = g.cell("b2");
        assertThat(g.directions).isEqualTo(4);
        assertThat(g.step[g.direction("N")][b2]).isEqualTo(g.cell("b3"));
        assertThat(g.step[g.direction("E")][b2]).isEqualTo(g.cell("c2"));
        assertThat(g.step[g.direction("S")][b2]).isEqualTo(g.cell("b1"));
        assertThat(g.step[g.direction("W")][b2]).isEqualTo(g.cell("a2"));
        assertThat(g.step[g.direction("N")][g.cell("a3")]).isEqualTo(-1);
        assertThat(g.walk(g.cell("a1"), g.direction("N"), 2)).isEqualTo(g.cell("a3"));
        assertThat(g.walk(g.cell("a1"), g.direction("N"), 3)).isEqualTo(-1);
    }

    @Test
    void oppositeDirectionsUndoEachOther() {
        for (Geometry g : new Geometry[]{Geometry.rectangle(5, 4, Links.EIGHT), Geometry.hexagon(5),
                Geometry.rectangle(4, 4, Links.DIAGONAL)}) {
            for (int d = 0; d < g.directions; d++) {
                for (int c = 0; c < g.cells; c++) {
                    int t = g.step[d][c];
                    if (t >= 0) {
                        assertThat(g.step[g.opposite(d)][t]).isEqualTo(c);
                    }
                }
            }
        }
    }

    @Test
    void holesAreNoCellsAndBreakLines() {
        // a 3x3 square without its centre
        Geometry g = Geometry.rectangle(3, 3, Links.ORTHOGONAL, (x, y) -> !(x == 1 && y == 1));
        assertThat(g.cells).isEqualTo(8);
        assertThat(g.cell("b2")).isEqualTo(-1);
        assertThat(g.step[g.direction("E")][g.cell("a2")]).isEqualTo(-1);
        assertThat(g.textRows()[1]).containsExactly(g.cell("a2"), -1, g.cell("c2"));
    }

    @Test
    void diagonalsRunOnlyThroughStrongPoints() {
        Geometry g = Geometry.rectangle(5, 5, Links.STRONG_POINTS);
        int ne = g.direction("NE");
        assertThat(g.step[ne][g.cell("a1")]).isEqualTo(g.cell("b2"));
        assertThat(g.step[ne][g.cell("b1")]).isEqualTo(-1);
        assertThat(g.step[g.direction("N")][g.cell("b1")]).isEqualTo(g.cell("b2"));
        // 5x5 Alquerque: 40 orthogonal lines and 16 diagonal ones
        assertThat(g.lines()).hasNumberOfRows(56);
        assertThat(g.board().lines()).hasNumberOfRows(56);
    }

    @Test
    void abaloneHexagonHas61CellsNamedByRowAndDiagonal() {
        Geometry g = Geometry.hexagon(5);
        assertThat(g.cells).isEqualTo(61);
        assertThat(g.name(0)).isEqualTo("I5");
        assertThat(g.name(60)).isEqualTo("A5");
        int e5 = g.cell("e5");
        assertThat(g.step[g.direction("E")][e5]).isEqualTo(g.cell("E6"));
        assertThat(g.step[g.direction("NE")][e5]).isEqualTo(g.cell("F6"));
        assertThat(g.step[g.direction("NW")][e5]).isEqualTo(g.cell("F5"));
        assertThat(g.step[g.direction("SW")][e5]).isEqualTo(g.cell("D4"));
        assertThat(g.step[g.direction("SE")][e5]).isEqualTo(g.cell("D5"));
        assertThat(g.step[g.direction("NW")][g.cell("I5")]).isEqualTo(-1);
        int[] neighbours = new int[7];
        for (int c = 0; c < g.cells; c++) {
            int k = 0;
            for (int d = 0; d < 6; d++) {
                k += g.step[d][c] >= 0 ? 1 : 0;
            }
            neighbours[k]++;
        }
        assertThat(neighbours[6]).isEqualTo(37);
        assertThat(neighbours[3]).isEqualTo(6);
        assertThat(neighbours[4]).isEqualTo(18);
    }

    @Test
    void hexDrawingOffsetsRowsByHalfACell() {
        Board b = Geometry.hexagon(5).board();
        assertThat(b.shape()).isEqualTo("hex");
        assertThat(b.description()).isEqualTo("hex radius 5");
        assertThat(b.rows()).isEqualTo(9);
        assertThat(b.columns()).isEqualTo(17);
        int i5 = 0;
        assertThat(b.cellRow()[i5]).isZero();
        assertThat(b.cellColumn()[i5]).isEqualTo(4);
        int e1 = Geometry.hexagon(5).cell("E1");
        assertThat(b.cellColumn()[e1]).isZero();
        assertThat(b.rowLabels()).startsWith("I", "H");
        assertThat(b.columnLabels()).startsWith("1", "", "2").endsWith("9");
    }

    @Test
    void hexBoardsOfAnyShape() {
        // a 4x3 rhombus
        Geometry g = Geometry.hex(4, 3, (n, r) -> true, (n, r) -> (char) ('a' + n) + Integer.toString(r + 1), "hex rhombus");
        assertThat(g.cells).isEqualTo(12);
        assertThat(g.textRows()).hasNumberOfRows(3);
        assertThat(g.step[g.direction("NE")][g.cell("a1")]).isEqualTo(g.cell("b2"));
    }

    @Test
    void pointAndLineGraphFromTheBuilder() {
        Geometry.Builder b = Geometry.builder("graph", "graph points 3", "A", "B");
        int p = b.add("p", 0, 0, 0, 0);
        int q = b.add("q", 1, 0, 0, 4);
        int r = b.add("r", 2, 0, 0, 8);
        b.link(p, 0, q).link(q, 0, r).drawLines();
        Geometry g = b.build();
        assertThat(g.step[0][p]).isEqualTo(q);
        assertThat(g.step[1][r]).isEqualTo(q);
        assertThat(g.step[1][p]).isEqualTo(-1);
        assertThat(g.board().lines()).isDeepEqualTo(new int[][]{{0, 1}, {1, 2}});
        assertThat(g.board().columns()).isEqualTo(9);
        assertThat(g.textRows()).hasNumberOfRows(1);
    }

    @Test
    void largeBoardsHaveMoreThan64Cells() {
        Geometry g = Geometry.rectangle(20, 20, Links.EIGHT);
        assertThat(g.cells).isEqualTo(400);
        assertThat(g.name(0)).isEqualTo("a20");
        assertThat(g.cell("t1")).isEqualTo(399);
    }
}
