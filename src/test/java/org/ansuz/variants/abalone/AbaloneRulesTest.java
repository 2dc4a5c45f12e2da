package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeSet;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules of docs/rules/abalone.md#abalone, as exact legal-move sets. */
class AbaloneRulesTest {
    static final Variant ABALONE = Variants.registry().find("abalone").orElseThrow();

    /** The legal moves' texts, each once. */
    static TreeSet<String> fastMoves(Position pos) {
        List<String> texts = LegalMoves.texts(pos);
        assertThat(texts).as("duplicate moves in %s", pos.fen()).doesNotHaveDuplicates();
        return new TreeSet<>(texts);
    }

    @ParameterizedTest
    @CsvSource({
        "abalone, 44, 1936, 98912",
        "abalone-belgian, 52, 2692, 149322",
        "abalone-german, 80, 6244, 493480",
        "taacoca, 58, 3364, 352408",
        "taacoca-dagaz, 66, 4356, 556248"})
    void startPositionsMatchTheSpecCounts(String name, long d1, long d2, long d3) {
        Position pos = Variants.registry().find(name).orElseThrow().startPosition();
        assertThat(Perft.count(pos, 1)).isEqualTo(d1);
        assertThat(Perft.count(pos, 2)).isEqualTo(d2);
        assertThat(Perft.count(pos, 3)).isEqualTo(d3);
    }

    static Position position(String fen) throws NotationException {
        return ABALONE.newPosition(fen);
    }

    static Position position(String black, String white, char side, int ejectedByBlack, int ejectedByWhite)
            throws NotationException {
        return position(AbaloneReference.fen(black, white, side, ejectedByBlack, ejectedByWhite));
    }

    /** Legal moves counted by group size: {1-marble, 2-marble, 3-marble}. */
    static int[] split(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        int[] c = new int[3];
        for (int i = 0; i < n; i++) {
            c[AbalonePosition.size(list.move(i)) - 1]++;
        }
        return c;
    }

    static long play(Position pos, String move) throws NotationException {
        long m = pos.parseMove(move);
        pos.play(m);
        return m;
    }

    @Test
    void standardOpeningHas44MovesSplit14_20_10WithTheSpecExamples() throws NotationException {
        Position pos = ABALONE.startPosition();
        assertThat(split(pos)).containsExactly(14, 20, 10);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder((
                "A1B1-NW A1C3-NE A2B2-NW A2C4-NE A3C3-NW A3C5-NE A4B5-NE A4C4-NW A5B6-NE A5C5-NW B1-NE B1-NW B1B2-NW "
                + "B2-NW B2C3-NE B2C3-NW B3C3-NW B3C4-NE B4C4-NW B4C5-NE B5-NE B5B6-NE B5C5-NE B5C5-NW B6-NE B6-NW "
                + "C3-NE C3-NW C3-W C3C4-NE C3C4-NW C3C5-E C3C5-NE C3C5-NW C4-NE C4-NW C4C3-W C4C5-E C4C5-NE C4C5-NW "
                + "C5-E C5-NE C5-NW C5C3-W").split(" "));
        assertThat(fastMoves(pos)).contains("C3-NW", "B2C3-NE", "C3C5-NW");
    }

    @Test
    void daisyOpeningsSplitAsTheSpecCounts() {
        assertThat(split(Variants.registry().find("abalone-belgian").orElseThrow().startPosition()))
                .containsExactly(20, 28, 4);
        assertThat(split(Variants.registry().find("abalone-german").orElseThrow().startPosition()))
                .containsExactly(28, 44, 8);
    }

    @Test
    void playStrategyTestPositionsMatchTheirPublishedCounts() throws NotationException {
        // PlayStrategy FENs with s = the side to move = Black, S = White (docs/rules/abalone.md#notation).
        assertThat(split(position(playStrategy("sssss/s5/s6/s1SSSSS1/1s5S1/1sssss1S/6S/5S/SSSSS"))))
                .containsExactly(40, 35, 23);
        assertThat(split(position(playStrategy("s1s1s/1sSSs1/1sSsSs1/3ss3/9/3SS3/1SsSsS1/1SssS1/S1S1S"))))
                .containsExactly(28, 20, 0);
        assertThat(split(position(playStrategy("5/S4s/SS3ss/SSSS1sss/3s1s3/sss1SSSS/ss3SS/s4S/5"))))
                .containsExactly(28, 34, 18);
        assertThat(split(position(playStrategy("SS1ss/SSSsss/1SS1ss1/8/9/8/1ss1SS1/sssSSS/ss1SS"))))
                .containsExactly(20, 28, 4);
    }

