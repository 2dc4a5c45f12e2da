package org.ansuz.protocol;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes lines to a byte stream (standard output), flushing each one. A write error (the reader
 * closed the pipe) marks the sink closed at once: later lines are dropped instead of retried, so a
 * dead GUI can neither hang nor spin the engine.
 */
public final class StreamOutput implements Output {
    private final OutputStream out;
    private final Runnable onClose;
    private volatile boolean closed;

    public StreamOutput(OutputStream out, Runnable onClose) {
        this.out = out;
        this.onClose = onClose;
    }

    @Override
    public synchronized void line(String text) {
        if (closed) {
            return;
        }
        try {
            out.write((text + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            closed = true;
            onClose.run();
        }
    }

    @Override
    public boolean isClosed() {
        return closed;
    }
}
