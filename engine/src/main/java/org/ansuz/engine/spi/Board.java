package org.ansuz.engine.spi;

import java.util.List;

/**
 * How a board looks: where each cell is drawn and what it is called. Cells are numbered
 * {@code 0..cells()-1} in the family's own order (the order {@link Position#symbolAt} uses).
 *
 * <p>The drawing grid has {@code rows} lines (row 0 at the top) of {@code columns} character slots;
 * hex boards use doubled columns so that rows can be offset by half a cell.
 *
 * @param shape        {@code rect} or {@code hex}
 * @param description  the board part of {@code info string variant}: {@code rect files 10 ranks 10},
 *                     {@code hex radius 5}
 * @param rows         number of drawing rows
 * @param columns      number of drawing columns
 * @param cellRow      drawing row of each cell
 * @param cellColumn   drawing column of each cell
 * @param cellNames    coordinate of each cell as moves write it ({@code c3}, {@code 32}, {@code E5})
 * @param rowLabels    label printed left of each drawing row (may be empty strings)
 * @param columnLabels label printed under each drawing column (may be empty strings)
 * @param lines        pairs of cells {@code {a, b}} joined by a drawn line (point-and-line boards);
 *                     empty where cells are drawn as squares or hexagons
 */
public record Board(String shape, String description, int rows, int columns,
                    int[] cellRow, int[] cellColumn, List<String> cellNames,
                    List<String> rowLabels, List<String> columnLabels, int[][] lines) {

    /** A board whose cells are drawn without lines between them. */
    public Board(String shape, String description, int rows, int columns, int[] cellRow, int[] cellColumn,
                 List<String> cellNames, List<String> rowLabels, List<String> columnLabels) {
        this(shape, description, rows, columns, cellRow, cellColumn, cellNames, rowLabels, columnLabels,
                new int[0][]);
    }

    public int cells() {
        return cellRow.length;
    }

    /** A rectangular board of {@code files x ranks} cells where {@code playable[y*files+x]} marks used cells. */
    public static Board rectangular(int files, int ranks, boolean[] playable, List<String> cellNames) {
        int n = 0;
        for (boolean p : playable) {
            if (p) {
                n++;
            }
        }
        int[] row = new int[n];
        int[] col = new int[n];
        // Cells are listed top rank first, left to right: the order PDN numbering and FENs use.
        int c = 0;
        for (int y = ranks - 1; y >= 0; y--) {
            for (int x = 0; x < files; x++) {
                if (playable[y * files + x]) {
                    row[c] = ranks - 1 - y;
                    col[c] = x;
                    c++;
                }
            }
        }
        String[] rowLabels = new String[ranks];
        for (int r = 0; r < ranks; r++) {
            rowLabels[r] = Integer.toString(ranks - r);
        }
        String[] colLabels = new String[files];
        for (int x = 0; x < files; x++) {
            colLabels[x] = String.valueOf((char) ('a' + x));
        }
        return new Board("rect", "rect files " + files + " ranks " + ranks, ranks, files, row, col,
                List.copyOf(cellNames), List.of(rowLabels), List.of(colLabels));
    }
}
