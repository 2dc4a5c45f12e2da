package org.ansuz.variants.epaminondas;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue requirement: at 1 s per move the engine beats a greedy 1-ply player in at least 9 of 10 games. */
@Tag("slow")
class EpaminondasStrengthTest {
    static void match(String variant) {
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find(variant).orElseThrow(), 10, 1000, 4, 300, 2026);
        System.out.print(r.log());
        System.out.printf("%s: engine %d, greedy %d, unfinished/draw %d%n", variant, r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(9);
    }

    @Test
    void epaminondas() {
        match("epaminondas");
    }

    @Test
    void epaminondas8x8() {
        match("epaminondas-8x8");
    }
}
