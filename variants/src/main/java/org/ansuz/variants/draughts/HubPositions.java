package org.ansuz.variants.draughts;

import org.ansuz.engine.spi.NotationException;

/**
 * Scan's Hub position text for draughts: the side to move ({@code W} or {@code B}), then one character
 * per playable square in PDN order, {@code w b} for men, {@code W B} for kings and {@code e} for an
 * empty square.
 */
final class HubPositions {
    private HubPositions() {
    }

    static String text(AbstractDraughtsPosition pos) {
        int squares = pos.g.cells;
        StringBuilder sb = new StringBuilder(squares + 1);
        sb.append(pos.color == 0 ? 'W' : 'B');
        for (int c = 0; c < squares; c++) {
            char s = pos.symbolAt(c);
            sb.append(s == 'w' || s == 'W' || s == 'b' || s == 'B' ? s : 'e');
        }
        return sb.toString();
    }

    /** {@code Wbbb...e...www} → {@code W:W31,32,...:B1,2,...} (kings with {@code K}); square {@code i} is character {@code i}. */
    static String fenOf(String hubPos, int squares) throws NotationException {
        if (hubPos.length() != squares + 1) {
            throw new NotationException("expected " + (squares + 1) + " characters (side + " + squares
                    + " squares), got " + hubPos.length());
        }
        char side = Character.toUpperCase(hubPos.charAt(0));
        if (side != 'W' && side != 'B') {
            throw new NotationException("side to move must be W or B, not " + hubPos.charAt(0));
        }
        StringBuilder white = new StringBuilder();
        StringBuilder black = new StringBuilder();
        for (int i = 1; i <= squares; i++) {
            char c = hubPos.charAt(i);
            StringBuilder list = switch (c) {
                case 'w', 'W' -> white;
                case 'b', 'B' -> black;
                case 'e', 'E' -> null;
                default -> throw new NotationException("bad square character '" + c + "' at square " + i);
            };
            if (list != null) {
                list.append(list.length() == 0 ? "" : ",").append(c == 'W' || c == 'B' ? "K" : "").append(i);
            }
        }
        return side + ":W" + white + ":B" + black;
    }
}
