package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ansuz.engine.Engine;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue target: at 1 s per move the engine beats a greedy 1-ply player in at least 19 of 20 games from
 * random legal setups, playing each side. The setup (54 drops) is random for both players; then the
 * engine and the greedy player alternate. The greedy player takes an immediate win, otherwise the move
 * after which its own static evaluation is best (Cyvasse turns alternate in play, so the score after a
 * move is the opponent's). Properties {@code cyvasse.games} and {@code cyvasse.ms} shorten a trial run.
 */
@Tag("slow")
class CyvasseStrengthTest {

    @Test
    void engineBeatsGreedyFromRandomSetups() {
        int games = Integer.getInteger("cyvasse.games", 20);
        long ms = Long.getLong("cyvasse.ms", 1000);
        Variant v = Variants.registry().find("cyvasse").orElseThrow();
        Engine engine = new Engine();
        engine.setGameInfo(v.info());
        int won = 0;
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(1200 + g / 2); // each setup played from both sides
            Position pos = v.startPosition();
            MoveList list = new MoveList();
            while (((CyvassePosition) pos).inSetup()) {
                pos.generate(list);
                pos.play(list.move(random.nextInt(list.size())));
            }
            int engineSide = g % 2;
            engine.newGame();
            while (!pos.result().isOver() && pos.generate(list) > 0 && pos.plies() < 54 + 300) {
                long m = pos.sideToMove() == engineSide
                        ? EngineMoves.bestMove(engine, pos, EngineMoves.moveTime(ms)) : greedy(pos, random);
                pos.play(m);
            }
            GameResult r = pos.result().isOver() ? pos.result()
                    : pos.generate(list) == 0 ? pos.noMoveResult() : GameResult.draw("unfinished");
            boolean engineWon = r.kind() == GameResult.Kind.WIN && pos.sideToMove() == engineSide
                    || r.kind() == GameResult.Kind.LOSS && pos.sideToMove() != engineSide;
            won += engineWon ? 1 : 0;
            System.out.printf("cyvasse game %d engine=%s plies=%d %s (%s)%n", g + 1, engineSide == 0 ? "White" : "Black",
                    pos.plies(), engineWon ? "engine wins" : r.kind() == GameResult.Kind.DRAW ? "draw" : "greedy wins",
                    r.reason());
        }
        System.out.printf("cyvasse: engine won %d of %d at %d ms per move%n", won, games, ms);
        assertThat(won).isGreaterThanOrEqualTo(games - games / 20);
    }

    static long greedy(Position pos, SplittableRandom random) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        int me = pos.sideToMove();
        long best = 0;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            pos.play(m);
            GameResult r = pos.result();
            boolean mine = pos.sideToMove() == me;
            int score = r.isOver() ? (r.kind() == GameResult.Kind.DRAW ? 0
                    : (r.kind() == GameResult.Kind.WIN) == mine ? 1_000_000 : -1_000_000)
                    : mine ? pos.evaluate() : -pos.evaluate();
            pos.undo();
            if (score > bestScore) {
                bestScore = score;
                best = m;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }
}
