package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;
import org.ansuz.engine.spi.VariantDefinitions;
import org.ansuz.engine.spi.VariantProvider;
import org.ansuz.variants.abalone.AbaloneJavaBuiltIns;
import org.ansuz.variants.alquerque.AlquerqueJavaBuiltIns;
import org.ansuz.variants.chesst.ChessTJavaBuiltIns;
import org.ansuz.variants.cyvasse.CyvasseJavaBuiltIns;
import org.ansuz.variants.draughts.DraughtsFamily;
import org.ansuz.variants.draughts.DraughtsJavaBuiltIns;
import org.ansuz.variants.draughts.DraughtsVariant;
import org.ansuz.variants.epaminondas.EpaminondasJavaBuiltIns;
import org.ansuz.variants.magyar.MagyarJavaBuiltIns;
import org.ansuz.variants.thud.ThudJavaBuiltIns;
import org.junit.jupiter.api.Test;

/**
 * The shipped games of the families that take switches come from a resource in the variants-file format
 * ({@code org/ansuz/variants/<family>/builtins.toml}); each is derived a second time by the Java code that
 * defined it before ({@code <F>JavaBuiltIns} in the tests). Both derivations give the same names in the
 * same order, the same rules switch for switch, and the same perft counts and move texts along random
 * playouts.
 */
class BuiltInVariantsAsDataTest {
    /** Each family's Java-built games, and the perft depth its games are compared to. */
    private static final Map<String, Supplier<List<Variant>>> JAVA = Map.of("draughts", DraughtsJavaBuiltIns::variants,
            "alquerque", AlquerqueJavaBuiltIns::variants, "thud", ThudJavaBuiltIns::variants,
            "chesst", ChessTJavaBuiltIns::variants, "magyar", MagyarJavaBuiltIns::variants,
            "epaminondas", EpaminondasJavaBuiltIns::variants, "abalone", AbaloneJavaBuiltIns::variants,
            "cyvasse", CyvasseJavaBuiltIns::variants);
    private static final Map<String, Integer> PERFT_DEPTH = Map.of("draughts", 5, "alquerque", 4, "thud", 3, "chesst", 3,
            "magyar", 3, "epaminondas", 3, "abalone", 3, "cyvasse", 3);

    /** The families with shipped variants as data, by name. */
    private static Map<String, VariantDefinitions> shipping() {
        Map<String, VariantDefinitions> out = new TreeMap<>();
        for (VariantProvider p : ServiceLoader.load(VariantProvider.class)) {
            if (p instanceof VariantDefinitions d && d.builtInResource() != null) {
                out.put(d.family(), d);
            }
        }
        return out;
    }

    /** Every Java-built game, each with the registry's game of the same name (from the resource). */
    private static List<Variant[]> pairs() throws IOException {
        List<Variant[]> out = new ArrayList<>();
        for (Supplier<List<Variant>> java : JAVA.values()) {
            for (Variant v : java.get()) {
                out.add(new Variant[] {v, Variants.builtIn().find(v.name()).orElseThrow()});
            }
        }
        return out;
    }

    @Test
    void everyShippedResourceLoadsWithoutAProblemAndNamesTheJavaGamesInTheirOrder() {
        assertThat(shipping().keySet()).containsExactlyInAnyOrderElementsOf(JAVA.keySet());
        for (VariantDefinitions d : shipping().values()) {
            VariantsFormat.Result r = VariantsFormat.builtIns(d);
            assertThat(r.problems()).as(d.builtInResource()).isEmpty();
            assertThat(r.variants()).extracting(Variant::name).as(d.family())
                    .containsExactlyElementsOf(JAVA.get(d.family()).get().stream().map(Variant::name).toList());
        }
    }

