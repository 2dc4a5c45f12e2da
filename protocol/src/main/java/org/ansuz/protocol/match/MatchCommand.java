package org.ansuz.protocol.match;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.cluster.ClusterOptions;
import org.ansuz.protocol.cluster.ClusterRunner;
import org.ansuz.protocol.record.GameRecordWriter;
import org.ansuz.protocol.record.Opening;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz match}: engine-vs-engine matches between UGI and Hub engines. */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = MatchCommand.VersionLine.class,
        description = {"Play engine-vs-engine matches between UGI engines (two builds of Ansuz, Ansuz with "
                + "different options, or any other UGI engine) and, in draughts, Hub engines (Scan, Ansuz in Hub mode).",
                "Each opening is played twice, once with each engine moving first."})
public final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--engine", arity = "1..*", required = true, paramLabel = "KEY=VALUE",
            description = "An engine: cmd=PATH [args=\"A B\"] [arg=A] [dir=DIR] [name=N] [proto=ugi|hub] [option.NAME=VALUE ...]. "
                    + "dir= is its working directory; proto=hub speaks both dialects of Scan's Hub protocol "
                    + "(Scan 2.0's and Scan 3's). "
                    + "Give it twice, or more for a round robin.")
    List<String> engineTokens = new ArrayList<>();

    @Option(names = "--variant", required = true, description = "The game, e.g. russian.")
    String variantName;

    @Option(names = "--games", defaultValue = "2",
            description = "Games per pairing (default ${DEFAULT-VALUE}); an even number plays every opening "
                    + "with both colours, an odd one leaves the last opening with one game.")
    int games;

    @Option(names = "--tc", paramLabel = "S[+INC]",
            description = "Clock per game in seconds plus increment, e.g. 10+0.1 (default when no other limit).")
    String tc;

    @Option(names = "--movetime", paramLabel = "MS", description = "Fixed time per move.")
    long moveTimeMs;

    @Option(names = "--depth", description = "Fixed depth per move (plies).")
    int depth;

    @Option(names = "--nodes", description = "Fixed nodes per move.")
    long nodes;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Opening lines (startpos moves ... or FEN [moves ...]); default "
                    + "test-positions/<variant>/openings.txt when present.")
    Path openingsFile;

    @Option(names = "--concurrency", defaultValue = "1", description = "Games played at once (default ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = {"--pgn", "--pdn"}, paramLabel = "FILE",
            description = "Append each finished game to FILE (PGN tags; PDN movetext for draughts).")
    Path recordFile;

    @Option(names = "--sprt", arity = "0..4", paramLabel = "KEY=VALUE",
            description = "Sequential test: elo0=0 elo1=5 alpha=0.05 beta=0.05 (these are the defaults).")
    List<String> sprt;

    @Option(names = "--max-plies", description = "Adjudicate a draw after this many plies "
            + "(default: 4 x the game's typical length, at least 400).")
    int maxPlies;

    @Option(names = "--seed", description = "Shuffles the opening order (default: file order).")
    Long seed;

    @Option(names = "--grace", paramLabel = "MS", defaultValue = "1000",
            description = "Silence past the clock or movetime before an engine counts as hung (default ${DEFAULT-VALUE}).")
    long graceMs;

    @Option(names = "--time-margin", paramLabel = "MS", defaultValue = "0",
            description = "How far past its clock a move may arrive without losing on time (default ${DEFAULT-VALUE}); "
                    + "the clock is then empty. For loaded machines and engines that overrun by design.")
    long timeMarginMs;

    @Option(names = "--move-timeout", paramLabel = "MS", defaultValue = "60000",
            description = "Hang limit per move under --depth/--nodes (default ${DEFAULT-VALUE}).")
    long moveTimeoutMs;

    @Option(names = "--start-timeout", paramLabel = "MS", defaultValue = "120000",
            description = "Time for an engine's handshake (default ${DEFAULT-VALUE}).")
    long startTimeoutMs;

    @Option(names = "--event", defaultValue = "Ansuz match", description = "Event tag of the records.")
    String event;

    @Option(names = "--cluster", paramLabel = "HOST:PORT[,...]",
            description = "Play every game on the workers ('ansuz worker') of the cluster these members belong to; "
                    + "this process only schedules, counts and records. A restart with the same --pgn file "
                    + "plays only the games not yet in it.")
    String cluster;

    @Mixin
    ClusterOptions clusterOptions;

    static final int MAX_GAMES = 1_000_000;
    static final int MAX_CONCURRENCY = 256;
    static final int MAX_PLIES = 1_000_000;
    static final int MAX_DEPTH = 1_000;

    private final Function<String, Optional<Variant>> variants;
    private final PrintStream out;

    public MatchCommand() {
        this(name -> Variants.registry().find(name), System.out);
    }

    /** For tests: a variant lookup of their own and an output sink. */
    MatchCommand(Function<String, Optional<Variant>> variants, PrintStream out) {
        this.variants = variants;
        this.out = out;
    }

    @Override
    public Integer call() throws InterruptedException {
        Variant variant = variants.apply(variantName).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown variant: " + variantName + " (known: " + String.join(", ", Variants.registry().names()) + ")"));
        List<EngineSpec> engines;
        try {
            engines = EngineSpec.parseAll(engineTokens);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (engines.size() < 2) {
            throw new ParameterException(spec.commandLine(), "a match needs --engine at least twice");
        }
        if (games < 1 || concurrency < 1) {
            throw new ParameterException(spec.commandLine(), "--games and --concurrency must be at least 1");
        }
        checkRange("--games", games, 1, MAX_GAMES);
        checkRange("--concurrency", concurrency, 1, MAX_CONCURRENCY);
        checkRange("--max-plies", maxPlies, 0, MAX_PLIES);
        checkRange("--grace", graceMs, 0, MoveLimits.MAX_MS);
        checkRange("--time-margin", timeMarginMs, 0, MoveLimits.MAX_MS);
        checkRange("--move-timeout", moveTimeoutMs, 1, MoveLimits.MAX_MS);
        checkRange("--start-timeout", startTimeoutMs, 1, MoveLimits.MAX_MS);
        MoveLimits limits = limits();
        List<Opening> openings = openings(variant);
        if (seed != null) {
            Collections.shuffle(openings, new Random(seed));
        }
        SprtSettings sprtSettings;
        try {
            sprtSettings = sprt == null ? null : SprtSettings.parse(sprt);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        int plies = maxPlies > 0 ? maxPlies : Math.max(400, 4 * variant.info().typicalGamePlies());
        GameRecordWriter records = recordFile == null ? null
                : new GameRecordWriter(recordFile, variant, event, limits.describe());
        if (records != null) {
            try {
                records.checkWritable();
            } catch (IOException | RuntimeException e) {
                throw new ParameterException(spec.commandLine(), "cannot write the record file " + recordFile
                        + ": " + e.getMessage());
            }
        }
        Match.Settings settings = new Match.Settings(variant, limits, games, openings, concurrency, plies,
                graceMs, moveTimeoutMs, startTimeoutMs, sprtSettings, records, timeMarginMs);
        boolean terminal = out == System.out && System.console() != null;
        Match match = new Match(engines, settings, out, terminal);
        ClusterRunner runner = null;
        if (cluster != null) {
            try {
                runner = new ClusterRunner(clusterOptions, cluster, out);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--cluster: " + e.getMessage());
            }
            if (recordFile != null) {
                match.resumeFrom(recordFile);
            }
        }
        Thread onCtrlC = new Thread(match::interrupt, "match-interrupt");
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        try {
            match.run(runner);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onCtrlC);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run: it prints the score
            }
        }
        return match.recordFailed() || match.startFailed() || runner != null && runner.failed() ? 1 : 0;
    }

    /** Bad numbers stop the match before any game starts (exit code 2), with the range in the message. */
    private void checkRange(String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new ParameterException(spec.commandLine(), option + " must be from " + min + " to " + max
                    + ", not " + value);
        }
    }

    private MoveLimits limits() {
        if (tc != null && (moveTimeMs > 0 || depth > 0 || nodes > 0)) {
            throw new ParameterException(spec.commandLine(), "--tc cannot be combined with --movetime, --depth or --nodes");
        }
        if (moveTimeMs < 0 || depth < 0 || nodes < 0) {
            throw new ParameterException(spec.commandLine(), "limits must be positive");
        }
        checkRange("--movetime", moveTimeMs, 0, MoveLimits.MAX_MS);
        checkRange("--depth", depth, 0, MAX_DEPTH);
        if (tc == null && moveTimeMs == 0 && depth == 0 && nodes == 0) {
            tc = "10+0.1";
        }
        if (tc != null) {
            try {
                return MoveLimits.clock(tc);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        return new MoveLimits(0, 0, moveTimeMs, depth, nodes);
    }

    private List<Opening> openings(Variant variant) {
        Path file = openingsFile;
        if (file == null) {
            file = defaultOpenings(variant.name()).orElse(null);
            if (file == null) {
                out.println("warning: no opening lines (no --openings and no test-positions/" + variant.name()
                        + "/openings.txt); every game starts from the start position");
                return new ArrayList<>(List.of(Opening.startpos()));
            }
        }
        try {
            List<Opening> all = Opening.load(file, variant);
            if (all.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "no opening lines in " + file);
            }
            return new ArrayList<>(all);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read openings: "
                    + (e instanceof java.nio.file.FileSystemException ? org.ansuz.protocol.FileErrors.describe(file, e) : e.getMessage()));
        }
    }

    /** {@code test-positions/<variant>/openings.txt} under the working directory, else under the jar's project. */
    static Optional<Path> defaultOpenings(String variant) {
        Path relative = Path.of("test-positions", variant, "openings.txt");
        if (Files.isRegularFile(relative)) {
            return Optional.of(relative);
        }
        try {
            Path code = Path.of(MatchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // target/ansuz.jar or target/classes: the project root is two levels up.
            Path root = code.getParent() == null ? null : code.getParent().getParent();
            if (root != null && Files.isRegularFile(root.resolve(relative))) {
                return Optional.of(root.resolve(relative));
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no code source (unusual class loaders): only the working directory counts
        }
        return Optional.empty();
    }

    /** {@code -V}: the same version line as {@code ansuz -V}. */
    static final class VersionLine implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Ansuz " + Version.get()};
        }
    }
}
