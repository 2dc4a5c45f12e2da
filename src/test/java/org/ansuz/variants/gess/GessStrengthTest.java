package org.ansuz.variants.gess;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue 14: at 1 s per move the engine beats a greedy 1-ply player in at least 19 of 20 games. */
@Tag("slow")
class GessStrengthTest {
    @Test
    void beatsTheGreedyPlayer() {
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find("gess").orElseThrow(), 20, 1000, 4, 300,
                2026);
        System.out.print(r.log());
        System.out.printf("gess: engine %d, greedy %d, unfinished/draw %d%n", r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(19);
    }
}
