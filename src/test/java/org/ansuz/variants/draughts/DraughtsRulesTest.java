package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ansuz.variants.draughts.DraughtsTesting.moveSet;
import static org.ansuz.variants.draughts.DraughtsTesting.moves;
import static org.ansuz.variants.draughts.DraughtsTesting.parsed;
import static org.ansuz.variants.draughts.DraughtsTesting.position;

import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Worked examples of the rule files with their exact legal-move sets. */
class DraughtsRulesTest {

    // ---- docs/rules/draughts.md#russian

    @Test
    void russianLoneKingFlies() {
        assertThat(moves("russian", "W:WKh2:B"))
                .containsExactlyInAnyOrder("h2-g3", "h2-f4", "h2-e5", "h2-d6", "h2-c7", "h2-b8", "h2-g1");
    }

    @Test
    void russianKingCapturesAtADistanceAndLandsAnywhereBeyond() {
        assertThat(moves("russian", "W:WKh2:Bf4")).containsExactlyInAnyOrder("h2:e5", "h2:d6", "h2:c7", "h2:b8");
    }

    @Test
    void russianManPromotesDuringACaptureAndContinuesAsAKing() {
        assertThat(moves("russian", "W:Wh2:Ba7,b4,e5,e7,g3,g5,g7")).containsExactlyInAnyOrder(
                "h2:f4:d6:f8:h6:d2:a5", "h2:f4:h6:f8:d6:f4", "h2:f4:h6:f8:a3");
    }

    // ---- docs/rules/draughts.md#international: passes the back row twice and stays a man

    @Test
    void internationalManPassingTheBackRowStaysAMan() {
        Position pos = position("international", "W:Wb8:Bb2,b4,c7,c9,d6,e3,e9,f2,g3,g5,g7,g9,i7,i9");
        assertThat(moves("international", pos.fen()))
                .containsExactlyInAnyOrder("11x2x13x4x15x24x33x44", "11x2x13x4x15x24x33x42");
        for (long m : moveSet(pos)) {
            assertThat(pos.isNoisy(m)).isTrue();
            assertThat(m & DraughtsPosition.PROMOTION).isZero();
            assertThat(Long.bitCount(m & DraughtsPosition.CAPTURED)).isEqualTo(7);
        }
    }

    @Test
    void internationalMajorityRuleIgnoresTheShorterCapture() {
        // 32x23 takes one piece; 33x22x13... : the man on 33 can take two (28 and 18 via 22).
        assertThat(moves("international", "W:W32,33:B28,18,27")).allMatch(t -> t.split("x").length >= 3);
    }

    @Test
    void internationalManEndingOnTheBackRowPromotes() {
        Position pos = position("international", "W:W12:B7");
        assertThat(moves("international", pos.fen())).containsExactly("12x1");
        assertThat(moveSet(pos)).allMatch(m -> (m & DraughtsPosition.PROMOTION) != 0);
    }

    // ---- crowning during a capture, three ways (docs/rules/draughts.md#common-ground)

    @Test
    void englishCrowningEndsTheMove() {
        assertThat(moves("english", "W:W9:B6,7")).containsExactly("9x2");
    }

    @Test
    void russianCrowningContinuesAsAFlyingKing() {
        assertThat(moves("russian", "W:W9:B6,7")).containsExactlyInAnyOrder("b6:d8:f6", "b6:d8:g5", "b6:d8:h4");
    }

    @Test
    void poolManReachingTheFarRowContinuesAsAMan() {
        Position pos = position("pool", "W:W9:B6,7");
        assertThat(moves("pool", pos.fen())).containsExactly("9x2x11");
        assertThat(moveSet(pos)).allMatch(m -> (m & DraughtsPosition.PROMOTION) == 0);
    }

    @Test
    void englishMenCaptureForwardOnlyAndKingsOneStep() {
        assertThat(moves("english", "W:W18:B14,22")).containsExactly("18x9");
        assertThat(moves("english", "W:WK18:B14,22")).containsExactlyInAnyOrder("18x9", "18x25");
        assertThat(moves("english", "B:W21-32:B1-12")).containsExactlyInAnyOrder(
                "12-16", "11-16", "11-15", "10-15", "10-14", "9-14", "9-13");
    }

    @Test
    void englishKingJumpingInACircleMayNotTakeAPieceTwice() {
        // King on 14 round the four men 17, 18, 25, 26... the loop ends where it started, each man once.
        Position pos = position("english", "W:WK14:B17,18,25,26");
        for (long m : moveSet(pos)) {
            assertThat(Long.bitCount(m & DraughtsPosition.CAPTURED)).isLessThanOrEqualTo(4);
        }
        assertThat(moves("english", pos.fen())).isNotEmpty();
    }

