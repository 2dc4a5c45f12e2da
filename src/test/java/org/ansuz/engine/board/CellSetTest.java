package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CellSetTest {

    @Test
    void holdsCellsBeyondOneWord() {
        CellSet s = new CellSet(165);
        s.add(0);
        s.add(63);
        s.add(64);
        s.add(164);
        assertThat(s.size()).isEqualTo(4);
        assertThat(s.contains(64)).isTrue();
        assertThat(s.contains(65)).isFalse();
        assertThat(s.first()).isZero();
        assertThat(s.next(1)).isEqualTo(63);
        assertThat(s.next(65)).isEqualTo(164);
        assertThat(s.next(165)).isEqualTo(-1);
        s.remove(63);
        s.toggle(0);
        assertThat(s).hasToString("{64, 164}");
    }

    @Test
    void setOperationsWorkInPlace() {
        CellSet a = new CellSet(200);
        CellSet b = new CellSet(200);
        a.add(3);
        a.add(150);
        b.add(150);
        b.add(199);
        assertThat(a.intersects(b)).isTrue();
        CellSet c = new CellSet(a);
        c.retainAll(b);
        assertThat(c).hasToString("{150}");
        c.copyFrom(a);
        c.addAll(b);
        assertThat(c.size()).isEqualTo(3);
        c.removeAll(b);
        assertThat(c).hasToString("{3}");
        c.clear();
        assertThat(c.isEmpty()).isTrue();
        assertThat(c.first()).isEqualTo(-1);
    }
}
