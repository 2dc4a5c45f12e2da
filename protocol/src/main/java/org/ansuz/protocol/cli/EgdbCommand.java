package org.ansuz.protocol.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ansuz.engine.spi.EndgameTableSet;
import org.ansuz.engine.spi.EndgameTables;
import org.ansuz.engine.spi.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz egdb build|check}: endgame tables (docs/egdb.md). */
@Command(name = "egdb", mixinStandardHelpOptions = true,
        description = "Build or check endgame tables (win/draw/loss by material; docs/egdb.md). The engine "
                + "probes them once its option 'EGDB Path' names their directory.",
        subcommands = {EgdbCommand.Build.class, EgdbCommand.Check.class})
final class EgdbCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "egdb needs a command: build or check");
    }

    /** The options both commands take. */
    static final class Tables {
        @Spec(Spec.Target.MIXEE)
        CommandSpec spec;

        @Option(names = "--variant", paramLabel = "V", defaultValue = "international",
                description = "Variant (default: ${DEFAULT-VALUE}).")
        String variant;

        @Option(names = "--pieces", paramLabel = "N", required = true, description = "Tables of 2 to N pieces.")
        int pieces;

        @Option(names = "--dir", paramLabel = "DIR",
                description = "Directory of the tables (default: $XDG_CACHE_HOME/ansuz/egdb or ~/.cache/ansuz/egdb); "
                        + "a variant's tables are in its own subdirectory.")
        String dir;

        Variant checkedVariant() {
            Variant v = AnsuzCommand.checkVariant(spec, variant);
            String why = v instanceof EndgameTables t ? t.endgameTablesUnsupported() : v.name() + " has no endgame tables";
            if (why != null) {
                throw new ParameterException(spec.commandLine(), why);
            }
            if (pieces < 2 || pieces > 8) {
                throw new ParameterException(spec.commandLine(), "--pieces must be 2 to 8, not " + pieces);
            }
            return v;
        }

        Path directory() {
            return dir == null ? EndgameFiles.defaultDirectory() : EndgameFiles.directory(dir);
        }
    }

    /** {@code ansuz egdb build}: solves every table not yet on disk, smallest first. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Solve the tables of 2 to N pieces that are not in the directory yet (smallest first; "
                    + "a line on stderr per table: entries, bytes, time).")
    static final class Build implements Callable<Integer> {
        @Mixin
        Tables tables;

        @Override
        public Integer call() throws IOException {
            Variant v = tables.checkedVariant();
            EndgameTables capability = (EndgameTables) v;
            Path dir = tables.directory();
            Files.createDirectories(dir.resolve(v.name()));
            EndgameTableSet set = capability.newEndgameTableSet();
            List<String> present = EndgameFiles.load(dir, v, set, tables.pieces);
            long start = System.nanoTime();
            long entries = 0;
            long bytes = 0;
            int built = 0;
            for (String name : capability.endgameTableNames(tables.pieces)) {
                if (set.names().contains(name)) {
                    continue;
                }
                long t0 = System.nanoTime();
                List<String> solved = set.build(name);
                double seconds = (System.nanoTime() - t0) / 1e9;
                for (String s : solved) {
                    byte[] data = set.encode(s);
                    Files.write(EndgameFiles.file(dir, v, s), data);
                    entries += set.entries(s);
                    bytes += data.length;
                    built++;
                    tables.spec.commandLine().getErr().printf(Locale.ROOT, "%s %s: %,d entries, %,d bytes, %.1f s%n",
                            v.name(), s, set.entries(s), data.length, seconds / solved.size());
                    tables.spec.commandLine().getErr().flush();
                }
            }
            System.out.printf(Locale.ROOT, "%s: %d tables built (%,d entries, %,d bytes) in %.1f s, %d were there; "
                    + "directory %s%n", v.name(), built, entries, bytes, (System.nanoTime() - start) / 1e9,
                    present.size(), dir);
            return 0;
        }
    }

    /** {@code ansuz egdb check}: every entry against its successors, and a sample against a plain search. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Check the tables of 2 to N pieces: every entry's value against its successors' values, "
                    + "and K random entries per table against a plain search of up to D plies that knows no table. "
                    + "Exit code 1 when an entry disagrees.")
    static final class Check implements Callable<Integer> {
        @Mixin
        Tables tables;

        @Option(names = "--samples", paramLabel = "K", defaultValue = "1000",
                description = "Random entries per table for the search (default: ${DEFAULT-VALUE}).")
        int samples;

        @Option(names = "--depth", paramLabel = "D", defaultValue = "7",
                description = "Plies of the plain search (default: ${DEFAULT-VALUE}).")
        int depth;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the sample (default: ${DEFAULT-VALUE}).")
        long seed;

        @Override
        public Integer call() {
            Variant v = tables.checkedVariant();
            if (samples < 0 || depth < 1 || depth > 20) {
                throw new ParameterException(tables.spec.commandLine(), "--samples must be 0 or more and --depth 1 to 20");
            }
            EndgameTables capability = (EndgameTables) v;
            Path dir = tables.directory();
            EndgameTableSet set = capability.newEndgameTableSet();
            EndgameFiles.load(dir, v, set, tables.pieces);
            List<String> missing = capability.endgameTableNames(tables.pieces).stream()
                    .filter(n -> !set.names().contains(n)).toList();
            if (!missing.isEmpty()) {
                System.out.println(v.name() + ": " + missing.size() + " tables are not in " + dir.resolve(v.name())
                        + " (first " + missing.get(0) + "); build them with: ansuz egdb build --variant " + v.name()
                        + " --pieces " + tables.pieces);
                return 1;
            }
            long wrongTotal = 0;
            long disagreeTotal = 0;
            for (String name : set.names()) {
                long wrong = set.verify(name);
                EndgameTableSet.SampleCheck s = set.sample(name, samples, depth, seed);
                wrongTotal += wrong;
                disagreeTotal += s.disagreements();
                System.out.printf(Locale.ROOT, "%s %s: %,d entries, %d disagree with their successors; "
                        + "sample of %d: %d proven alike, %d undecided within %d plies, %d disagree%s%n", v.name(), name,
                        set.entries(name), wrong, samples, s.proven(), s.undecided(), depth, s.disagreements(),
                        s.example().isEmpty() ? "" : " (e.g. " + s.example() + ")");
            }
            System.out.println(v.name() + ": " + set.names().size() + " tables, " + (wrongTotal + disagreeTotal == 0
                    ? "no disagreement" : wrongTotal + " entries disagree with successors, " + disagreeTotal + " with the search"));
            return wrongTotal + disagreeTotal == 0 ? 0 : 1;
        }
    }
}
