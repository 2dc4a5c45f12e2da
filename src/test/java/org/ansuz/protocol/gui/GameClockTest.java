package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GameClockTest {
    private long now;
    private final GameClock clock = new GameClock(() -> now);

    private void pass(long ms) {
        now += ms * 1_000_000;
    }

    @Test
    void theRunningClockLosesTimeAndAMoveAddsTheIncrement() {
        clock.configure(10_000, 2_000);
        assertThat(clock.on()).isTrue();
        assertThat(clock.running()).isEqualTo(-1);
        clock.run(0);
        pass(3_000);
        assertThat(clock.leftMs(0)).isEqualTo(7_000);
        assertThat(clock.leftMs(1)).isEqualTo(10_000);
        clock.moved(0);
        assertThat(clock.leftMs(0)).isEqualTo(9_000);
        clock.run(1);
        pass(500);
        clock.pause(); // looking at an earlier move: no clock runs
        pass(60_000);
        assertThat(clock.leftMs(1)).isEqualTo(9_500);
        assertThat(clock.running()).isEqualTo(-1);
    }

    @Test
    void aClockAtZeroHasItsFlagFallenAndRunsNoMore() {
        clock.configure(1_000, 0);
        clock.run(1);
        pass(999);
        assertThat(clock.checkFlag()).isFalse();
        pass(1);
        assertThat(clock.checkFlag()).isTrue();
        assertThat(clock.flagged()).isEqualTo(1);
        assertThat(clock.leftMs(1)).isZero();
        clock.run(0);
        assertThat(clock.running()).isEqualTo(-1);
        clock.reset();
        assertThat(clock.flagged()).isEqualTo(-1);
        assertThat(clock.leftMs(1)).isEqualTo(1_000);
    }

    @Test
    void aMoveMadeAfterTheTimeRanOutLosesOnTimeAndGainsNothing() {
        clock.configure(1_000, 5_000);
        clock.run(0);
        pass(1_200);
        clock.moved(0);
        assertThat(clock.flagged()).isEqualTo(0);
        assertThat(clock.leftMs(0)).isZero();
    }

    @Test
    void withoutABaseThereIsNoClock() {
        clock.configure(0, 0);
        clock.run(0);
        assertThat(clock.on()).isFalse();
        assertThat(clock.running()).isEqualTo(-1);
        assertThat(clock.checkFlag()).isFalse();
    }
}
