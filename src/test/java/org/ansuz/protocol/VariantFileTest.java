package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading, checking and loading variants files: every problem with its line and key; a bad file changes nothing. */
class VariantFileTest {
    static final String FAMILIES = "abalone, alquerque, chesst, cyvasse, draughts, epaminondas, magyar, thud";
    static final String BAD = """
            # one of each problem
            [misspelt]
            base = "international"
            flyng_kings = true

            [no-family]
            family = "chequers"
            start = "W:W1:B2"

            [loop-a]
            base = "loop-b"

            [loop-b]
            base = "loop-a"

            [too-big]
            base = "international"
            start = "W:W31-60:B1-20"

            [bad-value]
            base = "russian"
            promotion = "sometimes"
            width = "eight"
            men_steps = ["N"]

            [russian]
            base = "russian"
            """;

    @TempDir
    Path dir;

    @AfterEach
    void builtInsOnly() {
        Variants.install(List.of());
    }

    static List<String> problems(String text) {
        List<String> out = new ArrayList<>();
        for (VariantsFormat.Problem p : VariantsFormat.read("f.toml", text).problems()) {
            out.add(p.toString());
        }
        return out;
    }

    @Test
    void everyProblemIsReportedWithItsLineAndKey() {
        assertThat(problems(BAD)).containsExactly(
                "f.toml:4: [misspelt] flyng_kings: no draughts switch is called so (did you mean flying_kings?)",
                "f.toml:7: [no-family] family: no family called 'chequers' takes switches (families: " + FAMILIES + ")",
                "f.toml:11: [loop-a] base: a loop of bases: loop-a -> loop-b -> loop-a",
                "f.toml:14: [loop-b] base: a loop of bases: loop-a -> loop-b -> loop-a",
                "f.toml:18: [too-big] start: does not fit the board: bad square range '31-60'",
                "f.toml:22: [bad-value] promotion: expected one of at-end, on-the-fly, ends-move, not 'sometimes'",
                "f.toml:23: [bad-value] width: expected a whole number from 2 to 16, not 'eight'",
                "f.toml:24: [bad-value] men_steps: 'N' is no direction of this board (NE, NW, SE, SW)",
                "f.toml:26: [russian] the name russian is already the built-in russian");
    }

    @Test
    void syntaxErrorsAndStrayKeysAndSidesBeyondTheMoveAreProblemsToo() {
        assertThat(problems("[a]\nbase = \n")).singleElement().asString().startsWith("f.toml:2: not TOML: ");
        assertThat(problems("base = \"russian\"\n")).containsExactly("f.toml:1: base: a key outside any [section]");
        assertThat(problems("[crowded]\nbase = \"international\"\nwidth = 16\nheight = 16\nstart = \"W:W81-128:B1-47\"\n"))
                .containsExactly("f.toml:5: [crowded] start: does not fit the board: 48 pieces of one side; a board of"
                        + " more than 64 squares takes at most 46");
        assertThat(problems("[x]\nstart = \"W:W1:B2\"\n")).containsExactly("f.toml:1: [x] a section needs a family or a base");
        assertThat(problems("[x]\nbase = \"breakthrough\"\n")).containsExactly(
                "f.toml:2: [x] base: no family called 'breakthrough' takes switches (families: " + FAMILIES + ")");
        assertThat(problems("# nothing\n")).containsExactly("f.toml: the file holds no sections");
    }

    @Test
    void aBaseMayComeLaterInTheFileAndInheritsEverySwitch() throws Exception {
        VariantsFormat.Result r = VariantsFormat.read("f.toml", """
                [mini]
                base = "small"
                start = "W:W13-18:B1-6"

                [small]
                base = "international"
                width = 6
                height = 6
                start = "W:W16-18:B1-3"
                """);
        assertThat(r.problems()).isEmpty();
        Variant mini = r.variants().get(0);
        assertThat(mini.name()).isEqualTo("mini");
        assertThat(mini.board().description()).isEqualTo("rect files 6 ranks 6");
        assertThat(Perft.count(mini.startPosition(), 4)).isEqualTo(369); // international-6x6 (ExampleVariantsTest)
    }

