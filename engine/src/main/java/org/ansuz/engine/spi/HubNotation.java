package org.ansuz.engine.spi;

/**
 * Capability of a position whose moves can be written in Scan's Hub form (from, to, then the
 * captured squares: {@code 32x21x17x26}). The Hub dialect offers only games whose positions have it.
 */
public interface HubNotation {

    /** The move in Hub form. */
    String hubMoveText(long move);
}
