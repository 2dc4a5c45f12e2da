package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every perft suite in {@code test-positions/<variant>/*.perft} against the variant's generator.
 * A line is {@code <fen> ;D1 n ;D2 n ...}; counts up to {@link #CHEAP_LEAVES} run in every build,
 * larger ones only with {@code -Pslow}. A mismatch prints the per-move divide of the failing depth.
 * Files named {@code routes*.perft} count every capture route as a move ({@code perft N routes}).
 */
class PerftSuiteTest {
    static final long CHEAP_LEAVES = 300_000;

    record Entry(String variant, String file, int line, String fen, int depth, long expected) {
        String label() {
            return variant + "/" + file + ":" + line + " D" + depth + " = " + expected;
        }

        /** The routes convention: every capture route is a move. */
        boolean routes() {
            return file.startsWith("routes");
        }
    }

    /**
     * A build that finds no suites (a moved folder, a broken resource root) must fail, not pass empty;
     * and every registered family has suites for at least one of its variants.
     */
    @Test
    void suitesAreFoundForEveryFamily() throws IOException {
        List<Entry> all = entries();
        assertThat(all).as("perft suites under test-positions/").isNotEmpty();
        java.util.Set<String> withSuites = new java.util.HashSet<>();
        for (Entry e : all) {
            Variants.registry().find(e.variant()).ifPresent(v -> withSuites.add(v.info().family()));
        }
        for (Variant v : Variants.registry().all()) {
            assertThat(withSuites).as("a perft suite in test-positions/<variant>/ for family %s", v.info().family())
                    .contains(v.info().family());
        }
    }

    @TestFactory
    Stream<DynamicTest> cheapDepths() throws IOException {
        return tests(false);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> deepDepths() throws IOException {
        return tests(true);
    }

    private static Stream<DynamicTest> tests(boolean deep) throws IOException {
        return entries().stream()
                .filter(e -> deep == (e.expected() > CHEAP_LEAVES))
                .map(e -> DynamicTest.dynamicTest(e.label(), () -> check(e)));
    }

    static List<Entry> entries() throws IOException {
        List<Entry> all = new ArrayList<>();
        Path root = suiteRoot();
        if (root == null) {
            return all;
        }
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir : dirs.sorted().toList()) {
                String variant = dir.getFileName().toString();
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".perft")).sorted().toList()) {
                        List<String> lines = Files.readAllLines(file);
                        for (int i = 0; i < lines.size(); i++) {
                            parse(variant, file.getFileName().toString(), i + 1, lines.get(i), all);
                        }
                    }
                }
            }
        }
        return all;
    }

    private static void parse(String variant, String file, int lineNo, String line, List<Entry> out) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return;
        }
        String[] parts = text.split(";");
        String fen = parts[0].strip();
        for (int k = 1; k < parts.length; k++) {
            String[] dn = parts[k].strip().split("\\s+");
            if (dn.length != 2 || !dn[0].startsWith("D")) {
                throw new IllegalArgumentException(variant + "/" + file + ":" + lineNo + ": bad field '" + parts[k] + "'");
            }
            out.add(new Entry(variant, file, lineNo, fen, Integer.parseInt(dn[0].substring(1)), Long.parseLong(dn[1])));
        }
    }

    private static Path suiteRoot() {
        URL url = PerftSuiteTest.class.getClassLoader().getResource("test-positions");
        if (url == null) {
            return null;
        }
        try {
            return Paths.get(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void check(Entry e) throws NotationException {
        Optional<Variant> variant = Variants.registry().find(e.variant());
        assertThat(variant).as("variant %s of suite %s is registered", e.variant(), e.file()).isPresent();
        Position pos = variant.get().newPosition(e.fen());
        long actual = Perft.count(pos, e.depth(), e.routes());
        if (actual != e.expected()) {
            fail(e.label() + " but the generator counts " + actual + "\n" + divide(pos, e.depth()));
        }
    }

    static String divide(Position pos, int depth) {
        StringBuilder sb = new StringBuilder();
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = pos.moveText(m);
            pos.play(m);
            sb.append(text).append(": ").append(depth <= 1 ? 1 : Perft.count(pos, depth - 1)).append('\n');
            pos.undo();
        }
        return sb.toString();
    }
}
