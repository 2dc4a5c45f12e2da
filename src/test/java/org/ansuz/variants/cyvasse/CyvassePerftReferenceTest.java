package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The counts frozen in {@code test-positions/cyvasse*}/*.perft, recounted by the plain reference
 * generator: the fast generator (PerftSuiteTest) and this one must both give them. Small counts in
 * every build, larger ones with {@code -Pslow}.
 */
class CyvassePerftReferenceTest {
    static final long CHEAP = 20_000;
    static final long SLOW = 1_500_000;
    static final List<String> SUITES = List.of("cyvasse/cyvasse.perft", "cyvasse-dagaz/cyvasse-dagaz.perft",
            "cyvasse-map3/cyvasse-map3.perft");

    record Entry(String variant, String fen, int depth, long expected) {
    }

    static List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String suite : SUITES) {
            String variant = suite.substring(0, suite.indexOf('/'));
            try (InputStream in = CyvassePerftReferenceTest.class.getClassLoader()
                    .getResourceAsStream("test-positions/" + suite)) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    String[] parts = line.split(";");
                    for (int k = 1; k < parts.length; k++) {
                        String[] dn = parts[k].trim().split(" ");
                        out.add(new Entry(variant, parts[0].trim(), Integer.parseInt(dn[0].substring(1)),
                                Long.parseLong(dn[1])));
                    }
                }
            }
        }
        return out;
    }

    private static Stream<DynamicTest> tests(long from, long to) throws IOException {
        return entries().stream().filter(e -> e.expected() > from && e.expected() <= to)
                .map(e -> DynamicTest.dynamicTest(e.variant() + " " + e.fen() + " D" + e.depth(), () -> {
                    Variant v = Variants.registry().find(e.variant()).orElseThrow();
                    CyvassePosition p = (CyvassePosition) v.newPosition(e.fen());
                    CyvasseReference ref = CyvasseCrossCheckTest.reference(p);
                    assertThat(CyvasseReference.perft(ref, e.depth())).isEqualTo(e.expected());
                }));
    }

    @TestFactory
    Stream<DynamicTest> smallCountsAgree() throws IOException {
        return tests(-1, CHEAP);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> largerCountsAgree() throws IOException {
        return tests(CHEAP, SLOW);
    }
}
