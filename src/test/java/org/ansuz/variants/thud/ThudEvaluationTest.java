package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ansuz.variants.thud.ThudRulesTest.fen;

import org.ansuz.engine.spi.NotationException;
import org.junit.jupiter.api.Test;

/** Koom Valley's count of the trolls one move from the Rock, on hand-made positions; which weights each game reads. */
class ThudEvaluationTest {
    private static int rockReach(ThudVariant v, String dwarfs, String trolls, char side) throws NotationException {
        int[] x = new int[ThudWeights.KV_NAMES.length];
        ThudEvaluation.count((ThudPosition) v.newPosition(fen(v, dwarfs, trolls, "h8", side)), x);
        return x[ThudWeights.ROCK_REACH];
    }

    @Test
    void countsTheTrollsOneMoveFromTheRock() throws NotationException {
        // h11 (three steps down to h9) and l8 (three steps west to i8) reach the Rock on h8; l12's diagonal stops at
        // the dwarf on j10, f10's at the troll on g9, which stands beside the Rock already; c8 is too far
        String trolls = "h11 l8 l12 g9 c8 f10";
        assertThat(rockReach(ThudRulesTest.KV, "h7 j10 a6", trolls, 'd')).isEqualTo(-2);
        assertThat(rockReach(ThudRulesTest.KV, "h7 j10 a6", trolls, 't')).isEqualTo(2);
        // without the dwarf on j10, l12 reaches i9 as well
        assertThat(rockReach(ThudRulesTest.KV, "h7 a6", trolls, 'd')).isEqualTo(-3);
        // a dwarf on h10 blocks h11's way down
        assertThat(rockReach(ThudRulesTest.KV, "h7 h10 j10 a6", trolls, 'd')).isEqualTo(-1);
    }

    @Test
    void twoTrollsCannotTakeTheRockAndCountNothing() throws NotationException {
        assertThat(rockReach(ThudRulesTest.KV, "h7 a6", "h11 l8", 'd')).isZero();
        assertThat(rockReach(ThudRulesTest.SINGLE, "h7 a6", "h11 l8 c8", 'd')).isEqualTo(-2);
    }

    @Test
    void dagazRulesAndFootballReadTheHandSetKoomValleyWeights() {
        assertThat(ThudRulesTest.THUD.block).isEqualTo(ThudWeights.Block.THUD);
        for (String learnt : new String[] {"koomvalley", "koomvalley-zog", "koomvalley-single"}) {
            assertThat(ThudRulesTest.variant(learnt).block).as(learnt).isEqualTo(ThudWeights.Block.KOOM_VALLEY);
        }
        for (String handSet : new String[] {"koomvalley-dagaz", "koomvalley-football"}) {
            assertThat(ThudRulesTest.variant(handSet).block).as(handSet).isEqualTo(ThudWeights.Block.KOOM_VALLEY_HAND_SET);
        }
        // the two blocks differ (the learnt one is not the hand-set one under another name)
        assertThat(ThudWeights.DEFAULT.koomValley()).isNotEqualTo(ThudWeights.DEFAULT.koomValleyHandSet());
        assertThat(ThudWeights.DEFAULT.koomValleyHandSet()[ThudWeights.ROCK_ADVANCE]).isEqualTo(60);
    }
}
