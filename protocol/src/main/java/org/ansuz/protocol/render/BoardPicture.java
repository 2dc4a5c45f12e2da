package org.ansuz.protocol.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import org.ansuz.engine.spi.Board;

/**
 * Draws one position of any game on a {@link Graphics2D}: the board from its geometry (squares, hexagons, or
 * points and lines), the pieces, coordinates on the edges, and the cells a move changed. The same drawing
 * serves the SVG and the PNG writer, and the browser board.
 *
 * <p>Layout: the board's drawing grid ({@link Board#rows()} x {@link Board#columns()}) is scaled to the picture;
 * square boards use one grid slot per square, hex boards two slots per cell so that rows offset by half a cell.
 */
public final class BoardPicture {
    private static final Color BACKGROUND = new Color(0xFA, 0xF7, 0xF0);
    private static final Color LIGHT_SQUARE = new Color(0xEE, 0xDD, 0xB8);
    private static final Color DARK_SQUARE = new Color(0xA8, 0x79, 0x52);
    private static final Color HEX_FILL = new Color(0xE3, 0xCF, 0xA4);
    private static final Color HEX_EDGE = new Color(0x8C, 0x6A, 0x42);
    private static final Color LINE = new Color(0x5A, 0x44, 0x2C);
    private static final Color LABEL = new Color(0x55, 0x55, 0x55);
    private static final Color MARK = new Color(0xF2, 0xC0, 0x37);
    private static final double SQRT3 = Math.sqrt(3);

    private final Board board;
    private final String[] cellTexts;
    private final boolean[] marked;
    private final int[][] lines;
    private final char[] marks;
    private final double unit;
    private final double left;
    private final double top;
    private final int width;
    private final int height;

    /**
     * @param board     the geometry
     * @param cellTexts what stands on each cell ({@code "."} for nothing)
     * @param marked    cells to highlight (the last move), or {@code null}
     * @param lines     pairs of cells joined by a line on a point-and-line board (empty elsewhere)
     * @param marks     the game's mark of each special cell (water, a castle), {@code ' '} for none; or {@code null}
     * @param width     picture width in pixels
     */
    public BoardPicture(Board board, String[] cellTexts, boolean[] marked, int[][] lines, char[] marks, int width) {
        this.board = board;
        this.lines = lines;
        this.marks = marks;
        this.cellTexts = cellTexts.clone();
        this.marked = marked == null ? new boolean[board.cells()] : marked.clone();
        this.width = width;
        // Grid width in units, plus room for row labels on the left and a little air on the right.
        double gridWidth = hex() ? (board.columns() + 1) / 2.0 : board.columns();
        double gridHeight = hex() ? (board.rows() - 1) * SQRT3 / 2 + 2 / SQRT3 : board.rows();
        this.unit = width / (gridWidth + 1.2);
        this.left = unit * 0.8;
        this.top = unit * 0.4;
        this.height = (int) Math.ceil(top + gridHeight * unit + unit * 0.8);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    private boolean hex() {
        return "hex".equals(board.shape());
    }

    private boolean points() {
        return lines.length > 0;
    }

    /** Centre of cell {@code c} in pixels. */
    public double centerX(int c) {
        return hex() ? left + unit * (board.cellColumn()[c] / 2.0 + 0.5) : left + unit * (board.cellColumn()[c] + 0.5);
    }

    public double centerY(int c) {
        return rowY(board.cellRow()[c]);
    }

    /** Radius within which a click belongs to a cell. */
    public double cellRadius() {
        return unit * 0.5;
    }

    private double rowY(int row) {
        return hex() ? top + unit / SQRT3 + row * unit * SQRT3 / 2 : top + unit * (row + 0.5);
    }

    public void draw(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(BACKGROUND);
        g.fill(new Rectangle2D.Double(0, 0, width, height));
        if (hex()) {
            drawHexCells(g);
        } else if (points()) {
            drawPoints(g);
        } else {
            drawSquares(g);
        }
        for (int c = 0; c < board.cells(); c++) {
            PieceStyle style = PieceStyle.of(cellTexts[c]);
            if (style != null) {
                drawPiece(g, centerX(c), centerY(c), style);
            }
        }
        drawLabels(g);
    }

    private void drawSquares(Graphics2D g) {
        int rows = board.rows();
        int cols = board.columns();
        int[] cellAt = cellGrid(rows, cols);
        // Where only every other square is played (draughts), the played squares are the dark ones.
        boolean checkered = board.cells() * 2 <= rows * cols + 1;
        int darkParity = board.cells() == 0 ? 0 : (board.cellRow()[0] + board.cellColumn()[0]) & 1;
        boolean numbered = numberedCells();
        Font small = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(6, (int) (unit * 0.2)));
        for (int r = 0; r < rows; r++) {
            for (int x = 0; x < cols; x++) {
                int c = cellAt[r * cols + x];
                if (c < 0 && !checkered) {
                    continue; // not part of the board (a hole, a cut corner)
                }
                boolean dark = ((r + x) & 1) == darkParity;
                g.setColor(dark ? DARK_SQUARE : LIGHT_SQUARE);
                Rectangle2D.Double sq = new Rectangle2D.Double(left + x * unit, top + r * unit, unit, unit);
                g.fill(sq);
                if (c >= 0) {
                    drawMark(g, c, sq);
                }
                if (c >= 0 && marked[c]) {
                    g.setColor(MARK);
                    g.setStroke(new BasicStroke((float) (unit * 0.08)));
                    g.draw(new Rectangle2D.Double(sq.x + unit * 0.04, sq.y + unit * 0.04, unit * 0.92, unit * 0.92));
                }
                if (c >= 0 && numbered) {
                    g.setFont(small);
                    g.setColor(dark ? new Color(0xF0, 0xE6, 0xD0) : LABEL);
                    g.drawString(board.cellNames().get(c), (float) (sq.x + unit * 0.06),
                            (float) (sq.y + unit * 0.06 + small.getSize()));
                }
            }
        }
        g.setColor(LINE);
        g.setStroke(new BasicStroke(1.5f));
        g.draw(new Rectangle2D.Double(left, top, cols * unit, rows * unit));
    }

