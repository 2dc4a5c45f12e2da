package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.HotPathAllocationTest;
import org.ansuz.variants.ReferenceRules;
import org.junit.jupiter.api.Test;

/**
 * The mailbox position of boards of more than 64 squares ({@link WideDraughtsPosition}): exact move sets
 * against the grid reference (ReferenceDraughts) on positions with kings and long captures, every diagonal
 * rule set of the family replayed on a 12x12 board along random games, play/undo, the FENs it refuses,
 * and its hot paths allocating nothing.
 */
class WideDraughtsTest {
    /** The diagonal games the reference plays by name: every switch of the family but the orthogonal boards. */
    private static final List<String> RULE_SETS = List.of("international", "russian", "english", "brazilian",
            "pool", "italian", "spanish", "argentine", "thai", "filipino", "frisian", "killer", "czech");

    /**
     * The rules of the built-in {@code game} on a {@code width x height} board, named {@code name} (the
     * reference reads the rules from the name), men on up to five rows nearest each player leaving two
     * empty. Killer and Czech are the example file's (examples/variants.toml), set here switch by switch.
     */
    static DraughtsVariant wide(String game, String name, int width, int height) {
        String builtIn = game.equals("killer") ? "international" : game.equals("czech") ? "russian" : game;
        DraughtsVariant base = (DraughtsVariant) DraughtsTesting.variant(builtIn);
        DraughtsRules.Fields f = DraughtsRules.Fields.of(base.rules());
        if (game.equals("killer")) {
            f.kingCapture = DraughtsRules.KingCapture.KILLER;
        } else if (game.equals("czech")) {
            f.manCaptureDirs = new int[] {0, 1};
            f.promotion = DraughtsRules.Promotion.ENDS_MOVE;
            f.precedence = DraughtsRules.Precedence.KING_FIRST;
        }
        f.name = name;
        f.aliases = List.of();
        f.width = width;
        f.height = height;
        DraughtsGeometry g = new DraughtsGeometry(width, height, f.squares, f.reversedNumbering, f.dirs, false);
        int rows = Math.min(5, (height - 2) / 2);
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (int c = 0; c < g.cells; c++) {
            if (g.y[c] < rows) {
                white.add(Integer.toString(c + 1));
            } else if (g.y[c] >= height - rows) {
                black.add(Integer.toString(c + 1));
            }
        }
        f.startFen = "W:W" + String.join(",", white) + ":B" + String.join(",", black);
        return new DraughtsVariant(DraughtsRules.of(f), List.of(f.startFen));
    }

    private static final DraughtsVariant CANADIAN = wide("international", "canadian", 12, 12);
    private static final DraughtsVariant FOURTEEN = wide("international", "international-14x14", 14, 14);

