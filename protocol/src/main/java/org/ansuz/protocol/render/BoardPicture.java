package org.ansuz.protocol.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView.Ground;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;

/**
 * Draws one position of any game on a {@link Graphics2D}: the board from its geometry (squares, hexagons, tiles,
 * or points and lines), each cell's ground, the pieces in their game's set ({@link PieceStyle}), coordinates as
 * the game's notation reads them, a legend of the kinds that carry symbols, and the cells a move changed. The
 * same drawing serves the SVG and the PNG writer, and the browser board. In the SVG every piece is a group
 * ({@code <g class="piece|terrain" data-kind=... data-side=... data-colour=... data-cell=...>}), so a reader or
 * a test sees what is drawn where.
 *
 * <p>Layout: the board's drawing grid ({@link Board#rows()} x {@link Board#columns()}) is scaled to the picture;
 * square boards use one grid slot per square, hex boards two slots per cell so that rows offset by half a cell.
 */
public final class BoardPicture {
    private static final Color BACKGROUND = new Color(0xFA, 0xF7, 0xF0);
    private static final Color LIGHT_SQUARE = new Color(0xEE, 0xDD, 0xB8);
    private static final Color DARK_SQUARE = new Color(0xA8, 0x79, 0x52);
    private static final Color GRID_SQUARE = new Color(0xE6, 0xC8, 0x8E);
    private static final Color GRID_LINE = new Color(0x6B, 0x4E, 0x2A);
    private static final Color FRAME_SQUARE = new Color(0x8A, 0x6A, 0x45);
    private static final Color HEX_FILL = new Color(0xE3, 0xCF, 0xA4);
    private static final Color HEX_EDGE = new Color(0x8C, 0x6A, 0x42);
    private static final Color TILE_FILL = new Color(0xB9, 0xBC, 0xC0);
    private static final Color TILE_EDGE = new Color(0x5E, 0x62, 0x68);
    private static final Color LINE = new Color(0x5A, 0x44, 0x2C);
    private static final Color LABEL = new Color(0x55, 0x55, 0x55);
    private static final Color MARK = new Color(0xF2, 0xC0, 0x37);
    private static final double SQRT3 = Math.sqrt(3);

    /** A coordinate written on the picture, centred on ({@code x}, {@code y}). */
    public record Label(String text, double x, double y) {
    }

    private final Board board;
    private final Piece[] pieces;
    private final PieceStyle[] styles;
    private final Ground[] grounds;
    private final List<String> colours;
    private final boolean[] marked;
    private final int[][] lines;
    private final char[] marks;
    private final String markLegend;
    private final List<String> legendKinds;
    final double unit;
    final double left;
    final double top;
    private final double boardBottom;
    private final int width;
    private final int height;
    private final List<Label> labels;

