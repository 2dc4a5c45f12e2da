package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fast generator against {@link OrthogonalReference}: move sets compared at every node of the start
 * position's tree and along seeded random games (the start position and a king-rich middlegame).
 */
class OrthogonalAgreementTest {
    @ParameterizedTest
    @CsvSource({"TURKISH, turkish, 4, 7538", "GREEK, greek, 4, 7538", "SENEGALESE, senegalese, 7, 295",
            "GAUNTLET, gauntlet, 4, 2208"})
    void startTreesAgree(OrthogonalReference.Game game, String variant, int depth, long leaves) {
        String fen = OrthogonalCrossCheck.variant(variant).startFen();
        assertThat(OrthogonalCrossCheck.walk(game, variant, fen, depth)).isEqualTo(leaves);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "TURKISH | turkish | B:WKa1,c4,e4,f6:Bd5,e7,Kh8 | 3 | 3558",
        "GREEK | greek | B:WKa1,c4,e4,f6:Bd5,e7,Kh8 | 3 | 3377",
        "TURKISH | turkish | W:WKd8:Ba2,a6,b3,b6,b7,c3,Kd1,d6,e5,e6,e7,e8,f3,g6,h6 | 4 | 919",
        "GAUNTLET | gauntlet | W:Wb1,c3,d4,e1,g2:Ba2,b5,c6,Kd3,Kf4,Kh7 | 5 | 572"})
    void ruleTreesAgree(OrthogonalReference.Game game, String variant, String fen, int depth, long leaves) {
        assertThat(OrthogonalCrossCheck.walk(game, variant, fen, depth)).isEqualTo(leaves);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "TURKISH | turkish | W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7",
        "TURKISH | turkish | W:WKa1,Kc4,e4,f6,g2:Bb7,d5,e7,Kh8,Kh1",
        "GREEK | greek | W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7",
        "GREEK | greek | W:WKa1,Kc4,e4,f6,g2:Bb7,d5,e7,Kh8,Kh1",
        "SENEGALESE | senegalese | W:Wa1,a2,b1,b2,c1,c2,d1,d2,e1,e2,e3,f1,f2,f3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5,f4,f5",
        "GAUNTLET | gauntlet | W:Wb1,c1,d1,e1,f1,g1:Ba2,a3,a4,a5,a6,a7,Kh2,Kh3,Kh4,Kh5,Kh6,Kh7"})
    void randomGamesAgree(OrthogonalReference.Game game, String variant, String fen) {
        assertThat(OrthogonalCrossCheck.randomGames(game, variant, fen, 20261122L, 40, 200)).isGreaterThan(400);
    }

    /** Every frozen suite position of the four games agrees with the reference node by node to depth 3. */
    @Test
    void suitePositionsAgree() throws java.io.IOException {
        int checked = 0;
        for (OrthogonalReference.Game game : OrthogonalReference.Game.values()) {
            String variant = game.name().toLowerCase(java.util.Locale.ROOT);
            java.nio.file.Path dir = java.nio.file.Path.of("test-positions", variant);
            try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(dir)) {
                for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".perft")).toList()) {
                    for (String line : java.nio.file.Files.readAllLines(f)) {
                        if (line.isBlank() || line.startsWith("#")) {
                            continue;
                        }
                        String[] parts = line.split(";");
                        long d3 = -1;
                        for (String p : parts) {
                            if (p.trim().startsWith("D3 ")) {
                                d3 = Long.parseLong(p.trim().substring(3));
                            }
                        }
                        String fen = parts[0].trim();
                        int depth = d3 >= 0 ? 3 : 1;
                        long expected = d3 >= 0 ? d3 : Long.parseLong(parts[1].trim().substring(3));
                        assertThat(OrthogonalCrossCheck.walk(game, variant, fen, depth)).as(line).isEqualTo(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(24);
    }

    @Tag("slow")
    @ParameterizedTest
    @CsvSource({"TURKISH, turkish, 5, 85090", "GREEK, greek, 5, 85020", "SENEGALESE, senegalese, 9, 4618",
            "GAUNTLET, gauntlet, 6, 96200"})
    void deeperStartTreesAgree(OrthogonalReference.Game game, String variant, int depth, long leaves) {
        String fen = OrthogonalCrossCheck.variant(variant).startFen();
        assertThat(OrthogonalCrossCheck.walk(game, variant, fen, depth)).isEqualTo(leaves);
    }
}
