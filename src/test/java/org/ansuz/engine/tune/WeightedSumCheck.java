package org.ansuz.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.TuningFeatures;

/**
 * For the families' tests: the evaluation in the search equals the weighted sum of the features {@code ansuz
 * tune} fits, plus the family's fixed part, on every position of seeded random games.
 */
public final class WeightedSumCheck {
    /** What the random games showed: positions checked, noisy moves played, positions with a fixed part. */
    public record Seen(int positions, int noisy, int fixed) {
    }

    private WeightedSumCheck() {
    }

    /** Checks {@code games} random games of at most {@code plies} plies from the start of {@code v}. */
    public static Seen check(Variant v, ToIntFunction<Position> fixedPart, int games, int plies) throws NotationException {
        LinearEvaluation eval = ((Tunable) v).linearEvaluation();
        SplittableRandom random = new SplittableRandom(41);
        MoveList moves = new MoveList();
        int positions = 0;
        int noisy = 0;
        int fixed = 0;
        for (int game = 0; game < games; game++) {
            Position pos = v.startPosition();
            for (int ply = 0; ply < plies; ply++) {
                double sum = TuningFeatures.weightedSum(eval, pos);
                int rest = fixedPart.applyAsInt(pos);
                fixed += rest != 0 ? 1 : 0;
                assertThat(sum + rest).as("%s at %s", v.name(), pos.fen()).isEqualTo(pos.evaluate());
                positions++;
                int moveCount = pos.generate(moves);
                if (moveCount == 0) {
                    break;
                }
                long m = moves.move(random.nextInt(moveCount));
                noisy += pos.isNoisy(m) ? 1 : 0;
                pos.play(m);
            }
        }
        return new Seen(positions, noisy, fixed);
    }
}
