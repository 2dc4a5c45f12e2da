package org.ansuz.variants.draughts;

import java.util.SplittableRandom;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ShippedVariants;

/**
 * Plays plausible games (a 4-ply alpha-beta over the family's evaluation, with a little seeded noise
 * at the root) and prints middlegame positions for {@link DraughtsBench}. Development tool:
 * {@code mvn -o -q -Ptools test-compile}, then {@code java -cp target/classes:target/test-classes org.ansuz.variants.draughts.DraughtsBenchWriter}.
 */
public final class DraughtsBenchWriter {
    private DraughtsBenchWriter() {
    }

    public static void main(String[] args) {
        for (Variant v : ShippedVariants.of("draughts")) {
            SplittableRandom random = new SplittableRandom(11L + v.name().hashCode());
            StringBuilder sb = new StringBuilder(v.name()).append(":");
            for (int game = 0; game < 3; game++) {
                Position pos = v.startPosition();
                int plies = 14 + 10 * game;
                for (int ply = 0; ply < plies && GameResult.of(pos).kind() == GameResult.Kind.ONGOING; ply++) {
                    pos.play(choose(pos, random));
                }
                sb.append("\n  \"").append(pos.fen()).append('"');
            }
            System.err.println(sb);
        }
    }

    static long choose(Position pos, SplittableRandom random) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        long best = list.move(0);
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            int score = -search(pos, 3, -100_000, 100_000) + random.nextInt(12);
            pos.undo();
            if (score > bestScore) {
                bestScore = score;
                best = list.move(i);
            }
        }
        return best;
    }

    static int search(Position pos, int depth, int alpha, int beta) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        if (n == 0) {
            return -30_000;
        }
        if (depth == 0) {
            return pos.evaluate();
        }
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            int s = -search(pos, depth - 1, -beta, -alpha);
            pos.undo();
            if (s > alpha) {
                alpha = s;
                if (alpha >= beta) {
                    break;
                }
            }
        }
        return alpha;
    }
}
