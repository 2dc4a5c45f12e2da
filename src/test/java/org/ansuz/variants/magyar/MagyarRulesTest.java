package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.junit.jupiter.api.Test;

/** Rules of {@code docs/rules/magyar.md} with exact legal-move sets. */
class MagyarRulesTest {
    static final Variant MAGYAR = Variants.registry().find("magyar").orElseThrow();
    static final Variant SINGLE = Variants.registry().find("magyar-single").orElseThrow();
    /** The start with Red's J3 tile moved to I2 (White to move). */
    static final String I2 = "F7:w G7:w H7:w F6:w G6:w H6:w I6:w F5:w G5:w H5:. I5:r J5:r G4:r H4:r I4:r J4:r "
            + "H3:r I3:r I2:. w stones";

    @Test
    void redStartsWithThreeStepsIntoTheCentre() {
        Position p = MAGYAR.startPosition();
        assertThat(p.fen()).isEqualTo(MagyarVariant.START);
        assertThat(LegalMoves.texts(p)).containsExactlyInAnyOrder("i5-h5", "h4-h5", "i4-h5");
    }

    @Test
    void theTilePhaseFollowsWithTheSamePlayerAndMaySkip() throws NotationException {
        Position p = MAGYAR.startPosition();
        p.play(p.parseMove("i5-h5"));
        assertThat(p.sideToMove()).isZero();
        assertThat(p.fen()).endsWith(" r tile");
        // Every empty tile is inside the hexagon: nothing can leave, only the skip.
        assertThat(LegalMoves.texts(p)).containsExactly("T:-");
        p.play(p.parseMove("T:-"));
        assertThat(p.sideToMove()).isOne();
        // Compulsory capture: g5 takes the red stone on h5 and lands on i5; no other capture, no step.
        assertThat(LegalMoves.texts(p)).containsExactly("g5xi5");
        p.play(p.parseMove("g5xi5"));
        assertThat(p.fen()).isEqualTo("F7:w G7:w H7:w F6:w G6:w H6:w I6:w F5:w G5:. H5:. I5:rw J5:r G4:r H4:r I4:r "
                + "J4:r H3:r I3:r J3:r w tile 1");
    }

    @Test
    void aCornerTileMovesToEveryCellWithAnArcOfTwoToFourNeighbours() throws NotationException {
        Position p = MAGYAR.newPosition("F7:w G7:w H7:w F6:w G6:w H6:w I6:w F5:w G5:w H5:. I5:r J5:r G4:r H4:r I4:r "
                + "J4:r H3:r I3:r J3:. r tile");
        // The 12 edge cells of the next ring, less K3 and J2 which touch only J3 and one other tile.
        assertThat(LegalMoves.texts(p)).containsExactlyInAnyOrder("T:-", "T:J3-E7", "T:J3-F8", "T:J3-G8", "T:J3-I7", "T:J3-E6",
                "T:J3-J6", "T:J3-F4", "T:J3-K4", "T:J3-G3", "T:J3-I2");
        p.play(p.parseMove("T:J3-I2"));
        assertThat(p.fen()).isEqualTo(I2.replace("w stones", "w stones 1"));
        assertThat(p.board().cellNames()).contains("I2").doesNotContain("J3");
    }

    @Test
    void aCaptureTakesTheTopStoneToTheBottomAndFreesThePrisoner() throws NotationException {
        Position p = MAGYAR.newPosition("H5:r I5:rw J5:. G5:. I4:. r stones");
        assertThat(LegalMoves.texts(p)).containsExactly("h5xj5");
        p.play(p.parseMove("h5xj5"));
        assertThat(p.fen()).isEqualTo("G5:. H5:. I5:r J5:wr I4:. r tile");
    }

