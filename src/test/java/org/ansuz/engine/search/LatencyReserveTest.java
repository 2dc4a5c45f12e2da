package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The latency reserve learned from the clocks a GUI sends, with made-up numbers for a fake clock. */
class LatencyReserveTest {

    @Test
    void learnsTheTimeTheGuiChargedBeyondWhatTheEngineMeasured() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 10, 2_000, 50);
        r.moveAnswered(100);
        // The GUI's clock: 2000 + 50 - 1700 = 350 ms charged for a move measured as 100 ms.
        r.moveStarted(0, 12, 1_700, 50);
        assertThat(r.reserveMs()).isEqualTo(250);
    }

    @Test
    void aBurstOfLatencyDecaysByASixteenthPerQuietMove() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 0, 10_000, 0);
        r.moveAnswered(100);
        r.moveStarted(0, 2, 9_500, 0); // charged 500, measured 100
        assertThat(r.reserveMs()).isEqualTo(400);
        r.moveAnswered(100);
        r.moveStarted(0, 4, 9_390, 0); // charged 110: lag 10
        assertThat(r.reserveMs()).isEqualTo(375);
        r.moveAnswered(100);
        r.moveStarted(0, 6, 9_000, 0); // charged 390: lag 290
        assertThat(r.reserveMs()).isEqualTo(352);
    }

    @Test
    void learnsNothingAcrossGamesResetsOrOtherPlayers() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 10, 2_000, 0);
        r.moveAnswered(100);
        r.moveStarted(0, 4, 1_000, 0); // an earlier ply: a new game
        assertThat(r.reserveMs()).isZero();
        r.moveAnswered(100);
        r.moveStarted(1, 5, 500, 0); // the other player
        assertThat(r.reserveMs()).isZero();
        r.moveAnswered(100);
        r.moveStarted(1, 7, 60_000, 0); // movestogo reset the clock upwards
        assertThat(r.reserveMs()).isZero();
        r.moveStarted(1, 9, 50_000, 0); // the previous move never answered: nothing to compare
        assertThat(r.reserveMs()).isZero();
    }

    @Test
    void aGuiThatChargesLessThanMeasuredTeachesNoNegativeReserveAndAnAbsurdOneIsCapped() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 0, 5_000, 100);
        r.moveAnswered(300);
        r.moveStarted(0, 2, 5_000, 100); // charged 100 for 300 measured
        assertThat(r.reserveMs()).isZero();
        r.moveAnswered(0);
        r.moveStarted(0, 4, 0, 0); // charged everything
        assertThat(r.reserveMs()).isEqualTo(LatencyReserve.MAX_RESERVE_MS);
        r.forgetMove(); // a pondered move: the next one learns nothing
        r.moveStarted(0, 6, 100, 0);
        assertThat(r.reserveMs()).isEqualTo(LatencyReserve.MAX_RESERVE_MS);
    }

    @Test
    void anAnswerPastTheHardLimitIsAStallRememberedApartFromTheLag() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 10, 2_000, 50);
        r.moveAnswered(120, 150); // within its hard limit: no stall
        assertThat(r.stallMs()).isZero();
        r.moveStarted(0, 12, 1_930, 50); // charged 120: no lag either
        r.moveAnswered(790, 190); // the deadline timer itself was starved for 600 ms
        assertThat(r.stallMs()).isEqualTo(600);
        r.moveStarted(0, 14, 1_190, 50); // charged 790 = measured: the stall is not pipe lag
        assertThat(r.reserveMs()).isZero();
        r.moveAnswered(100, 150);
        assertThat(r.stallMs()).as("decays by a sixteenth per quiet move").isEqualTo(600 - 600 / 16);
        r.moveStarted(0, 16, 1_140, 50);
        r.forgetMove();
        r.moveAnswered(5_000, 100); // a pondered move: nothing is learned
        assertThat(r.stallMs()).isEqualTo(600 - 600 / 16);
        r.moveStarted(0, 18, 1_000, 50);
        r.moveAnswered(9_000, -1); // no hard limit: nothing to overrun
        assertThat(r.stallMs()).isEqualTo(600 - 600 / 16);
        r.moveStarted(0, 20, 1_000, 50);
        r.moveAnswered(90_000, 100); // capped like the lag
        assertThat(r.stallMs()).isEqualTo(LatencyReserve.MAX_RESERVE_MS);
    }

    @Test
    void aNewGameForgetsTheReservesOfTheLastOne() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 10, 2_000, 50);
        r.moveAnswered(100, 40); // a 60 ms stall past the hard limit
        r.moveStarted(0, 12, 1_500, 50); // 550 charged for 100 measured
        assertThat(r.reserveMs()).isEqualTo(450);
        assertThat(r.stallMs()).isEqualTo(60);
        r.newGame();
        assertThat(r.reserveMs()).isZero();
        assertThat(r.stallMs()).isZero();
        r.moveStarted(0, 2, 1_000, 50); // nothing pending from the old game to compare with
        assertThat(r.reserveMs()).isZero();
    }

    @Test
    void pliesThatGoBackMeanAnotherGameAndForgetTheReserves() {
        LatencyReserve r = new LatencyReserve();
        r.moveStarted(0, 10, 2_000, 0);
        r.moveAnswered(100);
        r.moveStarted(0, 12, 1_500, 0); // lag 400
        assertThat(r.reserveMs()).isEqualTo(400);
        r.moveAnswered(100);
        r.moveStarted(0, 0, 1_000, 0); // a new game started without a new-game command
        assertThat(r.reserveMs()).isZero();
    }
}