    static String playStrategy(String rows) {
        return rows.replace('s', 'b').replace('S', 'w') + " b 0 0";
    }

    @Test
    void twoPushOneIntoAnEmptyCellAndSinglesNeverPush() throws NotationException {
        Position pos = position("C3 D4", "E5", 'b', 0, 0);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder(
                "C3-E", "C3-NW", "C3-SE", "C3-SW", "C3-W", "C3D4-E", "C3D4-NE", "C3D4-NW", "C3D4-SE", "C3D4-W",
                "D4-E", "D4-NW", "D4-SE", "D4-W", "D4C3-SW");
        long m = play(pos, "C3D4-NE");
        assertThat(AbalonePosition.pushed(m)).isEqualTo(1);
        assertThat(pos.fen()).isEqualTo(AbaloneReference.fen("D4 E5", "F6", 'w', 0, 0));
    }

    @Test
    void blockedSumitoNeedsSuperiorityAndALineOfAtMostThree() throws NotationException {
        // E1-E4 Black against E5-E7 White: 2 v 3, 3 v 3 and a line of four cannot push east.
        Position pos = position("E1 E2 E3 E4 C3", "E5 E6 E7 F6", 'b', 0, 0);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder(
                "C3-E", "C3-NE", "C3-NW", "C3-SE", "C3-SW", "C3-W", "E1-NE", "E1-SE", "E1E2-NE", "E1E2-SE",
                "E1E3-NE", "E1E3-SE", "E2-NE", "E2-NW", "E2-SE", "E2-SW", "E2E3-NE", "E2E3-NW", "E2E3-SE",
                "E2E3-SW", "E2E4-NE", "E2E4-NW", "E2E4-SE", "E2E4-SW", "E3-NE", "E3-NW", "E3-SE", "E3-SW",
                "E3E4-NE", "E3E4-NW", "E3E4-SE", "E3E4-SW", "E4-NE", "E4-NW", "E4-SE", "E4-SW");
        // 2 v 2 is blocked too.
        assertThat(fastMoves(position("E3 E4", "E5 E6", 'b', 0, 0))).doesNotContain("E3E4-E");
    }

    @Test
    void anOwnMarbleBehindTheOpponentBlocksThePush() throws NotationException {
        Position pos = position("C1 C2 C3 C5", "C4 B5", 'b', 0, 0);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder(
                "C1-NE", "C1-NW", "C1-SE", "C1C2-NE", "C1C2-NW", "C1C2-SE", "C1C3-NE", "C1C3-NW", "C1C3-SE",
                "C2-NE", "C2-NW", "C2-SE", "C2-SW", "C2C3-NE", "C2C3-NW", "C2C3-SE", "C2C3-SW", "C3-NE", "C3-NW",
                "C3-SE", "C3-SW", "C5-E", "C5-NE", "C5-NW", "C5-SW");
    }

    @Test
    void threePushTwoAndTheLastOneFallsOff() throws NotationException {
        Position pos = position("E5 E6 E7 D4 D1 D2 D3", "E8 E9 D8 F9 D5 D6", 'b', 0, 0);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder(
                "D1-NE", "D1-NW", "D1-SE", "D1D2-NE", "D1D2-NW", "D1D2-SE", "D1D3-NE", "D1D3-NW", "D1D3-SE",
                "D2-NE", "D2-NW", "D2-SE", "D2-SW", "D2D3-NE", "D2D3-NW", "D2D3-SE", "D2D3-SW", "D2D4-E",
                "D2D4-NW", "D2D4-SE", "D2D4-SW", "D3-NE", "D3-NW", "D3-SE", "D3-SW", "D3D4-NW", "D3D4-SE",
                "D3D4-SW", "D4-NW", "D4-SE", "D4-SW", "D4E5-NE", "D4E5-NW", "E5-NE", "E5-NW", "E5-W", "E5D4-SW",
                "E5E6-NE", "E5E6-NW", "E5E7-E", "E5E7-NE", "E5E7-NW", "E6-NE", "E6-NW", "E6E5-W", "E6E7-NE",
                "E6E7-NW", "E7-NE", "E7-NW", "E7-SE", "E7E5-W");
        long eject = pos.parseMove("E5E7-E");
        assertThat(pos.isNoisy(eject)).isTrue();
        assertThat(pos.isNoisy(pos.parseMove("D2D4-E"))).as("a push that ejects nothing is quiet").isFalse();
        pos.play(eject);
        assertThat(pos.fen()).isEqualTo(AbaloneReference.fen("E6 E7 E8 D4 D1 D2 D3", "E9 D8 F9 D5 D6", 'w', 1, 0));
        pos.undo();
        play(pos, "D2D4-E");
        assertThat(pos.fen()).isEqualTo(AbaloneReference.fen("E5 E6 E7 D1 D3 D4 D5", "E8 E9 D8 F9 D6 D7", 'w', 0, 0));
    }

