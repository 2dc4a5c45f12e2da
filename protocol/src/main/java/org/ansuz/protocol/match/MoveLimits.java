package org.ansuz.protocol.match;

import java.io.Serializable;
import java.math.BigDecimal;

/**
 * What each {@code go} of a match says: a clock with increment (kept by the runner), or fixed
 * {@code movetime}, {@code depth} and/or {@code nodes}. A {@code 0} field is not given.
 */
public record MoveLimits(long baseMs, long incMs, long moveTimeMs, int depth, long nodes) implements Serializable {
    /** The longest time any setting of a match may give (about eleven days): sums of them cannot overflow. */
    public static final long MAX_MS = 1_000_000_000L;

    public boolean hasClock() {
        return baseMs > 0;
    }

    /** {@code 10+0.1} (seconds + increment seconds) or {@code 10} → a clock. */
    public static MoveLimits clock(String tc) {
        String[] parts = tc.trim().split("\\+", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("time control is SECONDS[+INCREMENT], not " + tc);
        }
        long base = millis(parts[0], tc);
        long inc = parts.length == 2 ? millis(parts[1], tc) : 0;
        if (base <= 0) {
            throw new IllegalArgumentException("time control needs a positive time: " + tc);
        }
        if (inc < 0) {
            throw new IllegalArgumentException("time control needs an increment of 0 or more: " + tc);
        }
        if (base > MAX_MS || inc > MAX_MS) {
            throw new IllegalArgumentException("time control beyond " + MAX_MS / 1000 + " seconds: " + tc);
        }
        return new MoveLimits(base, inc, 0, 0, 0);
    }

    private static long millis(String seconds, String tc) {
        try {
            BigDecimal ms = new BigDecimal(seconds.trim()).movePointRight(3);
            // Clamped before the conversion, which would wrap around; the caller rejects it then.
            return ms.max(BigDecimal.valueOf(-1)).min(BigDecimal.valueOf(MAX_MS + 1)).longValue();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("time control is SECONDS[+INCREMENT], not " + tc);
        }
    }

    /** The {@code go} command for the given remaining clocks ({@code [0]} = p1). */
    public String goCommand(long[] clocksMs) {
        if (hasClock()) {
            return "go p1time " + clocksMs[0] + " p2time " + clocksMs[1] + " p1inc " + incMs + " p2inc " + incMs;
        }
        StringBuilder sb = new StringBuilder("go");
        if (moveTimeMs > 0) {
            sb.append(" movetime ").append(moveTimeMs);
        }
        if (depth > 0) {
            sb.append(" depth ").append(depth);
        }
        if (nodes > 0) {
            sb.append(" nodes ").append(nodes);
        }
        return sb.toString();
    }

    /** The PGN {@code TimeControl} value: {@code 10+0.1}, or the fixed limits in words. */
    public String describe() {
        if (hasClock()) {
            return seconds(baseMs) + "+" + seconds(incMs);
        }
        StringBuilder sb = new StringBuilder();
        if (moveTimeMs > 0) {
            sb.append("movetime ").append(moveTimeMs).append("ms");
        }
        if (depth > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append("depth ").append(depth);
        }
        if (nodes > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append("nodes ").append(nodes);
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String seconds(long ms) {
        return BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString();
    }
}