    private static Position position(Variant v, String fen) {
        try {
            return v.newPosition(fen);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static List<String> moveTexts(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(p.moveText(list.move(i)));
        }
        out.sort(null);
        return out;
    }

    @Test
    void theBoardsArePlayedOnTheMailbox() {
        assertThat(CANADIAN.geometry().cells).isEqualTo(72);
        assertThat(CANADIAN.startPosition()).isInstanceOf(WideDraughtsPosition.class);
        assertThat(CANADIAN.startPosition().fen()).isEqualTo("W:W43-72:B1-30");
        assertThat(FOURTEEN.geometry().cells).isEqualTo(98);
        assertThat(FOURTEEN.startPosition().fen()).isEqualTo("W:W64-98:B1-35");
        assertThat(DraughtsTesting.variant("international").startPosition()).isInstanceOf(DraughtsPosition.class);
    }

    /** A man takes three, backwards and forwards (a man's capture may not end on a11 beyond b10): the only legal move. */
    @Test
    void aMansLongCaptureIsTheOnlyMove() {
        Position p = position(CANADIAN, "W:WK40,50,60:B20,30,31,33,45");
        assertThat(moveTexts(p)).containsExactly("50x39x26x13");
        assertAgreesAndRestores(CANADIAN, p);
    }

    /**
     * A man's capture of four, two of them backwards, across both words of the cell sets (squares 66 and
     * 68 lie beyond bit 63); a short capture by another man is not allowed beside it.
     */
    @Test
    void aMansLongCaptureCrossesBothWordsOfTheSets() {
        Position p = position(CANADIAN, "W:W55,71:B49,50,53,65");
        assertThat(moveTexts(p)).containsExactly("55x44x57", "71x60x47");
        assertAgreesAndRestores(CANADIAN, p);
    }

    /** A flying king takes three (e5, e7, c9) and lands on b10 or a11, beyond the last. */
    @Test
    void aFlyingKingChoosesWhereToLand() {
        Position p = position(CANADIAN, "W:WK50:B45,33,20,31");
        assertThat(moveTexts(p)).containsExactly("50x39x13", "50x39x7");
        assertAgreesAndRestores(CANADIAN, p);
    }

    /** Black kings and men with captures on a 14x14 board, pieces past square 64 on both sides. */
    @Test
    void blackKingsCaptureOnTheFourteenBoard() {
        Position p = position(FOURTEEN, "B:W50,52,58,66,67,80,K90:BK8,K29,73,74");
        assertAgreesAndRestores(FOURTEEN, p);
        assertThat(moveTexts(p)).isNotEmpty().allMatch(t -> t.contains("x"));
    }

    /** The engine's moves equal the reference's, and playing and taking back each restores the key and FEN. */
    private static void assertAgreesAndRestores(DraughtsVariant v, Position p) {
        ReferenceRules.assertAgrees(DraughtsReferenceRules.rules(v), p, v.name());
        String fen = p.fen();
        long key = p.key();
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            Position again = position(v, p.fen());
            assertThat(again.key()).as("key after " + p.fen()).isEqualTo(p.key());
            p.undo();
            assertThat(p.fen()).isEqualTo(fen);
            assertThat(p.key()).isEqualTo(key);
        }
    }

    /**
     * Every diagonal rule set of the family on a 12x12 board, along random games: at each ply the engine's
     * moves (with their capture routes) equal the reference's, perft's counts ({@code countMoves},
     * {@code countMovesAfter}) equal the generated moves, and play/undo restores key and FEN. The games
     * reach positions where a side with kings must capture.
     */
    @Test
    void everyDiagonalRuleSetAgreesWithTheReferenceOnTwelveByTwelve() {
        MoveList list = new MoveList();
        MoveList scratch = new MoveList();
        for (String game : RULE_SETS) {
            DraughtsVariant v = wide(game, game, 12, 12);
            ReferenceRules reference = DraughtsReferenceRules.rules(v);
            SplittableRandom random = new SplittableRandom(72);
            int kingCaptures = 0;
            for (int round = 0; round < 4; round++) {
                Position p = v.startPosition();
                for (int ply = 0; ply < 250; ply++) {
                    int n = ReferenceRules.assertAgrees(reference, p, game + " 12x12");
                    if (n == 0) {
                        break;
                    }
                    assertThat(p.countMoves(scratch)).as("countMoves at " + p.fen()).isEqualTo(n);
                    p.generate(list);
                    for (int i = 0; i < n; i++) {
                        p.play(list.move(i));
                        int children = p.generate(scratch);
                        p.undo();
                        assertThat(p.countMovesAfter(list.move(i), scratch)).as("countMovesAfter at " + p.fen())
                                .isEqualTo(children);
                    }
                    long move = list.move(random.nextInt(n));
                    WideDraughtsPosition w = (WideDraughtsPosition) p;
                    if (w.kingCount[0] + w.kingCount[1] > 0 && w.captures(move)) {
                        kingCaptures++;
                    }
                    String fen = p.fen();
                    long key = p.key();
                    p.play(move);
                    p.undo();
                    assertThat(p.fen()).isEqualTo(fen);
                    assertThat(p.key()).isEqualTo(key);
                    p.play(move);
                }
            }
            assertThat(kingCaptures).as(game + ": captures with kings on the board").isPositive();
        }
    }

