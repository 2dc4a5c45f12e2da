package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeManagerTest {

    private static SearchLimits clock(long p1, long p2, long inc) {
        SearchLimits l = new SearchLimits();
        l.timeMs[0] = p1;
        l.timeMs[1] = p2;
        l.incMs[0] = inc;
        l.incMs[1] = inc;
        return l;
    }

    @Test
    void noTimeLimitMeansNoBudget() {
        SearchLimits l = new SearchLimits();
        l.depth = 5;
        assertThat(TimeManager.allocate(l, 0, 0, 100, 50)).isEqualTo(TimeManager.Budget.NONE);
        assertThat(TimeManager.Budget.NONE.isLimited()).isFalse();
    }

    @Test
    void suddenDeathSpreadsTheClockOverTheRestOfTheGame() {
        // 60 s, 50 ms overhead, a 100-ply game just started: 50 own moves left.
        TimeManager.Budget b = TimeManager.allocate(clock(60_000, 60_000, 0), 0, 0, 100, 50);
        assertThat(b.softMs()).isEqualTo(59_950 / 50);
        assertThat(b.hardMs()).isEqualTo(4 * (59_950 / 50));
    }

    @Test
    void theGamePhaseShortensTheHorizon() {
        // 40 own turns (80 plies) into a 100-ply game: at least typical/4 = 25 plies, i.e. 13 own moves, are assumed left.
        TimeManager.Budget b = TimeManager.allocate(clock(10_050, 10_050, 0), 1, 40, 100, 50);
        assertThat(b.softMs()).isEqualTo(10_000 / 13);
        assertThat(TimeManager.allocate(clock(10_050, 10_050, 0), 1, 200, 100, 50).softMs()).isEqualTo(10_000 / 13);
        // A short game far beyond its typical length: never fewer than 10 own moves.
        assertThat(TimeManager.allocate(clock(10_050, 10_050, 0), 1, 200, 20, 50).softMs()).isEqualTo(1_000);
    }

    @Test
    void theIncrementAndMovesToGoCount() {
        SearchLimits l = clock(30_050, 30_050, 2_000);
        l.movesToGo = 10;
        TimeManager.Budget b = TimeManager.allocate(l, 0, 0, 100, 50);
        assertThat(b.softMs()).isEqualTo(30_000 / 10 + 1_500);
        assertThat(b.hardMs()).isEqualTo(Math.min(4 * 4_500, 30_000 / 4 + 2_000));
    }

    @Test
    void neverPlansMoreThanHalfOfWhatIsLeftAfterOverhead() {
        SearchLimits l = clock(1_000, 1_000, 5_000);
        TimeManager.Budget b = TimeManager.allocate(l, 0, 0, 100, 100);
        assertThat(b.softMs()).isEqualTo(450);
        assertThat(b.hardMs()).isEqualTo(450);
        l.movesToGo = 1;
        assertThat(TimeManager.allocate(l, 0, 0, 100, 100).hardMs()).isEqualTo(450);
        assertThat(TimeManager.allocate(clock(30, 30, 0), 0, 0, 100, 50)).isEqualTo(new TimeManager.Budget(0, 0));
    }

    @Test
    void usesTheMoversClockOrTheOtherWhenOnlyThatOneIsGiven() {
        SearchLimits l = clock(100_050, 10_050, 0);
        assertThat(TimeManager.allocate(l, 1, 0, 100, 50).softMs()).isEqualTo(10_000 / 50);
        assertThat(TimeManager.allocate(l, 0, 0, 100, 50).softMs()).isEqualTo(100_000 / 50);
        SearchLimits onlyP1 = clock(20_050, -1, 0);
        assertThat(TimeManager.allocate(onlyP1, 1, 0, 100, 50).softMs()).isEqualTo(20_000 / 50);
    }

    @Test
    void moveTimeIsAHardCapMinusOverhead() {
        SearchLimits l = new SearchLimits();
        l.moveTimeMs = 1_000;
        assertThat(TimeManager.allocate(l, 0, 0, 100, 50)).isEqualTo(new TimeManager.Budget(950, 950));
        l.moveTimeMs = 20;
        assertThat(TimeManager.allocate(l, 0, 0, 100, 50)).isEqualTo(new TimeManager.Budget(1, 1));
        SearchLimits both = clock(60_050, 60_050, 0);
        both.moveTimeMs = 500;
        assertThat(TimeManager.allocate(both, 0, 0, 100, 50).hardMs()).isEqualTo(450);
    }

    @Test
    void aLowClockSpendsNoMoreThanTheIncrement() {
        // 300 ms left, 50 ms increment, 50 ms overhead: the reserve is 250 ms, so the clock is low.
        // available 250, 50 moves planned: soft = 250/50 + 50/2 = 30, held at half the increment (25),
        // so that the bank grows again; the hard limit is the same.
        TimeManager.Budget low = TimeManager.allocate(clock(300, 300, 50), 0, 0, 100, 50);
        assertThat(low).isEqualTo(new TimeManager.Budget(25, 25));
        // Sudden death: nothing comes back, the low clock is spread as usual and not exceeded.
        assertThat(TimeManager.allocate(clock(300, 300, 0), 0, 0, 100, 50)).isEqualTo(new TimeManager.Budget(5, 5));
        // 600 ms left is above twice the reserve: three quarters of the increment count as before.
        TimeManager.Budget healthy = TimeManager.allocate(clock(600, 600, 50), 0, 0, 100, 50);
        assertThat(healthy.softMs()).isEqualTo(550 / 50 + 37);
        assertThat(healthy.hardMs()).isEqualTo(Math.min(4 * 48, 550 / 4 + 50));
    }

    @Test
    void aLearnedLatencyIsPaidByThisMoveAndEveryPlannedOne() {
        // 10 s, 100 ms increment, 50 ms overhead, 50 moves planned, 60 ms lag learned:
        // available 10000 - 50 - 60 = 9890; per move 9890/50 + 75 - 60 = 212.
        TimeManager.Budget b = TimeManager.allocate(clock(10_000, 10_000, 100), 0, 0, 100, 50, 60);
        assertThat(b.softMs()).isEqualTo(9_890 / 50 + 75 - 60);
        // A lag beyond what the increment can carry is clamped to a quarter of the move's share
        // ((950/50 + 50) / 4 = 17 ms), so the move still searches: 933/50 + 37 - 17 = 38 ms, hard 4 x 38.
        TimeManager.Budget heavy = TimeManager.allocate(clock(1_000, 1_000, 50), 0, 0, 100, 50, 200);
        assertThat(heavy).isEqualTo(new TimeManager.Budget(38, 152));
        // The lag raises the low-clock mark (500 + 4 x 40 ms); there, a move keeps only half of what the
        // increment brings back beyond the lag, even with two moves to go.
        SearchLimits l = clock(600, 600, 100);
        l.movesToGo = 2;
        TimeManager.Budget low = TimeManager.allocate(l, 0, 0, 100, 50, 40);
        assertThat(low).isEqualTo(new TimeManager.Budget((100 - 40) / 2, (100 - 40) / 2));
    }

    @Test
    void aLearnedStallIsKeptInTheBankNotPaidByEveryMove() {
        // 10 s, 100 ms increment, 50 ms overhead, 50 moves planned, a 600 ms stall learned:
        // available 10000 - 50 - 600 = 9350; per move 9350/50 + 75 (no lag to pay per move).
        TimeManager.Budget b = TimeManager.allocate(clock(10_000, 10_000, 100), 0, 0, 100, 50, 0, 600);
        assertThat(b.softMs()).isEqualTo(9_350 / 50 + 75);
        // 604 ms left at 2 s + 50 ms (a real loss on time came from here with a 600 ms stall): the stall
        // makes it a low clock, so the move keeps half the increment and the bank grows again.
        TimeManager.Budget low = TimeManager.allocate(clock(604, 604, 50), 0, 60, 100, 10, 0, 600);
        assertThat(low).isEqualTo(new TimeManager.Budget(25, 25));
        // Without the stall the same clock is spent as usual.
        assertThat(TimeManager.allocate(clock(604, 604, 50), 0, 60, 100, 10, 0, 0).hardMs()).isGreaterThan(100);
    }

    @Test
    void aReserveLearnedUnderLagNeverLeavesAFullClockWithNothing() {
        // Issue 34's case: 1 s + 50 ms, the default 50 ms overhead, a lag and a stall of 75 ms learned (up
        // to the reserve's cap of 1 s): every clock down to the last 300 ms gets a real search of at least
        // a quarter of the increment; above the low-clock mark, at least a quarter of what the same clock
        // gets with nothing learned. No reserve makes a move longer.
        for (long lag : new long[] {75, 400, LatencyReserve.MAX_RESERVE_MS}) {
            for (long left = 300; left <= 1_600; left += 50) {
                for (int turns = 0; turns < 80; turns += 7) {
                    TimeManager.Budget laggy = TimeManager.allocate(clock(left, left, 50), 0, turns, 80, 50, lag, lag);
                    TimeManager.Budget clean = TimeManager.allocate(clock(left, left, 50), 0, turns, 80, 50);
                    String what = "lag " + lag + ", " + left + " ms left, turn " + turns;
                    assertThat(laggy.softMs()).as(what).isGreaterThanOrEqualTo(12);
                    if (lag == 75 && left >= 800) {
                        assertThat(laggy.softMs()).as(what).isGreaterThanOrEqualTo(clean.softMs() / 4);
                    }
                    assertThat(laggy.hardMs()).as(what).isLessThanOrEqualTo(clean.hardMs());
                }
            }
        }
    }

    @Test
    void aLowClockWithAnIncrementAlwaysSpendsAQuarterOfIt() {
        // However large the learned lag and stall, a low clock with an increment keeps searching.
        // 350 ms left, 100 ms increment, 20 moves planned: the 1 s lag is clamped to a quarter of the
        // move's share ((300/20 + 100) / 4 = 28 ms), so the move gets 272/20 + 50 - 28 = 35 ms, under
        // (100 - 28) / 2; a 1 s stall keeps at most a quarter of the bank (75 ms): 197/20 + 50 - 28 = 31.
        assertThat(TimeManager.allocate(clock(350, 350, 100), 0, 30, 100, 50, 1_000, 0).softMs()).isEqualTo(35);
        assertThat(TimeManager.allocate(clock(350, 350, 100), 0, 30, 100, 50, 1_000, 1_000).softMs()).isEqualTo(31);
    }

    @Test
    void aSetupTurnGetsASixteenthOfAMoveAndTheSetupJoinsTheHorizon() {
        // Cyvasse's first drop at 60 s + 0.5 s, 50 ms overhead, a 240-ply game: 50 own moves planned.
        // A move of play: 60000/50 + 375 = 1575 ms, hard 4 x 1575 (under 60000/4 + 500).
        SearchLimits l = clock(60_050, 60_050, 500);
        assertThat(TimeManager.allocate(l, 0, 0, 240, 50)).isEqualTo(new TimeManager.Budget(1_575, 6_300));
        assertThat(TimeManager.allocate(l, 0, 0, 240, 0, 50, 0, 0)).isEqualTo(new TimeManager.Budget(1_575, 6_300));
        // A drop with 27 to make: the bank is spread over 50 moves plus 27/16 of a move,
        // 60000 x 16 / (50 x 16 + 27) = 1160 ms a move, and the drop gets (1160 + 375) / 16 = 95 ms, hard 4 x 95.
        assertThat(TimeManager.allocate(l, 0, 0, 240, 27, 50, 0, 0)).isEqualTo(new TimeManager.Budget(95, 380));
        // The last drop: 60000 x 16 / 801 = 1198 ms a move, (1198 + 375) / 16 = 98 ms.
        assertThat(TimeManager.allocate(l, 0, 26, 240, 1, 50, 0, 0)).isEqualTo(new TimeManager.Budget(98, 392));
        // Sudden death: 1160 / 16 = 72 ms, hard 288; a learned lag is paid by each drop as by each move.
        SearchLimits suddenDeath = clock(60_050, 60_050, 0);
        assertThat(TimeManager.allocate(suddenDeath, 1, 0, 240, 27, 50, 0, 0)).isEqualTo(new TimeManager.Budget(72, 288));
        assertThat(TimeManager.allocate(suddenDeath, 1, 0, 240, 27, 50, 20, 0).softMs()).isEqualTo(72 - 20);
    }

    @Test
    void aWholeSetupCostsAFewPercentOfTheClock() {
        // 27 drops in sudden death, each charged exactly its soft limit (72 ms, shrinking with the bank):
        // 1,944 ms, 3.2 % of the clock, where 27 moves of play would take about 27/50 of it.
        long left = 60_050;
        for (int drop = 0; drop < 27; drop++) {
            left -= TimeManager.allocate(clock(left, left, 0), 0, drop, 240, 27 - drop, 50, 0, 0).softMs();
        }
        assertThat(60_050 - left).isEqualTo(1_944);
        // A move of play after it is planned as in a game without a setup.
        assertThat(TimeManager.allocate(clock(left, left, 0), 0, 27, 240, 0, 50, 0, 0))
                .isEqualTo(TimeManager.allocate(clock(left, left, 0), 0, 27, 240, 50));
    }
}
