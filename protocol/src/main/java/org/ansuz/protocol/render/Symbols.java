package org.ansuz.protocol.render;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Map;

/**
 * The symbol of each piece kind that carries one, drawn by this code (no font, no image): shapes in a box from
 * -1 to 1 on both axes (y grows downwards), scaled onto the piece. A kind without a symbol here is written by
 * its initial instead.
 */
final class Symbols {
    private static final Map<String, Shape> SHAPES = Map.ofEntries(
            Map.entry("king", crown(3)),
            Map.entry("connet", crown(5)),
            Map.entry("prince", coronet()),
            Map.entry("rabble", union(circle(0, -0.38, 0.22), poly(-0.38, 0.55, 0.38, 0.55, 0.2, -0.12, -0.2, -0.12))),
            Map.entry("spears", union(line(-0.3, 0.7, -0.3, -0.3, 0.12), poly(-0.3, -0.8, -0.12, -0.3, -0.48, -0.3),
                    line(0.3, 0.7, 0.3, -0.3, 0.12), poly(0.3, -0.8, 0.48, -0.3, 0.12, -0.3))),
            Map.entry("light horse", horseshoe(0.16)),
            Map.entry("heavy horse", union(horseshoe(0.24), new Rectangle2D.Double(-0.6, 0.58, 1.2, 0.16))),
            Map.entry("elephant", union(new Ellipse2D.Double(-0.62, -0.45, 1.05, 0.7),
                    new Rectangle2D.Double(-0.5, 0.1, 0.2, 0.5), new Rectangle2D.Double(0.08, 0.1, 0.2, 0.5),
                    stroke(curve(0.35, -0.2, 0.75, 0.0, 0.6, 0.65), 0.14), circle(0.42, -0.42, 0.2))),
            Map.entry("crossbows", union(stroke(new Arc2D.Double(-0.7, -0.75, 1.4, 1.0, 20, 140, Arc2D.OPEN), 0.12),
                    line(-0.66, -0.08, 0.66, -0.08, 0.06), line(0, -0.7, 0, 0.75, 0.14), poly(0, -0.85, 0.15, -0.6, -0.15, -0.6))),
            Map.entry("trebuchet", union(line(-0.55, 0.65, 0, -0.05, 0.12), line(0.55, 0.65, 0, -0.05, 0.12),
                    line(-0.7, 0.65, 0.7, 0.65, 0.12), line(0.4, 0.25, -0.75, -0.7, 0.1),
                    new Rectangle2D.Double(0.25, 0.12, 0.3, 0.3))),
            Map.entry("dragon", union(poly(0, -0.7, 0.16, -0.05, 0, 0.75, -0.16, -0.05),
                    poly(0.1, -0.15, 0.9, -0.6, 0.7, -0.05, 0.82, 0.2, 0.12, 0.15),
                    poly(-0.1, -0.15, -0.9, -0.6, -0.7, -0.05, -0.82, 0.2, -0.12, 0.15))),
            Map.entry("tower", union(poly(-0.5, -0.2, -0.5, -0.65, -0.3, -0.65, -0.3, -0.45, -0.1, -0.45, -0.1, -0.65,
                    0.1, -0.65, 0.1, -0.45, 0.3, -0.45, 0.3, -0.65, 0.5, -0.65, 0.5, -0.2),
                    new Rectangle2D.Double(-0.35, -0.25, 0.7, 0.7), new Rectangle2D.Double(-0.55, 0.45, 1.1, 0.22))),
            Map.entry("ritter", poly(-0.45, 0.65, 0.5, 0.65, 0.42, 0.05, 0.25, -0.4, 0.05, -0.72, -0.05, -0.52,
                    -0.42, -0.32, -0.62, 0.02, -0.48, 0.14, -0.15, 0.0, -0.12, 0.22)),
            Map.entry("knecht", pawn(circle(0, -0.42, 0.24))),
            Map.entry("ver knecht", pawn(poly(0, -0.78, 0.24, -0.42, 0, -0.08, -0.24, -0.42))),
            Map.entry("scout", union(stroke(lens(), 0.12), circle(0, 0, 0.2))));

    private Symbols() {
    }

    /** The symbol of {@code kind} in the unit box, or {@code null} where the kind has none. */
    static Shape of(String kind) {
        return SHAPES.get(kind);
    }

    /** A chess pawn's outline with the given head; also Breakthrough's pawn. */
    static Shape pawn(Shape head) {
        return union(head, poly(-0.18, -0.2, 0.18, -0.2, 0.34, 0.45, -0.34, 0.45),
                new Rectangle2D.Double(-0.52, 0.42, 1.04, 0.24));
    }

    /** {@code shape} scaled from the unit box to radius {@code r} around ({@code cx}, {@code cy}). */
    static Shape place(Shape shape, double cx, double cy, double r) {
        AffineTransform t = new AffineTransform();
        t.translate(cx, cy);
        t.scale(r, r);
        return t.createTransformedShape(shape);
    }

    private static Shape crown(int points) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(-0.62, 0.5);
        p.lineTo(0.62, 0.5);
        p.lineTo(0.62, 0.22);
        Area a = new Area();
        for (int i = points - 1; i >= 0; i--) {
            double x = -0.72 + 1.44 * i / (points - 1);
            double tipY = i == points / 2 ? -0.62 : -0.42;
            p.lineTo(x, tipY);
            a.add(new Area(circle(x, tipY - 0.08, 0.1)));
            if (i > 0) {
                p.lineTo(x - 0.72 / (points - 1), 0.0);
            }
        }
        p.lineTo(-0.62, 0.22);
        p.closePath();
        a.add(new Area(p));
        return a;
    }

    private static Shape coronet() {
        return union(new Rectangle2D.Double(-0.55, 0.02, 1.1, 0.34), circle(-0.42, -0.12, 0.15), circle(0, -0.2, 0.17),
                circle(0.42, -0.12, 0.15));
    }

    private static Shape horseshoe(double width) {
        return union(stroke(new Arc2D.Double(-0.5, -0.6, 1.0, 1.1, -65, 310, Arc2D.OPEN), width));
    }

    private static Shape lens() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(-0.8, 0);
        p.quadTo(0, -0.75, 0.8, 0);
        p.quadTo(0, 0.75, -0.8, 0);
        p.closePath();
        return p;
    }

    private static Shape curve(double x0, double y0, double cx, double cy, double x1, double y1) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x0, y0);
        p.quadTo(cx, cy, x1, y1);
        return p;
    }

    static Shape circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    static Shape poly(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }

    private static Shape line(double x0, double y0, double x1, double y1, double width) {
        return stroke(new Line2D.Double(x0, y0, x1, y1), width);
    }

    private static Shape stroke(Shape s, double width) {
        return new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(s);
    }

    static Shape union(Shape... parts) {
        Area a = new Area();
        for (Shape s : parts) {
            a.add(new Area(s));
        }
        return a;
    }
}
