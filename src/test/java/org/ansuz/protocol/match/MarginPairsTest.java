package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.toy.TicTacToe;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;
import org.junit.jupiter.api.Test;

/** A game played for points (Thud) is scored in pairs of games by the summed margin, as its rules score it. */
class MarginPairsTest {
    private static final Variant THUD = Variants.registry().find("thud").orElseThrow();
    /**
     * One dwarf (e5) beside one troll (f5), the dwarfs to move: the dwarf takes the troll ({@code e5xf5}, the
     * dwarfs win by 1), or steps away and the troll takes it ({@code e5-e6 f5-f6x(e6)}, the trolls win by 4).
     */
    private static final String FEN = "5/7/9/11/13/15/15/7X7/15/15/3dT8/11/9/7/5 d";
    private static final List<String> DWARF_TAKES = List.of("e5xf5");
    private static final List<String> TROLL_TAKES = List.of("e5-e6", "f5-f6x(e6)");

    @Test
    void onlyGamesPlayedForPointsAndPlayedTwiceArePaired() {
        assertThat(MarginPairs.applies(THUD, 2)).isTrue();
        assertThat(MarginPairs.applies(Variants.registry().find("thud-subset").orElseThrow(), 10)).isTrue();
        assertThat(MarginPairs.applies(THUD, 3)).isFalse();
        assertThat(MarginPairs.applies(Variants.registry().find("koomvalley").orElseThrow(), 2)).isFalse();
        assertThat(MarginPairs.applies(TicTacToe.VARIANT, 2)).isFalse();
    }

    /**
     * Two engines, A and B, each winning one battle of every pair by the same points: each pair is even, a
     * drawn pair. The match prints each pair's sum and counts pairs in its score and its SPRT.
     */
    @Test
    void pairsThatAreEvenOnPointsAreDrawnPairs() throws Exception {
        Map<Integer, List<String>> moves = Map.of(0, DWARF_TAKES, 1, DWARF_TAKES, 2, TROLL_TAKES, 3, TROLL_TAKES);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Match match = match(log);
        List<GameRecord> games = match.run(m -> {
            for (int i = 0; i < m.total(); i++) {
                GameJob job = m.job(i);
                m.record(game(i, job.players(), job.names(), moves.get(i)));
            }
        });
        assertThat(games).hasSize(4);
        String text = log.toString(StandardCharsets.UTF_8);
        // game 1: A (dwarfs) +1; game 2: B (dwarfs) +1, so A -1 as the trolls: even
        assertThat(text).contains("Pair of games 1 and 2: A +0 points in all",
                "Score of A vs B in pairs of games: 0-0-1",
                // game 3: A (dwarfs) -4; game 4: A (trolls) +4
                "Pair of games 3 and 4: A +0 points in all",
                "Score of A vs B in pairs of games: 0-0-2 [0.500]",
                "Scored in pairs: the two games of an opening, the sides swapped, won by the summed points (as thud is scored).",
                "Elo error bars: 95 %, from the per-pair score variance (trinomial).");
    }

    @Test
    void theSumDecidesWhereTheGamesSplit() throws Exception {
        // game 1: A (dwarfs) +1; game 2: B (dwarfs) steps away and A's troll takes: A +4. Then game 3: A (dwarfs)
        // -4; game 4: B (dwarfs) takes: A -1, so the first pair is A's by 5 and the second B's by 5.
        Map<Integer, List<String>> moves = Map.of(0, DWARF_TAKES, 1, TROLL_TAKES, 2, TROLL_TAKES, 3, DWARF_TAKES);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Match match = match(log);
        match.run(m -> {
            for (int i = 0; i < m.total(); i++) {
                GameJob job = m.job(i);
                m.record(game(i, job.players(), job.names(), moves.get(i)));
            }
        });
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("Pair of games 1 and 2: A +5 points in all",
                "Score of A vs B in pairs of games: 1-0-0", "Pair of games 3 and 4: A -5 points in all",
                "Score of A vs B in pairs of games: 1-1-0 [0.500]");
    }

    @Test
    void aPairWithAForfeitIsScoredByItsGamesResults() {
        MarginPairs pairs = new MarginPairs(THUD);
        GameRecord won = game(0, new int[] {0, 1}, new String[] {"A", "B"}, DWARF_TAKES);
        GameRecord forfeit = new GameRecord(2, new Opening(FEN, List.of()), new int[] {1, 0}, new String[] {"B", "A"},
                List.of(), GameRecord.P2_WIN, "B crashed", 0, List.of());
        assertThat(pairs.margin(won, 0)).isEqualTo(1);
        assertThat(pairs.margin(won, 1)).isEqualTo(-1);
        assertThat(pairs.margin(forfeit, 0)).isNull();
        assertThat(pairs.add(0, 0, 0, won)).isNull();
        MarginPairs.Outcome o = pairs.add(0, 1, 0, forfeit);
        assertThat(o.tallyIndex()).isZero();
        assertThat(o.text()).isEqualTo("Pair of games 1 and 2: A 2 of 2 (a game did not end on points)");
    }

    private static GameRecord game(int index, int[] players, String[] names, List<String> moves) {
        Opening opening = new Opening(FEN, List.of());
        // the records' moves are checked by replaying them: the test's lines must end the game as they say
        boolean p1Wins = moves.equals(DWARF_TAKES);
        return new GameRecord(index + 1, opening, players, names, moves, p1Wins ? GameRecord.P1_WIN : GameRecord.P2_WIN,
                "wiped out", -1, List.of());
    }

    private static Match match(ByteArrayOutputStream log) throws Exception {
        List<String> tokens = new ArrayList<>(List.of("cmd=/nonexistent/a", "name=A",
                "cmd=/nonexistent/b", "name=B"));
        List<Opening> openings = List.of(new Opening(FEN, List.of()), new Opening(FEN, List.of()));
        Match.Settings settings = new Match.Settings(THUD, new MoveLimits(0, 0, 0, 1, 0), 4, openings, 1, 100, 1000,
                60_000, 60_000, null, null);
        return new Match(EngineSpec.parseAll(tokens), settings, new PrintStream(log, true, StandardCharsets.UTF_8), false);
    }
}
