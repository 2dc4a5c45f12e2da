package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Perft;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.ansuz.variants.ReferenceRules;
import org.ansuz.variants.cyvasse.CyvasseReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cyvasse and Taacoca defined in a variants file (docs/variants-file.md): a Cyvasse map of the user's own
 * plays with its water where the file says, a Taacoca start and step rule of the user's own, and every bad
 * value is a problem with its line and key.
 */
class CyvasseAndTaacocaDefinitionsTest {
    /** A lake across the middle: e5 f5 g5 in no-man's land, f6 g6 h7 in White's home, none in Black's. */
    static final String LAKE = """
            [lake]
            family = "cyvasse"
            map = ["g5", "f5", "e5", "f6", "g6", "h7"]
            """;

    @TempDir
    Path dir;

    private static Variant only(String text) {
        VariantsFormat.Result r = VariantsFormat.read("f.toml", text);
        assertThat(r.problems()).isEmpty();
        return r.variants().get(0);
    }

    @Test
    void aMapOfTheUsersOwnNamesItsWaterInThePositionTextAndPlays() throws Exception {
        Variant lake = only(LAKE);
        assertThat(lake.startFen()).isEqualTo("8/9/10/11/12/11/10/9/8 w e5,f5,g5,f6,g6,h7 - setup:0");
        Position start = lake.startPosition();
        List<String> wet = new ArrayList<>();
        for (int cell = 0; cell < lake.board().cells(); cell++) {
            if (((CellMarks) start).markAt(cell) == '~') {
                wet.add(lake.board().cellNames().get(cell));
            }
        }
        assertThat(wet).containsExactlyInAnyOrder("e5", "f5", "g5", "f6", "g6", "h7");
        // White drops its 4 mountains first, on any dry cell of its 38-cell home: 35 of them here.
        assertThat(LegalMoves.texts(start)).hasSize(35).allMatch(m -> m.startsWith("M@")).doesNotContain("M@f6", "M@g6", "M@h7");
        ReferenceRules reference = CyvasseReference.rules(lake);
        long[] byHand = {35, 35 * 34, 35 * 34 * 33};
        for (int depth = 1; depth <= 3; depth++) {
            assertThat(Perft.count(lake.startPosition(), depth)).as("depth " + depth).isEqualTo(byHand[depth - 1]);
            assertThat(ReferenceRules.perft(reference, reference.positionText(lake.startPosition()), depth))
                    .as("reference depth " + depth).isEqualTo(byHand[depth - 1]);
        }
    }

    @Test
    void aPieceOnTheUsersWaterEngagesNothing() throws Exception {
        Variant lake = only(LAKE);
        Variant dry = only("[dry]\nfamily = \"cyvasse\"\n");
        String board = "k7/9/10/4r6/4R7/11/10/9/7K w ";
        // The Rabble on e5 steps to its five empty neighbours; the King on l9 to k9, l8, k8. On dry land the
        // Rabble also engages e4 (adjacent, north-east) and captures it; standing in the lake it engages nothing.
        List<String> quiet = List.of("e5-f5", "e5-d5", "e5-d4", "e5-f6", "e5-e6", "l9-k9", "l9-l8", "l9-k8");
        assertThat(LegalMoves.texts(lake.newPosition(board + "e5,f5,g5,f6,g6,h7 - play"))).containsExactlyInAnyOrderElementsOf(quiet);
        List<String> withCapture = new ArrayList<>(quiet);
        withCapture.add("e5xe4");
        assertThat(LegalMoves.texts(dry.newPosition(board + "0 - play"))).containsExactlyInAnyOrderElementsOf(withCapture);
        // A position text may name any map by its cells, in any order; it is written in board order, and a
        // fixed map by its id.
        assertThat(dry.newPosition(board + "g5,E5 - play").fen()).isEqualTo(board + "e5,g5 - play");
        assertThat(dry.newPosition(board + "i7,e6,d6,d3,c1,b1 - play").fen()).isEqualTo(board + "1 - play");
    }

    @Test
    void dagazMapsByNumberOrByCellsAreOneMapAndABaseLendsItsMap() throws Exception {
        Variant byNumber = only("[a]\nfamily = \"cyvasse\"\nmap = 1\n");
        Variant byCells = only("[b]\nfamily = \"cyvasse\"\nmap = [\"b1\", \"c1\", \"d3\", \"d6\", \"e6\", \"i7\"]\n");
        assertThat(byNumber.startFen()).isEqualTo(byCells.startFen()).contains(" w 1 - ");
        Variant strict = only("[c]\nbase = \"cyvasse-map3\"\ntrebuchet = \"mod-strict\"\nply_limit = 0\n");
        assertThat(strict.startFen()).contains(" w 3 - ");
        assertThat(strict.info().family()).isEqualTo("cyvasse");
    }

