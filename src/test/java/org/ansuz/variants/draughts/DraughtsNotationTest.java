package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ansuz.variants.draughts.DraughtsTesting.position;
import static org.ansuz.variants.draughts.DraughtsTesting.variant;

import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PDN FEN and move text: canonical output, liberal input, clear errors. */
class DraughtsNotationTest {

    @Test
    void startPositionsAreCanonical() {
        assertThat(variant("international").startPosition().fen()).isEqualTo("W:W31-50:B1-20");
        assertThat(variant("english").startPosition().fen()).isEqualTo("B:W21-32:B1-12");
        assertThat(variant("russian").startPosition().fen())
                .isEqualTo("W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
        assertThat(variant("spanish").startPosition().fen()).isEqualTo("W:W1-12:B21-32");
    }

    @Test
    void fenInputIsLiberal() {
        String full = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,"
                + "11,12,13,14,15,16,17,18,19,20";
        assertThat(position("international", full).fen()).isEqualTo("W:W31-50:B1-20");
        assertThat(position("international", " w : w31-50 : b1-20 :H0:F1. ").fen()).isEqualTo("W:W31-50:B1-20");
        assertThat(position("international", "B:WK46,K47:BK3:H12:F40").fen()).isEqualTo("B:WK46,K47:BK3:H12:F40");
        assertThat(position("international", "W:W:B1,2").fen()).isEqualTo("W:W:B1,2");
        assertThat(position("russian", "W:W21-32:B1-12").fen()).isEqualTo(variant("russian").startFen());
        assertThat(position("international", "W:WK46-48,49:B1").fen()).isEqualTo("W:WK46-48,49:B1");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "W:W51:B1; bad square",
        "W:W31,31:B1; duplicate square",
        "W:W31:B31; duplicate square",
        "W:W6-26:B50; too many pieces",
        "W:W3:B20; promotion row",
        "W:W31:B48; promotion row",
        "X:W31:B1; side to move",
        "W:W31:W32; two piece lists",
        "W:W31:Q1; must start with",
        "W:W31:B1:Hx; bad counter",
        "W:Wa2:B1; bad square"})
    void badFensAreRejectedWithAReason(String fen, String reason) {
        assertThatThrownBy(() -> variant("international").newPosition(fen))
                .isInstanceOf(NotationException.class).hasMessageContaining(reason);
    }

