package org.ansuz.protocol.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.Position;
import org.jfree.svg.SVGGraphics2D;

/** A picture of a position, written as SVG or PNG: one drawing routine ({@link BoardPicture}), two outputs. */
public final class Picture {
    private final BoardPicture drawing;

    private Picture(BoardPicture drawing) {
        this.drawing = drawing;
    }

    /**
     * The picture of {@code pos} on {@code board} (the variant's, or the position's own where its board changes); with {@code markLastMove}, the cells the last played move changed
     * are highlighted (found by undoing it on a copy, so every game's moves are marked the same way).
     */
    public static Picture of(Board board, Position pos, boolean markLastMove, int width) {
        String[] texts = cellTexts(board, pos);
        boolean[] marked = null;
        if (markLastMove && pos.plies() > 0) {
            Position before = pos.copy();
            before.undo();
            String[] old = cellTexts(board, before);
            marked = new boolean[board.cells()];
            for (int c = 0; c < marked.length; c++) {
                marked[c] = !old[c].equals(texts[c]);
            }
        }
        char[] marks = null;
        if (pos instanceof CellMarks cellMarks) {
            marks = new char[board.cells()];
            for (int c = 0; c < marks.length; c++) {
                marks[c] = cellMarks.markAt(c);
            }
        }
        return new Picture(new BoardPicture(board, texts, marked, board.lines(), marks, width));
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
        return g.getSVGDocument();
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
