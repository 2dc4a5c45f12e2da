package org.ansuz.protocol;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.ansuz.protocol.cli.AnsuzCommand;
import picocli.CommandLine;

/** Runs an {@code ansuz} command in this JVM for the tests. */
public final class CommandRun {
    private CommandRun() {
    }

    /** Exit code, then what the command printed on stdout, then its error stream, each line once. */
    public static List<String> run(String... args) {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        StringWriter stderr = new StringWriter();
        PrintStream old = System.out;
        int code;
        System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
        try {
            CommandLine line = AnsuzCommand.commandLine();
            line.setErr(new PrintWriter(stderr, true));
            code = line.execute(args);
        } finally {
            System.setOut(old);
        }
        List<String> out = new ArrayList<>();
        out.add(Integer.toString(code));
        out.addAll(stdout.toString(StandardCharsets.UTF_8).lines().toList());
        out.addAll(stderr.toString().lines().toList());
        return out;
    }
}
