package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Matches with Hub engines ({@link FakeHubEngine}, both dialects, separate JVMs) playing draughts. */
class HubMatchTest {
    @TempDir
    Path dir;

    private String output;

    static List<String> fakeHub(String name, String... args) {
        List<String> t = new ArrayList<>(MatchCommandTest.fake(FakeHubEngine.class, name, args));
        t.add("proto=hub");
        return t;
    }

    private int run(List<String> a, List<String> b, String... rest) {
        List<String> args = new ArrayList<>(a);
        args.addAll(b);
        args.addAll(List.of("--start-timeout", "60000"));
        args.addAll(List.of(rest));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLine cli = new CommandLine(new MatchCommand(name -> Variants.registry().find(name), out));
        cli.setErr(new PrintWriter(bytes, true, StandardCharsets.UTF_8));
        int code = cli.execute(args.toArray(new String[0]));
        output = bytes.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    void bothHubDialectsPlayAWholeMatchWithClocksAndRecords() throws Exception {
        Path log1 = dir.resolve("one.log");
        Path log2 = dir.resolve("two.log");
        Path pdn = dir.resolve("games.pdn");
        int code = run(fakeHub("One", "dialect=1", "log=" + log1),
                fakeHub("Two", "dialect=2", "variants=normal,frisian", "log=" + log2),
                "--variant", "international", "--games", "2", "--tc", "10+0.1", "--max-plies", "80",
                "--pdn", pdn.toString());
        assertThat(code).as(output).isZero();
        assertThat(output).contains("Match finished: 2 of 2 games played (international, 10+0.1)",
                "Forfeits (crash, hang, illegal move, time): One 0, Two 0", "Result disagreements: 0");
        assertThat(Files.readString(pdn).split("\\[Event ", -1)).hasSize(3);

        // Scan 2.0's dialect: lower-case side, the moves one by one, then the level (pos resets it), then go.
        List<String> one = Files.readAllLines(log1);
        assertThat(one.subList(0, 4)).containsExactly("hub", "init", "new", "ping");
        assertThat(one.get(4)).startsWith("pos w").hasSize(4 + 51);
        // The first move of a game: the whole clock, time + increment = 10 s.
        int firstGo = one.indexOf("go");
        assertThat(one.get(firstGo - 1)).isEqualTo("level 0 9900 100");
        assertThat(one).anyMatch(l -> l.startsWith("move ") && l.contains("x"));

        // The second dialect: the variant by its Hub name, the position with its moves, level in seconds.
        List<String> two = Files.readAllLines(log2);
        assertThat(two.subList(0, 5)).containsExactly("hub", "set-param name=variant value=normal", "init",
                "new-game", "ping");
        int think = two.indexOf("go think");
        assertThat(two.get(think - 1)).isEqualTo("level time=9.900 inc=0.100");
        assertThat(two.get(think - 2)).startsWith("pos pos=").contains(" moves=\"");
    }

    @Test
    void theVariantIsChosenByNameAndTheFirstDialectPlaysInternationalOnly() throws Exception {
        Path log = dir.resolve("two.log");
        int code = run(fakeHub("One", "dialect=1"), fakeHub("Two", "dialect=2", "variants=normal,frisian", "log=" + log),
                "--variant", "frisian", "--games", "2", "--depth", "1", "--max-plies", "20");
        // An engine that cannot play the variant stops the match before the first game.
        assertThat(code).as(output).isEqualTo(1);
        assertThat(Files.readAllLines(log)).contains("set-param name=variant value=frisian");
        assertThat(output).contains("error: engine 1 (", "did not start: the first Hub dialect (Scan 2.0) plays "
                + "international draughts only, not frisian; no game was played").doesNotContain("Score of");
    }

    @Test
    void anIllegalHubMoveLosesAndTheEngineSaysWhy() throws Exception {
        int code = run(fakeHub("One", "dialect=1", "mode=illegal"), fakeHub("Two", "dialect=2"),
                "--variant", "international", "--games", "2", "--movetime", "50", "--max-plies", "20");
        assertThat(code).as(output).isZero();
        assertThat(output).contains("One played an illegal move: 1-2", "Score of One vs Two: 0-2-0");
    }

    @Test
    void hubLevelsAndPositionsAreWrittenAsEachDialectReadsThem() throws Exception {
        Variant international = Variants.registry().find("international").orElseThrow();
        assertThat(HubEngine.posText((HubNotation) international.startPosition(), true))
                .isEqualTo("w" + "b".repeat(20) + "e".repeat(10) + "w".repeat(20));
        assertThat(HubEngine.posText((HubNotation) international.newPosition("B:WK46:B5"), false))
                .isEqualTo("B" + "e".repeat(4) + "b" + "e".repeat(40) + "W" + "e".repeat(4));
        HubEngine second = new HubEngine(new EngineSpec(List.of("x"), null, Map.of(), EngineSpec.HUB, null));
        // A clock below the increment: the engine may spend what is left, no more.
        assertThat(second.levelLines(MoveLimits.clock("10+0.1"), 60)).containsExactly("level time=0.000 inc=0.060");
        assertThat(second.levelLines(new MoveLimits(0, 0, 250, 4, 1000), 0))
                .containsExactly("level move-time=0.250 depth=4 nodes=1000");
        assertThat(HubEngine.variantValue(international, List.of("normal", "killer"))).isEqualTo("normal");
        assertThat(HubEngine.variantValue(international, null)).isEqualTo("international");
        assertThat(HubEngine.variantValue(Variants.registry().find("russian").orElseThrow(), null)).isNull();
    }
}