    @Test
    void perftAgreesWithTheReferenceOnThirtyMenEach() {
        ReferenceRules reference = DraughtsReferenceRules.rules(CANADIAN);
        Position p = position(CANADIAN, "W:WK40,50,60:B20,30,31,33,45");
        String text = reference.positionText(p);
        assertThat(ReferenceRules.perft(reference, text, 4)).isEqualTo(org.ansuz.engine.Perft.count(p, 4));
    }

    @Test
    void aPositionThatDoesNotFitTheBoardIsRefusedAndChangesNothing() {
        assertThatThrownBy(() -> CANADIAN.newPosition("W:W73:B1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("bad square '73' (not a playable square of canadian)");
        assertThatThrownBy(() -> FOURTEEN.newPosition("W:W99:B1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("bad square '99'");
        assertThatThrownBy(() -> CANADIAN.newPosition("W:W3:B40")).isInstanceOf(NotationException.class)
                .hasMessageContaining("White man on square 3, its own promotion row");
        assertThatThrownBy(() -> CANADIAN.newPosition("W:W31-61:B1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("too many pieces for White: 31 (at most 30)");
        assertThatThrownBy(() -> CANADIAN.newPosition("W:W50,50:B1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("duplicate square 50");
        Position p = CANADIAN.startPosition();
        assertThatThrownBy(() -> p.parseMove("43-49")).isInstanceOf(NotationException.class);
        assertThat(p.fen()).isEqualTo("W:W43-72:B1-30");
    }

    @Test
    void aSideOfMoreThanTheMoveCanNameIsRefusedWithTheBoard() {
        DraughtsRules.Fields f = DraughtsRules.Fields.of(((DraughtsVariant) DraughtsTesting.variant("international")).rules());
        f.name = "crowded";
        f.width = 16;
        f.height = 16;
        f.startFen = "W:W81-128:B1-47";
        assertThatThrownBy(() -> new DraughtsVariant(DraughtsRules.of(f), List.of()))
                .isInstanceOf(IllegalStateException.class)
                .hasRootCauseMessage("48 pieces of one side; a board of more than 64 squares takes at most 46");
    }

    @Test
    void movesAreReadInEveryFormAndHubPositionsRoundTrip() throws NotationException {
        Position p = position(CANADIAN, "W:WK40,50,60:B20,30,31,33,45");
        long move = p.parseMove("50x39x26x13");
        assertThat(p.parseMove("50x13")).isEqualTo(move);
        assertThat(((WideDraughtsPosition) p).hubMoveText(move)).isEqualTo("50x13x20x33x45");
        assertThat(p.parseMove("50x13x45x33x20")).isEqualTo(move);
        WideDraughtsPosition w = (WideDraughtsPosition) p;
        assertThat(w.fenOfHubPosition(w.hubPosition())).isEqualTo("W:WK40,50,60:B20,30,31,33,45");
    }

    @Test
    void hotPathsAllocateNothing() {
        for (DraughtsVariant v : List.of(CANADIAN, FOURTEEN, wide("frisian", "frisian", 12, 12))) {
            Position pos = v.startPosition();
            assertThat(HotPathAllocationTest.bytesAllocated(pos, 300, 40)).as("%s bytes allocated", v.name())
                    .isLessThan(HotPathAllocationTest.SLACK_BYTES);
        }
    }

    @Test
    void evaluationIsColourSymmetric() {
        int tempo = CANADIAN.rules().weights().tempo();
        assertThat(CANADIAN.startPosition().evaluate()).isEqualTo(tempo);
        WideDraughtsPosition p = (WideDraughtsPosition) position(CANADIAN, "W:WK40,50,60:B20,30,31,33,45");
        WideDraughtsPosition flipped = (WideDraughtsPosition) position(CANADIAN, "B:WK40,50,60:B20,30,31,33,45");
        assertThat(p.evaluate() - tempo).isEqualTo(-(flipped.evaluate() - tempo));
        assertThat(position(CANADIAN, "W:W31-60:B1-29").evaluate()).as("a man up").isGreaterThan(60);
    }
}
