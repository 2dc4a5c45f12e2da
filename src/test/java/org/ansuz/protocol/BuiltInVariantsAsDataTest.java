package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.draughts.DraughtsVariant;
import org.junit.jupiter.api.Test;

/**
 * Every built-in game of the families that take switches re-expressed in the variants-file format, with
 * no built-in base (test-positions/variants-files/{@code <family>}-builtins.toml): the rules record is the
 * built-in's switch for switch, and perft from the start and the move texts along random playouts are the
 * built-in's.
 */
class BuiltInVariantsAsDataTest {
    /** Each family with a file, and the perft depth its games are compared to. */
    static final Map<String, Integer> FAMILIES = Map.of("draughts", 5, "alquerque", 4, "thud", 3, "chesst", 3, "magyar", 3, "epaminondas", 3,
            "abalone", 3, "cyvasse", 3);

    /** The file's copy of each built-in variant of the families, by the built-in's name. */
    static Map<String, Variant> fromData() throws IOException {
        Map<String, Variant> byBuiltIn = new TreeMap<>();
        for (String family : FAMILIES.keySet()) {
            String file = family + "-builtins.toml";
            String text;
            try (InputStream in = BuiltInVariantsAsDataTest.class.getResourceAsStream("/test-positions/variants-files/" + file)) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            VariantFile.Result r = VariantFile.parse(file, text);
            assertThat(r.problems()).isEmpty();
            for (Variant v : r.variants()) {
                byBuiltIn.put(v.name().replace("-data", ""), v);
            }
        }
        return byBuiltIn;
    }

    static List<Variant> builtIns() {
        List<Variant> out = new ArrayList<>();
        for (Variant v : Variants.builtIn().all()) {
            if (FAMILIES.containsKey(v.info().family())) {
                out.add(v);
            }
        }
        return out;
    }

    /** A variant's rules record: {@code rules()} where public (draughts), else its field {@code rules}. */
    static Object rulesOf(Variant v) throws Exception {
        if (v instanceof DraughtsVariant d) {
            return d.rules();
        }
        Field f = v.getClass().getDeclaredField("rules");
        f.setAccessible(true);
        return f.get(v);
    }

    @Test
    void everyBuiltInGameIsWrittenOnceAndItsRulesAreTheSameSwitchForSwitch() throws Exception {
        Map<String, Variant> data = fromData();
        assertThat(data.keySet()).containsExactlyInAnyOrderElementsOf(builtIns().stream().map(Variant::name).toList());
        for (Variant builtIn : builtIns()) {
            Object a = rulesOf(builtIn);
            Object b = rulesOf(data.get(builtIn.name()));
            for (RecordComponent c : a.getClass().getRecordComponents()) {
                if (c.getName().equals("name") || c.getName().equals("aliases")) {
                    continue;
                }
                assertThat(same(c.getAccessor().invoke(a), c.getAccessor().invoke(b)))
                        .as(builtIn.name() + " " + c.getName()).isTrue();
            }
        }
    }

    /** Equal values, records compared component by component (their arrays by content). */
    private static boolean same(Object a, Object b) throws Exception {
        if (a != null && b != null && a.getClass().isRecord() && a.getClass() == b.getClass()) {
            for (RecordComponent c : a.getClass().getRecordComponents()) {
                if (!same(c.getAccessor().invoke(a), c.getAccessor().invoke(b))) {
                    return false;
                }
            }
            return true;
        }
        return Objects.deepEquals(a, b);
    }

    @Test
    void perftFromTheStartIsTheBuiltIns() throws Exception {
        Map<String, Variant> data = fromData();
        for (Variant builtIn : builtIns()) {
            Variant copy = data.get(builtIn.name());
            assertThat(copy.startFen()).isEqualTo(builtIn.startFen());
            for (int d = 1; d <= FAMILIES.get(builtIn.info().family()); d++) {
                assertThat(Perft.count(copy.startPosition(), d)).as(builtIn.name() + " depth " + d)
                        .isEqualTo(Perft.count(builtIn.startPosition(), d));
            }
        }
    }

    @Test
    void randomPlayoutsListTheSameMoveTextsAtEveryPly() throws Exception {
        Map<String, Variant> data = fromData();
        for (Variant builtIn : builtIns()) {
            Variant copy = data.get(builtIn.name());
            SplittableRandom random = new SplittableRandom(38);
            for (int game = 0; game < 20; game++) {
                Position a = builtIn.startPosition();
                Position b = copy.startPosition();
                MoveList la = new MoveList();
                MoveList lb = new MoveList();
                for (int ply = 0; ply < 200; ply++) {
                    assertThat(b.fen()).isEqualTo(a.fen());
                    assertThat(GameResult.of(b).kind()).isEqualTo(GameResult.of(a).kind());
                    int n = a.generate(la);
                    b.generate(lb);
                    List<String> ta = texts(a, la);
                    assertThat(texts(b, lb)).as(builtIn.name() + " " + a.fen()).isEqualTo(ta);
                    if (n == 0 || GameResult.of(a).kind() != GameResult.Kind.ONGOING) {
                        break;
                    }
                    int pick = random.nextInt(n);
                    a.play(la.move(pick));
                    b.play(lb.move(pick));
                }
            }
        }
    }

    private static List<String> texts(Position p, MoveList list) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(p.moveText(list.move(i)));
        }
        return out;
    }
}