    @Test
    void capturesContinueAndRoutesOverTheSameColumnsAreOneMove() throws NotationException {
        Position p = MAGYAR.newPosition("H6:. H5:w I5:w H4:r I4:w J4:. G5:. r stones");
        assertThat(LegalMoves.texts(p)).containsExactly("h4xh6xj4xh4");
        assertThat(p.parseMove("h4xj4xh6xh4")).isEqualTo(p.parseMove("h4xh6xj4xh4"));
        p.play(p.parseMove("h4xj4xh6xh4"));
        assertThat(p.fen()).isEqualTo("H6:. G5:. H5:. I5:. H4:wwwr I4:. J4:. r tile");
        assertThat(p.result()).isEqualTo(GameResult.win("no column left"));
        assertThat(p.generate(new MoveList())).isZero();
    }

    /** docs/rules/magyar.md#decisions: a column is jumped at most once per sequence, as Dagaz plays. */
    @Test
    void aSequenceJumpsEachColumnOnce() throws NotationException {
        Position p = MAGYAR.newPosition("F7:. G7:. H7:. F6:. G6:w H6:. I6:. F5:. G5:. H5:ww I5:. J5:. G4:. H4:r"
                + " I4:. J4:. H3:. I3:. J3:. r stones");
        assertThat(LegalMoves.texts(p)).containsExactly("h4xh6xf6");
        assertThatThrownBy(() -> p.parseMove("h4xh6xh4")).isInstanceOf(NotationException.class);
    }

    @Test
    void cellsOutsideTheDagazWindowUseAxialCoordinates() throws NotationException {
        Position p = MAGYAR.newPosition("-3,2:r -2,2:w -1,2:. -2,1:. -3,3:w r stones");
        assertThat(LegalMoves.texts(p)).containsExactly("-3,2x-1,2");
        assertThat(p.fen()).isEqualTo("-3,3:w -3,2:r -2,2:w -1,2:. -2,1:. r stones");
    }

    @Test
    void singlePhaseMixesStoneAndTileMovesAndKeepsTheKo() throws NotationException {
        Position free = SINGLE.newPosition(I2);
        assertThat(LegalMoves.texts(free)).containsExactlyInAnyOrder("g6-h5", "h6-h5", "g5-h5", "T:I2-E7", "T:I2-F8", "T:I2-G8",
                "T:I2-I7", "T:I2-E6", "T:I2-J6", "T:I2-F4", "T:I2-K4", "T:I2-G3", "T:I2-J3");
        // Red has just moved the tile to I2: White may not move it back at once.
        Position ko = SINGLE.newPosition(I2 + " I2");
        assertThat(LegalMoves.texts(ko)).containsExactlyInAnyOrder("g6-h5", "h6-h5", "g5-h5");
        assertThatThrownBy(() -> SINGLE.newPosition(I2.replace("stones", "tile")))
                .isInstanceOf(NotationException.class);
    }

    @Test
    void endsOfTheGame() throws NotationException {
        assertThat(MAGYAR.newPosition("H5:w I5:. r stones").result()).isEqualTo(GameResult.loss("no column left"));
        // A red column with nowhere to go: no stone move loses (tile moves do not count).
        Position stuck = MAGYAR.newPosition("H5:r I5:w J5:w r stones");
        assertThat(stuck.generate(new MoveList())).isZero();
        assertThat(stuck.noMoveResult().kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(MAGYAR.newPosition(MagyarVariant.START + " 300").result())
                .isEqualTo(GameResult.draw("turn limit"));
    }

    @Test
    void badTextsAreRejected() {
        for (String bad : new String[] {"", "r stones", "H5:x r stones", "H5:r H5:w r stones", "H5:r I5:w q stones",
            "Z5:r I5:w r stones", "H5:r I5:w r stones junk", "H5:r 40,5:w r stones"}) {
            assertThatThrownBy(() -> MAGYAR.newPosition(bad)).as(bad).isInstanceOf(NotationException.class);
        }
        Position p = MAGYAR.startPosition();
        for (String bad : new String[] {"h5-i5", "T:-", "i5xh5", "i5-", "T:J3-K3"}) {
            assertThatThrownBy(() -> p.parseMove(bad)).as(bad).isInstanceOf(NotationException.class);
        }
        assertThat(p.fen()).isEqualTo(MagyarVariant.START);
    }
}
