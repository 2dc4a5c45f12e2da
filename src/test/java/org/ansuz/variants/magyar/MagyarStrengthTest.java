package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue 14: at 1 s per move the engine beats a greedy 1-ply player in at least 19 of 20 games. */
@Tag("slow")
class MagyarStrengthTest {
    @Test
    void beatsTheGreedyPlayer() {
        // Two plies per turn (stones, then tile): 600 plies are the 300-turn limit.
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find("magyar").orElseThrow(), 20, 1000, 4, 600,
                2026);
        System.out.print(r.log());
        System.out.printf("magyar: engine %d, greedy %d, unfinished/draw %d%n", r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(19);
    }
}
