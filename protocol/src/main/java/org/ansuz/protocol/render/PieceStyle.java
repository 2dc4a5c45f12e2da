package org.ansuz.protocol.render;

import java.awt.Color;
import org.ansuz.engine.spi.Piece;

/**
 * How one piece looks in a picture, decided from what the game says stands there ({@link Piece}: its kind, its
 * side, its column) and the colour of that side's set; never guessed from letters.
 *
 * @param figure what is drawn
 * @param fill   the body colour
 * @param edge   the outline colour
 * @param ink    the colour of a symbol drawn on the body
 * @param symbol the kind whose symbol a {@link Figure#TOKEN} carries ({@link Symbols}), empty for none
 */
record PieceStyle(Figure figure, Color fill, Color edge, Color ink, String symbol) {
    static final Color IVORY = new Color(0xF4, 0xEE, 0xDC);
    static final Color EBONY = new Color(0x2B, 0x2B, 0x30);
    static final Color RED = new Color(0xC0, 0x39, 0x2B);
    static final Color STONE_GREY = new Color(0x8E, 0x8A, 0x82);
    static final Color GOLD = new Color(0xD4, 0xA0, 0x17);

    /** The shapes a piece can take. */
    enum Figure {
        /** A plain flat stone (the point-and-line games, GESS, Ordo, Epaminondas, Magyar's single stones). */
        STONE,
        /** A draughts man: a disc with a raised rim. */
        MAN,
        /** A man wearing a gold crown (a draughts king, a Cyvasse or Chess-T king). */
        CROWNED,
        /** A glass marble (Abalone). */
        MARBLE,
        /** A chess pawn seen from the side (Breakthrough). */
        PAWN,
        /** Stones stacked into a column, each in its own side's colour, with the height written beside it. */
        COLUMN,
        /** A disc carrying the symbol of its kind (Cyvasse, Chess-T, Dablot's prince). */
        TOKEN,
        /** A short, broad, bearded figure (Thud). */
        DWARF,
        /** A tall, hulking figure (Thud). */
        TROLL,
        /** A grey boulder belonging to nobody (the Thudstone, Koom Valley's Rock). */
        BOULDER,
        /** Mountain peaks filling the cell: terrain, in no side's colour (Cyvasse). */
        MOUNTAIN
    }

    /** The style of {@code piece}, whose side's set is {@code colour} ({@code white}, {@code black}, {@code red}). */
    static PieceStyle of(Piece piece, String colour) {
        Figure figure = figureOf(piece);
        if (figure == Figure.MOUNTAIN || figure == Figure.BOULDER || piece.side() == Piece.NEUTRAL) {
            return new PieceStyle(figure, STONE_GREY, new Color(0x55, 0x52, 0x4C), Color.WHITE, "");
        }
        Color fill = fillOf(colour);
        Color edge = fill == EBONY ? new Color(0x0E, 0x0E, 0x10) : fill == RED ? new Color(0x6E, 0x1A, 0x12)
                : new Color(0x6B, 0x5B, 0x45);
        Color ink = fill == IVORY ? new Color(0x2A, 0x22, 0x1A) : Color.WHITE;
        return new PieceStyle(figure, fill, edge, ink, figure == Figure.TOKEN ? piece.kind() : "");
    }

    /** The body colour of a side's set. */
    static Color fillOf(String colour) {
        return switch (colour) {
            case "white" -> IVORY;
            case "red" -> RED;
            default -> EBONY;
        };
    }

    private static Figure figureOf(Piece piece) {
        if (piece.terrain()) {
            return piece.kind().equals("mountain") ? Figure.MOUNTAIN : Figure.BOULDER;
        }
        if (piece.height() > 1) {
            return Figure.COLUMN;
        }
        return switch (piece.kind()) {
            case "stone", "goose", "fox" -> Figure.STONE;
            case "man" -> Figure.MAN;
            case "king" -> Figure.CROWNED;
            case "marble" -> Figure.MARBLE;
            case "pawn" -> Figure.PAWN;
            case "dwarf" -> Figure.DWARF;
            case "troll" -> Figure.TROLL;
            case "rock", "thudstone" -> Figure.BOULDER;
            default -> Figure.TOKEN;
        };
    }
}
