package org.ansuz.protocol.cluster;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import org.ansuz.protocol.cli.AnsuzCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz worker}: a member of a cluster that plays the games of {@code match --cluster} runs. */
@Command(name = "worker", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = AnsuzCommand.VersionProvider.class,
        description = {"Join a cluster and play the games of 'ansuz match --cluster' with the engine programs of "
                + "this machine, until Ctrl-C.",
                "Members bind to 127.0.0.1 unless --bind says otherwise; keep the port away from the internet "
                        + "(anyone who reaches it and knows the cluster name and secret can run programs here)."})
public final class WorkerCommand implements Callable<Integer> {
    static final int MAX_SLOTS = 256;

    @Spec
    CommandSpec spec;

    @Option(names = "--join", paramLabel = "HOST:PORT[,...]",
            description = "Members to join (default: this member's own address; the first worker of a cluster "
                    + "needs nothing else).")
    String join;

    @Option(names = "--slots", defaultValue = "1", description = "Games played at once (default ${DEFAULT-VALUE}).")
    int slots;

    @Mixin
    ClusterOptions options;

    private final PrintStream out;

    public WorkerCommand() {
        this(System.out);
    }

    WorkerCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (slots < 1 || slots > MAX_SLOTS) {
            throw new ParameterException(spec.commandLine(), "--slots must be from 1 to " + MAX_SLOTS + ", not " + slots);
        }
        List<String> members;
        try {
            members = ClusterOptions.members(join != null ? join : options.bind + ":" + options.port);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--join: " + e.getMessage());
        }
        return Worker.serve(options, members, slots, out);
    }
}
