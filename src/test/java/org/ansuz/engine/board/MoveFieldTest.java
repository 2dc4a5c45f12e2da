package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MoveFieldTest {
    private static final MoveField KIND = new MoveField(0, 3);
    private static final MoveField FROM = KIND.next(9);
    private static final MoveField TO = FROM.next(9);
    private static final MoveField HIGH = new MoveField(40, 24);

    @Test
    void fieldsChainAndRoundTrip() {
        assertThat(FROM).isEqualTo(new MoveField(3, 9));
        assertThat(TO.shift()).isEqualTo(12);
        long m = KIND.put(6) | FROM.put(511) | TO.put(300) | HIGH.put(0xabcdef);
        assertThat(KIND.of(m)).isEqualTo(6);
        assertThat(FROM.of(m)).isEqualTo(511);
        assertThat(TO.of(m)).isEqualTo(300);
        assertThat(HIGH.of(m)).isEqualTo(0xabcdef);
        assertThat(m).isEqualTo(6 | 511L << 3 | 300L << 12 | 0xabcdefL << 40);
    }

    @Test
    void aFieldMustFitTheLong() {
        assertThatThrownBy(() -> new MoveField(60, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveField(0, 32)).isInstanceOf(IllegalArgumentException.class);
    }
}