    private void drawHexCells(Graphics2D g) {
        double r = unit / SQRT3; // circumradius of a pointy-top hexagon whose width is one unit
        for (int c = 0; c < board.cells(); c++) {
            Path2D.Double hexagon = new Path2D.Double();
            for (int k = 0; k < 6; k++) {
                double a = Math.toRadians(60 * k - 30);
                double px = centerX(c) + r * 0.97 * Math.cos(a);
                double py = centerY(c) + r * 0.97 * Math.sin(a);
                if (k == 0) {
                    hexagon.moveTo(px, py);
                } else {
                    hexagon.lineTo(px, py);
                }
            }
            hexagon.closePath();
            g.setColor(marked[c] ? MARK : HEX_FILL);
            g.fill(hexagon);
            drawMark(g, c, hexagon);
            g.setColor(HEX_EDGE);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(hexagon);
        }
    }

    private void drawPoints(Graphics2D g) {
        g.setColor(LINE);
        g.setStroke(new BasicStroke((float) Math.max(1.5, unit * 0.04)));
        for (int[] line : lines) {
            g.draw(new Line2D.Double(centerX(line[0]), centerY(line[0]), centerX(line[1]), centerY(line[1])));
        }
        double dot = unit * 0.12;
        for (int c = 0; c < board.cells(); c++) {
            if (marked[c]) {
                g.setColor(MARK);
                double m = unit * 0.42;
                g.fill(new Ellipse2D.Double(centerX(c) - m, centerY(c) - m, 2 * m, 2 * m));
            }
            g.setColor(LINE);
            g.fill(new Ellipse2D.Double(centerX(c) - dot, centerY(c) - dot, 2 * dot, 2 * dot));
        }
    }