    /** Draughts with its shipped variants read from {@code resource} instead of its own. */
    private static VariantDefinitions draughtsShipping(String resource) {
        DraughtsFamily draughts = new DraughtsFamily();
        return new VariantDefinitions() {
            @Override
            public String family() {
                return draughts.family();
            }

            @Override
            public List<String> switches() {
                return draughts.switches();
            }

            @Override
            public Variant define(String name, Variant base, Map<String, Object> switches) {
                throw new AssertionError("a shipped variant is defined by defineBuiltIn");
            }

            @Override
            public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches)
                    throws VariantDefinitionException {
                return draughts.defineBuiltIn(name, base, switches);
            }

            @Override
            public String builtInResource() {
                return resource;
            }
        };
    }

    @Test
    void aShippedResourceWithAProblemIsReportedWithItsLinesAndDefinesNothing() {
        String broken = "/test-positions/variants-files/broken-builtins.toml";
        VariantsFormat.Result r = VariantsFormat.builtIns(draughtsShipping(broken));
        assertThat(r.variants()).isEmpty();
        assertThat(r.problems()).extracting(Object::toString).containsExactly(
                broken + ":6: [russian] flying_king: no draughts switch is called so (did you mean flying_kings?)",
                broken + ":9: [czech] base: no variant is called 'international'",
                broken + ":11: [tiny] a shipped game needs its bench positions (DraughtsBench)",
                broken + ":16: [thud] family: the shipped variants of draughts are of that family alone, not 'thud'");
        assertThat(VariantsFormat.builtIns(draughtsShipping("/no/such/builtins.toml")).problems()).extracting(Object::toString)
                .containsExactly("/no/such/builtins.toml: no such resource");
    }

    /** A variant's rules record: {@code rules()} where public (draughts), else its field {@code rules}. */
    private static Object rulesOf(Variant v) throws Exception {
        if (v instanceof DraughtsVariant d) {
            return d.rules();
        }
        Field f = v.getClass().getDeclaredField("rules");
        f.setAccessible(true);
        return f.get(v);
    }

    @Test
    void everyShippedGameIsTheJavaGameSwitchForSwitch() throws Exception {
        for (Variant[] p : pairs()) {
            Variant java = p[0];
            Variant data = p[1];
            String name = java.name();
            assertThat(data.getClass()).as(name).isEqualTo(java.getClass());
            assertThat(data.info()).as(name).isEqualTo(java.info());
            assertThat(data.board().description()).as(name).isEqualTo(java.board().description());
            assertThat(data.startFen()).as(name).isEqualTo(java.startFen());
            if (data.name().equals(name)) {
                // a shipped game: the whole variant; a test file's copy has its own name, no aliases and no bench
                assertThat(data.aliases()).as(name).isEqualTo(java.aliases());
                assertThat(data.benchFens()).as(name).isEqualTo(java.benchFens());
            }
            if (java instanceof PdnGameType g) {
                assertThat(((PdnGameType) data).pdnGameType()).as(name).isEqualTo(g.pdnGameType());
            }
            Object a = rulesOf(java);
            Object b = rulesOf(data);
            for (RecordComponent c : a.getClass().getRecordComponents()) {
                if (!data.name().equals(name) && (c.getName().equals("name") || c.getName().equals("aliases"))) {
                    continue;
                }
                assertThat(same(c.getAccessor().invoke(a), c.getAccessor().invoke(b))).as(name + " " + c.getName()).isTrue();
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
    void perftFromTheStartIsTheJavaGames() throws IOException {
        for (Variant[] p : pairs()) {
            for (int d = 1; d <= PERFT_DEPTH.get(p[0].info().family()); d++) {
                assertThat(Perft.count(p[1].startPosition(), d)).as(p[0].name() + " depth " + d)
                        .isEqualTo(Perft.count(p[0].startPosition(), d));
            }
        }
    }

    @Test
    void randomPlayoutsListTheSameMoveTextsAtEveryPly() throws IOException {
        for (Variant[] p : pairs()) {
            SplittableRandom random = new SplittableRandom(38);
            for (int game = 0; game < 20; game++) {
                Position a = p[0].startPosition();
                Position b = p[1].startPosition();
                MoveList la = new MoveList();
                MoveList lb = new MoveList();
                for (int ply = 0; ply < 200; ply++) {
                    assertThat(b.fen()).isEqualTo(a.fen());
                    assertThat(GameResult.of(b).kind()).isEqualTo(GameResult.of(a).kind());
                    int n = a.generate(la);
                    b.generate(lb);
                    assertThat(texts(b, lb)).as(p[0].name() + " " + a.fen()).isEqualTo(texts(a, la));
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
