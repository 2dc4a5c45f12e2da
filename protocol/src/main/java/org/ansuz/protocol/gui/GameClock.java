package org.ansuz.protocol.gui;

import java.util.function.LongSupplier;

/**
 * The two clocks of a timed game on the analysis board: a base time and an increment per move (Fischer). At
 * most one clock runs; the board starts the clock of the side to move and stops it when that side has moved
 * (adding the increment) or when the person looks at an earlier position. A clock that reaches zero has its
 * flag fallen, and the game is lost on time. Not thread-safe: the board's lock guards it.
 */
final class GameClock {
    private final LongSupplier nanos;
    private long baseMs;
    private long incrementMs;
    private final long[] leftMs = new long[2];
    /** The side whose clock runs, or -1. */
    private int running = -1;
    private long runningSince;
    /** The side whose flag fell, or -1. */
    private int flagged = -1;

    GameClock(LongSupplier nanos) {
        this.nanos = nanos;
    }

    /** {@code baseMs} 0 turns the clocks off. Both clocks are set to the base; none runs. */
    void configure(long baseMs, long incrementMs) {
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        reset();
    }

    void reset() {
        leftMs[0] = leftMs[1] = baseMs;
        running = -1;
        flagged = -1;
    }

    boolean on() {
        return baseMs > 0;
    }

    long baseMs() {
        return baseMs;
    }

    long incrementMs() {
        return incrementMs;
    }

    int running() {
        return running;
    }

    int flagged() {
        return flagged;
    }

    /** Time left on {@code side}'s clock now, never below zero. */
    long leftMs(int side) {
        long left = leftMs[side];
        if (side == running) {
            left -= (nanos.getAsLong() - runningSince) / 1_000_000;
        }
        return Math.max(0, left);
    }

    /** Runs {@code side}'s clock (stopping the other); nothing when the clocks are off or a flag fell. */
    void run(int side) {
        if (running == side || !on() || flagged >= 0) {
            return;
        }
        pause();
        running = side;
        runningSince = nanos.getAsLong();
    }

    /** Stops the running clock, keeping the time it used. */
    void pause() {
        if (running >= 0) {
            leftMs[running] = leftMs(running);
            running = -1;
        }
    }

    /** {@code side} has moved: its clock stops and gains the increment, unless its time was already up. */
    void moved(int side) {
        if (running != side) {
            return;
        }
        long left = leftMs(side);
        running = -1;
        if (left <= 0) {
            leftMs[side] = 0;
            flagged = side;
        } else {
            leftMs[side] = left + incrementMs;
        }
    }

    /** Marks the running side's flag fallen when its time is up; true when it did. */
    boolean checkFlag() {
        if (running < 0 || leftMs(running) > 0) {
            return false;
        }
        leftMs[running] = 0;
        flagged = running;
        running = -1;
        return true;
    }
}
