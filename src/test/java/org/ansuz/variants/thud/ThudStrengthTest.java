package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The target: at 1 s per move the engine beats a 1-ply greedy player in at least 19 of 20 games
 * of each game, playing each side (colours alternate). Slow: about ten minutes per game.
 */
@Tag("slow")
class ThudStrengthTest {
    @ParameterizedTest
    @ValueSource(strings = {"thud", "koomvalley", "koomvalley-football"})
    void beatsTheGreedyPlayer(String variant) {
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find(variant).orElseThrow(), 20, 1000, 4, 300, 2026);
        System.out.print(r.log());
        System.out.printf("%s: engine %d, greedy %d, unfinished/draw %d%n", variant, r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(19);
    }
}
