package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The nine tutorial lessons of the Zillions implementation (rules section 14): White moves N times in
 * a row (position field {@code solo:<goal>}: Black can only pass) and must reach the goal. Each is
 * solved by {@code go mate N}; the winning line is printed and replayed.
 */
class CyvasseLessonsTest {

    record Lesson(int number, int moves, String fen) {
        @Override
        public String toString() {
            return "lesson " + number + " in " + moves;
        }
    }

    static final List<Lesson> LESSONS = List.of(
            new Lesson(1, 3, "8/9/10/11/12/4R6/10/9/8 w 0 - play solo:g4"),
            new Lesson(2, 3, "1M1M1M1M/5W1w1/1M1M1M1M2/6w1W2/1M1M1M1M1MwM/5M1W3/1M1L1M1MWM/9/1M1M1M1M w 0 - play"
                    + " solo:j3"),
            new Lesson(3, 8, "8/4c2c1/10/7c3/6D5/4c6/10/2c2c3/8 w 0 - play solo:all"),
            new Lesson(4, 4, "8/9/4r5/11/7r4/3Lr2r3/10/9/8 w 0 - play solo:all"),
            new Lesson(5, 4, "8/9/10/4r2r3/12/6rC3/10/4L4/8 w 0 - play solo:all"),
            new Lesson(6, 3, "8/9/4w5/7C3/6w5/3C2L4/10/9/8 w L6 - play solo:all"),
            new Lesson(7, 5, "8/9/5C4/4MM5/4ww6/3ww1C4/3R6/9/8 w L7 - play solo:all"),
            new Lesson(8, 6, "8/9/3s1ss3/7S3/5L1s4/2C2S5/10/9/8 w 0 - play solo:all"),
            new Lesson(9, 7, "3MM3/4k4/3wssw3/11/4rr1r4/5KT4/2L1WE4/9/8 w L9 - play solo:king"));

    static List<Lesson> lessons() {
        return LESSONS;
    }

    /** {@code go mate N}: returns the last info line. */
    static SearchInfo solve(Position pos, int moves) throws Exception {
        Engine engine = new Engine();
        engine.setHashMb(16);
        SearchLimits limits = new SearchLimits();
        limits.mate = moves;
        limits.depth = 2 * moves + 2; // White's N moves and Black's passes, and room for reductions
        List<SearchInfo> infos = new ArrayList<>();
        CompletableFuture<Long> best = new CompletableFuture<>();
        engine.go(pos, limits, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
                synchronized (infos) {
                    infos.add(info);
                }
                if (info.bound() == 0 && Score.isDecisive(info.score()) && Score.movesToWin(info.score()) <= moves) {
                    engine.stop(); // the mate is proven at the end of an iteration: done (belt and braces)
                }
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                best.complete(bestMove);
            }
        });
        best.get(60, TimeUnit.SECONDS);
        engine.waitForIdle();
        synchronized (infos) {
            return infos.get(infos.size() - 1);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void lessonIsSolvedWithinItsMoves(Lesson lesson) throws Exception {
        Variant v = Variants.registry().find("cyvasse").orElseThrow();
        Position pos = v.newPosition(lesson.fen());
        StringBuilder line = new StringBuilder();
        long nodes = 0;
        long ms = 0;
        long firstMs = -1;
        // the winning line move by move: each White move is the first of a fresh go mate with one move
        // fewer; Black's only reply is to pass
        for (int left = lesson.moves(); left > 0 && !pos.result().isOver(); left--) {
            SearchInfo info = solve(pos.copy(), left);
            assertThat(Score.isDecisive(info.score()) && Score.movesToWin(info.score()) <= left)
                    .as("%s after %s: score %d", lesson, line, info.score()).isTrue();
            nodes += info.nodes();
            ms += info.timeMs();
            firstMs = firstMs < 0 ? info.timeMs() : firstMs;
            line.append(pos.moveText(info.pv()[0])).append(' ');
            pos.play(info.pv()[0]);
            if (!pos.result().isOver()) {
                org.ansuz.engine.spi.MoveList replies = new org.ansuz.engine.spi.MoveList();
                assertThat(pos.generate(replies)).isEqualTo(1);
                assertThat(pos.moveText(replies.move(0))).isEqualTo("pass");
                pos.play(replies.move(0));
            }
        }
        System.out.printf("Cyvasse %s: %s(solved in %d ms; whole line %d nodes, %d ms)%n", lesson, line, firstMs, nodes,
                ms);
        assertThat(pos.result().reason()).as("%s: %s", lesson, line).isEqualTo("lesson goal reached");
        assertThat(pos.plies()).as("%s: %s", lesson, line).isLessThanOrEqualTo(2 * lesson.moves() - 1);
    }
}