    // ---- docs/rules/draughts.md#italian: the FID examples

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "W:W30:B27; 30x23",
        "W:W31:B12,20,28; 31x08",
        "W:WK22:B18,19,27; 22x13 22x15 22x31",
        "W:WK27:B5,6,13,15,21,23; 27x25",
        "W:WK21,31:B10,18,27; 31x06",
        "W:WK23,31:B19,26,27; 23x21",
        "W:WK23:B19,K28; 23x32",
        "W:WK30:B10,12,18,K20,K26,27; 30x05",
        "W:WK31:B18,20,K27,K28; 31x13 31x15",
        "W:WK30:B10,K12,K18,20,K26,K27; 30x05",
        "W:W24:B20,28; 24x15",
        "W:W30:BK26; 30-27",
        "W:WK24:B20,28; 24x15 24x31",
        "W:WK30:BK26; 30x21",
        "W:WK30:B27; 30x23"})
    void italianFidExamples(String fen, String expected) throws NotationException {
        Position pos = position("italian", fen);
        assertThat(moveSet(pos)).isEqualTo(parsed(pos, expected.trim().split(" ")));
    }

    @Test
    void italianMenCannotCaptureKings() {
        assertThat(moves("italian", "W:W30:BK26")).containsExactlyInAnyOrder("30-27");
    }

    // ---- landing rules: flying (spanish), directly behind with Turkish strike (argentine),
    //      directly behind with immediate removal and 180-degree turns (thai)

    @Test
    void spanishKingLandsAnywhereBeyond() {
        assertThat(moves("spanish", "W:WKd3:Bf5,c2")).containsExactlyInAnyOrder("d3xg6", "d3xh7", "d3xb1");
    }

    @Test
    void argentineKingLandsDirectlyBehind() {
        assertThat(moves("argentine", "W:WKd3:Bf5,c2")).containsExactlyInAnyOrder("d3xg6", "d3xb1");
    }

    @Test
    void thaiKingLandsDirectlyBehindAndMayTurnBackOverARemovedPiece() {
        assertThat(moves("thai", "W:WKc3:Be5,b2")).containsExactlyInAnyOrder("c3xf6xa1", "c3xa1xf6");
        assertThat(moves("argentine", "W:WKd3:Bf5,c2")).doesNotContain("d3xg6xb1");
    }

    @Test
    void thaiKingMayEndOnTheSquareOfAPieceItRemoved() throws NotationException {
        Position pos = position("thai", "W:WK8:B6,K14,15,16,24,27");
        long m = pos.parseMove("g7xd4xg1xb6xd8xh4xf2");
        assertThat(((org.ansuz.engine.spi.HubNotation) pos).hubMoveText(m)).contains("x27");
        pos.play(m);
        assertThat(pos.fen()).isEqualTo("B:WK27:B");
        assertThat(pos.key()).isEqualTo(position("thai", pos.fen()).key());
    }

    @Test
    void thaiKingFliesOnQuietMovesButNotPastTheSquareBehind() {
        assertThat(moves("thai", "W:WKa1:Bc3,e5")).containsExactly("a1xd4xf6");
        assertThat(moves("russian", "W:WKa1:Bc3,e5")).containsExactlyInAnyOrder("a1:f6", "a1:g7", "a1:h8");
    }

    // ---- precedence: spanish quality, argentine capture with a king, frisian value

    @Test
    void spanishPrefersTheCaptureTakingMoreKings() {
        // Men on 9 (h3) and 12 (b3): the man on h3 can take a man, the one on b3 a king.
        Position pos = position("spanish", "W:Wb3,h3:BKc4,g4");
        assertThat(moves("spanish", pos.fen())).containsExactly("b3xd5");
    }

    @Test
    void argentinePrefersCapturingWithAKing() {
        assertThat(moves("argentine", "W:Wb3,Kh3:Bc4,g4")).containsExactly("h3xf5");
        assertThat(moves("spanish", "W:Wb3,Kh3:Bc4,g4")).containsExactlyInAnyOrder("b3xd5", "h3xf5", "h3xe6",
                "h3xd7", "h3xc8");
    }

    @Test
    void frisianMenCaptureOrthogonally() {
        // White man on 33 (f4), black man on 23 (f6): jumps over it straight up the file to 13 (f8).
        assertThat(moves("frisian", "W:W33:B23")).containsExactly("33x13");
    }

    @Test
    void frisianKingIsWorthMoreThanAManButLessThanTwo() {
        // A white man may take a king (one piece) or two men: two men win.
        assertThat(moves("frisian", "W:W33:BK28,29,19").size()).isEqualTo(1);
        assertThat(moves("frisian", "W:W33:BK28,29,19")).allMatch(t -> t.split("x").length == 3);
    }

    @Test
    void frisianKingMayNotMakeAFourthQuietMoveInARowWhileMenRemain() throws NotationException {
        Position pos = position("frisian", "W:WK28,46:B1,2,3");
        shuffleKing(pos);
        assertThat(moveSet(pos)).as("only the man may move").containsExactly(pos.parseMove("46-41"));
        assertThat(moves("frisian", pos.fen())).as("a fresh position knows no history").contains("22-28");
        Position alone = position("frisian", "W:WK28:B1,2,3");
        shuffleKing(alone);
        assertThat(moveSet(alone)).as("a side with only kings is not limited").isNotEmpty();
    }

    /** White's king goes 28-22-28-22 while Black answers with quiet moves that hang nothing. */
    private static void shuffleKing(Position pos) throws NotationException {
        for (String m : new String[]{"28-22", "22-28", "28-22"}) {
            pos.play(pos.parseMove(m));
            for (long reply : moveSet(pos)) {
                pos.play(reply);
                boolean quiet = moveSet(pos).stream().noneMatch(pos::isNoisy);
                if (quiet) {
                    break;
                }
                pos.undo();
            }
        }
    }

    @Test
    void filipinoMenCaptureBackwardsAndTheMajorityRuleApplies() {
        assertThat(moves("filipino", "W:W14:B18")).containsExactly("14x21");
    }

    @Test
    void thaiStartsWithEightMenEach() {
        assertThat(moves("thai", "W:W25-32:B1-8")).hasSize(7);
    }
}
