package org.ansuz.protocol.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** Labelling in chunks (as the workers of a cluster do) writes what labelling all games at once writes. */
class LabellerTest {
    private static final Variant RUSSIAN = Variants.registry().find("russian").orElseThrow();

    /** A game of {@code plies} first legal moves after {@code offset} second-choice ones, with a result. */
    private static RecordedGame game(int offset, int plies, String result) {
        Position pos = RUSSIAN.startPosition();
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            MoveList legal = new MoveList();
            int n = pos.generate(legal);
            if (n == 0) {
                break;
            }
            long move = legal.move(i < offset ? Math.min(1, n - 1) : (i * 7) % n);
            moves.add(pos.moveText(move));
            pos.play(move);
        }
        return new RecordedGame(Map.of("Result", result), moves);
    }

    @Test
    void chunksLabelledOneByOneMakeTheWholeFile() throws Exception {
        List<RecordedGame> games = GamePositions.distinct(new ArrayList<>(List.of(game(0, 24, "1-0"), game(2, 24, "0-1"),
                game(3, 20, "1/2-1/2"), game(3, 20, "1-0"), game(5, 22, "0-1"))));
        Labeller.Settings settings = new Labeller.Settings("russian", 2, 4, 2);
        StringWriter whole = new StringWriter();
        new Labeller(RUSSIAN, GamePositions.evaluation(RUSSIAN), settings).label(games, whole, n -> { });
        assertThat(whole.toString()).isNotEmpty();

        List<List<RecordedGame>> chunks = Labeller.chunks(games, 2);
        assertThat(chunks.stream().mapToInt(List::size).sum()).isEqualTo(games.size());
        StringBuilder joined = new StringBuilder();
        long positions = 0;
        for (List<RecordedGame> chunk : chunks) {
            Labeller.Chunk c = Labeller.labelChunk(settings, chunk, name -> Variants.registry().find(name));
            joined.append(c.lines());
            positions += c.positions();
        }
        assertThat(joined.toString()).isEqualTo(whole.toString());
        assertThat(positions).isEqualTo(whole.toString().lines().count());
    }

    @Test
    void aChunkNeverSeparatesTwoGamesWithTheSameMoves() {
        RecordedGame a = game(0, 10, "1-0");
        RecordedGame same = new RecordedGame(Map.of("Result", "0-1"), a.moves());
        RecordedGame b = game(2, 10, "1-0");
        List<List<RecordedGame>> chunks = Labeller.chunks(List.of(b, a, same, game(4, 10, "0-1")), 2);
        assertThat(chunks).hasSize(2);
        assertThat(chunks.get(0)).containsExactly(b, a, same);
    }
}
