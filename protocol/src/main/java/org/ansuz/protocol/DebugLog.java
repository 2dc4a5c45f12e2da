package org.ansuz.protocol;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Mirrors input and output into the {@code Debug Log File} when one is set (the protocol loop's option). */
final class DebugLog implements Output {
    private final Output target;
    private volatile PrintWriter log;

    DebugLog(Output target) {
        this.target = target;
    }

    @Override
    public void line(String text) {
        target.line(text);
        write("<< " + text);
    }

    @Override
    public boolean isClosed() {
        return target.isClosed();
    }

    void input(String text) {
        write(">> " + text);
    }

    private void write(String text) {
        PrintWriter l = log;
        if (l != null) {
            synchronized (l) {
                l.println(text);
                l.flush();
            }
        }
    }

    boolean open(String path) {
        closeLog();
        if (path.isEmpty()) {
            return true;
        }
        try {
            log = new PrintWriter(new OutputStreamWriter(new FileOutputStream(path, true), StandardCharsets.UTF_8));
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    void closeLog() {
        PrintWriter l = log;
        log = null;
        if (l != null) {
            l.close();
        }
    }
}
