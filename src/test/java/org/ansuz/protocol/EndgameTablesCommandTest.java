package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.EndgameTables;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ansuz egdb build|check} into a temporary directory, and the {@code EGDB Path} option reading it. */
class EndgameTablesCommandTest {
    @TempDir
    Path dir;

    private static List<String> run(String... args) {
        return CommandRun.run(args);
    }

    @Test
    void buildWritesEveryTableOnceAndCheckFindsThemSound() throws IOException {
        List<String> built = run("egdb", "build", "--variant", "russian", "--pieces", "3", "--dir", dir.toString());
        assertThat(built.get(0)).isEqualTo("0");
        assertThat(built.get(1)).startsWith("russian: 16 tables built (216,000 entries, ")
                .endsWith("0 were there; directory " + dir);
        assertThat(built.subList(2, built.size())).hasSize(16)
                .anyMatch(l -> l.startsWith("russian KvK: 1,024 entries, "))
                .anyMatch(l -> l.startsWith("russian KKvK: 15,872 entries, "));
        try (Stream<Path> files = Files.list(dir.resolve("russian"))) {
            assertThat(files.map(p -> p.getFileName().toString())).hasSize(16).contains("KvK.egdb", "MMvM.egdb");
        }
        List<String> again = run("egdb", "build", "--variant", "russian", "--pieces", "3", "--dir", dir.toString());
        assertThat(again).hasSize(2);
        assertThat(again.get(1)).startsWith("russian: 0 tables built (0 entries, 0 bytes) in ").contains("16 were there");

        List<String> checked = run("egdb", "check", "--variant", "russian", "--pieces", "3", "--samples", "10",
                "--depth", "4", "--dir", dir.toString());
        assertThat(checked.get(0)).isEqualTo("0");
        assertThat(checked).hasSize(18).contains("russian: 16 tables, no disagreement")
                .anyMatch(l -> l.startsWith("russian KvK: 1,024 entries, 0 disagree with their successors; sample of 10: "));

        List<String> missing = run("egdb", "check", "--variant", "russian", "--pieces", "4", "--dir", dir.toString());
        assertThat(missing).containsExactly("1", "russian: 25 tables are not in " + dir.resolve("russian")
                + " (first KvKKK); build them with: ansuz egdb build --variant russian --pieces 4");

        Files.writeString(dir.resolve("russian").resolve("KKvK.egdb"), "not a table");
        assertThat(run("egdb", "check", "--variant", "russian", "--pieces", "3", "--dir", dir.toString()))
                .containsExactly("1", "ansuz: " + dir.resolve("russian").resolve("KKvK.egdb") + ": not the russian table KKvK");
    }

    @Test
    void gamesWithoutTablesAndBadCountsAreRefused() {
        List<String> senegalese = run("egdb", "build", "--variant", "senegalese", "--pieces", "3", "--dir", dir.toString());
        assertThat(senegalese.get(0)).isEqualTo("2");
        assertThat(senegalese.get(1)).isEqualTo("senegalese ends games by other rules than a side without a move losing");
        List<String> many = run("egdb", "build", "--variant", "russian", "--pieces", "9", "--dir", dir.toString());
        assertThat(many.get(1)).isEqualTo("--pieces must be 2 to 8, not 9");
        assertThat(run("egdb").get(1)).isEqualTo("egdb needs a command: build or check");
    }

    @Test
    void egdbPathMakesTheSearchScoreATableDraw() {
        assertThat(run("egdb", "build", "--variant", "russian", "--pieces", "3", "--dir", dir.toString()).get(0))
                .isEqualTo("0");
        ListOutput out = new ListOutput();
        ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), null, new Engine(), out, null);
        EndgameTables russian = (EndgameTables) Variants.registry().find("russian").orElseThrow();
        try {
            loop.handle("ugi");
            assertThat(out.drain()).contains("option name EGDB Path type string default <empty>");
            loop.handle("setoption name UCI_Variant value russian");
            loop.handle("setoption name EGDB Path value " + dir.resolve("nothing"));
            assertThat(out.drain()).endsWith("info string error EGDB Path: no directory " + dir.resolve("nothing"));
            loop.handle("setoption name EGDB Path value " + dir);
            // two kings against one on the main road: a draw the tables know, whatever the evaluation says
            loop.handle("position fen W:WKc1,Ke1:BKh8");
            loop.handle("go depth 4");
            out.await(l -> l.startsWith("bestmove"));
            List<String> lines = out.drain();
            assertThat(lines).anyMatch(l -> l.startsWith("info depth 4 ") && l.contains(" score cp 0 "));
            loop.handle("setoption name EGDB Path value");
            loop.handle("setoption name EGDB Path value <empty>");
            assertThat(out.drain()).isEmpty();
        } finally {
            loop.handle("quit");
            russian.useEndgameTables(null);
        }
    }
}
