package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every game ships {@code test-positions/<variant>/openings.txt} for matches: at least 20 lines,
 * each {@code startpos moves ...} of legal moves (checked with the game's own rules), no two
 * reaching the same position, none ending the game.
 */
class OpeningFilesTest {

    @TestFactory
    Stream<DynamicTest> everyVariantHasLegalDistinctOpenings() {
        return Variants.registry().all().stream()
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> check(v)));
    }

    private static void check(Variant variant) throws IOException, NotationException {
        String resource = "test-positions/" + variant.name() + "/openings.txt";
        List<String> lines;
        try (InputStream in = OpeningFilesTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as("%s exists", resource).isNotNull();
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        }
        assertThat(lines).as("%s: opening lines", variant.name()).hasSizeGreaterThanOrEqualTo(20);
        Set<Long> positions = new HashSet<>();
        for (String line : lines) {
            String[] tokens = line.split("\\s+");
            assertThat(tokens[0]).as("%s: %s", variant.name(), line).isEqualTo("startpos");
            assertThat(tokens.length == 1 || tokens[1].equals("moves")).as(line).isTrue();
            Position pos = variant.startPosition();
            for (int i = 2; i < tokens.length; i++) {
                pos.play(pos.parseMove(tokens[i]));
            }
            assertThat(GameResult.of(pos).isOver()).as("%s: %s leaves a game to play", variant.name(), line).isFalse();
            assertThat(positions.add(pos.key())).as("%s: %s reaches a new position", variant.name(), line).isTrue();
        }
    }
}