    @Test
    void broadsideMovesNeedEveryTargetEmpty() throws NotationException {
        Position pos = position("D2 D3 D4 E1 E6", "E2 E3 E4 F4", 'b', 0, 0);
        assertThat(fastMoves(pos)).containsExactlyInAnyOrder(
                "D2-SE", "D2-SW", "D2-W", "D2D3-SE", "D2D3-SW", "D2D4-E", "D2D4-SE", "D2D4-SW", "D3-SE", "D3-SW",
                "D3D2-W", "D3D4-E", "D3D4-SE", "D3D4-SW", "D4-E", "D4-NE", "D4-SE", "D4-SW", "D4D2-W", "E1-NE",
                "E1-SE", "E6-E", "E6-NE", "E6-NW", "E6-SE", "E6-SW", "E6-W");
    }

    @Test
    void theSixthEjectionEndsTheGame() throws NotationException {
        Position pos = position("G7 H8 A1", "I9 E5", 'b', 5, 0);
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        play(pos, "G7H8-NE");
        assertThat(pos.fen()).isEqualTo(AbaloneReference.fen("H8 I9 A1", "E5", 'w', 6, 0));
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(pos).reason()).isEqualTo("six marbles ejected");
        assertThat(pos.generate(new MoveList())).isZero();
        pos.undo();
        assertThat(pos.fen()).isEqualTo(AbaloneReference.fen("G7 H8 A1", "I9 E5", 'b', 5, 0));
    }

    @Test
    void aSideWithoutMovesLoses() throws NotationException {
        // White's lone marble on I5 is walled in by Black and cannot push (a single marble never pushes).
        Position pos = position("I6 H5 H4 E5", "I5", 'w', 0, 0);
        assertThat(pos.generate(new MoveList())).isZero();
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void drawRulesAreOffByDefaultAndAvailableAsSwitches() throws NotationException {
        Position pos = ABALONE.startPosition();
        for (int i = 0; i < 3; i++) {
            play(pos, "C3-NW");
            play(pos, "G7-SE");
            play(pos, "D3-SE");
            play(pos, "F7-NW");
        }
        assertThat(GameResult.of(pos).kind()).isEqualTo(GameResult.Kind.ONGOING);
        Position named = Variants.registry().find("abalone-draws").orElseThrow().startPosition();
        for (int i = 0; i < 2; i++) {
            play(named, "C3-NW");
            play(named, "G7-SE");
            play(named, "D3-SE");
            play(named, "F7-NW");
        }
        assertThat(GameResult.of(named).kind()).isEqualTo(GameResult.Kind.DRAW);
        AbaloneVariant strict = new AbaloneVariant("abalone-test", List.of(), AbaloneFamily.STANDARD, List.of(),
                AbaloneRules.of(r -> {
                    r.plyLimit = 10;
                    r.repetitionDraw = true;
                }), AbaloneWeights.load());
        Position rep = strict.startPosition();
        for (int i = 0; i < 2; i++) {
            play(rep, "C3-NW");
            play(rep, "G7-SE");
            play(rep, "D3-SE");
            play(rep, "F7-NW");
        }
        assertThat(GameResult.of(rep).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(rep).reason()).isEqualTo("threefold repetition");
        assertThat(rep.generate(new MoveList())).isZero();
        Position limit = strict.startPosition();
        for (String m : "C3-NW G7-SE D3-NE F7-SW E4-NE E6-SW F5-E D5-W F6-W D4-E".split(" ")) {
            assertThat(GameResult.of(limit).kind()).isEqualTo(GameResult.Kind.ONGOING);
            play(limit, m);
        }
        assertThat(GameResult.of(limit).kind()).isEqualTo(GameResult.Kind.DRAW);
        assertThat(GameResult.of(limit).reason()).isEqualTo("ply limit");
    }

    @Test
    void evaluationCountsMaterialFirstAndIsSymmetric() throws NotationException {
        Position start = ABALONE.startPosition();
        assertThat(start.evaluate()).isZero();
        Position up = position("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 1 0".replaceFirst("w", "1"));
        assertThat(up.evaluate()).isGreaterThan(50);
        Position mirrored = position("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb w 1 0".replaceFirst("w", "1"));
        assertThat(mirrored.evaluate()).isEqualTo(-up.evaluate());
    }
}
