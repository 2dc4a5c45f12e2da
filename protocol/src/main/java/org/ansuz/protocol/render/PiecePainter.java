package org.ansuz.protocol.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.Shape;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.Piece;

/** Paints one piece in its {@link PieceStyle}: the figures, stones, columns and terrain of every game's set. */
final class PiecePainter {
    private static final Color SHADOW = new Color(0, 0, 0, 60);
    private static final Color TERRAIN = new Color(0x9C, 0x8A, 0x6E);
    private static final Color ROCK_FACE = new Color(0x6E, 0x66, 0x5A);
    private static final Color SNOW = new Color(0xF7, 0xF7, 0xF2);

    private PiecePainter() {
    }

    /**
     * Paints {@code piece} centred on ({@code cx}, {@code cy}) with body radius {@code r}; {@code cell} is the
     * cell's outline (terrain fills it), {@code colours} the colour of each side's set.
     */
    static void paint(Graphics2D g, Piece piece, PieceStyle style, double cx, double cy, double r, Shape cell,
                      List<String> colours) {
        switch (style.figure()) {
            case MOUNTAIN -> mountain(g, cx, cy, r, cell);
            case BOULDER -> boulder(g, cx, cy, r);
            case COLUMN -> column(g, piece, cx, cy, r, colours);
            case PAWN -> figure(g, style, Symbols.place(Symbols.pawn(Symbols.circle(0, -0.42, 0.24)), cx, cy, r * 1.1), cx, cy, r);
            case DWARF -> dwarf(g, style, cx, cy, r);
            case TROLL -> troll(g, style, cx, cy, r);
            case MARBLE -> marble(g, style, cx, cy, r);
            default -> disc(g, style, cx, cy, r);
        }
    }

