package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.SplittableRandom;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.EngineMoves;
import org.ansuz.variants.GreedyMatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The strength requirement: at 1 s per move the engine beats a 1-ply greedy player (best static
 * evaluation after its move, an immediate win first, random tie-break) in at least 9 of 10 games,
 * colours alternating, after a few random opening plies.
 *
 * <p>Games longer than the ply cap are adjudicated on material (marbles ejected, stones left); equal
 * material is a draw. Run one game family from the command line with
 * {@code java -cp target/classes:target/test-classes org.ansuz.variants.abalone.GreedyBaselineMatchTest
 * <variant> [games] [movetimeMs] [plyCap]}, or all of them with {@code mvn -B verify -Pslow}.
 */
public final class GreedyBaselineMatchTest {
    static final int GAMES = 10;
    static final long MOVE_TIME_MS = 1000;

    /** Wins, draws and losses of the engine. */
    record Score(int wins, int draws, int losses) {
    }

    @Tag("slow")
    @ParameterizedTest
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "taacoca", "taacoca-dagaz"})
    void engineBeatsTheGreedyPlayer(String name) {
        Score s = play(name, GAMES, MOVE_TIME_MS, plyCap(name), System.out);
        assertThat(s.wins()).as("%s engine wins out of %d", name, GAMES).isGreaterThanOrEqualTo(9);
    }

    static int plyCap(String name) {
        return name.startsWith("abalone") ? 300 : 200;
    }

    public static void main(String[] args) {
        String name = args[0];
        int games = args.length > 1 ? Integer.parseInt(args[1]) : GAMES;
        long ms = args.length > 2 ? Long.parseLong(args[2]) : MOVE_TIME_MS;
        int cap = args.length > 3 ? Integer.parseInt(args[3]) : plyCap(name);
        play(name, games, ms, cap, System.out);
    }

    static Score play(String name, int games, long moveTimeMs, int plyCap, Appendable log) {
        Variant variant = Variants.registry().find(name).orElseThrow();
        Engine engine = new Engine();
        engine.setGameInfo(variant.info());
        SplittableRandom random = new SplittableRandom(0x6EEDL + name.hashCode());
        int wins = 0;
        int draws = 0;
        int losses = 0;
        for (int game = 0; game < games; game++) {
            int engineSide = game % 2;
            engine.newGame();
            Position pos = variant.startPosition();
            MoveList list = new MoveList();
            StringBuilder moves = new StringBuilder();
            int openingPlies = 2 + random.nextInt(3);
            for (int i = 0; i < openingPlies && pos.generate(list) > 0; i++) {
                long m = list.move(random.nextInt(list.size()));
                moves.append(pos.moveText(m)).append(' ');
                pos.play(m);
            }
            long start = System.nanoTime();
            String reason;
            int result; // +1 engine wins, 0 draw, -1 engine loses
            while (true) {
                if (pos.generate(list) == 0) {
                    GameResult.Kind o = GameResult.of(pos).kind();
                    int forMover = o == GameResult.Kind.WIN ? 1 : o == GameResult.Kind.LOSS ? -1 : 0;
                    result = pos.sideToMove() == engineSide ? forMover : -forMover;
                    reason = GameResult.of(pos).reason();
                    break;
                }
                if (pos.plies() >= plyCap) {
                    int material = material(pos, engineSide);
                    result = Integer.signum(material);
                    reason = "ply cap " + plyCap + ", adjudicated on material " + material;
                    break;
                }
                long move = pos.sideToMove() == engineSide
                        ? EngineMoves.bestMove(engine, pos, EngineMoves.moveTime(moveTimeMs))
                        : GreedyMatch.greedyMove(pos, random);
                moves.append(pos.moveText(move)).append(' ');
                pos.play(move);
            }
            if (result > 0) {
                wins++;
            } else if (result == 0) {
                draws++;
            } else {
                losses++;
            }
            append(log, String.format(Locale.ROOT, "%s game %d: engine plays %s, %s after %d plies (%s), %.0f s; final %s%n  moves %s%n",
                    name, game + 1, engineSide == 0 ? variant.info().p1Name() : variant.info().p2Name(),
                    result > 0 ? "engine wins" : result < 0 ? "greedy wins" : "draw", pos.plies(), reason,
                    (System.nanoTime() - start) / 1e9, pos.fen(), moves.toString().trim()));
        }
        append(log, String.format(Locale.ROOT, "%s: engine %d wins, %d draws, %d losses against the greedy player (%d ms/move)%n",
                name, wins, draws, losses, moveTimeMs));
        return new Score(wins, draws, losses);
    }

    /** Material balance from the engine's side: marbles ejected (Abalone) or stones on the board (Taacoca). */
    static int material(Position pos, int engineSide) {
        if (pos instanceof AbalonePosition a) {
            return a.lostMarbles(1 - engineSide) - a.lostMarbles(engineSide);
        }
        int mine = 0;
        int theirs = 0;
        char own = engineSide == 0 ? 'w' : 'b';
        for (int c = 0; c < HexGrid.CELLS; c++) {
            char s = pos.symbolAt(c);
            if (s == own) {
                mine++;
            } else if (s != '.') {
                theirs++;
            }
        }
        return mine - theirs;
    }

    private static void append(Appendable log, String text) {
        try {
            log.append(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
