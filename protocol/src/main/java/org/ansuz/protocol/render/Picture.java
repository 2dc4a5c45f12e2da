package org.ansuz.protocol.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView.Ground;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/** A picture of a position, written as SVG or PNG: one drawing routine ({@link BoardPicture}), two outputs. */
public final class Picture {
    private final BoardPicture drawing;

    private Picture(BoardPicture drawing) {
        this.drawing = drawing;
    }

    /**
     * The picture of {@code pos} on {@code board} (the variant's; the position's own where its board changes, as
     * Magyar's tiles do, is used instead); with {@code markLastMove}, the cells the last played move changed are
     * highlighted (found by undoing it on a copy and comparing cell by cell name, so every game's moves are marked
     * the same way, and a tile that moved marks the one cell it moved to).
     */
    public static Picture of(Board board, Position pos, boolean markLastMove, int width) {
        Board drawn = pos.board() != null ? pos.board() : board;
        int n = drawn.cells();
        Piece[] pieces = new Piece[n];
        Ground[] grounds = new Ground[n];
        List<String> colours = List.of("white", "black");
        PieceView view = pos instanceof PieceView v ? v : null;
        if (view != null) {
            colours = List.of(view.sideColour(0), view.sideColour(1));
        }
        for (int c = 0; c < n; c++) {
            pieces[c] = view != null ? view.pieceAt(c) : unknownPiece(pos.cellText(c));
            grounds[c] = view != null ? view.groundAt(c) : Ground.BOARD;
        }
        boolean[] marked = markLastMove && pos.plies() > 0 ? lastMoveCells(drawn, board, pos) : null;
        char[] marks = null;
        String markLegend = "";
        if (pos instanceof CellMarks cellMarks) {
            marks = new char[n];
            for (int c = 0; c < n; c++) {
                marks[c] = cellMarks.markAt(c);
            }
            markLegend = cellMarks.markLegend();
        }
        return new Picture(new BoardPicture(drawn, pieces, grounds, colours, marked, marks, markLegend, width));
    }

    /** A game that does not say what its pieces are: each cell's text on a neutral token. */
    private static Piece unknownPiece(String text) {
        return text.isBlank() || ".".equals(text) ? null : Piece.of(text, Piece.NEUTRAL);
    }

    /** The cells of {@code drawn} whose content the last move changed, or that did not exist before it. */
    private static boolean[] lastMoveCells(Board drawn, Board variantBoard, Position pos) {
        Position before = pos.copy();
        before.undo();
        Board old = before.board() != null ? before.board() : variantBoard;
        Map<String, String> oldTexts = new HashMap<>();
        for (int c = 0; c < old.cells(); c++) {
            oldTexts.put(old.cellNames().get(c), before.cellText(c));
        }
        boolean[] marked = new boolean[drawn.cells()];
        for (int c = 0; c < marked.length; c++) {
            marked[c] = !pos.cellText(c).equals(oldTexts.get(drawn.cellNames().get(c)));
        }
        return marked;
    }

    /** What each cell of {@code board} holds at {@code pos}, as drawn ({@link Position#cellText}). */
    public static String[] cellTexts(Board board, Position pos) {
        String[] texts = new String[board.cells()];
        for (int c = 0; c < texts.length; c++) {
            texts[c] = pos.cellText(c);
        }
        return texts;
    }

    public BoardPicture drawing() {
        return drawing;
    }

    public String svg() {
        SVGGraphics2D g = new SVGGraphics2D(drawing.width(), drawing.height());
        drawing.draw(g);
        // the viewBox lets a page scale the picture to the room it has (CSS width/height) without cutting it
        return "<?xml version=\"1.0\"?>\n" + g.getSVGElement(null, true,
                new ViewBox(0, 0, drawing.width(), drawing.height()), null, null) + "\n";
    }

    public BufferedImage image() {
        BufferedImage img = new BufferedImage(drawing.width(), drawing.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            drawing.draw(g);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Writes an {@code .svg} or {@code .png} file, chosen by the file name's ending. */
    public void write(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            Files.writeString(file, svg(), StandardCharsets.UTF_8);
        } else if (name.endsWith(".png")) {
            // our own stream: ImageIO prints a stack trace of its own when it cannot open the file
            try (java.io.OutputStream stream = Files.newOutputStream(file)) {
                if (!ImageIO.write(image(), "png", stream)) {
                    throw new IOException("no PNG writer in this Java runtime");
                }
            }
        } else {
            throw new IOException("unknown picture type '" + file.getFileName() + "' (use a name ending in .svg or .png)");
        }
    }

    /** Whether {@code name} ends in a picture type {@link #write} knows. */
    public static boolean knownType(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".svg") || n.endsWith(".png");
    }
}
