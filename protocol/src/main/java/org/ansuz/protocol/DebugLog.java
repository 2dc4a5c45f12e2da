package org.ansuz.protocol;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * The protocol loop's output port and its logs. Every reply line is made printable and, together
 * with its log entries, written under one lock, and each input line is logged as soon as it is
 * read: the logs show the lines in the order of the pipe. Two logs: {@code --log FILE} (from the
 * first byte, each line with a timestamp) and the {@code Debug Log File} option ({@code >> in},
 * {@code << out}).
 */
public final class DebugLog implements Output {
    private final Output target;
    private final Object lock = new Object();
    private PrintWriter optionLog;
    private PrintWriter commandLineLog;

    public DebugLog(Output target) {
        this.target = target;
    }

    @Override
    public void line(String text) {
        String clean = Excerpt.printable(text);
        synchronized (lock) {
            write("<< ", clean);
            target.line(clean);
        }
    }

    @Override
    public boolean isClosed() {
        return target.isClosed();
    }

    public void input(String text) {
        synchronized (lock) {
            write(">> ", text);
        }
    }

    private void write(String direction, String text) {
        if (optionLog != null) {
            optionLog.println(direction + text);
            optionLog.flush();
        }
        if (commandLineLog != null) {
            commandLineLog.println(Instant.now() + " " + direction + text);
            commandLineLog.flush();
        }
    }

    /** The {@code Debug Log File} option: appends to {@code path} ({@code ""} closes it); {@code false} when it cannot be written. */
    public boolean open(String path) {
        synchronized (lock) {
            close(optionLog);
            optionLog = path.isEmpty() ? null : writer(path);
            return path.isEmpty() || optionLog != null;
        }
    }

    /** {@code --log FILE}: appends every line with a timestamp; {@code false} when it cannot be written. */
    public boolean openCommandLineLog(String path) {
        synchronized (lock) {
            close(commandLineLog);
            commandLineLog = writer(path);
            return commandLineLog != null;
        }
    }

    private static PrintWriter writer(String path) {
        try {
            return new PrintWriter(new OutputStreamWriter(new FileOutputStream(path, true), StandardCharsets.UTF_8));
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    public void closeLog() {
        synchronized (lock) {
            close(optionLog);
            close(commandLineLog);
            optionLog = null;
            commandLineLog = null;
        }
    }

    private static void close(PrintWriter w) {
        if (w != null) {
            w.close();
        }
    }
}
