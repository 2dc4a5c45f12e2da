package org.ansuz.engine.search;

import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.SetupPhase;

/**
 * Plans how long one move may take. A pure function of the limits, the mover, the game's progress
 * and the move overhead, so that the arithmetic is testable without a clock.
 *
 * <p>The soft limit is when the search should not start another iteration; the hard limit is when it
 * must stop in the middle of one. Neither ever exceeds {@code (remaining - overhead) / 2}. The learned
 * latency and stall reserves are clamped by the clock itself, so no reserve can shrink a move with time
 * on the clock to nothing. A setup turn ({@link SetupPhase}) gets a small fraction of a move's time.
 */
public final class TimeManager {
    /** Own moves assumed left when the game is already longer than typical. */
    static final int MIN_MOVES_LEFT = 10;
    /** Planning horizon: never spread the clock over more own moves than this. */
    static final int MAX_MOVES_LEFT = 50;
    /** A learned lag never takes more than this fraction (1/n) of a move's share of the bank and increment. */
    static final int LAG_MOVE_SHARE = 4;
    /** A learned lag never takes more than this fraction (1/n) of the bank. */
    static final int LAG_BANK_SHARE = 8;
    /** A learned stall never keeps more than this fraction (1/n) of the bank out of the spread. */
    static final int STALL_BANK_SHARE = 4;
    /**
     * Setup turns ({@link SetupPhase}) that cost as much time as one move of play: a setup turn gets this
     * fraction (1/n) of a move's share of the bank and the increment, so that Cyvasse's 27 drops take a few
     * percent of the clock instead of 27 moves' worth.
     */
    static final int SETUP_TURNS_PER_MOVE = 16;

    private TimeManager() {
    }

    /** The bank below which a clock counts as low: a few move overheads' worth of latency. */
    static long reserveMs(int overheadMs) {
        return 5L * Math.max(overheadMs, 10);
    }

    /**
     * Milliseconds for one move; {@code -1} means no limit.
     *
     * @param softMs stop after the iteration that ends beyond this
     * @param hardMs abort the running iteration at this point
     */
    public record Budget(long softMs, long hardMs) {
        public static final Budget NONE = new Budget(-1, -1);

        public boolean isLimited() {
            return hardMs >= 0;
        }
    }

    /** As {@link #allocate(SearchLimits, int, int, int, int, int, long, long)} for a move of play without a learned latency. */
    public static Budget allocate(SearchLimits limits, int mover, int turnsPlayed, int typicalPlies,
                                  int overheadMs) {
        return allocate(limits, mover, turnsPlayed, typicalPlies, 0, overheadMs, 0, 0);
    }

    /** As {@link #allocate(SearchLimits, int, int, int, int, int, long, long)} for a move of play without a learned stall. */
    public static Budget allocate(SearchLimits limits, int mover, int turnsPlayed, int typicalPlies,
                                  int overheadMs, long latencyMs) {
        return allocate(limits, mover, turnsPlayed, typicalPlies, 0, overheadMs, latencyMs, 0);
    }

    /** As {@link #allocate(SearchLimits, int, int, int, int, int, long, long)} for a move of play. */
    public static Budget allocate(SearchLimits limits, int mover, int turnsPlayed, int typicalPlies,
                                  int overheadMs, long latencyMs, long stallMs) {
        return allocate(limits, mover, turnsPlayed, typicalPlies, 0, overheadMs, latencyMs, stallMs);
    }