    /**
     * @param board      the geometry
     * @param pieces     what stands on each cell, {@code null} for nothing
     * @param grounds    how each cell's ground is drawn
     * @param colours    the colour of each side's set ({@code white}, {@code black}, {@code red})
     * @param marked     cells to highlight (the last move), or {@code null}
     * @param marks      the game's mark of each special cell (water, a castle), {@code ' '} for none; or {@code null}
     * @param markLegend what the marks mean, empty for nothing
     * @param width      picture width in pixels
     */
    BoardPicture(Board board, Piece[] pieces, Ground[] grounds, List<String> colours, boolean[] marked, char[] marks,
                 String markLegend, int width) {
        this.board = board;
        this.pieces = pieces.clone();
        this.grounds = grounds.clone();
        this.colours = List.copyOf(colours);
        this.lines = board.lines();
        this.marks = marks;
        this.markLegend = markLegend;
        this.marked = marked == null ? new boolean[board.cells()] : marked.clone();
        this.width = width;
        this.styles = new PieceStyle[pieces.length];
        Map<String, Boolean> kinds = new LinkedHashMap<>();
        for (int c = 0; c < pieces.length; c++) {
            Piece p = pieces[c];
            if (p != null) {
                styles[c] = PieceStyle.of(p, p.side() == Piece.NEUTRAL ? "" : colours.get(p.side()));
                if (styles[c].figure() == PieceStyle.Figure.TOKEN || styles[c].figure() == PieceStyle.Figure.CROWNED
                        || styles[c].figure() == PieceStyle.Figure.MOUNTAIN) {
                    kinds.put(p.kind(), styles[c].figure() == PieceStyle.Figure.TOKEN);
                }
            }
        }
        // A legend where some kind is told by its symbol alone (Cyvasse, Chess-T, Dablot's prince).
        this.legendKinds = kinds.containsValue(true) ? List.copyOf(kinds.keySet()) : List.of();
        double gridWidth = hex() ? (board.columns() + 1) / 2.0 : board.columns();
        double gridHeight = hex() ? (board.rows() - 1) * SQRT3 / 2 + 2 / SQRT3 : board.rows();
        double leftMargin = hex() ? 1.0 : 0.8;
        double rightMargin = hex() ? 0.9 : 0.4;
        this.unit = width / (gridWidth + leftMargin + rightMargin);
        this.left = unit * leftMargin;
        this.top = unit * (hex() ? 0.5 : 0.4);
        this.boardBottom = top + gridHeight * unit + unit * (hex() ? 1.0 : 0.8);
        this.height = (int) Math.ceil(boardBottom + legendHeight());
        this.labels = hex() ? Coordinates.hexLabels(this, board) : Coordinates.squareLabels(this, board);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** What is drawn on {@code cell}, or {@code null}. */
    public Piece piece(int cell) {
        return pieces[cell];
    }

    /** How the piece on {@code cell} looks, or {@code null} where there is none. */
    PieceStyle style(int cell) {
        return styles[cell];
    }

    /** How {@code cell}'s ground is drawn. */
    public Ground ground(int cell) {
        return grounds[cell];
    }

    /** Whether {@code cell} is highlighted as changed by the last move. */
    public boolean marked(int cell) {
        return marked[cell];
    }

    /** The coordinates written around the board. */
    public List<Label> labels() {
        return labels;
    }

    /** The kinds the legend names, in the order it names them (empty: no legend). */
    public List<String> legendKinds() {
        return legendKinds;
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

    double rowY(int row) {
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
        double r = unit * (hex() ? 0.4 : numberedCells() ? 0.34 : 0.38);
        for (int c = 0; c < board.cells(); c++) {
            if (pieces[c] != null) {
                Piece p = pieces[c];
                group(g, Map.of("class", p.terrain() ? "terrain" : "piece", "data-kind", p.kind(),
                        "data-side", Integer.toString(p.side()),
                        "data-colour", p.side() == Piece.NEUTRAL ? "none" : colours.get(p.side()),
                        "data-figure", styles[c].figure().name().toLowerCase(Locale.ROOT),
                        "data-height", Integer.toString(p.height()),
                        "data-cell", board.cellNames().get(c)));
                PiecePainter.paint(g, p, styles[c], centerX(c), centerY(c), r, cellShape(c), colours);
                endGroup(g);
            }
        }
        if (numberedCells()) {
            drawSquareNumbers(g);
        }
        drawLabels(g);
        drawLegend(g);
    }

    /** Opens an SVG group with {@code attributes}; nothing on other surfaces. */
    private static void group(Graphics2D g, Map<String, String> attributes) {
        if (g instanceof SVGGraphics2D) {
            g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, attributes);
        }
    }

    private static void endGroup(Graphics2D g) {
        if (g instanceof SVGGraphics2D) {
            g.setRenderingHint(SVGHints.KEY_END_GROUP, "");
        }
    }

    /** The outline of cell {@code c}: its square or hexagon (a circle around a point). */
    private Shape cellShape(int c) {
        if (hex()) {
            return hexagon(c, 0.97);
        }
        if (points()) {
            return new Ellipse2D.Double(centerX(c) - unit * 0.45, centerY(c) - unit * 0.45, unit * 0.9, unit * 0.9);
        }
        return new Rectangle2D.Double(centerX(c) - unit / 2, centerY(c) - unit / 2, unit, unit);
    }

    private Path2D.Double hexagon(int c, double scale) {
        double r = unit / SQRT3 * scale; // circumradius of a pointy-top hexagon whose width is one unit
        Path2D.Double hexagon = new Path2D.Double();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k - 30);
            double px = centerX(c) + r * Math.cos(a);
            double py = centerY(c) + r * Math.sin(a);
            if (k == 0) {
                hexagon.moveTo(px, py);
            } else {
                hexagon.lineTo(px, py);
            }
        }
        hexagon.closePath();
        return hexagon;
    }

    private void drawSquares(Graphics2D g) {
        int rows = board.rows();
        int cols = board.columns();
        int[] cellAt = cellGrid(rows, cols);
        // Where only every other square is played (draughts), the played squares are the dark ones.
        boolean checkered = board.cells() * 2 <= rows * cols + 1;
        int darkParity = board.cells() == 0 ? 0 : (board.cellRow()[0] + board.cellColumn()[0]) & 1;
        for (int r = 0; r < rows; r++) {
            for (int x = 0; x < cols; x++) {
                int c = cellAt[r * cols + x];
                if (c < 0 && !checkered) {
                    continue; // not part of the board (a hole, a cut corner)
                }
                Rectangle2D.Double sq = new Rectangle2D.Double(left + x * unit, top + r * unit, unit, unit);
                Ground ground = c < 0 ? Ground.BOARD : grounds[c];
                switch (ground) {
                    case GRID -> {
                        g.setColor(GRID_SQUARE);
                        g.fill(sq);
                        g.setColor(GRID_LINE);
                        g.setStroke(new BasicStroke((float) Math.max(0.6, unit * 0.03)));
                        g.draw(sq);
                    }
                    case FRAME -> {
                        group(g, Map.of("class", "frame", "data-cell", board.cellNames().get(c)));
                        g.setColor(FRAME_SQUARE);
                        g.fill(sq);
                        endGroup(g);
                    }
                    default -> {
                        g.setColor(((r + x) & 1) == darkParity ? DARK_SQUARE : LIGHT_SQUARE);
                        g.fill(sq);
                    }
                }
                if (c >= 0) {
                    drawMark(g, c, sq);
                }
                if (c >= 0 && marked[c]) {
                    g.setColor(MARK);
                    g.setStroke(new BasicStroke((float) (unit * 0.08)));
                    g.draw(new Rectangle2D.Double(sq.x + unit * 0.04, sq.y + unit * 0.04, unit * 0.92, unit * 0.92));
                }
            }
        }
        g.setColor(LINE);
        g.setStroke(new BasicStroke(1.5f));
        g.draw(new Rectangle2D.Double(left, top, cols * unit, rows * unit));
    }

    /** Draughts square numbers, drawn over the pieces in the square's corner so no piece hides them. */
    private void drawSquareNumbers(Graphics2D g) {
        Font small = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(6, (int) (unit * 0.19)));
        g.setFont(small);
        for (int c = 0; c < board.cells(); c++) {
            float x = (float) (centerX(c) - unit * 0.46);
            float y = (float) (centerY(c) - unit * 0.46 + small.getSize());
            g.setColor(new Color(0xF4, 0xEA, 0xD2));
            g.drawString(board.cellNames().get(c), x, y);
        }
    }

    private void drawHexCells(Graphics2D g) {
        for (int c = 0; c < board.cells(); c++) {
            Path2D.Double hexagon = hexagon(c, 0.97);
            boolean tile = grounds[c] == Ground.TILE;
            g.setColor(marked[c] ? MARK : tile ? TILE_FILL : HEX_FILL);
            g.fill(hexagon);
            if (tile) {
                // a raised tile: a lighter face inside the edge
                g.setColor(new Color(255, 255, 255, 70));
                g.fill(hexagon(c, 0.78));
            }
            drawMark(g, c, hexagon);
            g.setColor(tile ? TILE_EDGE : HEX_EDGE);
            g.setStroke(new BasicStroke(tile ? (float) Math.max(1.5, unit * 0.05) : 1.2f));
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
                double m = unit * 0.46;
                g.fill(new Ellipse2D.Double(centerX(c) - m, centerY(c) - m, 2 * m, 2 * m));
            }
            g.setColor(LINE);
            g.fill(new Ellipse2D.Double(centerX(c) - dot, centerY(c) - dot, 2 * dot, 2 * dot));
        }
    }

    /** A special cell is tinted by its mark (blue water, violet castles, red for the rest) and shows the mark. */
    private void drawMark(Graphics2D g, int c, Shape cell) {
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
        Rectangle2D box = cell.getBounds2D();
        g.drawString(String.valueOf(m), (float) (box.getCenterX() + unit * 0.22), (float) (box.getCenterY() + unit * 0.38));
    }

    private Font labelFont() {
        return new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(7, (int) (unit * 0.3)));
    }

    private void drawLabels(Graphics2D g) {
        g.setFont(labelFont());
        g.setColor(LABEL);
        FontMetrics fm = g.getFontMetrics();
        group(g, Map.of("class", "coordinates"));
        for (Label l : labels) {
            g.drawString(l.text(), (float) (l.x() - fm.stringWidth(l.text()) / 2.0),
                    (float) (l.y() + (fm.getAscent() - fm.getDescent()) / 2.0));
        }
        endGroup(g);
    }

    private double legendHeight() {
        double h = 0;
        if (!legendKinds.isEmpty()) {
            h += legendRows() * unit * 0.75 + unit * 0.2;
        }
        if (!markLegend.isEmpty()) {
            h += unit * 0.6;
        }
        return h;
    }

    private int legendColumns() {
        return Math.max(1, (int) ((width - unit * 0.4) / (unit * 3.2)));
    }

    private int legendRows() {
        return (legendKinds.size() + legendColumns() - 1) / legendColumns();
    }

    /** Each kind with a symbol, drawn as on the board and named; then what the cell marks mean. */
    private void drawLegend(Graphics2D g) {
        if (legendKinds.isEmpty() && markLegend.isEmpty()) {
            return;
        }
        group(g, Map.of("class", "legend"));
        Font f = labelFont();
        g.setFont(f);
        double r = unit * 0.28;
        int cols = legendColumns();
        double y = boardBottom;
        for (int i = 0; i < legendKinds.size(); i++) {
            String kind = legendKinds.get(i);
            double x = unit * 0.4 + (i % cols) * unit * 3.2 + r;
            double cy = y + (i / cols) * unit * 0.75 + r;
            Piece sample = kind.equals("mountain") ? Piece.terrain(kind) : Piece.of(kind, 0);
            PieceStyle style = PieceStyle.of(sample, colours.get(0));
            Shape box = new Rectangle2D.Double(x - r * 1.2, cy - r * 1.2, r * 2.4, r * 2.4);
            PiecePainter.paint(g, sample, style, x, cy, r, box, colours);
            g.setFont(f);
            g.setColor(LABEL);
            g.drawString(kind, (float) (x + r * 1.6), (float) (cy + f.getSize() * 0.35));
        }
        if (!markLegend.isEmpty()) {
            double my = y + (legendKinds.isEmpty() ? 0 : legendRows() * unit * 0.75 + unit * 0.2) + f.getSize();
            g.setColor(LABEL);
            g.drawString(markLegend, (float) (unit * 0.4), (float) my);
        }
        endGroup(g);
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
        return !hex() && !board.cellNames().isEmpty() && board.cellNames().get(0).chars().allMatch(Character::isDigit);
    }
}
