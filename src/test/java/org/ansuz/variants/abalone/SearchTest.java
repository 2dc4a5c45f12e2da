package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.EngineMoves;
import org.junit.jupiter.api.Test;

/** The search finds the obvious winning ejection or capture at small depth. */
class SearchTest {
    static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    static long search(Position pos, int depth) {
        Engine engine = new Engine();
        return EngineMoves.bestMove(engine, pos, EngineMoves.depth(depth));
    }

    @Test
    void abaloneFindsTheSixthEjection() throws NotationException {
        // White has lost five marbles; G7H8-NE pushes I9 off and wins. Black's other pieces are busy elsewhere.
        Position pos = variant("abalone").newPosition(AbaloneReference.fen("G7 H8 C3 C4 C5 B2 B3", "I9 E5 E6 D2 D3", 'b', 5, 0));
        long best = search(pos, 3);
        assertThat(pos.moveText(best)).isEqualTo("G7H8-NE");
        pos.play(best);
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void abaloneEjectsAMarbleItCanTakeForFree() throws NotationException {
        // E5E7-E ejects E9 (three against two); nothing White can do costs Black a marble.
        Position pos = variant("abalone-belgian").newPosition(AbaloneReference.fen("E5 E6 E7 A1 A2", "E8 E9 I5 I6", 'b', 0, 0));
        long best = search(pos, 4);
        assertThat(pos.moveText(best)).isEqualTo("E5E7-E");
    }

    @Test
    void taacocaRunsToTheFarRow() throws NotationException {
        Position pos = variant("taacoca").newPosition(TaacocaReference.fen("H6 C3 C4 C5", "E5 E6 E7 D8", 'w'));
        long best = search(pos, 2);
        pos.play(best);
        assertThat(GameResult.of(pos).kind()).as("%s wins at once", pos.fen()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void taacocaCapturesARunnerBeforeItReachesTheFarRow() throws NotationException {
        // Black's B2 stone reaches row A next move unless White captures it with A1-NE.
        Position pos = variant("taacoca").newPosition(TaacocaReference.fen("A1 A3 C7 D8", "B2 G5 G6 G7", 'w'));
        long best = search(pos, 3);
        String text = pos.moveText(best);
        assertThat(text).startsWith("A1,").endsWith("-NE");
        pos.play(best);
        assertThat(pos.symbolAt(HexGrid.BOARD.cellNames().indexOf("B2"))).isEqualTo('w');
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
    }

    @Test
    void taacocaDagazRunsToTheFarRowToo() throws NotationException {
        Position dagaz = variant("taacoca-dagaz").newPosition(TaacocaReference.fen("H6 C3 C4 C5", "E5 E6 E7 D8", 'w'));
        long best = search(dagaz, 2);
        dagaz.play(best);
        assertThat(GameResult.of(dagaz).kind()).isEqualTo(GameResult.Kind.LOSS);
    }
}
