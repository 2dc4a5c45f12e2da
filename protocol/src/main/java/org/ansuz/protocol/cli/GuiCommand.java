package org.ansuz.protocol.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.ansuz.protocol.gui.GuiServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz gui [--port N] [--variant V]}: the browser analysis board on 127.0.0.1. */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = "Serve the analysis board on 127.0.0.1 and print its address; Ctrl-C ends it.")
final class GuiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8040",
            description = "Port on 127.0.0.1 (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "russian", description = "Game shown first (default: ${DEFAULT-VALUE}).")
    String variant;

    @Override
    public Integer call() throws InterruptedException {
        String start = AnsuzCommand.checkVariant(spec, variant).name();
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, not " + port);
        }
        System.setProperty("java.awt.headless", "true");
        GuiServer server;
        try {
            server = new GuiServer(port, start);
        } catch (IOException e) {
            spec.commandLine().getErr().println("ansuz: cannot serve on 127.0.0.1:" + port + ": " + e.getMessage());
            return 1;
        }
        System.out.println("Ansuz analysis board: " + server.address());
        System.out.println("Open it in a browser on this machine; Ctrl-C ends it.");
        System.out.println("Scripts: send header X-Ansuz-Token: " + server.token() + " with every POST.");
        System.out.flush();
        CountDownLatch done = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            done.countDown();
        }, "ansuz-gui-exit"));
        done.await();
        return 0;
    }
}
