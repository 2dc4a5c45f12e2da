package org.ansuz.protocol.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;

class CecpClockTest {
    @Test
    void levelGivesBothClocksTheBaseAndIncrementAndCountsMovesToTheControl() {
        CecpClock clock = new CecpClock();
        assertThat(clock.level("40 1:30 2")).isNull();
        SearchLimits l = clock.limits(1, 6); // Black after three moves each: the fourth of 40
        assertThat(l.timeMs).containsExactly(90_000, 90_000);
        assertThat(l.incMs).containsExactly(2_000, 2_000);
        assertThat(l.movesToGo).isEqualTo(37);
        assertThat(l.moveTimeMs).isLessThanOrEqualTo(0);
    }

    @Test
    void theClocksXboardSendsReplaceTheBase() {
        CecpClock clock = new CecpClock();
        clock.level("0 5 0");
        assertThat(clock.clock("1234", true)).isNull();
        assertThat(clock.clock("567", false)).isNull();
        SearchLimits l = clock.limits(0, 0);
        assertThat(l.timeMs).containsExactly(12_340, 5_670);
        assertThat(l.movesToGo).isZero();
    }

    @Test
    void moveTimeAndDepthLimitTheSearchUntilTheNextLevelOrGame() {
        CecpClock clock = new CecpClock();
        assertThat(clock.moveTime("2.5")).isNull();
        assertThat(clock.depth("7")).isNull();
        SearchLimits l = clock.limits(0, 0);
        assertThat(l.moveTimeMs).isEqualTo(2_500);
        assertThat(l.depth).isEqualTo(7);
        clock.level("0 1 0");
        assertThat(clock.limits(0, 0).moveTimeMs).isLessThanOrEqualTo(0);
        assertThat(clock.limits(0, 0).timeMs[0]).isEqualTo(60_000);
        clock.newGame();
        assertThat(clock.limits(0, 0).depth).isEqualTo(new SearchLimits().depth);
    }

    @Test
    void malformedArgumentsAreRejectedAndChangeNothing() {
        CecpClock clock = new CecpClock();
        clock.moveTime("3");
        clock.depth("4");
        assertThat(clock.moveTime("x")).isEqualTo("bad number");
        assertThat(clock.moveTime("-1")).isEqualTo("bad number");
        assertThat(clock.depth("NaN")).isEqualTo("bad number");
        assertThat(clock.clock("", true)).isEqualTo("bad number");
        assertThat(clock.level("40 5")).isEqualTo("level needs MPS BASE INC");
        assertThat(clock.level("40 five 0")).isEqualTo("bad level");
        assertThat(clock.level("-1 5 0")).isEqualTo("bad level");
        SearchLimits l = clock.limits(0, 0);
        assertThat(l.moveTimeMs).isEqualTo(3_000);
        assertThat(l.depth).isEqualTo(4);
    }
}
