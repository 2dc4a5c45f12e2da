package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** Per game, the search finds the move that wins at once (the opponent is lost after it). */
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
}