    @Test
    void aTaacocaStartAndStepRuleOfTheUsersOwn() throws Exception {
        // One White stone on A1, one Black stone on I5. Forward only: A1 steps NW to B1 or NE to B2; with all six
        // directions also E to A2 (W, SW and SE leave the board).
        String start = "b4/6/7/8/9/8/7/6/w4 w";
        Variant forward = only("[duel]\nfamily = \"abalone\"\ngame = \"taacoca\"\nstart = \"" + start + "\"\n");
        assertThat(forward.startFen()).isEqualTo(start);
        assertThat(LegalMoves.texts(forward.startPosition())).containsExactlyInAnyOrder("A1-NW", "A1-NE");
        Variant all = only("[duel-all]\nbase = \"taacoca\"\nsteps = \"all\"\nstart = \"" + start + "\"\n");
        assertThat(LegalMoves.texts(all.startPosition())).containsExactlyInAnyOrder("A1-NW", "A1-NE", "A1-E");
        assertThat(Perft.count(all.startPosition(), 2)).isEqualTo(3 * 3); // I5 steps SW, SE or E likewise
    }

    static final String BAD = """
            [typos]
            family = "cyvasse"
            maps = 1
            trebuchet = "catapult"

            [off-board]
            family = "cyvasse"
            map = ["e5", "m5", "e0"]

            [twice]
            family = "cyvasse"
            map = ["e5", "f5", "e5"]

            [no-such-map]
            base = "cyvasse-dagaz"
            map = 7
            rabble_second_move = "forced"

            [wrong-type]
            family = "cyvasse"
            map = "e5 f5"
            ply_limit = -1

            [taacoca-rules]
            base = "taacoca"
            ply_limit = 100
            steps = "sideways"

            [taacoca-won]
            family = "abalone"
            game = "taacoca"
            start = "w4/6/7/8/9/8/7/6/b4 w"

            [abalone-steps]
            base = "abalone"
            steps = "all"
            """;

    @Test
    void everyBadValueIsAProblemWithItsLineAndKey() {
        assertThat(VariantFileTest.problems(BAD)).containsExactly(
                "f.toml:3: [typos] maps: no cyvasse switch is called so (did you mean map?)",
                "f.toml:4: [typos] trebuchet: expected one of dagaz, fisher, mod-strict, not 'catapult'",
                "f.toml:8: [off-board] map: 'm5', 'e0' are not cells of the board (files a-l, ranks 1-9, e.g. e5)",
                "f.toml:12: [twice] map: e5 listed twice",
                "f.toml:16: [no-such-map] map: expected a whole number from 0 to 4, not 7",
                "f.toml:17: [no-such-map] rabble_second_move: expected one of optional, forced-if-legal, not 'forced'",
                "f.toml:21: [wrong-type] map: expected a map number 0-4 or a list of water cells such as [\"e4\", \"f4\"],"
                        + " not 'e5 f5'",
                "f.toml:22: [wrong-type] ply_limit: expected a whole number from 0 to 100000, not -1",
                "f.toml:26: [taacoca-rules] ply_limit: a switch of Abalone only, this is taacoca",
                "f.toml:27: [taacoca-rules] steps: expected one of forward, all, not 'sideways'",
                "f.toml:32: [taacoca-won] start: does not fit the board: the game is over before it starts"
                        + " (a stone reached the far row)",
                "f.toml:36: [abalone-steps] steps: a switch of Taacoca only, this is abalone");
    }

    @Test
    void aHomeTooWetForItsMountainsIsAProblem() {
        // 35 water cells in White's home (ranks 6-9: 11 + 10 + 9 + 8 cells) leave three for four mountains.
        List<String> cells = new ArrayList<>();
        for (int rank = 6; rank <= 9; rank++) {
            for (int file = rank - 5; file <= 11; file++) {
                cells.add((char) ('a' + file) + Integer.toString(rank));
            }
        }
        String map = String.join("\", \"", cells.subList(0, 35));
        assertThat(VariantFileTest.problems("[swamp]\nfamily = \"cyvasse\"\nmap = [\"" + map + "\"]\n")).containsExactly(
                "f.toml:3: [swamp] map: 35 water cells in White's home (ranks 6-9) leave no room for its 4 mountains (at most 34)");
        assertThat(VariantFileTest.problems("[marsh]\nfamily = \"cyvasse\"\nmap = [\"" + String.join("\", \"", cells.subList(0, 34)) + "\"]\n"))
                .isEmpty();
    }

    @Test
    void checkPrintsOneLinePerProblemWithItsLine() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.toml"), BAD);
        List<String> out = VariantFileTest.run("check", bad.toString());
        assertThat(out.get(0)).isEqualTo("1");
        assertThat(out).contains(bad + ":8: [off-board] map: 'm5', 'e0' are not cells of the board (files a-l, ranks 1-9, e.g. e5)",
                bad + ":16: [no-such-map] map: expected a whole number from 0 to 4, not 7");
        assertThat(out.stream().filter(l -> l.matches(java.util.regex.Pattern.quote(bad + ":") + "\\d+: .*"))).hasSize(12);
        assertThat(out).contains(bad + ": 12 problems, nothing would be loaded");
        Path good = Files.writeString(dir.resolve("good.toml"), LAKE);
        assertThat(VariantFileTest.run("check", good.toString())).startsWith("0");
    }
}
