package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ansuz.variants.thud.ThudRulesTest.fen;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search takes what is there to take in each game of the family, and finishes a won race. */
class ThudSearchTest {
    static String best(ThudVariant v, Position p, int depth) {
        Engine engine = new Engine();
        engine.setGameInfo(v.info());
        return p.moveText(EngineMoves.bestMove(engine, p, EngineMoves.depth(depth)));
    }

    @Test
    void dwarfsHurlOntoATroll() throws NotationException {
        ThudVariant v = ThudRulesTest.THUD;
        Position p = v.newPosition(fen(v, "e3 e4 e5 a8 a9", "e8 l12 m12", "", 'd'));
        assertThat(best(v, p, 3)).isEqualTo("e5xe8");
    }

    @Test
    void aTrollTakesTheMostDwarfs() throws NotationException {
        ThudVariant v = ThudRulesTest.THUD;
        Position p = v.newPosition(fen(v, "e5 e6 d6 l5 a8", "g7 m12", "", 't'));
        assertThat(best(v, p, 3)).isEqualTo("g7-f6x(e5,e6)");
    }

    @Test
    void aKoomValleyTrollTramplesAChain() throws NotationException {
        ThudVariant v = ThudRulesTest.KV;
        Position p = v.newPosition(fen(v, "e6 e8 a6 o6", "e5 m12", "b2", 't'));
        assertThat(best(v, p, 3)).isEqualTo("e5xe7xe9");
    }

    @Test
    void koomValleyDwarfsTrapATroll() throws NotationException {
        ThudVariant v = ThudRulesTest.KV;
        Position p = v.newPosition(fen(v, "b5 g5 a10 o6", "f5 m12", "h2", 'd'));
        assertThat(best(v, p, 3)).isEqualTo("b5-e5x(f5)");
    }

    @Test
    void theBallIsRolledIntoTheGoal() throws NotationException {
        ThudVariant v = ThudRulesTest.FOOTBALL;
        winsAtOnce(v, v.newPosition(fen(v, "g13 g14 a6", "c8 e10 k10", "h12", 'd')), "h12-h15");
    }

    @Test
    void footballTrollsCloseOnTheBall() throws NotationException {
        ThudVariant v = ThudRulesTest.FOOTBALL;
        // two trolls beside the ball; only k8-i8 brings a third beside it (a troll beside it that moves leaves two)
        winsAtOnce(v, v.newPosition(fen(v, "g7 h7 a6", "g9 i9 k8", "h8", 't')), "k8-i8");
    }

    /** A two-ply search finds {@code expected}, after which the opponent has lost. */
    private static void winsAtOnce(ThudVariant v, Position p, String expected) throws NotationException {
        String move = best(v, p, 2);
        assertThat(move).isEqualTo(expected);
        p.play(p.parseMove(move));
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.LOSS);
    }
}
