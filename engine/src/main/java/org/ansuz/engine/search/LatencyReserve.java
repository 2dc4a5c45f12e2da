package org.ansuz.engine.search;

/**
 * Learns how much more time the GUI's clock charges for a move than the engine itself measured
 * (pipes, process scheduling on a loaded machine, the GUI's own delays), from the clocks it sends
 * with consecutive moves of the same player, and keeps that much in reserve.
 *
 * <p>It also learns the stalls the engine sees itself: an answer that went out later than the move's
 * hard limit (a loaded machine that did not schedule the process, not even its deadline timer, for
 * hundreds of milliseconds). A stall is not paid by every move like a pipe's lag, but the bank must be
 * able to absorb the next one, so the time manager keeps it out of the clock it spreads.
 *
 * <p>Pure arithmetic on the numbers it is given, so it is tested without a clock. Each reserve jumps
 * up to any new value at once and decays by a sixteenth per move while the values stay lower, so that
 * a burst of load is remembered for a few moves.
 */
public final class LatencyReserve {
    /** No learned reserve goes beyond this, whatever a confused clock says. */
    static final long MAX_RESERVE_MS = 1_000;

    private long reserveMs;
    private long stallMs;
    private boolean pending;
    private int mover;
    private int plies;
    private long clockMs;
    private long incMs;
    private long measuredMs = -1;

    /** The reserve learned so far, in milliseconds. */
    public long reserveMs() {
        return reserveMs;
    }

    /** The largest recent stall past a move's hard limit (decayed), in milliseconds. */
    public long stallMs() {
        return stallMs;
    }

    /**
     * A timed move starts: compare this clock with the previous move of the same player (when this
     * one continues the same game) and learn; then remember this move.
     *
     * @param mover   the side to move
     * @param plies   plies played in the game so far
     * @param clockMs the mover's clock as the GUI sends it now
     * @param incMs   the mover's increment
     */
    public void moveStarted(int mover, int plies, long clockMs, long incMs) {
        if (pending && plies < this.plies) {
            newGame(); // the plies went back: another game, whose GUI and load may differ
        }
        if (pending && measuredMs >= 0 && mover == this.mover && plies > this.plies) {
            long charged = this.clockMs + this.incMs - clockMs;
            if (charged >= 0 && charged <= this.clockMs + this.incMs) { // else the clock was reset (movestogo)
                long lag = Math.max(0, Math.min(MAX_RESERVE_MS, charged - measuredMs));
                reserveMs = Math.max(lag, reserveMs - reserveMs / 16);
            }
        }
        this.pending = true;
        this.mover = mover;
        this.plies = plies;
        this.clockMs = clockMs;
        this.incMs = incMs;
        this.measuredMs = -1;
    }

    /** As {@link #moveAnswered(long, long)} for a move without a hard limit. */
    public void moveAnswered(long ms) {
        moveAnswered(ms, -1);
    }

    /**
     * The answer to the move last started went out after {@code ms} of the engine's own measurement;
     * the move's hard limit was {@code hardMs} ({@code -1}: none), so anything beyond it was a stall.
     */
    public void moveAnswered(long ms, long hardMs) {
        if (pending) {
            measuredMs = ms;
            if (hardMs >= 0) {
                long stall = Math.max(0, Math.min(MAX_RESERVE_MS, ms - hardMs));
                stallMs = Math.max(stall, stallMs - stallMs / 16);
            }
        }
    }

    /**
     * A new game: forget every reserve. A lag or stall learned in one game (a loaded machine, a slow
     * GUI) must not starve the next one, which learns its own from its first moves.
     */
    public void newGame() {
        reserveMs = 0;
        stallMs = 0;
        pending = false;
        measuredMs = -1;
    }

    /** A move whose time cannot be compared (untimed, pondered): the next one learns nothing. */
    public void forgetMove() {
        pending = false;
    }
}
