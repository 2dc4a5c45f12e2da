package org.ansuz.protocol.cecp;

import org.ansuz.engine.search.SearchLimits;
import org.ansuz.protocol.ClockTime;

/**
 * The time control XBoard sets with {@code level}, {@code st}, {@code sd}, {@code time} and
 * {@code otim}, turned into the engine's {@link SearchLimits} for each move. Setters answer an error
 * text for a malformed argument (and change nothing), {@code null} when they took it.
 */
final class CecpClock {
    private int depthLimit;
    private long moveTimeMs = -1;
    private int movesPerSession;
    private long baseMs = 5 * 60_000;
    private long incMs;
    private long engineClockMs = -1;
    private long otherClockMs = -1;

    /** A new game: no fixed depth or move time; the session's level stays, as in XBoard. */
    void newGame() {
        depthLimit = 0;
        moveTimeMs = -1;
    }

    /** {@code level MPS BASE INC}: moves per session (0 = all), base minutes or {@code min:sec}, increment seconds. */
    String level(String arg) {
        String[] f = arg.split("\\s+");
        if (f.length != 3) {
            return "level needs MPS BASE INC";
        }
        try {
            int mps = Integer.parseInt(f[0]);
            String[] base = f[1].split(":");
            double minutes = Double.parseDouble(base[0]) + (base.length > 1 ? Double.parseDouble(base[1]) / 60 : 0);
            double inc = Double.parseDouble(f[2]);
            if (mps < 0 || !(minutes >= 0) || !(inc >= 0) || Double.isNaN(minutes + inc)) {
                return "bad level";
            }
            movesPerSession = mps;
            baseMs = ClockTime.ms(minutes, 60_000);
            incMs = ClockTime.ms(inc, 1000);
            moveTimeMs = -1;
            return null;
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return "bad level";
        }
    }

    /** {@code st SECONDS}: a fixed time per move. */
    String moveTime(String arg) {
        double s = number(arg);
        if (s < 0) {
            return "bad number";
        }
        moveTimeMs = ClockTime.ms(s, 1000);
        return null;
    }

    /** {@code sd DEPTH}: a depth limit (0 = none). */
    String depth(String arg) {
        double d = number(arg);
        if (d < 0) {
            return "bad number";
        }
        depthLimit = (int) Math.min(1000, d);
        return null;
    }

    /** {@code time} or {@code otim CENTISECONDS}: the engine's or the opponent's clock. */
    String clock(String arg, boolean engine) {
        double cs = number(arg);
        if (cs < 0) {
            return "bad number";
        }
        if (engine) {
            engineClockMs = ClockTime.ms(cs, 10);
        } else {
            otherClockMs = ClockTime.ms(cs, 10);
        }
        return null;
    }

    /** A number of at least 0 (a huge one is held by {@link ClockTime}), or -1. */
    private static double number(String arg) {
        try {
            double d = Double.parseDouble(arg);
            return d >= 0 ? d : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The limits of the engine's next search, playing {@code side} after {@code plies} plies of the game. */
    SearchLimits limits(int side, int plies) {
        SearchLimits limits = new SearchLimits();
        if (depthLimit > 0) {
            limits.depth = depthLimit;
        }
        if (moveTimeMs > 0) {
            limits.moveTimeMs = moveTimeMs;
            return limits;
        }
        limits.timeMs[side] = engineClockMs >= 0 ? engineClockMs : baseMs;
        limits.timeMs[1 - side] = otherClockMs >= 0 ? otherClockMs : baseMs;
        limits.incMs[side] = incMs;
        limits.incMs[1 - side] = incMs;
        if (movesPerSession > 0) {
            int own = (plies / 2) % movesPerSession;
            limits.movesToGo = movesPerSession - own;
        }
        return limits;
    }
}
