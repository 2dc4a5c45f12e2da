package org.ansuz.variants.alquerque;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The fast generator against {@link AlquerqueReference} on seeded random playouts of every variant:
 * the same set of resulting positions, no two moves with the same effect, and every route the
 * reference finds read back by the notation as the move with that effect.
 */
class AlquerqueCrossCheckTest {
    static final String[] VARIANTS = {"alquerque", "alquerque-alfonso", "alquerque-bell", "zamma", "kharbaga",
        "fanorona", "fanorona-full-chain", "dablot", "foxgeese", "foxgeese-15", "foxgeese-british",
        "foxgeese-french", "foxgeese-multijump", "foxgeese-noretreat", "foxgeese-alternating", "foxgeese-orthogonal"};

    static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    /** Resulting position text of each legal move of the fast generator; fails on two equal effects. */
    static Map<String, Long> fastResults(Position p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        Map<String, Long> r = new HashMap<>();
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            String fen = p.fen();
            p.undo();
            assertThat(r.put(fen, list.move(i))).as("two moves leave %s", fen).isNull();
        }
        return r;
    }

    static void compare(String name, String fen) throws NotationException {
        Variant v = variant(name);
        AlquerqueReference ref = new AlquerqueReference(name);
        Position p = v.newPosition(fen);
        Map<String, Long> fast = fastResults(p);
        Map<String, String> slow = ref.moves(fen);
        assertThat(fast.keySet()).as("%s %s", name, fen).isEqualTo(slow.keySet());
        for (AlquerqueReference.Route route : ref.routes(fen)) {
            long m = p.parseMove(route.text());
            assertThat(fast.get(route.result())).as("%s: route %s", fen, route.text()).isEqualTo(m);
        }
    }

    @TestFactory
    Stream<DynamicTest> randomPlayoutsAgree() {
        return playouts(2, 4, 10);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> manyRandomPlayoutsAgree() {
        return playouts(20, 1, 100);
    }

    /** {@code games} seeded playouts per variant, every {@code every}-th position compared. */
    private static Stream<DynamicTest> playouts(int games, int every, int atLeast) {
        return Stream.of(VARIANTS).map(name -> DynamicTest.dynamicTest(name, () -> {
            Variant v = variant(name);
            SplittableRandom rnd = new SplittableRandom(name.hashCode() + games);
            MoveList list = new MoveList();
            int checked = 0;
            for (int game = 0; game < games; game++) {
                Position p = v.startPosition();
                for (int ply = 0; ply < 200; ply++) {
                    String fen = p.fen();
                    if (ply % every == 0) {
                        compare(name, fen);
                        checked++;
                    }
                    int n = p.generate(list);
                    if (n == 0) {
                        break;
                    }
                    p.play(list.move(rnd.nextInt(n)));
                }
            }
            assertThat(checked).isGreaterThanOrEqualTo(atLeast);
        }));
    }

    static long referencePerft(AlquerqueReference ref, String fen, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (String next : ref.moves(fen).keySet()) {
            n += referencePerft(ref, next, depth - 1);
        }
        return n;
    }
}
