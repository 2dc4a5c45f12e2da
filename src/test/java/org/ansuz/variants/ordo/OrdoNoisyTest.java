package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/**
 * Quiescence's generator lists the noisy moves of the full one along random playouts: all of them in
 * Ordo, the one-part ones (direct captures and home-row arrivals) in Ordo X.
 */
class OrdoNoisyTest {
    @Test
    void noisyGeneratorMatchesFilteredGenerate() {
        for (Variant v : new Variant[] {OrdoRulesTest.ORDO, OrdoRulesTest.ORDO_X}) {
            SplittableRandom random = new SplittableRandom(7);
            int withCaptures = 0;
            for (int game = 0; game < 6; game++) {
                Position pos = v.startPosition();
                MoveList all = new MoveList();
                MoveList noisy = new MoveList();
                for (int ply = 0; ply < 80; ply++) {
                    int n = pos.generate(all);
                    int r = pos.generateNoisy(noisy);
                    long[] expected = Arrays.stream(Arrays.copyOf(all.moves, n)).filter(pos::isNoisy)
                            .filter(m -> v == OrdoRulesTest.ORDO || OrdoPosition.part2(m) == 0).sorted().toArray();
                    long[] actual = Arrays.copyOf(noisy.moves, noisy.size);
                    Arrays.sort(actual);
                    assertThat(actual).as("%s %s", v.name(), pos.fen()).containsExactly(expected);
                    assertThat(r == 0).isEqualTo(n == 0);
                    withCaptures += expected.length > 0 ? 1 : 0;
                    if (n == 0) {
                        break;
                    }
                    pos.play(all.move(random.nextInt(n)));
                }
            }
            assertThat(withCaptures).as(v.name()).isPositive();
        }
    }
}
