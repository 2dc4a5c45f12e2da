package org.ansuz.engine.spi;

/**
 * Capability of a position whose game Scan's Hub protocol can carry: moves in Hub form (from, to,
 * then the captured squares: {@code 32x21x17x26}) and positions as Hub's {@code pos} text (the side to
 * move, then one character per playable square). The Hub dialect and the match runner's Hub client
 * offer only games whose positions have it, and leave both forms to the game.
 */
public interface HubNotation {

    /** The move in Hub form. */
    String hubMoveText(long move);

    /** This position as Hub's {@code pos} text, the side to move in upper case. */
    String hubPosition();

    /**
     * The FEN of the position a Hub {@code pos} text describes on this game's board (the receiver
     * only names the game: its own placement does not matter).
     *
     * @throws NotationException when the text does not describe a position of this game
     */
    String fenOfHubPosition(String hubPosition) throws NotationException;
}
