package org.ansuz.variants.chesst;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The figure cases of {@code chess-t-examples.json} and the examples of sections 16.2 and 16.3. */
class ChessTRulesTest {
    static final Variant T = Variants.registry().find("chess-t").orElseThrow();
    static final Variant T2 = Variants.registry().find("chess-t2").orElseThrow();

    static ChessTPosition pos(Variant v, String fen) {
        try {
            return (ChessTPosition) v.newPosition(fen);
        } catch (NotationException e) {
            throw new AssertionError(fen + ": " + e.getMessage(), e);
        }
    }

    /** Destination squares of the legal moves of the piece on {@code from}. */
    static TreeSet<String> destinations(Position p, String from) {
        TreeSet<String> out = new TreeSet<>();
        for (String m : LegalMoves.texts(p)) {
            if (m.startsWith(from)) {
                out.add(m.substring(2, 4));
            }
        }
        return out;
    }

    record Case(String id, String fen, String query, String square, List<String> expected) {
    }

    static List<Case> cases() throws IOException {
        String json;
        try (InputStream in = ChessTRulesTest.class.getResourceAsStream("/test-positions/chess-t/figures.json")) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Case> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\{(.*?)\\}", Pattern.DOTALL).matcher(json);
        while (m.find()) {
            String e = m.group(1);
            List<String> expected = new ArrayList<>();
            Matcher list = Pattern.compile("\"expected\"\\s*:\\s*\\[(.*?)\\]", Pattern.DOTALL).matcher(e);
            list.find();
            Matcher item = Pattern.compile("\"([a-i][1-8])\"").matcher(list.group(1));
            while (item.find()) {
                expected.add(item.group(1));
            }
            out.add(new Case(field(e, "id"), field(e, "fen"), field(e, "query"), field(e, "square"), expected));
        }
        return out;
    }

    private static String field(String entry, String name) {
        Matcher m = Pattern.compile("\"" + name + "\"\\s*:\\s*\"([^\"]*)\"").matcher(entry);
        if (!m.find()) {
            throw new IllegalStateException("no " + name + " in " + entry);
        }
        return m.group(1);
    }

