package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.search.SearchInfo;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchListener;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.toy.NimGame;
import org.junit.jupiter.api.Test;

/** The engine facade: the game, the position and its history, all-or-nothing position changes, go with callbacks. */
class EngineSessionTest {
    private final NimGame nim = new NimGame(3, false);
    private final EngineSession session = new EngineSession(List.of(nim), null, new Engine());

    @Test
    void startsAtTheFirstVariantsStart() {
        assertThat(session.variant()).isSameAs(nim);
        assertThat(session.position().fen()).isEqualTo(nim.startFen());
    }

    @Test
    void setPositionIsAllOrNothing() {
        List<String> legal = legalTexts(session.position());
        assertThat(session.setPosition(null, List.of(legal.get(0)))).isNull();
        assertThat(session.position().plies()).isEqualTo(1);
        assertThat(session.setPosition(null, List.of(legal.get(0), "nonsense"))).isEqualTo("illegal move nonsense at 2");
        assertThat(session.position()).isNull();
        assertThat(session.setPosition("not a position at all", List.of())).startsWith("bad fen: ");
        assertThat(session.position()).isNull();
        assertThat(session.play(List.of(legal.get(0)))).isEqualTo("no valid position");
    }

    @Test
    void playIsAllOrNothingAndUndoWalksTheHistoryBack() {
        String start = session.position().fen();
        String first = legalTexts(session.position()).get(0);
        assertThat(session.play(List.of(first, "nonsense"))).isEqualTo("illegal move nonsense at 2");
        assertThat(session.position().fen()).isEqualTo(start);
        assertThat(session.play(List.of(first))).isNull();
        assertThat(session.undo()).isTrue();
        assertThat(session.position().fen()).isEqualTo(start);
        assertThat(session.undo()).isFalse();
    }

    @Test
    void goAnswersThroughTheListenerExactlyOnce() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        List<Long> best = new ArrayList<>();
        SearchLimits limits = new SearchLimits();
        limits.depth = 3;
        assertThat(session.go(limits, null, new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {
            }

            @Override
            public void onBestMove(long bestMove, long ponder) {
                best.add(bestMove);
                done.countDown();
            }
        })).isEqualTo(EngineSession.Start.STARTED);
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        session.close();
        assertThat(best).hasSize(1);
        session.clearPosition();
        assertThat(session.go(new SearchLimits(), null, null)).isEqualTo(EngineSession.Start.NO_POSITION);
    }

    @Test
    void selectingAVariantResetsTheGameAndSaysSo() {
        List<String> said = new ArrayList<>();
        session.onMessage(said::add);
        session.clearPosition();
        assertThat(session.setOption("UCI_Variant", nim.name().toUpperCase())).isNull();
        assertThat(session.position().fen()).isEqualTo(nim.startFen());
        assertThat(said).singleElement().asString().startsWith("variant " + nim.name() + " board ");
        assertThat(session.setOption("UCI_Variant", "chess")).isEqualTo("unknown variant: chess");
        assertThat(session.setOption("No Such", "1")).isEqualTo("no such option: No Such");
    }

    private static List<String> legalTexts(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            texts.add(p.moveText(list.move(i)));
        }
        return texts;
    }
}
