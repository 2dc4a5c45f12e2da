package org.ansuz.protocol.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Reading games back: what the record writer writes, PDN from elsewhere, opening lines, and bad texts. */
class GameTextTest {
    private static final Variants REGISTRY = Variants.registry();
    private static final Variant INTERNATIONAL = REGISTRY.find("international").orElseThrow();

    static Stream<String> variants() {
        return REGISTRY.names().stream();
    }

    private static GameText read(String text, Variant current) throws NotationException {
        return GameText.read(text, current, REGISTRY::find, REGISTRY.all());
    }

    /** Every game's record, written by the writer after 40 random plies, reads back to the same game. */
    @ParameterizedTest
    @MethodSource("variants")
    void whatTheWriterWritesReadsBack(String name) throws NotationException {
        Variant variant = REGISTRY.find(name).orElseThrow();
        Position pos = variant.startPosition();
        SplittableRandom random = new SplittableRandom(name.hashCode());
        MoveList list = new MoveList();
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < 40 && !GameResult.of(pos).isOver(); ply++) {
            int n = pos.generate(list);
            long move = list.move(random.nextInt(n));
            moves.add(pos.moveText(move));
            pos.play(move);
        }
        GameRecord record = new GameRecord(1, Opening.startpos(), new int[] {0, 1}, new String[] {"a", "b"},
                moves, "*", "unterminated", -1, List.of());
        String text = new GameRecordWriter(null, variant, "test", "-").format(record);

        GameText game = read(text, INTERNATIONAL);

        assertThat(game.variant()).isSameAs(variant);
        assertThat(game.opening().rootFen()).isNull();
        assertThat(game.opening().moves()).isEqualTo(moves);
        assertThat(game.result()).isEqualTo("*");
        assertThat(game.opening().position(variant).fen()).isEqualTo(pos.fen());
    }

    @Test
    void aPdnGameFromAnotherProgramWithCommentsVariationsAndGameType() throws NotationException {
        String pdn = """
                [Event "club"]
                [GameType "25"]
                [Result "2-0"]

                1. c3-d4 {a comment} f6-g5 (1... b6-a5 2. d4-c5) 2. b2-c3?! g7-f6 $1
                2-0
                """;
        GameText game = read(pdn, INTERNATIONAL);
        assertThat(game.variant().name()).isEqualTo("russian");
        assertThat(game.opening().moves()).containsExactly("c3-d4", "f6-g5", "b2-c3", "g7-f6");
        assertThat(game.result()).isEqualTo("2-0");
        assertThat(game.tags()).containsEntry("Event", "club");
    }

    @Test
    void aBareNumberedMoveListIsTheCurrentGame() throws NotationException {
        GameText game = read("1. 32-28 19-23 2. 28x19 14x23", INTERNATIONAL);
        assertThat(game.variant()).isSameAs(INTERNATIONAL);
        assertThat(game.opening().moves()).containsExactly("32-28", "19-23", "28x19", "14x23");
    }

    @Test
    void anOpeningLineOrAPositionText() throws NotationException {
        assertThat(read("startpos moves 32-28 19-23", INTERNATIONAL).opening().moves())
                .containsExactly("32-28", "19-23");
        String fen = INTERNATIONAL.startPosition().fen();
        GameText game = read(fen, INTERNATIONAL);
        assertThat(game.opening().rootFen()).isNull();
        assertThat(game.opening().moves()).isEmpty();
    }

    @Test
    void aSetUpPositionIsTheRoot() throws NotationException {
        String fen = "W:W28,33:B18,19";
        String pdn = "[Variant \"international\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. 33-29 *\n";
        GameText game = read(pdn, INTERNATIONAL);
        assertThat(game.opening().rootFen()).isEqualTo(INTERNATIONAL.newPosition(fen).fen());
        assertThat(game.opening().moves()).containsExactly("33-29");
    }

    @Test
    void badTextsNameWhatIsWrong() {
        assertThatThrownBy(() -> read("", INTERNATIONAL)).hasMessage("empty game text");
        assertThatThrownBy(() -> read("[Variant \"nosuch\"]\n\n1. 32-28 *", INTERNATIONAL))
                .hasMessage("unknown variant in the record: nosuch");
        assertThatThrownBy(() -> read("1. 32-28 19-23 2. 32-28", INTERNATIONAL))
                .isInstanceOf(NotationException.class).hasMessageStartingWith("move 3 (32-28): ");
        assertThatThrownBy(() -> read("[GameType \"99\"]\n\n1. a *", INTERNATIONAL))
                .hasMessage("no installed variant plays PDN GameType 99");
    }

    @Test
    void tokensDropNumbersCommentsVariationsAndMarks() {
        assertThat(GameText.tokens("1.32-28 {x (y)} 19-23!? (2. a (b) c) ; rest\n2... 28x19 $4 1-0"))
                .containsExactly("32-28", "19-23", "28x19", "1-0");
        assertThat(GameText.tokens("1. g7-f6x(e5,e6) (1. e2-e6) d1-d2")).containsExactly("g7-f6x(e5,e6)", "d1-d2");
        assertThat(GameText.tokens("1. d1-f1;a3-a4 ; a comment")).containsExactly("d1-f1;a3-a4");
    }
}
