package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Numbers;
import org.ansuz.engine.search.SearchLimits;

/**
 * The arguments of {@code go}, parsed completely before anything runs. Clocks: {@code p1time} is
 * the player who moves first in the variant, {@code wtime} the side written {@code W}/upper case;
 * the last spelling given wins. Decimals are floored, negative clocks count as 0, a zero
 * {@code depth}, {@code nodes} or {@code mate} counts as 1 (a bound was meant). Every number is
 * clamped to a sane range (times to {@link #MAX_MS}, depth and mate to 1000, nodes to
 * {@link #MAX_NODES}), so that no text overflows a clock. Malformed arguments are collected in
 * {@link #bad} and otherwise ignored.
 */
public final class GoArguments {
    private static final List<String> KEYWORDS = List.of("infinite", "ponder", "searchmoves", "wtime", "btime",
            "winc", "binc", "p1time", "p2time", "p1inc", "p2inc", "movestogo", "depth", "nodes", "mate", "movetime",
            "perft");

    /** The longest time any clock, increment or move time may say: about eleven days, in milliseconds. */
    public static final long MAX_MS = ClockTime.MAX_MS;
    /** The largest node limit: far beyond any search, far below overflow. */
    public static final long MAX_NODES = 1_000_000_000_000_000L;

    public final SearchLimits limits = new SearchLimits();
    public final List<String> bad = new ArrayList<>();
    /** The texts after {@code searchmoves} ({@code null} when absent). */
    public List<String> searchMoves;
    /** The depth of {@code go perft N}, or -1. */
    public int perft = -1;
    /** {@code go perft N routes}: every capture route counts as a move. */
    public boolean routes;

    /** @param upperIsP1 whether the variant's first player is the upper-case side ({@code wtime} = p1) */
    public static GoArguments parse(String[] t, boolean upperIsP1) {
        GoArguments g = new GoArguments();
        SearchLimits l = g.limits;
        int w = upperIsP1 ? 0 : 1;
        for (int i = 1; i < t.length; i++) {
            String k = t[i].toLowerCase(Locale.ROOT);
            if (k.equals("infinite")) {
                l.infinite = true;
            } else if (k.equals("ponder")) {
                l.ponder = true;
            } else if (k.equals("routes")) {
                g.routes = true;
            } else if (k.equals("searchmoves")) {
                g.searchMoves = Arrays.asList(t).subList(i + 1, t.length);
                break;
            } else if (KEYWORDS.contains(k)) {
                boolean clock = k.endsWith("time") || k.endsWith("inc");
                Long v = i + 1 < t.length ? number(t[i + 1], clock) : null;
                if (v == null) {
                    g.bad.add(i + 1 < t.length ? k + " " + t[i + 1] : k);
                    if (i + 1 < t.length && !KEYWORDS.contains(t[i + 1].toLowerCase(Locale.ROOT))) {
                        i++;
                    }
                    continue;
                }
                i++;
                long n = clock || k.equals("movetime") ? Math.min(v, MAX_MS) : v;
                int small = (int) Math.max(1, Math.min(n, 1_000));
                switch (k) {
                    case "wtime" -> l.timeMs[w] = n;
                    case "btime" -> l.timeMs[1 - w] = n;
                    case "winc" -> l.incMs[w] = n;
                    case "binc" -> l.incMs[1 - w] = n;
                    case "p1time" -> l.timeMs[0] = n;
                    case "p2time" -> l.timeMs[1] = n;
                    case "p1inc" -> l.incMs[0] = n;
                    case "p2inc" -> l.incMs[1] = n;
                    case "movestogo" -> l.movesToGo = (int) Math.min(n, 10_000);
                    case "depth" -> l.depth = small;
                    case "nodes" -> l.nodes = Math.max(1, Math.min(n, MAX_NODES));
                    case "mate" -> l.mate = small;
                    case "movetime" -> l.moveTimeMs = n;
                    default -> g.perft = (int) Math.min(n, Integer.MAX_VALUE);
                }
            } else {
                g.bad.add(t[i]);
            }
        }
        return g;
    }

    /**
     * A non-negative integer (saturating, never overflowing); decimals are floored; clocks may be
     * negative (past zero) and count as 0. Read in one pass; exponents, {@code NaN} and
     * {@code Infinity} are not numbers here.
     */
    private static Long number(String s, boolean clock) {
        long v = Numbers.parseLong(s, Long.MIN_VALUE);
        if (v == Long.MIN_VALUE) {
            if (s.indexOf('e') >= 0 || s.indexOf('E') >= 0) {
                return null;
            }
            double d = Numbers.parseReal(s);
            if (Double.isNaN(d)) {
                return null;
            }
            v = (long) Math.floor(d); // saturates at the ends of the long range
        }
        if (v < 0) {
            return clock ? Long.valueOf(0) : null;
        }
        return v;
    }
}
