package org.ansuz.engine;

/**
 * Learns how much more time the GUI's clock charges for a move than the engine itself measured
 * (pipes, process scheduling on a loaded machine, the GUI's own delays), from the clocks it sends
 * with consecutive moves of the same player, and keeps that much in reserve.
 *
 * <p>Pure arithmetic on the numbers it is given, so it is tested without a clock. The reserve jumps
 * up to any new lag at once and decays by a sixteenth per move while the lag stays lower, so that a
 * burst of load is remembered for a few moves.
 */
final class LatencyReserve {
    /** No learned reserve goes beyond this, whatever a confused clock says. */
    static final long MAX_RESERVE_MS = 1_000;

    private long reserveMs;
    private boolean pending;
    private int mover;
    private int plies;
    private long clockMs;
    private long incMs;
    private long measuredMs = -1;

    /** The reserve learned so far, in milliseconds. */
    long reserveMs() {
        return reserveMs;
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
    void moveStarted(int mover, int plies, long clockMs, long incMs) {
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

    /** The answer to the move last started went out after {@code ms} of the engine's own measurement. */
    void moveAnswered(long ms) {
        if (pending) {
            measuredMs = ms;
        }
    }

    /** A move whose time cannot be compared (untimed, pondered): the next one learns nothing. */
    void forgetMove() {
        pending = false;
    }
}
