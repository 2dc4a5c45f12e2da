package org.ansuz.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.toy.SumGame;
import org.junit.jupiter.api.Test;

class MoveMatcherTest {

    @Test
    void matchesCanonicalTextsThroughTheNormaliser() throws NotationException {
        SumGame pos = new SumGame();
        MoveMatcher plain = new MoveMatcher(MoveMatcher.PLAIN);
        assertThat(plain.parse(pos, " ADD3 ")).isEqualTo(3);
        assertThat(plain.find(pos, "plus3")).isZero();
        MoveMatcher aliases = new MoveMatcher(t -> MoveMatcher.PLAIN.normalise(t).replace("plus", "add"));
        assertThat(aliases.parse(pos, "Plus 3")).isEqualTo(3);
        assertThat(aliases.legal(pos)).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void unknownTextsAreRejectedWithTheText() {
        MoveMatcher plain = new MoveMatcher(MoveMatcher.PLAIN);
        assertThatThrownBy(() -> plain.parse(new SumGame(), "add9")).isInstanceOf(NotationException.class)
                .hasMessage("illegal or unknown move: add9");
    }

    @Test
    void theCacheFollowsThePosition() throws NotationException {
        SumGame pos = new SumGame();
        MoveMatcher plain = new MoveMatcher(MoveMatcher.PLAIN);
        assertThat(plain.legal(pos)).hasSize(6);
        for (int i = 0; i < 4; i++) {
            pos.play(plain.parse(pos, "add2")); // +3 each
        }
        assertThat(pos.result().isOver()).isTrue();
        assertThat(plain.legal(pos)).isEmpty();
    }
}
