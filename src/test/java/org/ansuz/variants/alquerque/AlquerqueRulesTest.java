package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.ReferenceRules;
import org.junit.jupiter.api.Test;

/**
 * Worked positions for each hard rule of the rule files, with their exact legal-move sets (each set
 * checked by hand against the rules and by {@link AlquerqueReference}).
 */
class AlquerqueRulesTest {
    static Position pos(String variant, String fen) throws NotationException {
        return Variants.registry().find(variant).orElseThrow().newPosition(fen);
    }

    static List<String> moves(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            texts.add(p.moveText(list.move(i)));
        }
        return texts;
    }

    static void agreesWithTheReference(String variant, String fen) throws NotationException {
        Position p = pos(variant, fen);
        ReferenceRules.assertAgrees(AlquerqueReference.rules(Variants.registry().find(variant).orElseThrow()), p, variant);
    }

    static void assertMoves(String variant, String fen, String... expected) throws NotationException {
        assertThat(moves(pos(variant, fen))).containsExactlyInAnyOrder(expected);
        agreesWithTheReference(variant, fen);
    }

    @Test
    void alquerqueStartHasFourStepsIntoTheCentre() throws NotationException {
        assertMoves("alquerque", "ppppp/ppppp/pp1PP/PPPPP/PPPPP w", "b2-c3", "c2-c3", "d2-c3", "d3-c3");
    }

    @Test
    void aTriangleOfJumpsRunEitherWayIsOneMoveAndBothRoutesAreRead() throws NotationException {
        String fen = "4p/5/1p3/pp3/P4 w";
        assertMoves("alquerque", fen, "a1xa3xc3xa1", "a1xa3xc1");
        Position p = pos("alquerque", fen);
        assertThat(p.parseMove("a1xc3xa3xa1")).isEqualTo(p.parseMove("a1xa3xc3xa1"));
        assertThat(p.parseMove("A1:A3:C1")).isEqualTo(p.parseMove("a1xa3xc1"));
        assertThat(p.parseMove("a1-a3-c1")).isEqualTo(p.parseMove("a1xa3xc1"));
    }

    @Test
    void alfonsoCapturesAreSingleAndOptional() throws NotationException {
        assertMoves("alquerque-alfonso", "4p/5/1p3/pp3/P4 w", "a1xa3", "a1xc3", "a1-b1");
    }

    @Test
    void bellMenNeverStepBackAndStopOnTheFarRow() throws NotationException {
        // c3 may go forward or sideways only; the man on the far row a5 may only capture (it cannot)
        assertMoves("alquerque-bell", "P4/5/2P2/5/4p w", "c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4");
    }

    @Test
    void zammaMenStepForwardOnlyAndTheStartHasThreeMoves() throws NotationException {
        assertMoves("zamma", "ppppppppp/ppppppppp/ppppppppp/ppppppppp/pppp1PPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP w",
                "d4-e5", "e4-e5", "f4-e5");
    }

    @Test
    void zammaFlyingKingTakesTheMostUnderTurkishStrike() throws NotationException {
        // four pieces at most: c1, c3, e5, then e3 with the captured c1 still blocking the line beyond d2
        assertMoves("zamma", "8p/9/9/9/4p4/9/2p1p4/7P1/K1p6 w", "a1xe1xa5xg5xd2");
    }

    @Test
    void zammaManCrownsOnlyWhenTheMoveEndsOnTheFarRank() throws NotationException {
        Position p = pos("zamma", "9/4P4/9/9/9/9/9/9/p8 w");
        p.play(p.parseMove("e8-e9"));
        assertThat(p.fen()).isEqualTo("4K4/9/9/9/9/9/9/9/p8 b");
    }

    @Test
    void kharbagaKingNeverTurnsBack() throws NotationException {
        // after taking d6 the king may not come straight back over e5 to take f4: one piece only
        assertMoves("kharbaga", "1*1*1*1*p/*1*1*1*1*/1*1*1*1*1/*1*p*1*1*/1*1*K*1*1/*1*1*p*1*/1*1*1*1*1/*1*1*1*1*/P*1*1*1*1 w",
                "e5xc7", "e5xb8", "e5xa9", "e5xg3", "e5xh2", "e5xi1");
    }

    @Test
    void kharbagaLinesJoinCornersAndCentres() throws NotationException {
        assertMoves("kharbaga", "p*p*p*p*p/*p*p*p*p*/p*p*p*p*p/*p*p*p*p*/p*p*1*P*P/*P*P*P*P*/P*P*P*P*P/*P*P*P*P*/P*P*P*P*P w",
                "d4-e5", "f4-e5", "e3-e5");
    }

    @Test
    void fanoronaStartHasFiveCaptures() throws NotationException {
        assertMoves("fanorona", "ppppppppp/ppppppppp/pPpP1pPpP/PPPPPPPPP/PPPPPPPPP w",
                "d3-e3A", "d3-e3W", "d2-e3A", "e2-e3A", "f2-e3A");
    }

    @Test
    void fanoronaApproachOrWithdrawalAndOptionalChains() throws NotationException {
        String fen = "9/3p5/2pP1ppp1/4P4/1P7 w";
        assertMoves("fanorona", fen, "d3-e3A", "d3-e3A-f2W", "d3-e3W", "d3-e3W-f2W", "d3-e3W-f2W-f1W",
                "d3-e3W-f2W-e1W", "d3-d2W", "d3-d2W-e1W", "d3-d2W-e1W-f2A", "d3-d2W-e1W-f2A-f1W");
        Position p = pos("fanorona", fen);
        long approach = p.parseMove("d3-e3A");
        p.play(approach);
        assertThat(p.fen()).isEqualTo("9/3p5/2p1P4/4P4/1P7 b"); // the whole line f3 g3 h3 goes
        p.undo();
        assertThat(p.parseMove("d3-d2")).isEqualTo(p.parseMove("d3-d2W")); // only a withdrawal fits
        assertThat(p.parseMove("d3-d2-e1W-f2")).isEqualTo(p.parseMove("d3-d2W-e1W-f2A"));
        assertThatThrownBy(() -> p.parseMove("d3-e3")).hasMessageContaining("ambiguous");
        assertThatThrownBy(() -> p.parseMove("d3-e3A-f3A")).hasMessageContaining("illegal");
        assertThatThrownBy(() -> p.parseMove("e2-e3")).hasMessageContaining("illegal"); // a paika while captures exist
    }

    @Test
    void fanoronaFullChainRuleEndsChainsOnlyWhereTheyCannotGoOn() throws NotationException {
        assertMoves("fanorona-full-chain", "9/3p5/2pP1ppp1/4P4/1P7 w", "d3-e3A-f2W", "d3-e3W-f2W-f1W",
                "d3-e3W-f2W-e1W", "d3-d2W-e1W-f2A-f1W");
    }

    @Test
    void dablotRanksLimitCapturesAndAManMakesThemCompulsory() throws NotationException {
        // the man takes the man d6 but not the prince f6; the prince takes the man i7, not the king h8
        assertMoves("dablot", "1*1*1*1*1*m/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*p*m*1*1*1/*1*1*1*k*1*/1*1*1*P*m*1/"
                + "*1*m*p*1*1*/1*1*M*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/K*1*1*1*1*1 w", "g7xk7", "e5xc7");
    }

    @Test
    void dablotCaptureIsOptionalWhenOnlyThePrinceCanTake() throws NotationException {
        Position p = pos("dablot", "1*1*1*1*1*1/*1*1*1*1*1*/1*m*1*1*1*1/*1*1*1*1*1*/1*1*1*1*m*1/*1*1*1*k*1*/1*1*1*K*1*1/"
                + "*1*m*p*1*1*/1*1*P*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/M*1*1*1*1*1 b");
        List<String> m = moves(p);
        assertThat(m).hasSize(23).contains("f6xd4", "d6-c7", "h8-g9");
    }

    @Test
    void dablotIsLostWithTheKingOrWithOnePieceLeft() throws NotationException {
        Position p = pos("dablot", "1*1*1*1*m*k/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/"
                + "*1*m*1*1*1*/1*1*K*1*1*1/*1*1*1*1*1*/1*M*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1 w");
        p.play(p.parseMove("e5xc7"));
        assertThat(p.result()).isEqualTo(GameResult.ONGOING);
        Position q = pos("dablot", "1*1*1*1*m*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/"
                + "*1*k*1*1*1*/1*1*K*1*1*1/*1*1*1*1*1*/1*M*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1 w");
        q.play(q.parseMove("e5xc7"));
        assertThat(q.result().kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(q.result().reason()).isEqualTo("king captured");
        Position r = pos("dablot", "1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*1/"
                + "*1*1*1*1*1*/1*1*K*1*1*1/*1*1*1*1*1*/1*M*1*1*1*1/*1*1*1*1*1*/1*1*1*1*1*k w");
        assertThat(r.result()).isEqualTo(GameResult.ONGOING);
        r.play(r.parseMove("e5-f6"));
        assertThat(r.result().reason()).isEqualTo("one piece left");
        assertThat(r.generate(new MoveList())).isZero();
    }

    @Test
    void foxJumpsOnceAndGeeseNeverCapture() throws NotationException {
        assertMoves("foxgeese", "**3**/**3**/3G3/3f3/2GGG2/**GGG**/**3** b", "d4xd6", "d4-e5", "d4-e4", "d4-c4", "d4-c5");
    }

    @Test
    void theMultiJumpFoxGoesOnToTheEndOfItsChain() throws NotationException {
        String fen = "**3**/**3**/7/7/fG1G3/**GGG**/**GGG** b";
        assertMoves("foxgeese-multijump", fen, "a3-a4", "a3-b4", "a3xc3xe3");
        assertMoves("foxgeese", fen, "a3-a4", "a3-b4", "a3xc3");
    }

    @Test
    void geeseThatMayNotRetreatStepForwardOrSideways() throws NotationException {
        String fen = "**3**/**3**/3f3/7/1GGGGG1/**1G1**/**3** w";
        String[] onwards = {"b3-b4", "b3-c4", "b3-a4", "b3-a3", "c3-c4", "c3-d4", "c3-b4", "d3-d4", "d3-e4", "d3-c4",
            "e3-e4", "e3-f4", "e3-d4", "f3-f4", "f3-g4", "f3-e4", "f3-g3", "d2-e2", "d2-c2"};
        assertMoves("foxgeese-noretreat", fen, onwards);
        String[] back = {"b3-c2", "c3-c2", "d3-e2", "d3-c2", "e3-e2", "f3-e2", "d2-d1", "d2-e1", "d2-c1"};
        assertThat(moves(pos("foxgeese", fen))).hasSize(onwards.length + back.length).contains(onwards).contains(back);
        agreesWithTheReference("foxgeese", fen);
    }

    @Test
    void aTrappedFoxLoses() throws NotationException {
        Position p = pos("foxgeese", "**fGG**/**GG1**/2G1G2/7/G6/**3**/**3** b");
        assertThat(p.generate(new MoveList())).isZero();
        assertThat(p.result()).isEqualTo(GameResult.ONGOING); // decided by noMoveResult: a loss
        assertThat(p.noMoveResult().kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void theFoxWinsWhenTooFewGeeseRemainToTrapIt() throws NotationException {
        // six geese can hold the fox on the Dagaz board (a corner point: three neighbours, three points beyond)
        assertThat(((AlquerqueVariant) Variants.registry().find("foxgeese").orElseThrow()).trapMinimum).isEqualTo(6);
        assertThat(((AlquerqueVariant) Variants.registry().find("foxgeese-alternating").orElseThrow()).trapMinimum).isEqualTo(4);
        assertThat(((AlquerqueVariant) Variants.registry().find("foxgeese-orthogonal").orElseThrow()).trapMinimum).isEqualTo(4);
        Position p = pos("foxgeese", "**3**/**3**/3G3/3f3/2GGG2/**GG1**/**3** b");
        p.play(p.parseMove("d4xd6"));
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.LOSS); // the geese, to move, have lost
        assertThat(p.result().reason()).isEqualTo("too few geese to trap the fox");
    }

    @Test
    void threefoldRepetitionIsADraw() throws NotationException {
        Position p = pos("foxgeese", "**3**/**3**/7/3f3/GGGGGGG/**GGG**/**GGG** w");
        for (int i = 0; i < 2; i++) {
            for (String m : new String[] {"a3-a4", "d4-d5", "a4-a3", "d5-d4"}) {
                p.play(p.parseMove(m));
            }
        }
        assertThat(p.result().kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(p.result().reason()).isEqualTo("threefold repetition");
    }

    @Test
    void badTextIsRejectedWithAReason() {
        assertThatThrownBy(() -> pos("alquerque", "ppppp/ppppp/pp1PP/PPPPP w")).isInstanceOf(NotationException.class)
                .hasMessageContaining("5 rows");
        assertThatThrownBy(() -> pos("kharbaga", "p*p*p*p*p/*p*p*p*p*/p*p*p*p*p/*p*p*p*p*/p*p*1*P*P/*P*P*P*P*/P*P*P*P*P/"
                + "*P*P*P*P*/PPP*P*P*P w")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> pos("foxgeese", "**3**/**3**/7/3F3/GGGGGGG/**GGG**/**GGG** w"))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> pos("alquerque", "ppppp/ppppp/pp1PP/PPPPP/PPPPP w").parseMove("c2-c4"))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> pos("alquerque", "ppppp/ppppp/pp1PP/PPPPP/PPPPP w").parseMove("hello"))
                .isInstanceOf(NotationException.class).hasMessageContaining("not a move");
    }
}
