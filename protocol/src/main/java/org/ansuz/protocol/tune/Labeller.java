package org.ansuz.protocol.tune;

import java.io.IOException;
import java.io.Serializable;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.protocol.BlockingSearch;

/**
 * Labels the quiet positions of games, one game after the other: the same code labels every game here
 * ({@code ansuz label}) or a chunk of them on a worker ({@code ansuz label --cluster}), and the lines of
 * the chunks, put together in order, are the lines of the whole.
 */
public final class Labeller {
    /** What decides the labels besides the games: the variant (by name), the depth, the plies skipped, the stride. */
    public record Settings(String variant, int depth, int skip, int every) implements Serializable {
    }

    /** A labelled chunk: its lines and its counts. */
    public record Chunk(String lines, long positions, long nodes, int used, int rejected) implements Serializable {
    }

    /** Told after each labelled position (for a progress line). */
    interface Progress {
        void labelled(long positions);
    }

    private final Variant variant;
    private final LinearEvaluation eval;
    private final Settings settings;
    long positions;
    long nodes;

    Labeller(Variant variant, LinearEvaluation eval, Settings settings) {
        this.variant = variant;
        this.eval = eval;
        this.settings = settings;
    }

    /** Writes the labels of {@code games} to {@code w}; the count of games used and rejected. */
    GamePositions.Count label(List<RecordedGame> games, Writer w, Progress progress) throws IOException {
        Engine engine = new Engine();
        engine.setThreads(1);
        engine.setHashMb(1);
        engine.setGameInfo(variant.info());
        SearchLimits limits = new SearchLimits();
        limits.depth = settings.depth();
        long[] sample = {0}; // the sample's index in its game
        int[] lastGame = {0};
        try {
            return GamePositions.walk(variant, eval, games, settings.skip(), 0, (game, pos, result) -> {
                if (game != lastGame[0]) {
                    lastGame[0] = game;
                    sample[0] = 0;
                    w.flush();
                }
                if (sample[0]++ % settings.every() != 0) {
                    return;
                }
                engine.newGame();
                SearchInfo info = BlockingSearch.run(engine, pos, limits, i -> { }).lastInfo();
                int score = info == null ? pos.evaluate() : info.score();
                if (Score.isDecisive(score)) {
                    score = score > 0 ? LabelCommand.DECISIVE : -LabelCommand.DECISIVE;
                }
                score = Math.max(-LabelCommand.DECISIVE, Math.min(LabelCommand.DECISIVE, score));
                w.write(pos.fen() + " " + score + " " + (result == 0.5 ? "0.5" : result > 0.5 ? "1" : "0") + " " + game
                        + "\n");
                positions++;
                nodes += info == null ? 0 : info.nodes();
                progress.labelled(positions);
            });
        } finally {
            engine.stop();
        }
    }

    /**
     * Labels one chunk on a worker.
     *
     * @throws IllegalArgumentException when this machine has no such variant or it has no learnt evaluation
     */
    public static Chunk labelChunk(Settings settings, List<RecordedGame> games,
                                   Function<String, Optional<Variant>> variants) {
        Variant variant = variants.apply(settings.variant()).orElseThrow(() -> new IllegalArgumentException(
                "no variant " + settings.variant() + " here"));
        LinearEvaluation eval = GamePositions.evaluation(variant);
        if (eval == null) {
            throw new IllegalArgumentException(variant.name() + " has no tunable evaluation here");
        }
        Labeller labeller = new Labeller(variant, eval, settings);
        StringWriter text = new StringWriter();
        try {
            GamePositions.Count count = labeller.label(games, text, n -> { });
            return new Chunk(text.toString(), labeller.positions, labeller.nodes, count.used(), count.rejected());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
    }

    /**
     * {@code games} cut into chunks of about {@code size} games, never between two games of the same id (the
     * stride's count goes on across them), so that labelling the chunks one by one writes what labelling
     * all of them at once writes.
     */
    public static List<List<RecordedGame>> chunks(List<RecordedGame> games, int size) {
        List<List<RecordedGame>> chunks = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= games.size(); i++) {
            boolean end = i == games.size()
                    || i - start >= size && GamePositions.id(games.get(i)) != GamePositions.id(games.get(i - 1));
            if (end) {
                chunks.add(List.copyOf(games.subList(start, i)));
                start = i;
            }
        }
        return chunks;
    }
}
