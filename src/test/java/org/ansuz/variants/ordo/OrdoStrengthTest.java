package org.ansuz.variants.ordo;

import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue requirement: at 1 s per move the engine beats a greedy 1-ply player in at least 9 of 10 games. */
@Tag("slow")
class OrdoStrengthTest {
    @Test
    void ordo() {
        GreedyMatch.assertEngineWins("ordo");
    }

    @Test
    void ordoX() {
        GreedyMatch.assertEngineWins("ordo-x");
    }
}
