package org.ansuz.protocol.match;

import java.io.Serializable;
import org.ansuz.engine.spi.Variant;

/**
 * How every game of a match is refereed: the variant (by name, so that a job can cross machines), the
 * limits and the timeouts of {@link GameReferee}.
 */
public record GameRules(String variant, MoveLimits limits, int maxPlies, long graceMs, long moveTimeoutMs,
                        long startTimeoutMs, long timeMarginMs) implements Serializable {

    /** The referee of these rules for {@code game} (the variant named by {@link #variant()}). */
    GameReferee referee(Variant game) {
        return new GameReferee(game, limits, maxPlies, graceMs, moveTimeoutMs, startTimeoutMs, timeMarginMs);
    }
}
