package org.ansuz.engine.spi;

/**
 * Capability of a draughts variant: the games PDN records and Scan's Hub protocol know. The Hub
 * dialect offers exactly the variants that have it; game records carry a {@code GameType} tag where
 * the number is known.
 */
public interface PdnGameType {

    /** The PDN {@code GameType} number (20 international, 25 russian, ...), or 0 where PDN has none. */
    int pdnGameType();
}
