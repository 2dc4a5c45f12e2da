package org.ansuz.engine;

import java.util.SplittableRandom;

/**
 * Drawing the outcome of a pending chance event ({@link Position#sideToMove()} is {@link Position#CHANCE}):
 * a weighted choice among the generated outcomes by {@link Position#chanceWeight}. Used where no one else
 * supplies the outcome: the engine facade (from its {@code Random Seed}) and the match runner (its own seed).
 */
public final class ChanceEvents {
    private ChanceEvents() {
    }

    /** One outcome of the chance event pending at {@code pos}, or 0 when none is pending. */
    public static long draw(Position pos, SplittableRandom random) {
        if (pos.sideToMove() != Position.CHANCE) {
            return 0;
        }
        MoveList list = new MoveList();
        int n = pos.generate(list);
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += Math.max(0, pos.chanceWeight(list.move(i)));
        }
        if (total <= 0) {
            return n == 0 ? 0 : list.move(random.nextInt(n));
        }
        long r = random.nextLong(total);
        for (int i = 0; i < n; i++) {
            r -= Math.max(0, pos.chanceWeight(list.move(i)));
            if (r < 0) {
                return list.move(i);
            }
        }
        return list.move(n - 1);
    }

    /**
     * The outcome drawn from {@code seed} and the position itself: the same seed and position always draw
     * the same outcome, so a GUI that re-sends the moves without the outcome gets the same game.
     */
    public static long draw(Position pos, long seed) {
        return draw(pos, new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ pos.key()));
    }
}
