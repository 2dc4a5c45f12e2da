package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random command lines: the session never throws, prints no internal error, and every
 * {@code go} still gets exactly one {@code bestmove}.
 */
class RandomInputTest {
    private static final List<String> WORDS = List.of("ugi", "uci", "isready", "setoption", "name", "value", "Hash",
            "UCI_Variant", "mini", "tictactoe", "MultiPV", "position", "startpos", "fen", "moves", "3/3/3", "x", "o",
            "W:W7,8:B1,2", "b2", "a1", "c3", "7-5", "8-6", "2-4", "go", "depth", "nodes", "movetime", "infinite",
            "ponder", "wtime", "btime", "p1time", "searchmoves", "stop", "ponderhit", "query", "gameover", "result",
            "d", "moves", "eval", "uginewgame", "1", "2", "-5", "x7", "", "\t", "99999999999999999999", "XXX/oo1/3");

    @Test
    void randomLinesNeverBreakTheSession() {
        Random rnd = new Random(20261122);
        Transcript t = new Transcript("tictactoe");
        int gos = 0;
        for (int i = 0; i < 600; i++) {
            StringBuilder line = new StringBuilder();
            int n = 1 + rnd.nextInt(6);
            for (int k = 0; k < n; k++) {
                line.append(k == 0 ? "" : " ").append(WORDS.get(rnd.nextInt(WORDS.size())));
            }
            String l = line.toString();
            if (l.strip().toLowerCase().startsWith("go")) {
                gos++;
            }
            if (l.strip().toLowerCase().startsWith("quit")) {
                continue;
            }
            t.feed(l);
        }
        t.feed("stop");
        t.engine.waitForIdle();
        assertThat(t.out.lines()).noneMatch(l -> l.contains("internal error"));
        assertThat(t.out.count(l -> l.startsWith("bestmove"))).isEqualTo(gos);
        t.feed("quit");
    }
}
