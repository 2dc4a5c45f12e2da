package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Engine;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine finds a give-one-take-two shot in every game of the family at a fixed depth. */
class DraughtsSearchTest {

    /** Keeps the last score and the best move. */
    static final class Result implements SearchListener {
        final CountDownLatch done = new CountDownLatch(1);
        volatile long best;
        volatile int score;

        @Override
        public void onInfo(SearchInfo info) {
            score = info.score();
        }

        @Override
        public void onBestMove(long bestMove, long ponder) {
            best = bestMove;
            done.countDown();
        }
    }

    static Result search(Position pos, int depth) throws InterruptedException {
        Engine engine = new Engine();
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        Result r = new Result();
        engine.go(pos, limits, r);
        assertThat(r.done.await(60, TimeUnit.SECONDS)).as("bestmove arrives").isTrue();
        engine.waitForIdle();
        return r;
    }

    // White gives the man on c3 (d4), the forced recapture lands on c3, and b2 takes two back.
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "russian;       W:Wa1,b2,c3,e3:Bc5,e5,g7,h8;          c3-d4",
        "brazilian;     W:Wa1,b2,c3,e3:Bc5,e5,g7,h8;          22-18",
        "pool;          W:Wa1,b2,c3,e3:Bc5,e5,g7,h8;          22-18",
        "english;       W:Wa1,b2,c3,e3:Bc5,e5,g7,h8;          22-18",
        "thai;          W:Wa1,b2,c3,e3:Bc5,e5,g7,h8;          c3-d4",
        "international; W:Wa1,b2,c3,e3:Bc5,e5,i9,j10;         c3-d4",
        "italian;       W:Wh1,g2,f3,d3:Bf5,d5,b7,a8;          f3-e4",
        "spanish;       W:Wh1,g2,f3,d3:Bf5,d5,b7,a8;          f3-e4",
        "argentine;     W:Wh1,g2,f3,d3:Bf5,d5,b7,a8;          f3-e4",
        "filipino;      W:Wh1,g2,f3,d3:Bf5,d5,b7,a8;          f3-e4"})
    void findsTheShot(String variant, String fen, String shot) throws Exception {
        Position pos = DraughtsTesting.position(variant.trim(), fen.trim());
        Result r = search(pos, 6);
        assertThat(pos.moveText(r.best)).as(variant).isEqualTo(pos.moveText(pos.parseMove(shot.trim())));
        assertThat(r.score).as("%s: a man up", variant).isGreaterThan(60);
    }

    @org.junit.jupiter.api.Test
    void frisianKingTakesOrthogonallyAndWinsTheEnding() throws Exception {
        // The king on a1 takes a5 up the file; j8 alone is then lost.
        Position pos = DraughtsTesting.position("frisian", "W:Wb4,c3,K46,K50:Ba5,j8");
        Result r = search(pos, 8);
        assertThat(pos.moveText(r.best)).isIn("46x16", "46x6");
        assertThat(org.ansuz.engine.spi.Score.isDecisive(r.score)).isTrue();
        assertThat(r.score).isPositive();
    }

    @org.junit.jupiter.api.Test
    void russianKingEndingIsAForcedWin() throws Exception {
        // Two kings and a man against a lone man that must walk into them.
        Position pos = DraughtsTesting.position("russian", "W:WKa1,Kh2,c3:Bh6");
        Result r = search(pos, 10);
        assertThat(r.score).isGreaterThan(org.ansuz.engine.spi.Score.WIN_BOUND);
    }
}
