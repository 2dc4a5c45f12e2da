package org.ansuz.engine.spi;

import java.util.List;

/**
 * Capability of a variant that XBoard (CECP) can show as an engine-defined variant: its board and
 * pieces for the {@code setup} and {@code piece} lines, and the translation between XBoard's FEN and
 * move texts and the variant's own. The CECP dialect offers only variants that have it.
 */
public interface XboardVariant {

    /** {@code (PIECETOCHAR) WxH+S_PARENT}: the piece letters in XBoard's piece-type order and the board. */
    String xboardBoard();

    /** The {@code piece} lines' arguments: a piece letter and its moves in Betza notation ({@code R WDH}). */
    List<String> xboardPieces();

    /** The position as XBoard's FEN ({@code placement side castling ep halfmove fullmove}). */
    String xboardFen(Position pos);

    /** The variant's own position text for an XBoard FEN ({@code setboard}). */
    String fromXboardFen(String fen) throws NotationException;

    /** A move as XBoard should show it (e.g. with the letter of an automatic transformation). */
    default String xboardMoveText(Position pos, long move) {
        return pos.moveText(move);
    }

    /**
     * What XBoard will not show about {@code move} (played from {@code pos}), for a {@code telluser} line
     * (Chess-T: an exchange removes both pieces), or {@code null}.
     */
    default String xboardNote(Position pos, long move) {
        return null;
    }
}
