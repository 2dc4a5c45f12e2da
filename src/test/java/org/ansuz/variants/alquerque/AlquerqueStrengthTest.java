package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The strength target: at 1 s per move the engine beats a 1-ply greedy player in at least 19
 * of 20 games of each game, colours alternating (both sides of Fox and Geese). Slow: minutes per game.
 */
@Tag("slow")
class AlquerqueStrengthTest {
    @ParameterizedTest
    @ValueSource(strings = {"alquerque", "zamma", "kharbaga", "fanorona", "dablot", "foxgeese", "foxgeese-15",
        "foxgeese-british", "foxgeese-french"})
    void beatsTheGreedyPlayer(String variant) {
        String only = System.getProperty("alquerque.only");
        Assumptions.assumeTrue(only == null || only.equals(variant));
        // -Dalquerque.games / -Dalquerque.ms shorten a hand run; the target is 20 games at 1000 ms
        int games = Integer.getInteger("alquerque.games", 20);
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find(variant).orElseThrow(), games,
                Long.getLong("alquerque.ms", 1000), 4, 400, 2026);
        System.out.print(r.log());
        System.out.printf("%s: engine %d, greedy %d, unfinished/draw %d%n", variant, r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(games - games / 20);
    }
}
