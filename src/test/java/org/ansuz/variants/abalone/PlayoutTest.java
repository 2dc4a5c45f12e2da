package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random games: undo restores everything, the incremental key equals the key computed from
 * scratch and the key of the re-parsed FEN, FEN round-trips, and unwinding a whole game returns to the
 * start.
 */
class PlayoutTest {

    /** Parsing puts the stones one by one on an empty board: its key is built from scratch. */
    static long keyFromScratch(Position pos) throws NotationException {
        Variant v = pos instanceof AbalonePosition ? Variants.registry().find("abalone").orElseThrow()
                : Variants.registry().find("taacoca").orElseThrow();
        return v.newPosition(pos.fen()).key();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "taacoca", "taacoca-dagaz"})
    void randomGamesKeepKeysFensAndUndoExact(String name) throws NotationException {
        Variant v = Variants.registry().find(name).orElseThrow();
        SplittableRandom random = new SplittableRandom(20261122L + name.length());
        MoveList list = new MoveList();
        for (int game = 0; game < 20; game++) {
            Position pos = v.newPosition(v.benchFens().get(game % v.benchFens().size()));
            String start = pos.fen();
            List<String> fens = new ArrayList<>();
            for (int ply = 0; ply < 300; ply++) {
                String fen = pos.fen();
                fens.add(fen);
                assertThat(pos.key()).as("%s incremental key at %s", name, fen).isEqualTo(keyFromScratch(pos));
                Position reparsed = v.newPosition(fen);
                assertThat(reparsed.fen()).isEqualTo(fen);
                assertThat(reparsed.key()).isEqualTo(pos.key());
                int n = pos.generate(list);
                if (n == 0) {
                    assertThat(GameResult.of(pos).isOver()).isTrue();
                    break;
                }
                assertThat(GameResult.of(pos).isOver()).isFalse();
                long m = list.move(random.nextInt(n));
                long key = pos.key();
                int eval = pos.evaluate();
                pos.play(m);
                pos.undo();
                assertThat(pos.fen()).isEqualTo(fen);
                assertThat(pos.key()).isEqualTo(key);
                assertThat(pos.evaluate()).isEqualTo(eval);
                pos.play(m);
                assertThat(pos.plies()).isEqualTo(ply + 1);
            }
            Position copy = pos.copy();
            String end = pos.fen();
            while (pos.plies() > 0) {
                pos.undo();
                assertThat(pos.fen()).isEqualTo(fens.get(pos.plies()));
            }
            assertThat(pos.fen()).isEqualTo(start);
            assertThat(copy.fen()).as("a copy is independent").isEqualTo(end);
            assertThat(copy.plies()).isEqualTo(fens.size() - (copy.generate(list) == 0 ? 1 : 0));
        }
    }
}
