package org.ansuz.engine;

/**
 * Numbers from outside the process (protocol arguments, options, command-line values), read in one
 * pass without regular expressions and clamped to a sane range, so that no text can overflow a
 * clock or a limit.
 */
public final class Numbers {
    private Numbers() {
    }

    /**
     * A decimal integer with an optional sign, or {@code fallback} when {@code s} is not one (empty,
     * other characters). Values beyond the {@code long} range saturate at its ends.
     */
    public static long parseLong(String s, long fallback) {
        if (s == null) {
            return fallback;
        }
        int n = s.length();
        int i = 0;
        boolean negative = false;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        if (i == n) {
            return fallback;
        }
        long v = 0;
        boolean saturated = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return fallback;
            }
            if (!saturated) {
                if (v > (Long.MAX_VALUE - (c - '0')) / 10) {
                    saturated = true;
                } else {
                    v = v * 10 + (c - '0');
                }
            }
        }
        if (saturated) {
            return negative ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return negative ? -v : v;
    }

    /**
     * A real number ({@code 12}, {@code -0.5}, {@code 1e3}), or {@code NaN} when {@code s} is not a
     * finite one. Bounded in length so that parsing stays linear.
     */
    public static double parseReal(String s) {
        if (s == null || s.isEmpty() || s.length() > 64) {
            return Double.NaN;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) {
                return Double.NaN; // no "Infinity", "NaN", hex floats or type suffixes
            }
        }
        try {
            double d = Double.parseDouble(s);
            return Double.isFinite(d) ? d : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
