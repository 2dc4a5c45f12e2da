package org.ansuz.variants.epaminondas;

import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue requirement: at 1 s per move the engine beats a greedy 1-ply player in at least 9 of 10 games. */
@Tag("slow")
class EpaminondasStrengthTest {
    @Test
    void epaminondas() {
        GreedyMatch.assertEngineWins("epaminondas");
    }

    @Test
    void epaminondas8x8() {
        GreedyMatch.assertEngineWins("epaminondas-8x8");
    }
}
