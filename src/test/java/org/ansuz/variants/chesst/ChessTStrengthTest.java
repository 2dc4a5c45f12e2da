package org.ansuz.variants.chesst;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Issue 13: at 1 s per move the engine beats a greedy 1-ply player in at least 19 of 20 games per game. */
@Tag("slow")
class ChessTStrengthTest {
    private static void check(String variant) {
        GreedyMatch.Result r = GreedyMatch.play(Variants.registry().find(variant).orElseThrow(), 20, 1000, 4, 300, 2026);
        System.out.print(r.log());
        System.out.printf("%s: engine %d, greedy %d, unfinished/draw %d%n", variant, r.engineWins(), r.greedyWins(),
                r.unfinished());
        assertThat(r.engineWins()).isGreaterThanOrEqualTo(19);
    }

    @Test
    void chessT() {
        check("chess-t");
    }

    @Test
    void chessT2() {
        check("chess-t2");
    }
}
