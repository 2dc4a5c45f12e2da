package org.ansuz.protocol.render;

import java.awt.Color;

/**
 * How one piece symbol looks in a picture. Position texts name pieces by letters: {@code w}/{@code b} are the
 * white and black men, marbles or stones of most games (upper case: a crowned piece); in games with many kinds
 * of piece the letter says the kind and its case the side (upper case: the first player). The letter is printed
 * on the piece wherever it says more than the colour does, so every kind can be told apart at a glance.
 *
 * @param fill    the body colour
 * @param ink     outline and letter colour
 * @param label   the letter drawn on the piece, or empty
 * @param crowned whether the piece wears a crown ring (a draughts king)
 */
record PieceStyle(Color fill, Color ink, String label, boolean crowned) {
    static final Color LIGHT = new Color(0xF4, 0xEE, 0xDC);
    static final Color DARK = new Color(0x2B, 0x2B, 0x30);
    static final Color LIGHT_INK = new Color(0x20, 0x20, 0x20);
    static final Color DARK_INK = new Color(0xF0, 0xF0, 0xF0);

    /** The style of {@code text}, the content of a cell ({@code "."} or empty: nothing to draw). */
    static PieceStyle of(String text) {
        if (text == null || text.isEmpty() || ".".equals(text)) {
            return null;
        }
        char c = text.charAt(0);
        if (text.length() > 1) {
            // A stack, written bottom to top: the top piece's colour, its height as the label.
            PieceStyle top = of(text.substring(text.length() - 1));
            return new PieceStyle(top.fill, top.ink, Integer.toString(text.length()), false);
        }
        switch (c) {
            case 'w':
                return new PieceStyle(LIGHT, LIGHT_INK, "", false);
            case 'W':
                return new PieceStyle(LIGHT, LIGHT_INK, "", true);
            case 'b':
                return new PieceStyle(DARK, DARK_INK, "", false);
            case 'B':
                return new PieceStyle(DARK, DARK_INK, "", true);
            default:
                break;
        }
        if (Character.isUpperCase(c)) {
            return new PieceStyle(LIGHT, LIGHT_INK, String.valueOf(c), false);
        }
        if (Character.isLowerCase(c)) {
            return new PieceStyle(DARK, DARK_INK, String.valueOf(Character.toUpperCase(c)), false);
        }
        // Neutral pieces (a Thudstone, a Rock, a ball) are written with other characters.
        return new PieceStyle(new Color(0x8A, 0x8F, 0x98), LIGHT_INK, String.valueOf(c), false);
    }
}