    /**
     * @param limits        the {@code go} command
     * @param mover         side to move (index into the clocks)
     * @param turnsPlayed   the mover's own turns played so far (the phase; turns need not alternate,
     *                      so plies are not counted)
     * @param typicalPlies  the game's typical length ({@link GameInfo#typicalGamePlies})
     * @param setupTurnsLeft the mover's setup turns still to play, this one included ({@link SetupPhase});
     *                      0 for a move of play, which is then planned exactly as in a game without a setup
     * @param overheadMs    the {@code Move Overhead} option
     * @param latencyMs     what the GUI's clock is seen to charge per move beyond the engine's own time
     *                      ({@link LatencyReserve}): this move and every planned one pay it, so it comes
     *                      off the bank once and off each move's share of the increment
     * @param stallMs       the largest recent stall past a hard limit ({@link LatencyReserve#stallMs()}):
     *                      a sporadic cost, so it is kept in the bank, not paid by every planned move
     */
    public static Budget allocate(SearchLimits limits, int mover, int turnsPlayed, int typicalPlies,
                                  int setupTurnsLeft, int overheadMs, long latencyMs, long stallMs) {
        // the phase in plies of an alternating game in which the first player moved first
        int pliesPlayed = 2 * turnsPlayed + mover;
        long soft = -1;
        long hard = -1;
        long remaining = limits.timeMs[mover];
        long inc = limits.incMs[mover];
        if (remaining < 0 && limits.timeMs[1 - mover] >= 0) {
            // A GUI that sends only the other side's clock: assume both clocks are equal.
            remaining = limits.timeMs[1 - mover];
            inc = Math.max(inc, limits.incMs[1 - mover]);
        }
        if (remaining >= 0) {
            long net = Math.max(0, remaining - overheadMs);
            int movesLeft;
            if (limits.movesToGo > 0) {
                movesLeft = Math.min(limits.movesToGo, MAX_MOVES_LEFT);
            } else {
                int typical = Math.max(typicalPlies, 20);
                int pliesLeft = Math.max(typical - pliesPlayed, typical / 4);
                movesLeft = Math.max(MIN_MOVES_LEFT, Math.min(MAX_MOVES_LEFT, (pliesLeft + 1) / 2));
            }
            // Learned reserves are bounded by the clock: a lag takes at most a quarter of a move's share of
            // the bank and the increment, and an eighth of the bank; a stall at most a quarter of it. So a
            // reserve learned under load (or from a GUI that charges much more than it should) still
            // leaves every move a real search, instead of answering whole games at depth 1.
            long share = net / movesLeft + inc;
            long lag = Math.min(Math.max(0, latencyMs), Math.min(share / LAG_MOVE_SHARE, net / LAG_BANK_SHARE));
            long recentStall = Math.max(0, stallMs);
            long stall = Math.min(recentStall, net / STALL_BANK_SHARE);
            long bank = net - lag;
            long available = bank - stall;
            long cap = bank / 2;
            // The increment arrives after this move; count most of it, but only as long as the
            // bank holds it (the cap below guards a low clock). Each later move pays the lag again. A bank
            // that a recent stall could empty counts as low, which spends a bounded part of the increment.
            boolean lowClock = remaining <= 2 * reserveMs(overheadMs) + 4 * lag + recentStall;
            long incShare = lowClock ? inc / 2 : inc * 3 / 4;
            long base;
            if (setupTurnsLeft > 0) {
                // The setup turns still to come join the horizon at 1/SETUP_TURNS_PER_MOVE of a move each,
                // and this one gets that fraction of a move's share of the bank and of the increment.
                long perMove = available * SETUP_TURNS_PER_MOVE / ((long) movesLeft * SETUP_TURNS_PER_MOVE + setupTurnsLeft);
                base = Math.max(0, (perMove + incShare) / SETUP_TURNS_PER_MOVE - lag);
            } else {
                base = Math.max(0, available / movesLeft + incShare - lag);
            }
            soft = Math.min(base, cap);
            hard = Math.min(Math.max(soft, Math.min(base * 4, available / 4 + inc)), cap);
            if (lowClock) {
                // Near the end of the bank, spend no more than half of what the increment brings back
                // beyond the lag (and never less than a quarter of the increment), so that the bank
                // grows again: it must absorb process and pipe latency (losses on time came at 134 ms
                // left, and at 225 ms under a load of 40). Without an increment the bank only shrinks:
                // it is spread as above, at the soft limit.
                if (inc > 0) {
                    soft = Math.min(cap, Math.max(inc / 4, Math.min(soft, (inc - lag) / 2)));
                }
                hard = Math.min(hard, soft);
            }
            hard = Math.max(hard, soft);
        }
        if (limits.moveTimeMs >= 0) {
            long fixed = Math.max(1, limits.moveTimeMs - overheadMs);
            soft = soft < 0 ? fixed : Math.min(soft, fixed);
            hard = hard < 0 ? fixed : Math.min(hard, fixed);
        }
        return soft < 0 && hard < 0 ? Budget.NONE : new Budget(soft, hard);
    }
}