    @Test
    void russianMovesAreAlgebraicAndAcceptNumericAndCoordinateForms() throws NotationException {
        Position pos = variant("russian").startPosition();
        long m = pos.parseMove("c3-d4");
        assertThat(pos.moveText(m)).isEqualTo("c3-d4");
        assertThat(pos.parseMove("22-18")).isEqualTo(m);
        assertThat(pos.parseMove("c3d4")).isEqualTo(m);
        assertThat(pos.parseMove("C3-D4")).isEqualTo(m);
        assertThat(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m)).isEqualTo("22-18");
        Position cap = position("russian", "W:Wc3:Bd4");
        long x = cap.parseMove("c3:e5");
        assertThat(cap.parseMove("c3xe5")).isEqualTo(x);
        assertThat(cap.parseMove("22x15")).isEqualTo(x);
        assertThat(cap.parseMove("c3e5")).isEqualTo(x);
    }

    @Test
    void capturesPrintEveryLandingSquareAndAcceptShortAndHubForms() throws NotationException {
        Position pos = position("russian", "W:Wh2:Ba7,b4,e5,e7,g3,g5,g7");
        long m = pos.parseMove("h2:f4:h6:f8:a3");
        assertThat(pos.moveText(m)).isEqualTo("h2:f4:h6:f8:a3");
        assertThat(pos.parseMove("h2xa3")).isEqualTo(m);
        assertThat(pos.parseMove("h2:f4:h6:f8:c5:a3")).as("a touch-down square on a straight flight").isEqualTo(m);
        String hub = ((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m);
        assertThat(hub).isEqualTo("28x21x7x8x16x17x24");
        assertThat(pos.parseMove(hub)).isEqualTo(m);
        assertThat(pos.parseMove("28x21x24x17x16x8x7")).as("captured squares in any order").isEqualTo(m);
    }

    @Test
    void ambiguousShortCapturesAreRejected() throws NotationException {
        // An English man on 18 can reach 2 round either side (and is crowned there): 18x9x2 or 18x11x2.
        Position pos = position("english", "W:W18:B14,15,6,7");
        assertThat(DraughtsTesting.moves("english", pos.fen())).containsExactlyInAnyOrder("18x9x2", "18x11x2");
        assertThatThrownBy(() -> pos.parseMove("18x2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("ambiguous");
        assertThat(pos.moveText(pos.parseMove("18x2x6x14"))).isEqualTo("18x9x2");
        assertThat(pos.moveText(pos.parseMove("18x2x15x7"))).isEqualTo("18x11x2");
        assertThat(pos.moveText(pos.parseMove("18:9:2"))).isEqualTo("18x9x2");
    }

    @Test
    void illegalOrMalformedMovesAreRejected() {
        Position pos = variant("international").startPosition();
        assertThatThrownBy(() -> pos.parseMove("32-26")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        for (String bad : new String[]{"", "32", "32-", "-28", "3228", "32--28", "99-28", "k1-k2"}) {
            assertThatThrownBy(() -> pos.parseMove(bad)).as(bad).isInstanceOf(NotationException.class);
        }
    }

    @Test
    void englishBlackMovesFirstAndIsPlayerOne() {
        Position pos = variant("english").startPosition();
        assertThat(pos.sideToMove()).isZero();
        assertThat(variant("english").info().p1IsUpperCase()).isFalse();
        assertThat(variant("english").info().p1Name()).isEqualTo("Black");
        assertThat(variant("international").info().p1IsUpperCase()).isTrue();
    }

    @Test
    void symbolsFollowTheBoardCells() {
        Position pos = position("international", "W:W31,K50:B1,K2");
        assertThat(pos.symbolAt(0)).isEqualTo('b');
        assertThat(pos.symbolAt(1)).isEqualTo('B');
        assertThat(pos.symbolAt(30)).isEqualTo('w');
        assertThat(pos.symbolAt(49)).isEqualTo('W');
        assertThat(pos.symbolAt(10)).isEqualTo('.');
        assertThat(variant("international").board().cells()).isEqualTo(50);
        assertThat(variant("international").board().cellNames().get(0)).isEqualTo("1");
        assertThat(variant("russian").board().cellNames().get(0)).isEqualTo("b8");
        assertThat(variant("spanish").board().cellNames().get(0)).isEqualTo("h1");
    }

    @Test
    void hubFormOfQuietMovesAndCaptures() throws NotationException {
        Position pos = position("international", "W:W32:B28");
        long m = pos.parseMove("32x23");
        assertThat(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m)).isEqualTo("32x23x28");
    }

    @Test
    void hubPositionTextsAreWrittenAndReadAsPdnFens() throws NotationException {
        HubNotation start = (HubNotation) variant("international").startPosition();
        assertThat(start.hubPosition()).isEqualTo("W" + "b".repeat(20) + "e".repeat(10) + "w".repeat(20));
        assertThat(start.fenOfHubPosition(start.hubPosition())).isEqualTo("W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,"
                + "45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
        HubNotation kings = (HubNotation) position("international", "B:WK46:B5");
        assertThat(kings.hubPosition()).isEqualTo("B" + "e".repeat(4) + "b" + "e".repeat(40) + "W" + "e".repeat(4));
        assertThat(kings.fenOfHubPosition(kings.hubPosition())).isEqualTo("B:WK46:B5");
        assertThat(kings.fenOfHubPosition("w" + "e".repeat(49) + "B")).as("side in either case").isEqualTo("W:W:BK50");
        assertThatThrownBy(() -> start.fenOfHubPosition("Wbbe")).hasMessage("expected 51 characters (side + 50 squares), got 4");
        assertThatThrownBy(() -> start.fenOfHubPosition("X" + "e".repeat(50))).hasMessage("side to move must be W or B, not X");
        assertThatThrownBy(() -> start.fenOfHubPosition("W" + "e".repeat(6) + "x" + "e".repeat(43)))
                .hasMessage("bad square character 'x' at square 7");
    }
}
