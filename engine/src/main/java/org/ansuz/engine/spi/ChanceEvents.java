package org.ansuz.engine.spi;

import java.util.SplittableRandom;

/**
 * Drawing the outcome of a pending chance event ({@link Position#sideToMove()} is {@link Position#CHANCE}):
 * a weighted choice among the generated outcomes by {@link Position#chanceWeight}. Used where no one else
 * supplies the outcome: the engine facade (from its {@code Random Seed}) and the match runner (its own seed).
 */
public final class ChanceEvents {
    private ChanceEvents() {
    }

    /**
     * The player who moves next: the side to move, or at a pending chance event the one who moves once
     * the outcome is known (every outcome hands the turn to the same player, so the first one tells).
     * This is the player a GUI must ask to move, and the one whose engine draws the outcome.
     */
    public static int nextMover(Position pos) {
        int side = pos.sideToMove();
        if (side != Position.CHANCE) {
            return side;
        }
        MoveList list = new MoveList();
        if (pos.generate(list) == 0) {
            return 0;
        }
        pos.play(list.move(0));
        int next = pos.sideToMove();
        pos.undo();
        return next == Position.CHANCE ? 0 : next;
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