    @Test
    void aFileWithAProblemLoadsNothingAndKeepsTheFileBefore() throws IOException {
        Path good = Files.writeString(dir.resolve("good.toml"), "[mine]\nbase = \"international\"\nking_capture = \"killer\"\n");
        Path bad = Files.writeString(dir.resolve("bad.toml"), "[other]\nbase = \"russian\"\n\n[broken]\nbase = \"nothing\"\n");
        assertThat(VariantFile.install(good).ok()).isTrue();
        assertThat(Variants.registry().find("mine")).isPresent();
        assertThat(VariantFile.install(bad).problems()).extracting(Object::toString)
                .containsExactly(bad + ":5: [broken] base: no variant is called 'nothing'");
        assertThat(Variants.registry().find("mine")).isPresent();
        assertThat(Variants.registry().find("other")).isEmpty();
        assertThat(VariantFile.install(dir.resolve("missing.toml")).problems()).singleElement().asString()
                .startsWith(dir.resolve("missing.toml") + ": ");
    }

    @Test
    void variantPathLoadsAFileIntoARunningUgiSession() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.toml"), BAD);
        ListOutput out = new ListOutput();
        ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), null, new Engine(), out, null);
        try {
            loop.handle("ugi");
            assertThat(out.drain()).anyMatch(l -> l.equals("option name VariantPath type string default <empty>"));
            loop.handle("setoption name VariantPath value examples/variants.toml");
            loop.handle("setoption name UCI_Variant value killer");
            assertThat(out.drain()).containsExactly("info string variant killer board rect files 10 ranks 10 startpos W:W31-50:B1-20");
            loop.handle("setoption name VariantPath value " + bad);
            List<String> refused = out.drain();
            assertThat(refused).hasSize(10);
            assertThat(refused.get(0)).isEqualTo("info string error " + bad + ":4: [misspelt] flyng_kings: "
                    + "no draughts switch is called so (did you mean flying_kings?)");
            assertThat(refused.get(9)).isEqualTo("info string error VariantPath: " + bad + " has 9 problems; nothing is loaded");
            loop.handle("setoption name UCI_Variant value international-6x6");
            assertThat(out.drain()).containsExactly("info string variant international-6x6 board rect files 6 ranks 6 startpos W:W13-18:B1-6");
            loop.handle("ugi");
            assertThat(out.drain()).anyMatch(l -> l.startsWith("option name UCI_Variant type combo default international-6x6 ")
                    && l.contains(" var czech ") && l.contains(" var killer"));
        } finally {
            loop.handle("quit");
        }
    }

    /** Exit code, then what the command printed on stdout and its error stream, each line once. */
    static List<String> run(String... args) {
        return CommandRun.run(args);
    }

    @Test
    void checkExitsWithOneOnProblemsAndZeroOnAGoodFile() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.toml"), BAD);
        List<String> refused = run("check", bad.toString());
        assertThat(refused.get(0)).isEqualTo("1");
        assertThat(refused).contains(bad + ":4: [misspelt] flyng_kings: no draughts switch is called so (did you mean"
                + " flying_kings?)").anyMatch(l -> l.endsWith("nothing would be loaded"));
        List<String> good = run("check", "examples/variants.toml");
        assertThat(good.get(0)).isEqualTo("0");
        assertThat(good).anyMatch(l -> l.endsWith("variants, no problem"));
        assertThat(Variants.registry().loaded()).isEmpty();
    }

    @Test
    void theVariantsFlagLoadsBeforeTheCommandOrRefusesWithExitCodeTwo() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.toml"), BAD);
        List<String> refused = run("--variants", bad.toString(), "variants");
        assertThat(refused.get(0)).isEqualTo("2");
        assertThat(refused).anyMatch(l -> l.startsWith("ansuz: " + bad + ":4: [misspelt] flyng_kings"));
        assertThat(Variants.registry().loaded()).isEmpty();
        assertThat(run("--variants", "examples/variants.toml", "perft", "--variant", "killer", "--depth", "2"))
                .startsWith("0").anyMatch(l -> l.contains("81"));
        assertThat(Variants.registry().loaded()).extracting(Variant::name).contains("czech", "killer");
    }
}
