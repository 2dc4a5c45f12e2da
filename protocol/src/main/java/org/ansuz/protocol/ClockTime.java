package org.ansuz.protocol;

/**
 * The one conversion of a time a GUI sends (UGI milliseconds, Hub seconds, CECP seconds, minutes or
 * centiseconds) into the milliseconds of {@link org.ansuz.engine.search.SearchLimits}, for every dialect. A huge
 * value means "effectively unlimited" and is held at {@link #MAX_MS}, so that no deadline computed from
 * it in nanoseconds can overflow into "move at once".
 */
public final class ClockTime {
    /** About 11.6 days: far beyond any game, far below an overflow of {@code ms * 1_000_000}. */
    public static final long MAX_MS = 1_000_000_000L;

    private ClockTime() {
    }

    /**
     * {@code value} units of {@code unitMs} milliseconds each, held within {@code [0, MAX_MS]}; {@code -1}
     * for a value that is no time at all (negative, NaN).
     */
    public static long ms(double value, double unitMs) {
        double ms = value * unitMs;
        if (!(ms >= 0)) {
            return -1;
        }
        return ms >= MAX_MS ? MAX_MS : (long) ms;
    }
}
