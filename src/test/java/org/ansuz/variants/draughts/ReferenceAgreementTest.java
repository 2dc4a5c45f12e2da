package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The fast generator and the simple reference generator agree on seeded random games and on perft. */
class ReferenceAgreementTest {
    static final int GAMES = 30;

    @TestFactory
    Stream<DynamicTest> randomGamesAgree() {
        return new DraughtsFamily().variants().stream()
                .filter(v -> !OrthogonalReference.covers(v.name())) // checked by OrthogonalAgreementTest
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> randomGames((DraughtsVariant) v)));
    }

    @TestFactory
    Stream<DynamicTest> startPerftAgrees() {
        return new DraughtsFamily().variants().stream()
                .filter(v -> !OrthogonalReference.covers(v.name())) // checked by OrthogonalAgreementTest
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> {
                    Position pos = v.startPosition();
                    ReferenceDraughts ref = ReferenceBridge.reference((DraughtsVariant) v, pos);
                    assertThat(Perft.count(pos, 4)).isEqualTo(ref.perft(4));
                    assertThat(Perft.count(pos, 4, true)).isEqualTo(ref.routePerft(4));
                }));
    }

    /** Every position of the frozen suites still agrees with the reference at depth 2 (the writer checked deeper). */
    @TestFactory
    Stream<DynamicTest> suitePositionsAgree() throws java.io.IOException {
        java.util.List<DynamicTest> tests = new java.util.ArrayList<>();
        for (Variant v : new DraughtsFamily().variants()) {
            if (OrthogonalReference.covers(v.name())) {
                continue; // checked by OrthogonalAgreementTest
            }
            java.nio.file.Path dir = java.nio.file.Path.of("test-positions", v.name());
            if (!java.nio.file.Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<java.nio.file.Path> files = java.nio.file.Files.list(dir)) {
                for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".perft")).toList()) {
                    for (String line : java.nio.file.Files.readAllLines(f)) {
                        if (line.isBlank() || line.startsWith("#")) {
                            continue;
                        }
                        String fen = line.split(";")[0].trim();
                        tests.add(DynamicTest.dynamicTest(v.name() + " " + fen, () -> {
                            Position pos = v.newPosition(fen);
                            ReferenceDraughts ref = ReferenceBridge.reference((DraughtsVariant) v, pos);
                            assertThat(ReferenceBridge.fastKeys((DraughtsVariant) v, pos))
                                    .isEqualTo(ReferenceBridge.referenceKeys(ref));
                            assertThat(Perft.count(pos, 2)).isEqualTo(ref.perft(2));
                            assertThat(Perft.count(pos, 2, true)).isEqualTo(ref.routePerft(2));
                        }));
                    }
                }
            }
        }
        assertThat(tests).hasSizeGreaterThan(60);
        return tests.stream();
    }

    private static void randomGames(DraughtsVariant v) throws Exception {
        SplittableRandom random = new SplittableRandom(77L + v.name().hashCode());
        MoveList list = new MoveList();
        for (int game = 0; game < GAMES; game++) {
            Position pos = v.startPosition();
            ReferenceDraughts ref = ReferenceBridge.reference(v, pos);
            for (int ply = 0; ply < 300; ply++) {
                Set<String> fast = ReferenceBridge.fastKeys(v, pos);
                Set<String> slow = ReferenceBridge.referenceKeys(ref);
                assertThat(fast).as("%s moves at %s", v.name(), pos.fen()).isEqualTo(slow);
                assertThat(ReferenceBridge.fastRoutes(v, pos)).as("%s routes at %s", v.name(), pos.fen())
                        .isEqualTo(new java.util.TreeMap<>(ref.routeCounts()));
                DraughtsGeneratorTest.entryPointsAgree(pos);
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                long m = list.move(random.nextInt(n));
                String fen = pos.fen();
                long hash = pos.key();
                assertThat(v.newPosition(fen).key()).as("key of re-parsed %s", fen).isEqualTo(hash);
                assertThat(v.newPosition(fen).fen()).isEqualTo(fen);
                pos.play(m);
                pos.undo();
                assertThat(pos.fen()).isEqualTo(fen);
                assertThat(pos.key()).isEqualTo(hash);
                String key = ReferenceBridge.key(v, m);
                ReferenceDraughts.Move chosen = null;
                for (ReferenceDraughts.Move rm : ref.moves()) {
                    if (rm.key().equals(key)) {
                        chosen = rm;
                    }
                }
                pos.play(m);
                ref = ref.after(chosen);
            }
        }
    }
}
