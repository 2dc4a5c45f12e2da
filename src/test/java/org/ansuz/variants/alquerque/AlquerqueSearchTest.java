package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Per game, the search finds the move that wins at once (the opponent is lost after it), and a forced win
 * a few turns deep: its only first move and its exact mate score, the win proved by a plain search too.
 */
class AlquerqueSearchTest {
    static void findsWin(String variant, String fen, String expected) throws NotationException {
        Position p = AlquerqueRulesTest.pos(variant, fen);
        long best = EngineMoves.bestMove(new Engine(), p, EngineMoves.depth(4));
        assertThat(p.moveText(best)).isEqualTo(expected);
        p.play(best);
        GameResult r = p.result();
        if (!r.isOver()) {
            assertThat(p.generate(new MoveList())).as("the opponent has no move").isZero();
            r = p.noMoveResult();
        }
        assertThat(r.kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void alquerqueTakesTheLastTwo() throws NotationException {
        findsWin("alquerque", "5/5/1p3/p4/P4 w", "a1xa3xc3");
    }

    @Test
    void zammaKingSweepsTheDiagonal() throws NotationException {
        findsWin("zamma", "9/7p1/9/5p3/9/3p5/9/1p7/K8 w", "a1xc3xe5xg7xi9");
    }

    @Test
    void kharbagaMullahSweepsTheDiagonal() throws NotationException {
        findsWin("kharbaga", "1*1*1*1*1/*1*1*1*p*/1*1*1*1*1/*1*1*p*1*/1*1*1*1*1/*1*p*1*1*/1*1*1*1*1/*p*1*1*1*/K*1*1*1*1 w",
                "a1xc3xe5xg7xi9");
    }

    @Test
    void fanoronaApproachTakesTheWholeLine() throws NotationException {
        findsWin("fanorona", "4p4/3p5/2p6/9/P8 w", "a1-b2A");
    }

    @Test
    void dablotKingTakesTheKing() throws NotationException {
        findsWin("dablot", "1*1*1*1*1*m/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/"
                + "*1*1*1*1*1*/1*1*1*1*1*1/*1*k*1*1*1*/1*K*1*1*1*1/*1*1*1*1*1*/M*1*1*1*1*1 w", "c3xe5");
    }

    @Test
    void geeseCloseTheTrap() throws NotationException {
        findsWin("foxgeese", "**fGG**/**G2**/2GGG2/7/G6/**3**/**3** w", "d5-d6");
    }

    @Test
    void foxTakesTheGooseThatLeavesTooFew() throws NotationException {
        findsWin("foxgeese", "**3**/**3**/3G3/3f3/2GGG2/**GG1**/**3** b", "d4xd6");
    }

    /**
     * The side to move wins in exactly {@code turns} of its turns whatever the opponent does: the search's best
     * move and its score ({@code mate turns}) agree with a plain exhaustive search, which finds that one first
     * move wins that fast and none wins faster.
     */
    static void findsForcedWin(String variant, String fen, String expected, int turns) throws NotationException {
        Position p = AlquerqueRulesTest.pos(variant, fen);
        int plies = 2 * turns - 1;
        assertThat(winningMoves(p, plies - 2)).as("no faster win").isEmpty();
        assertThat(winningMoves(p, plies)).containsExactly(expected);
        EngineMoves.Line line = EngineMoves.bestLine(new Engine(), p, EngineMoves.depth(plies + 2));
        assertThat(p.moveText(line.move())).isEqualTo(expected);
        assertThat(line.score()).isEqualTo(Score.WIN - plies);
    }

    /** The moves after which the side to move wins within {@code plies} plies (its own last move included). */
    private static List<String> winningMoves(Position p, int plies) {
        List<String> wins = new ArrayList<>();
        if (plies < 1) {
            return wins;
        }
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            if (lost(p) || (plies > 2 && !ended(p) && everyReplyLoses(p, plies - 1))) {
                wins.add(p.moveText(list.move(i)));
            }
            p.undo();
        }
        return wins;
    }

    private static boolean everyReplyLoses(Position p, int plies) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            boolean lost = ended(p) || winningMoves(p, plies - 1).isEmpty();
            p.undo();
            if (lost) {
                return false;
            }
        }
        return true;
    }

    private static boolean ended(Position p) {
        return p.result().isOver() || p.generate(new MoveList()) == 0;
    }

    /** The side to move has lost: by a rule, or it has no move and that loses. */
    private static boolean lost(Position p) {
        GameResult r = p.result();
        if (!r.isOver() && p.generate(new MoveList()) == 0) {
            r = p.noMoveResult();
        }
        return r.kind() == GameResult.Kind.LOSS;
    }

    /** Per game a win in three (Fox and Geese: the geese's trap in four), the only first move that wins that fast. */
    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "alquerque | 5/2p2/4P/2P2/1P1PP w | c2-c3 | 3",
        "zamma | ppp1p1ppp/ppppp1ppp/1p2p2p1/p8/1p1ppk3/9/8P/7P1/5P3 b | f5-i5 | 3",
        "kharbaga | p*1*1*1*p/*p*p*p*p*/1*1*1*p*p/*1*p*1*1*/1*1*1*P*1/*1*1*1*1*/1*1*1*P*1/*1*p*1*1*/1*1*1*1*1 b | d2-e1 | 3",
        "fanorona | 4p1ppp/9/7p1/7p1/P7p b | e5-d4 | 3",
        "dablot | m*m*m*1*m*m/*m*m*m*m*m*/1*m*m*m*m*m/*m*m*1*m*m*/1*k*m*P*1*m/*p*1*1*1*m*/1*m*1*1*1*1/"
            + "*1*1*1*M*1*/M*1*M*1*K*1/*M*M*M*M*M*/1*M*M*M*M*M/*M*M*M*M*M*/M*1*M*M*M*M b | c7-b6 | 3",
        "foxgeese | **3**/**3**/1GG2G1/2G4/1GGGGG1/**GG1**/**1fG** w | e3-e2 | 4",
        "foxgeese | **3**/**1f1**/7/2G2G1/1G1G3/**G2**/**2G** b | d6-e5 | 3"})
    void findsTheForcedWin(String variant, String fen, String expected, int turns) throws NotationException {
        findsForcedWin(variant, fen, expected, turns);
    }
}
