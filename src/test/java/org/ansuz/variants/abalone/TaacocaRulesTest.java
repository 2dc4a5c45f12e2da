package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** The rules of docs/rules/abalone.md#taacoca as exact legal-move sets. */
class TaacocaRulesTest {
    static final Variant OFFICIAL = Variants.registry().find("taacoca").orElseThrow();
    static final Variant DAGAZ = Variants.registry().find("taacoca-dagaz").orElseThrow();

    static Position position(Variant v, String white, String black, char side) throws NotationException {
        return v.newPosition(TaacocaReference.fen(white, black, side));
    }

    @Test
    void startHas58ForwardMovesAnd66InAllDirections() {
        Position official = OFFICIAL.startPosition();
        assertThat(official.generate(new MoveList())).isEqualTo(58);
        assertThat(AbaloneRulesTest.fastMoves(official)).contains("A1,B2,C3-NE");
        assertThat(DAGAZ.startPosition().generate(new MoveList())).isEqualTo(66);
        assertThat(official.sideToMove()).as("White moves first").isZero();
    }

    @Test
    void aStoneMayStepOntoASquareAnotherMoverVacates() throws NotationException {
        Position pos = position(OFFICIAL, "B2 C3 D4 C5 A5", "E5 F6 I5 I6", 'w');
        // B2,C3 may go NE only together with D4 (the chain front); B2,C3,C5-NE is therefore illegal.
        assertThat(AbaloneRulesTest.fastMoves(pos)).containsExactlyInAnyOrder(
                "A5,B2,C3-NW", "A5,B2,C5-NW", "A5,B2,D4-NW", "A5,C3,C5-NW", "A5,C3,D4-NE", "A5,C3,D4-NW",
                "A5,C5,D4-NE", "A5,C5,D4-NW", "B2,C3,C5-NW", "B2,C3,D4-NE", "B2,C3,D4-NW", "B2,C5,D4-NW",
                "C3,C5,D4-NE", "C3,C5,D4-NW");
        pos.play(pos.parseMove("B2,C3,D4-NE"));
        assertThat(pos.fen()).isEqualTo(TaacocaReference.fen("C3 D4 E5 C5 A5", "F6 I5 I6", 'b'));
    }

    @Test
    void severalStonesCaptureInOneMove() throws NotationException {
        Position pos = position(OFFICIAL, "D3 D4 D5 C3", "E4 E5 E6 H7", 'w');
        assertThat(AbaloneRulesTest.fastMoves(pos)).containsExactlyInAnyOrder(
                "C3,D3,D4-NE", "C3,D3,D4-NW", "C3,D3,D5-NW", "C3,D4,D5-NE", "D3,D4,D5-NE", "D3,D4,D5-NW");
        long triple = pos.parseMove("D3,D4,D5-NW");
        assertThat(pos.isNoisy(triple)).as("captures of two or more stones are noisy").isTrue();
        pos.play(triple);
        assertThat(pos.fen()).isEqualTo(TaacocaReference.fen("E3 E4 E5 C3", "E6 H7", 'b'));
        // Three stones down, Black still wins the race: no White stone is in E6's forward cone and E6
        // needs four moves, as many as White's best, with Black to move.
        assertThat(pos.evaluate()).isGreaterThan(1000);
        pos.undo();
        assertThat(pos.fen()).isEqualTo(TaacocaReference.fen("D3 D4 D5 C3", "E4 E5 E6 H7", 'w'));
        Position start = OFFICIAL.startPosition();
        assertThat(start.isNoisy(start.parseMove("A1,B2,C3-NE"))).as("a quiet step").isFalse();
        // Single captures stay out of quiescence: with any two companions, each would appear dozens of times.
        assertThat(pos.isNoisy(pos.parseMove("C3,D3,D5-NW"))).as("one capture (E5)").isFalse();
    }

    @Test
    void dagazRulesAllowEverySideAndBackwardStep() throws NotationException {
        Position pos = position(DAGAZ, "D3 D4 D5 C3", "E4 E5 E6 H7", 'w');
        assertThat(AbaloneRulesTest.fastMoves(pos)).containsExactlyInAnyOrder(
                "C3,D3,D4-NE", "C3,D3,D4-NW", "C3,D3,D4-SE", "C3,D3,D4-SW", "C3,D3,D4-W", "C3,D3,D5-NW",
                "C3,D3,D5-SE", "C3,D3,D5-SW", "C3,D4,D5-E", "C3,D4,D5-NE", "C3,D4,D5-SE", "C3,D4,D5-SW",
                "D3,D4,D5-E", "D3,D4,D5-NE", "D3,D4,D5-NW", "D3,D4,D5-W");
    }

    @Test
    void withFewerThanThreeStonesAllMustMoveAndReachingTheFarRowWins() throws NotationException {
        Position pos = position(OFFICIAL, "H5 B2", "E5 F6 B3", 'w');
        assertThat(AbaloneRulesTest.fastMoves(pos)).containsExactlyInAnyOrder("B2,H5-NE", "B2,H5-NW");
        pos.play(pos.parseMove("B2,H5-NW"));
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(pos).reason()).isEqualTo("a stone reached the far row");
        assertThat(pos.generate(new MoveList())).isZero();
    }

    @Test
    void aBlackStoneOnRowAWinsForBlack() throws NotationException {
        Position pos = position(OFFICIAL, "C3 C4 C5", "B3 E5 E6", 'b');
        assertThat(pos.isNoisy(pos.parseMove("B3,E5,E6-SE"))).as("reaching the goal row is noisy").isTrue();
        pos.play(pos.parseMove("B3,E5,E6-SE"));
        assertThat(pos.fen()).isEqualTo(TaacocaReference.fen("C3 C4 C5", "A3 D5 D6", 'w'));
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void noStonesOrNoMovesLoses() throws NotationException {
        Position captured = position(OFFICIAL, "D4", "E5", 'w');
        captured.play(captured.parseMove("D4-NE"));
        assertThat(GameResult.of(captured).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(captured).reason()).isEqualTo("no stones left");
        assertThat(captured.generate(new MoveList())).isZero();
        // Both White stones must move: E1 cannot step NW and E9 cannot step NE (off the board).
        Position blocked = position(OFFICIAL, "E1 E9", "I5", 'w');
        assertThat(AbaloneRulesTest.fastMoves(blocked)).isEmpty();
        assertThat(GameResult.of(blocked).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(blocked).reason()).isEqualTo("no legal move");
    }

    @Test
    void evaluationSeesAWonRace() throws NotationException {
        // Every White stone is below Black's B2 runner, which needs one move; White's F5 needs three.
        Position whiteToMove = position(OFFICIAL, "F5 C3 C4", "D6 D7 B2", 'w');
        assertThat(whiteToMove.evaluate()).isLessThan(-1000);
        Position blackToMove = position(OFFICIAL, "F5 C3 C4", "D6 D7 B2", 'b');
        assertThat(blackToMove.evaluate()).isGreaterThan(1000);
        assertThat(OFFICIAL.startPosition().evaluate()).isZero();
    }
}
