package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.ansuz.engine.search.SearchLimits;
import org.ansuz.engine.search.SearchRecorder;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every registered game can be searched by both search kinds: a legal answer, once, and repeatably. */
class RegisteredVariantsSearchTest {

    static Stream<Variant> variants() {
        return Variants.registry().all().stream();
    }

    private static SearchRecorder search(Engine engine, Position pos, SearchLimits limits) throws Exception {
        SearchRecorder rec = new SearchRecorder();
        engine.go(pos, limits, rec);
        assertThat(rec.await(120_000)).isTrue();
        engine.waitForIdle();
        return rec;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void alphaBetaAnswersALegalMoveAndRepeatsItsNodeCount(Variant variant) throws Exception {
        Engine engine = new Engine();
        engine.setGameInfo(variant.info());
        engine.setHashMb(1);
        engine.setSearchKind(SearchKind.ALPHABETA);
        Position start = variant.startPosition();
        SearchLimits limits = new SearchLimits();
        limits.depth = 3;
        limits.nodes = 2_048; // slow or wide games (ordo-x: 1986 moves) stop here, deterministically
        SearchRecorder first = search(engine, start, limits);
        engine.newGame();
        SearchRecorder second = search(engine, start, limits);
        MoveList legal = new MoveList();
        start.generate(legal);
        assertThat(first.bestMoves).hasSize(1);
        assertThat(legal.contains(first.bestMove())).isTrue();
        assertThat(second.last().nodes()).isEqualTo(first.last().nodes());
        assertThat(start.fen()).isEqualTo(variant.startPosition().fen());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void monteCarloAnswersALegalMove(Variant variant) throws Exception {
        Engine engine = new Engine();
        engine.setHashMb(1);
        engine.setSearchKind(SearchKind.MCTS);
        Position start = variant.startPosition();
        SearchLimits limits = new SearchLimits();
        limits.nodes = 300;
        SearchRecorder rec = search(engine, start, limits);
        MoveList legal = new MoveList();
        start.generate(legal);
        assertThat(rec.bestMoves).hasSize(1);
        assertThat(legal.contains(rec.bestMove())).isTrue();
    }
}