    /** A stone, a man or a token: a disc, a rim for a man, the symbol or crown on top. */
    private static void disc(Graphics2D g, PieceStyle style, double cx, double cy, double r) {
        Ellipse2D body = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.setColor(SHADOW);
        g.fill(new Ellipse2D.Double(cx - r + r * 0.08, cy - r + r * 0.13, 2 * r, 2 * r));
        g.setColor(style.fill());
        g.fill(body);
        g.setColor(style.edge());
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.08)));
        g.draw(body);
        switch (style.figure()) {
            case STONE -> {
                // a soft sheen, as on a polished stone
                g.setColor(new Color(255, 255, 255, style.fill() == PieceStyle.IVORY ? 90 : 45));
                g.fill(new Ellipse2D.Double(cx - r * 0.55, cy - r * 0.65, r * 0.7, r * 0.45));
            }
            case MAN, CROWNED -> {
                double k = r * 0.68;
                g.setStroke(new BasicStroke((float) Math.max(1, r * 0.07)));
                g.setColor(style.edge());
                g.draw(new Ellipse2D.Double(cx - k, cy - k, 2 * k, 2 * k));
                if (style.figure() == PieceStyle.Figure.CROWNED) {
                    Shape crown = Symbols.place(Symbols.of("king"), cx, cy, r * 0.62);
                    g.setColor(PieceStyle.GOLD);
                    g.fill(crown);
                    g.setColor(new Color(0x6A, 0x4A, 0x08));
                    g.setStroke(new BasicStroke((float) Math.max(0.6, r * 0.04)));
                    g.draw(crown);
                }
            }
            case TOKEN -> symbol(g, style, cx, cy, r);
            default -> { }
        }
    }

    /** The kind's symbol on a token, or its initial where it has none. */
    static void symbol(Graphics2D g, PieceStyle style, double cx, double cy, double r) {
        Shape s = Symbols.of(style.symbol());
        g.setColor(style.ink());
        if (s != null) {
            g.fill(Symbols.place(s, cx, cy, r * 0.72));
            return;
        }
        String initial = style.symbol().isEmpty() ? "?" : style.symbol().substring(0, 1).toUpperCase(Locale.ROOT);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) (r * 1.1))));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(initial, (float) (cx - fm.stringWidth(initial) / 2.0), (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0));
    }

    private static void marble(Graphics2D g, PieceStyle style, double cx, double cy, double r) {
        g.setColor(SHADOW);
        g.fill(new Ellipse2D.Double(cx - r + r * 0.1, cy - r + r * 0.15, 2 * r, 2 * r));
        Color light = style.fill() == PieceStyle.EBONY ? new Color(0x8A, 0x8A, 0x94) : Color.WHITE;
        Color dark = style.fill() == PieceStyle.EBONY ? new Color(0x10, 0x10, 0x14) : new Color(0xC9, 0xBF, 0xA6);
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx - r * 0.35, cy - r * 0.4), (float) (r * 1.5),
                new float[] {0f, 0.45f, 1f}, new Color[] {light, style.fill(), dark}));
        g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setColor(style.edge());
        g.setStroke(new BasicStroke((float) Math.max(0.8, r * 0.04)));
        g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    /** A figure standing on the cell: its shadow, its body, its outline. */
    private static void figure(Graphics2D g, PieceStyle style, Shape body, double cx, double cy, double r) {
        g.setColor(SHADOW);
        g.fill(new Ellipse2D.Double(cx - r * 0.7, cy + r * 0.55, r * 1.4, r * 0.4));
        g.setColor(style.fill());
        g.fill(body);
        g.setColor(style.edge());
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.07), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(body);
    }

    /** A dwarf: short and broad, a steel helmet, a beard, an axe. */
    private static void dwarf(Graphics2D g, PieceStyle style, double cx, double cy, double r) {
        Shape axe = Symbols.place(Symbols.union(Symbols.poly(0.7, 0.72, 0.78, 0.72, 0.8, -0.4, 0.72, -0.4),
                Symbols.poly(0.76, -0.38, 1.02, -0.52, 1.02, -0.05, 0.76, -0.18)), cx, cy, r);
        g.setColor(new Color(0x9A, 0xA3, 0xAD));
        g.fill(axe);
        g.setColor(style.edge());
        g.setStroke(new BasicStroke((float) Math.max(0.8, r * 0.05)));
        g.draw(axe);
        Shape body = Symbols.place(Symbols.union(new RoundRectangle2D.Double(-0.62, -0.05, 1.24, 0.82, 0.4, 0.4),
                Symbols.circle(0, -0.3, 0.32)), cx, cy, r);
        figure(g, style, body, cx, cy, r);
        g.setColor(new Color(0x9A, 0xA3, 0xAD));
        Shape helmet = Symbols.place(Symbols.union(new Arc2D.Double(-0.38, -0.72, 0.76, 0.7, 0, 180,
                Arc2D.CHORD), Symbols.poly(-0.44, -0.37, 0.44, -0.37, 0.44, -0.3, -0.44, -0.3)), cx, cy, r);
        g.fill(helmet);
        g.setColor(style.edge());
        g.setStroke(new BasicStroke((float) Math.max(0.8, r * 0.05)));
        g.draw(helmet);
        g.setColor(new Color(0x2A, 0x22, 0x1A));
        g.fill(Symbols.place(Symbols.union(Symbols.circle(-0.11, -0.245, 0.045), Symbols.circle(0.11, -0.245, 0.045)), cx, cy, r));
        g.setColor(new Color(0xB0, 0x6A, 0x2C));
        Shape beard = Symbols.place(Symbols.poly(-0.3, -0.18, 0.3, -0.18, 0.14, 0.3, 0, 0.5, -0.14, 0.3), cx, cy, r);
        g.fill(beard);
        g.setColor(style.edge());
        g.draw(beard);
    }

    /** A troll: hunched and hulking, long arms, a club, tusks. */
    private static void troll(Graphics2D g, PieceStyle style, double cx, double cy, double r) {
        double k = r * 1.12;
        Path2D.Double torso = new Path2D.Double();
        torso.moveTo(-0.5, -0.2);
        torso.quadTo(0, -0.42, 0.5, -0.2);
        torso.lineTo(0.4, 0.55);
        torso.lineTo(-0.4, 0.55);
        torso.closePath();
        Shape body = Symbols.place(Symbols.union(torso, Symbols.circle(0, -0.42, 0.27),
                new Rectangle2D.Double(-0.36, 0.45, 0.28, 0.36),
                new Rectangle2D.Double(0.08, 0.45, 0.28, 0.36),
                Symbols.poly(-0.5, -0.2, -0.82, 0.12, -0.76, 0.62, -0.56, 0.62, -0.58, 0.18, -0.42, 0.02),
                Symbols.poly(0.5, -0.2, 0.82, 0.12, 0.76, 0.62, 0.56, 0.62, 0.58, 0.18, 0.42, 0.02)), cx, cy, k);
        Shape club = Symbols.place(Symbols.poly(0.62, 0.66, 0.74, 0.7, 1.0, -0.28, 0.76, -0.38), cx, cy, k);
        g.setColor(new Color(0x6B, 0x4A, 0x2A));
        g.fill(club);
        figure(g, style, body, cx, cy, r);
        g.setColor(style.edge());
        g.draw(club);
        // eyes and tusks make it a creature, not a blot
        g.setColor(new Color(0xF2, 0xE8, 0xC8));
        g.fill(Symbols.place(Symbols.union(Symbols.circle(-0.1, -0.48, 0.055), Symbols.circle(0.1, -0.48, 0.055),
                Symbols.poly(-0.14, -0.3, -0.06, -0.3, -0.11, -0.42), Symbols.poly(0.14, -0.3, 0.06, -0.3, 0.11, -0.42)),
                cx, cy, k));
    }

    /** A grey boulder: nobody's piece. */
    private static void boulder(Graphics2D g, double cx, double cy, double r) {
        Shape rock = Symbols.place(Symbols.poly(-0.85, 0.35, -0.7, -0.3, -0.3, -0.75, 0.25, -0.7, 0.75, -0.4, 0.9, 0.2,
                0.6, 0.7, -0.1, 0.8, -0.6, 0.7), cx, cy, r * 1.05);
        g.setColor(ROCK_FACE);
        g.fill(rock);
        g.setColor(new Color(0x9A, 0x93, 0x88));
        g.fill(Symbols.place(Symbols.poly(-0.6, -0.25, -0.25, -0.62, 0.25, -0.58, 0.1, -0.1, -0.45, 0.1), cx, cy, r * 1.05));
        g.setColor(new Color(0x3C, 0x37, 0x30));
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(rock);
    }

    /** Peaks with snow caps over the whole cell, in the ground's colours. */
    private static void mountain(Graphics2D g, double cx, double cy, double r, Shape cell) {
        g.setColor(TERRAIN);
        g.fill(cell);
        Shape back = Symbols.place(Symbols.poly(-0.1, 0.55, 0.38, -0.45, 0.9, 0.55), cx, cy, r);
        Shape front = Symbols.place(Symbols.poly(-0.9, 0.6, -0.25, -0.7, 0.45, 0.6), cx, cy, r);
        g.setColor(new Color(0x7A, 0x6E, 0x5E));
        g.fill(back);
        g.setColor(ROCK_FACE.darker());
        g.fill(front);
        g.setColor(SNOW);
        g.fill(Symbols.place(Symbols.poly(-0.25, -0.7, -0.05, -0.3, -0.18, -0.38, -0.3, -0.25, -0.45, -0.3), cx, cy, r));
        g.fill(Symbols.place(Symbols.poly(0.38, -0.45, 0.55, -0.15, 0.38, -0.22, 0.25, -0.15), cx, cy, r));
    }

    /** Stones stacked bottom to top, each in its own side's colour, the height on a badge. */
    private static void column(Graphics2D g, Piece piece, double cx, double cy, double r, List<String> colours) {
        int h = piece.height();
        double ry = r * 0.62;
        double step = Math.min(r * 0.3, r * 1.1 / (h - 1));
        double base = cy + (h - 1) * step / 2 + ry * 0.2;
        for (int k = 0; k < h; k++) {
            int side = piece.layers().get(k);
            double y = base - k * step;
            Color fill = side == Piece.NEUTRAL ? PieceStyle.STONE_GREY : PieceStyle.fillOf(colours.get(side));
            Ellipse2D.Double stone = new Ellipse2D.Double(cx - r, y - ry, 2 * r, 2 * ry);
            g.setColor(k == 0 ? SHADOW : fill.darker());
            g.fill(new Ellipse2D.Double(cx - r, y - ry + step * 0.6, 2 * r, 2 * ry));
            g.setColor(fill);
            g.fill(stone);
            g.setColor(fill == PieceStyle.EBONY ? new Color(0x90, 0x90, 0x98) : fill.darker().darker());
            g.setStroke(new BasicStroke((float) Math.max(0.8, r * 0.06)));
            g.draw(stone);
        }
        // the height, on a badge at the top right of the column
        String text = Integer.toString(h);
        double b = r * 0.42;
        double bx = cx + r * 0.72;
        double by = base - (h - 1) * step - ry * 0.9;
        g.setColor(new Color(0x20, 0x20, 0x20));
        g.fill(new Ellipse2D.Double(bx - b, by - b, 2 * b, 2 * b));
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) (b * 1.3))));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) (bx - fm.stringWidth(text) / 2.0), (float) (by + (fm.getAscent() - fm.getDescent()) / 2.0));
    }
}
