package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A GUI that charges far more time than the engine measured (a loaded machine, a slow pipe) must not make
 * the engine answer the next game at depth 1: issue 34 saw whole games played at depth 1 with a full clock
 * after the learned latency reserve ate the budget and survived {@code uginewgame}.
 */
class LaggyClockTest {
    private static final long INC_MS = 50;
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), "international", new Engine(), out, null);
    private final ListOutput opponentOut = new ListOutput();
    private final ProtocolLoop opponent =
            new ProtocolLoop(Variants.registry().all(), "international", new Engine(), opponentOut, null);

    @AfterEach
    void quit() {
        loop.handle("quit");
        opponent.handle("quit");
    }

    @Test
    void aLaggyGameLeavesTheNextGameItsFullDepth() {
        loop.handle("ugi");
        opponent.handle("ugi");
        loop.handle("setoption name Move Overhead value 10");
        playGame(6, 5_000, 400); // the GUI charges 400 ms beyond what the engine took, every move
        loop.handle("uginewgame");
        // 10 s + 50 ms: enough for depth 2 on a loaded machine, and still nothing at all (depth 1) for an
        // engine that keeps the 400 ms reserve learned above (10,000 / 50 + 37 - 400 < 0)
        List<Integer> depths = playGame(12, 10_000, 0);
        assertThat(depths).as("depth reached per move of the second game").allMatch(d -> d == 0 || d >= 2)
                .filteredOn(d -> d >= 2).hasSizeGreaterThan(6);
    }

    /**
     * Plays {@code turns} moves of the engine under test as White against a depth-1 opponent, with White's
     * clock charged the time each answer took plus {@code lagMs}; returns the deepest info depth of each of
     * the tested engine's searches, 0 for a forced move (answered at depth 1 on purpose).
     */
    private List<Integer> playGame(int turns, long startMs, long lagMs) {
        long clock = startMs;
        List<String> moves = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        for (int turn = 0; turn < turns; turn++) {
            String position = "position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
            loop.handle(position);
            out.drain();
            loop.handle("moves");
            boolean forced = out.drain().get(0).split(" ").length == 1;
            long started = System.nanoTime();
            loop.handle("go wtime " + clock + " btime " + startMs + " winc " + INC_MS + " binc " + INC_MS);
            String best = out.await(l -> l.startsWith("bestmove "));
            long took = (System.nanoTime() - started) / 1_000_000;
            clock = Math.max(1, clock + INC_MS - took - lagMs);
            int deepest = 0;
            for (String l : out.drain()) {
                String[] w = l.split(" ");
                if (w.length > 2 && w[0].equals("info") && w[1].equals("depth")) {
                    deepest = Math.max(deepest, Integer.parseInt(w[2]));
                }
            }
            depths.add(forced ? 0 : deepest);
            moves.add(best.split(" ")[1]);
            opponent.handle("position startpos moves " + String.join(" ", moves));
            opponentOut.drain();
            opponent.handle("go depth 1");
            moves.add(opponentOut.await(l -> l.startsWith("bestmove ")).split(" ")[1]);
        }
        return depths;
    }
}
