package org.ansuz.variants.abalone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast generators agree with the deliberately simple reference generators move for move: on the
 * spec's perft numbers, on every position of the perft suites (which were frozen only after this
 * agreement), and along seeded random games (moves and resulting positions).
 */
class GeneratorCrossCheckTest {

    static TreeSet<String> fastMoves(Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(pos.moveText(list.move(i)));
        }
        assertThat(out).as("duplicate moves in %s", pos.fen()).hasSize(n);
        return out;
    }

    static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    static boolean isAbalone(String variant) {
        return variant.startsWith("abalone");
    }

    static TreeSet<String> referenceMoves(String variant, String fen) {
        return isAbalone(variant) ? AbaloneReference.parse(fen).moves()
                : TaacocaReference.parse(fen, variant.endsWith("dagaz")).moves();
    }

    static long referencePerft(String variant, String fen, int depth) {
        return isAbalone(variant) ? AbaloneReference.parse(fen).perft(depth)
                : TaacocaReference.parse(fen, variant.endsWith("dagaz")).perft(depth);
    }

    @ParameterizedTest
    @CsvSource({
        "abalone, 44, 1936, 98912",
        "abalone-belgian, 52, 2692, 149322",
        "abalone-german, 80, 6244, 493480",
        "taacoca, 58, 3364, 352408",
        "taacoca-dagaz, 66, 4356, 556248"})
    void startPositionsMatchTheSpecCounts(String name, long d1, long d2, long d3) {
        Position pos = variant(name).startPosition();
        assertThat(Perft.count(pos, 1)).isEqualTo(d1);
        assertThat(Perft.count(pos, 2)).isEqualTo(d2);
        assertThat(Perft.count(pos, 3)).isEqualTo(d3);
        assertThat(referencePerft(name, pos.fen(), 2)).isEqualTo(d2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "taacoca", "taacoca-dagaz"})
    void suitePositionsAgreeWithTheReference(String name) throws IOException, NotationException {
        Path dir = Path.of("test-positions", name);
        int checked = 0;
        try (var files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".perft")).toList()) {
                for (String line : Files.readAllLines(file)) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    String[] parts = line.split(";");
                    String fen = parts[0].strip();
                    Position pos = variant(name).newPosition(fen);
                    assertThat(fastMoves(pos)).as("%s %s", name, fen).isEqualTo(referenceMoves(name, fen));
                    for (int k = 1; k < parts.length; k++) {
                        String[] dn = parts[k].strip().split("\\s+");
                        int depth = Integer.parseInt(dn[0].substring(1));
                        if (depth <= 2) {
                            assertThat(referencePerft(name, fen, depth)).as("%s %s D%d", name, fen, depth)
                                    .isEqualTo(Long.parseLong(dn[1]));
                        }
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abalone", "abalone-belgian", "abalone-german", "taacoca", "taacoca-dagaz"})
    void randomGamesAgreeWithTheReference(String name) throws NotationException {
        Variant v = variant(name);
        SplittableRandom random = new SplittableRandom(7 + name.hashCode());
        MoveList list = new MoveList();
        for (int game = 0; game < 12; game++) {
            Position pos = v.startPosition();
            for (int ply = 0; ply < 150; ply++) {
                String fen = pos.fen();
                TreeSet<String> fast = fastMoves(pos);
                assertThat(fast).as("%s %s", name, fen).isEqualTo(referenceMoves(name, fen));
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                long m = list.move(random.nextInt(n));
                String text = pos.moveText(m);
                pos.play(m);
                String expected = isAbalone(name) ? AbaloneReference.parse(fen).after(text).toFen()
                        : TaacocaReference.parse(fen, name.endsWith("dagaz")).after(text).toFen();
                assertThat(pos.fen()).as("%s after %s from %s", name, text, fen).isEqualTo(expected);
            }
        }
    }
}
