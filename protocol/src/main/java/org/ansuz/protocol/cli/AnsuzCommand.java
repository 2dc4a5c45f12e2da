package org.ansuz.protocol.cli;

import java.io.Console;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.FileErrors;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.StreamOutput;
import org.ansuz.protocol.VariantFile;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.match.MatchCommand;
import org.ansuz.protocol.match.OpeningsCommand;
import org.ansuz.protocol.tune.LabelCommand;
import org.ansuz.protocol.tune.TuneCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code ansuz}: without a subcommand it talks a protocol on stdin/stdout, or opens the interactive
 * shell when both are a terminal (or with {@code --mode interactive}).
 */
@Command(name = "ansuz", mixinStandardHelpOptions = true, versionProvider = AnsuzCommand.VersionProvider.class,
        description = "A universal board-game engine. Without a command: speaks UGI/UCI/UAI/Hub on stdin/stdout, "
                + "or opens an interactive shell when run in a terminal.",
        subcommands = {CheckCommand.class, PerftCommand.class, EgdbCommand.class, BenchCommand.class, VariantsCommand.class, MatchCommand.class,
                OpeningsCommand.class, RenderCommand.class, GuiCommand.class, TuneCommand.class, LabelCommand.class,
                org.ansuz.protocol.cluster.WorkerCommand.class})
public final class AnsuzCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "V", description = "Variant to start with (default: international).")
    String variant;

    /** Loads a variants file before any command runs: its variants are everywhere a built-in one is. */
    @Option(names = "--variants", paramLabel = "FILE",
            description = "Load the variants defined in FILE (docs/variants-file.md) before the command.")
    void variantsFile(Path file) {
        VariantsFormat.Result r = VariantFile.install(file);
        if (!r.ok()) {
            throw new VariantFileRefused(spec.commandLine(), r.problems());
        }
        variantsFile = file;
    }

    /** The variants file loaded, or {@code null}. */
    private static Path variantsFile;

    /** The variants file given with {@code --variants}, for the processes this one starts (a match), or {@code null}. */
    public static Path variantsFile() {
        return variantsFile;
    }

    /** A variants file with problems: each printed on its own line, no usage text. */
    static final class VariantFileRefused extends ParameterException {
        private static final long serialVersionUID = 1L;
        private final transient List<VariantsFormat.Problem> problems;

        VariantFileRefused(CommandLine line, List<VariantsFormat.Problem> problems) {
            super(line, "the variants file has problems; nothing is loaded");
            this.problems = problems;
        }
    }

    @Option(names = "--protocol", paramLabel = "P",
            description = "Force the protocol: ugi, uci, uai, hub or xboard (default: the first command decides).")
    String protocol;

    @Option(names = "--log", paramLabel = "FILE",
            description = "Protocol mode: append every line in and out to FILE, from the first byte, with timestamps.")
    String log;

    @Parameters(arity = "0..1", paramLabel = "DIALECT",
            description = "ugi, uci, uai, hub or xboard: the same as --protocol (Hub engines are started as '<engine> hub').")
    String dialectWord;

    @Option(names = "--mode", paramLabel = "M",
            description = "protocol or interactive (default: interactive when stdin and stdout are a terminal).")
    String mode;

    /** The command line with its error handlers: bad arguments exit 2 with a message, never a stack trace. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new AnsuzCommand());
        CommandLine.IParameterExceptionHandler usage = cl.getParameterExceptionHandler();
        cl.setParameterExceptionHandler((e, args) -> {
            if (e instanceof VariantFileRefused refused) {
                for (VariantsFormat.Problem p : refused.problems) {
                    e.getCommandLine().getErr().println("ansuz: " + p);
                }
                e.getCommandLine().getErr().println("ansuz: " + e.getMessage());
                return 2;
            }
            return usage.handleParseException(e, args);
        });
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            IOException io = FileErrors.ioCause(e);
            line.getErr().println("ansuz: " + (io != null ? FileErrors.describe("file", io)
                    : e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        });
        return cl;
    }

    @Override
    public Integer call() {
        if (dialectWord != null) {
            if (protocol != null && !protocol.equalsIgnoreCase(dialectWord)) {
                throw new ParameterException(spec.commandLine(),
                        "'" + dialectWord + "' and --protocol " + protocol + " disagree");
            }
            protocol = dialectWord;
        }
        if (protocol != null && !ProtocolLoop.isDialect(protocol)) {
            throw new ParameterException(spec.commandLine(),
                    "unknown protocol '" + protocol + "' (expected ugi, uci, uai, hub or xboard)"
                            + (dialectWord != null ? " or command" : ""));
        }
        if (mode != null && !List.of("protocol", "interactive").contains(mode.toLowerCase(Locale.ROOT))) {
            throw new ParameterException(spec.commandLine(),
                    "unknown mode '" + mode + "' (expected protocol or interactive)");
        }
        String start = variant == null ? null : checkVariant(spec, variant).name();
        boolean interactive = mode != null ? mode.equalsIgnoreCase("interactive") : protocol == null && terminal();
        List<Variant> all = Variants.registry().all();
        Engine engine = new Engine();
        if (interactive) {
            return Shell.run(all, start, engine);
        }
        Output out = new StreamOutput(new FileOutputStream(FileDescriptor.out), () -> {
            // The reader of our output is gone: nothing we compute can be delivered any more.
            Thread t = new Thread(() -> System.exit(0), "ansuz-exit");
            t.setDaemon(true);
            t.start();
        });
        ProtocolLoop loop = new ProtocolLoop(all, start, engine, out,
                protocol == null ? null : protocol.toLowerCase(Locale.ROOT));
        if (log != null && !loop.logTo(log)) {
            throw new ParameterException(spec.commandLine(), "cannot write the log file '" + log + "'");
        }
        loop.run(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        return 0;
    }

    /** The variant called {@code name} (or alias), or a usage error naming the known ones. */
    static Variant checkVariant(CommandSpec spec, String name) {
        return Variants.registry().find(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown variant '" + name + "'; known: " + String.join(" ", Variants.registry().names())));
    }

    /** Both stdin and stdout are a terminal: {@code System.console()}, and {@code Console.isTerminal()} on JDK 22+. */
    static boolean terminal() {
        Console c = System.console();
        if (c == null) {
            return false;
        }
        try {
            Method m = Console.class.getMethod("isTerminal");
            return (Boolean) m.invoke(c);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /** Keeps JLine out of protocol mode: the shell class is only loaded when this runs. */
    private static final class Shell {
        static int run(List<Variant> variants, String start, Engine engine) {
            return org.ansuz.protocol.shell.InteractiveShell.run(variants, start, engine);
        }
    }

    /** {@code -V} of {@code ansuz} and of its commands. */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Ansuz " + Version.get()};
        }
    }
}