    @TestFactory
    Stream<DynamicTest> figureCases() throws IOException {
        List<Case> all = cases();
        assertThat(all).hasSize(20);
        return all.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> {
            ChessTPosition p = pos(T, c.fen());
            ChessTReference r = ChessTReference.parse(c.fen(), false);
            int sq = ChessTGeometry.square(c.square());
            if (c.query().equals("moves")) {
                assertThat(destinations(p, c.square())).containsExactlyElementsOf(new TreeSet<>(c.expected()));
                assertThat(new TreeSet<>(r.legalMoves())).isEqualTo(new TreeSet<>(LegalMoves.texts(p)));
            } else {
                assertThat(new TreeSet<>(p.field.projection(sq))).containsExactlyElementsOf(new TreeSet<>(c.expected()));
                assertThat(new TreeSet<>(r.projections(sq % 9, sq / 9))).isEqualTo(new TreeSet<>(c.expected()));
            }
        }));
    }

    @Test
    void fig14NotationExample() throws NotationException {
        ChessTPosition p = pos(T, "3k5/4c4/9/4I4/9/9/7R1/4K4 w a4i5 - 0 10");
        p.play(p.parseMove("Rh2-h4"));
        long capture = p.parseMove("Ce7:e5");
        assertThat(ChessTPosition.KIND.of(capture)).isEqualTo(ChessTPosition.CAPTURE);
        p.field.compute();
        assertThat(p.field.force(1, ChessTGeometry.square("e5"))).isEqualTo(6);
        assertThat(p.field.force(0, ChessTGeometry.square("e5"))).isEqualTo(2);
    }

    @Test
    void impregnableSelectionExample() throws NotationException {
        ChessTPosition p = pos(T, T.startFen());
        for (String m : "h2h4 a7a5 h4h5 i7i5 a2a4 c7c5".split(" ")) {
            assertThat(p.sideToMove()).isNotEqualTo(Position.CHANCE);
            p.play(p.parseMove(m));
        }
        assertThat(p.sideToMove()).isEqualTo(Position.CHANCE);
        assertThat(LegalMoves.texts(p)).hasSize(36).contains("@g4h5", "@a4a5", "@i4i5");
        p.play(p.parseMove("*) g4; h5"));
        assertThat(p.fen()).isEqualTo("r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4");
        assertThat(p.sideToMove()).isEqualTo(0);
        p.undo();
        assertThat(p.fen()).isEqualTo("r2pkp2r/1i1iciii1/4i4/i1i4Ii/I8/4I4/1IIICII1I/R2PKP2R w - Pp 6 4");
    }

    @Test
    void mustStay() {
        assertThat(destinations(pos(T, "3k1C3/9/9/9/9/9/9/K8 b a4a5 - 0 10"), "d8")).containsExactly("e7", "e8");
    }

    @Test
    void invasionRestriction() {
        assertThat(destinations(pos(T, "4k4/3i5/1P7/9/9/9/9/K8 w a4a5 - 0 10"), "b6")).doesNotContain("d8");
        ChessTPosition free = pos(T, "8k/3i5/1P7/9/9/9/9/K8 w a4a5 Pp 0 10");
        assertThat(LegalMoves.texts(free)).contains("b6d8", "b6d8c");
        for (String m : List.of("b6d8", "b6d8c")) {
            ChessTPosition p = pos(T, free.fen());
            p.play(parse(p, m));
            assertThat(p.result()).isEqualTo(GameResult.loss("castle captured"));
        }
    }

    @Test
    void castleEscort() {
        ChessTPosition p = pos(T, "4k4/9/6P2/4R4/9/9/9/K8 w a4a5 - 0 10");
        assertThat(LegalMoves.texts(p)).contains("g6e8");
        p.field.compute();
        int e8 = ChessTGeometry.square("e8");
        assertThat(p.field.force(0, e8)).isEqualTo(7);
        assertThat(p.field.force(1, e8)).isEqualTo(3);
        p.play(parse(p, "g6e8"));
        assertThat(p.result()).isEqualTo(GameResult.loss("king captured"));
        ChessTPosition alone = pos(T, "4k4/9/9/4R4/9/9/9/K8 w a4a5 - 0 10");
        alone.field.compute();
        assertThat(alone.field.force(0, e8)).isZero();
    }

    @Test
    void exchangeOnEquality() {
        ChessTPosition p = pos(T, "k8/9/9/4i4/4I4/9/9/K8 w a4a5 - 0 10");
        long m = parse(p, "e4e5");
        assertThat(ChessTPosition.KIND.of(m)).isEqualTo(ChessTPosition.EXCHANGE);
        p.play(m);
        assertThat(p.fen()).isEqualTo("k8/9/9/9/9/9/9/K8 b a4a5 - 0 10");
        Variant noExchange = Variants.registry().find("chess-t-noexchange").orElseThrow();
        assertThat(LegalMoves.texts(pos(noExchange, "k8/9/9/4i4/4I4/9/9/K8 w a4a5 - 0 10"))).doesNotContain("e4e5");
    }

    @Test
    void kingNeverExchanges() {
        assertThat(destinations(pos(T, "k8/9/9/4v4/3K5/9/9/9 w a4a5 - 0 10"), "d4")).doesNotContain("e5");
        Variant kx = Variants.registry().find("chess-t-kingexchange").orElseThrow();
        assertThat(destinations(pos(kx, "k8/9/9/4v4/3K5/9/9/9 w a4a5 - 0 10"), "d4")).contains("e5");
    }

    @Test
    void blockade() {
        ChessTPosition p = pos(T, "9/9/9/9/9/9/4p4/3Kk4 w a4a5 - 0 30");
        assertThat(LegalMoves.texts(p)).isEmpty();
        assertThat(p.result()).isEqualTo(GameResult.ONGOING);
        assertThat(p.noMoveResult()).isEqualTo(GameResult.loss("blockade"));
        Variant stalemate = Variants.registry().find("chess-t-stalemate").orElseThrow();
        assertThat(pos(stalemate, p.fen()).noMoveResult()).isEqualTo(GameResult.draw("blockade"));
    }

    @Test
    void knechtBecomesVerKnecht() {
        ChessTPosition p = pos(T, "k8/9/9/6I2/9/9/9/K8 w a4a5 - 0 10");
        p.play(parse(p, "g5g6"));
        assertThat(p.fen()).startsWith("k8/9/6V2/9/");
        ChessTPosition q = pos(T, "k8/9/9/6I2/9/9/9/K8 w a4a5 - 0 10");
        assertThat(q.moveText(parseLiberal(q, "g5g6v"))).isEqualTo("g5g6");
    }

    @Test
    void noDoubleStepOutsideOwnTerritory() {
        assertThat(destinations(pos(T, "k8/9/9/9/9/5I3/9/K8 w a4a5 - 0 10"), "f3"))
                .containsExactly("e3", "f2", "f4", "g3");
    }

    @Test
    void verKnechtPromotion() {
        assertThat(LegalMoves.texts(pos(T, "k8/1V7/9/9/9/9/9/K8 w a4a5 - 0 10"))).filteredOn(m -> m.startsWith("b7b8"))
                .containsExactlyInAnyOrder("b7b8r", "b7b8p");
        assertThat(LegalMoves.texts(pos(T2, "2k6/V8/9/9/9/9/9/K8 w a4a5 - 0 10"))).filteredOn(m -> m.startsWith("a7a8"))
                .containsExactlyInAnyOrder("a7a8r", "a7a8p", "a7a8c", "a7a8s");
        Variant any = Variants.registry().find("chess-t-anycorner").orElseThrow();
        assertThat(LegalMoves.texts(pos(any, "k8/1V7/9/9/9/9/9/K8 w a4a5 - 0 10"))).filteredOn(m -> m.startsWith("b7b8"))
                .containsExactlyInAnyOrder("b7b8r", "b7b8p", "b7b8c");
    }

    @Test
    void scoutCapturesAnything() {
        ChessTPosition p = pos(T2, "k8/9/9/9/3c5/1S7/9/K8 w a4a5 - 0 10");
        long m = parse(p, "b3d4");
        assertThat(ChessTPosition.KIND.of(m)).isEqualTo(ChessTPosition.CAPTURE);
    }

    @Test
    void scoutCastleExchange() {
        ChessTPosition p = pos(T2, "4k4/9/5S3/9/9/9/9/K8 w a4a5 - 0 10");
        assertThat(destinations(p, "f6")).containsExactlyInAnyOrder("e8", "g8", "d7", "h7", "d5", "h5", "e4", "g4");
        long m = parse(p, "f6e8");
        assertThat(ChessTPosition.KIND.of(m)).isEqualTo(ChessTPosition.EXCHANGE);
        p.play(m);
        assertThat(p.fen()).startsWith("9/9/9/");
        assertThat(p.result()).isEqualTo(GameResult.loss("king captured"));
        assertThat(destinations(pos(T2, "4k4/9/2S6/9/9/9/9/K8 w a4a5 - 0 10"), "c6")).doesNotContain("d8");
    }

    @Test
    void scoutAddsNothing() {
        ChessTPosition p = pos(T2, "k8/9/9/i8/I8/1S7/9/K8 w a4b5 - 0 10");
        p.field.compute();
        int a5 = ChessTGeometry.square("a5");
        assertThat(p.field.force(0, a5)).isEqualTo(2);
        assertThat(p.field.force(1, a5)).isEqualTo(2);
    }

    @Test
    void benchPositionsAreNotAtTheChanceEvent() {
        for (Variant v : Variants.registry().all()) {
            if (v instanceof ChessTVariant) {
                for (String fen : v.benchFens()) {
                    assertThat(pos(v, fen).sideToMove()).as(fen).isNotEqualTo(Position.CHANCE);
                }
            }
        }
    }

    @Test
    void perftFromBothStarts() {
        assertThat(Perft.count(T.startPosition(), 1)).isEqualTo(41);
        assertThat(Perft.count(T.startPosition(), 2)).isEqualTo(1677);
        assertThat(Perft.count(T.startPosition(), 3)).isEqualTo(75539);
        assertThat(Perft.count(T2.startPosition(), 1)).isEqualTo(39);
        assertThat(Perft.count(T2.startPosition(), 2)).isEqualTo(1517);
        assertThat(Perft.count(T2.startPosition(), 3)).isEqualTo(65525);
    }

    @Test
    void referencePerftAgreesFromTheStarts() {
        assertThat(ChessTReference.parse(T.startFen(), false).perft(2)).isEqualTo(1677);
        assertThat(ChessTReference.parse(T2.startFen(), true).perft(2)).isEqualTo(1517);
    }

    @Test
    void badPositionsAreRejected() {
        for (String bad : List.of("r2pkp2r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R2PKP2R x", "9/9/9/9/9/9/9/3IK4 w",
                "k8/9/9/9/9/9/9/K8 w a4d5", "k8/9/I8/9/9/9/9/K8 w", "k8/9/9/9/9/9/9/KK7 w",
                "k8/9/9/9/9/9/9/K8 w - Q", "k8/9/9/I8/9/9/9/K8 w g4a5", "k7s/9/9/9/9/9/9/K8 w")) {
            assertThatThrownBy(() -> T.newPosition(bad)).as(bad).isInstanceOf(NotationException.class);
        }
        assertThat(pos(T, "k8/9/9/9/9/9/9/K8").fen()).isEqualTo("k8/9/9/9/9/9/9/K8 w - Pp 0 1");
    }

    static long parse(ChessTPosition p, String text) {
        try {
            return p.parseMove(text);
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    static long parseLiberal(ChessTPosition p, String text) {
        return parse(p, text);
    }
}
