package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every count frozen in the family's perft suites is derived a second time by the plain
 * {@link ThudReference}: the small ones in every build, the rest (up to depth 2) with {@code -Pslow}.
 */
class ThudSuiteReferenceTest {
    static final String[] FILES = {"start", "hurls-and-thudstone", "shoves", "custodial-captures",
        "trample-chains-and-rock-capture", "rock-and-goal-row"};

    record Line(ThudVariant variant, String fen, int depth, long expected) {
    }

    static List<Line> lines() throws IOException {
        List<Line> out = new ArrayList<>();
        for (var v : ThudCrossCheckTest.FAMILY.variants()) {
            for (String file : FILES) {
                try (InputStream in = ThudSuiteReferenceTest.class.getClassLoader()
                        .getResourceAsStream("test-positions/" + v.name() + "/" + file + ".perft")) {
                    if (in == null) {
                        continue;
                    }
                    for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                        if (line.isBlank() || line.startsWith("#")) {
                            continue;
                        }
                        String[] parts = line.split(";");
                        for (int k = 1; k < parts.length; k++) {
                            String[] dn = parts[k].trim().split("\\s+");
                            out.add(new Line((ThudVariant) v, parts[0].trim(), Integer.parseInt(dn[0].substring(1)),
                                    Long.parseLong(dn[1])));
                        }
                    }
                }
            }
        }
        return out;
    }

    @Test
    void smallCountsAgreeWithTheReference() throws IOException {
        check(0, 12_000);
    }

    @Tag("slow")
    @Test
    void depthTwoCountsAgreeWithTheReference() throws IOException {
        check(12_000, 100_000);
    }

    private static void check(long above, long upTo) throws IOException {
        List<Line> all = lines();
        assertThat(all).hasSizeGreaterThan(50);
        for (Line l : all) {
            if (l.expected() > above && l.expected() <= upTo) {
                assertThat(new ThudReference(l.variant().rules(), l.fen()).perft(l.depth()))
                        .as("%s %s D%d", l.variant().name(), l.fen(), l.depth()).isEqualTo(l.expected());
            }
        }
    }
}
