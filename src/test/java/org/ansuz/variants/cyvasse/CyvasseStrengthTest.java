package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue target: at 1 s per move the engine beats a greedy 1-ply player in at least 19 of 20 games from
 * random legal setups (the 54 drops played at random), playing each side. Properties
 * {@code cyvasse.games} and {@code cyvasse.ms} shorten a trial run.
 */
@Tag("slow")
class CyvasseStrengthTest {

    @Test
    void engineBeatsGreedyFromRandomSetups() {
        int games = Integer.getInteger("cyvasse.games", 20);
        long ms = Long.getLong("cyvasse.ms", 1000);
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find("cyvasse").orElseThrow(), games, ms,
                CyvassePosition.SETUP_DROPS, CyvassePosition.SETUP_DROPS + 300, 1200);
        System.out.print(r.log());
        System.out.printf("cyvasse: engine %d, greedy %d, unfinished/draw %d at %d ms per move%n", r.engineWins(),
                r.greedyWins(), r.unfinished(), ms);
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(games - games / 20);
    }
}