    /** A special cell is tinted by its mark (blue water, violet castles, red for the rest) and shows the mark. */
    private void drawMark(Graphics2D g, int c, java.awt.Shape cell) {
        char m = marks == null ? ' ' : marks[c];
        if (m == ' ') {
            return;
        }
        Color tint = switch (m) {
            case '~' -> new Color(0x4F, 0x9B, 0xD9, 190);
            case '+' -> new Color(0x8E, 0x5C, 0xC2, 150);
            default -> new Color(0xD9, 0x4F, 0x4F, 150);
        };
        g.setColor(tint);
        g.fill(cell);
        Font f = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) (unit * 0.22)));
        g.setFont(f);
        g.setColor(Color.WHITE);
        java.awt.geom.Rectangle2D box = cell.getBounds2D();
        g.drawString(String.valueOf(m), (float) (box.getCenterX() + unit * 0.22), (float) (box.getCenterY() + unit * 0.38));
    }

    private void drawPiece(Graphics2D g, double cx, double cy, PieceStyle style) {
        double r = unit * (hex() ? 0.36 : 0.38);
        Ellipse2D body = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        // A soft shadow lifts the piece off the board.
        g.setColor(new Color(0, 0, 0, 60));
        g.fill(new Ellipse2D.Double(cx - r + unit * 0.03, cy - r + unit * 0.05, 2 * r, 2 * r));
        g.setColor(style.fill());
        g.fill(body);
        g.setColor(style.fill() == PieceStyle.DARK ? new Color(0x70, 0x70, 0x78) : new Color(0x60, 0x50, 0x40));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.035)));
        g.draw(body);
        if (style.crowned()) {
            double k = r * 0.55;
            g.setColor(new Color(0xC8, 0x96, 0x1E));
            g.setStroke(new BasicStroke((float) Math.max(1.5, unit * 0.07)));
            g.draw(new Ellipse2D.Double(cx - k, cy - k, 2 * k, 2 * k));
        }
        if (!style.label().isEmpty()) {
            Font f = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) (r * (style.label().length() > 1 ? 0.9 : 1.1))));
            g.setFont(f);
            g.setColor(style.ink());
            FontMetrics fm = g.getFontMetrics();
            g.drawString(style.label(), (float) (cx - fm.stringWidth(style.label()) / 2.0),
                    (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0));
        }
    }

    private void drawLabels(Graphics2D g) {
        Font f = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(7, (int) (unit * 0.3)));
        g.setFont(f);
        g.setColor(LABEL);
        FontMetrics fm = g.getFontMetrics();
        for (int r = 0; r < board.rows() && r < board.rowLabels().size(); r++) {
            String l = board.rowLabels().get(r);
            double y = rowY(r);
            double x = hex() ? rowStartX(r) - unit * 0.55 - fm.stringWidth(l) : left - unit * 0.15 - fm.stringWidth(l);
            g.drawString(l, (float) x, (float) (y + (fm.getAscent() - fm.getDescent()) / 2.0));
        }
        double baseline = hex() ? rowY(board.rows() - 1) + unit * 0.95 : top + board.rows() * unit + fm.getAscent() + 2;
        for (int x = 0; x < board.columns() && x < board.columnLabels().size(); x++) {
            String l = board.columnLabels().get(x);
            if (l.isEmpty()) {
                continue;
            }
            double cx = hex() ? left + unit * (x / 2.0 + 0.5) : left + unit * (x + 0.5);
            g.drawString(l, (float) (cx - fm.stringWidth(l) / 2.0), (float) baseline);
        }
    }

    /** Left edge of the first cell drawn in hex row {@code r}. */
    private double rowStartX(int r) {
        double min = Double.MAX_VALUE;
        for (int c = 0; c < board.cells(); c++) {
            if (board.cellRow()[c] == r) {
                min = Math.min(min, centerX(c));
            }
        }
        return min == Double.MAX_VALUE ? left : min;
    }

    private int[] cellGrid(int rows, int cols) {
        int[] at = new int[rows * cols];
        Arrays.fill(at, -1);
        for (int c = 0; c < board.cells(); c++) {
            int r = board.cellRow()[c];
            int x = board.cellColumn()[c];
            if (r >= 0 && r < rows && x >= 0 && x < cols) {
                at[r * cols + x] = c;
            }
        }
        return at;
    }

    /** Draughts boards numbered 1..n write the number in the corner of each square. */
    private boolean numberedCells() {
        return !board.cellNames().isEmpty() && board.cellNames().get(0).chars().allMatch(Character::isDigit);
    }
}
