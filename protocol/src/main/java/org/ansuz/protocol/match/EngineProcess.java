package org.ansuz.protocol.match;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.Opening;

/**
 * The runner's side of one engine process: starts it, talks to it line by line, and waits for
 * replies with deadlines. A reader thread moves the engine's stdout into a queue so that every wait
 * has a timeout. Another thread drains the engine's stderr (so it cannot block on a full pipe) and keeps
 * its last lines, which a crash report quotes. What is said is the protocol's business: {@link UgiEngine}
 * and {@link HubEngine} (both Hub dialects) implement the handshake, a new game, a move and the result.
 */
abstract class EngineProcess {
    /**
     * A line of the engine's output and the moment the reader thread got it: a move's time is measured
     * to its arrival, not to the moment the runner's own thread, perhaps waiting for the CPU, looks at it.
     */
    private record Received(String text, long nanos) { }

    private static final Received END_OF_OUTPUT = new Received("\u0000eof", 0);
    /** Characters kept of one output line; the rest of a longer line is read and dropped. */
    static final int MAX_LINE = 16 * 1024;
    /**
     * Lines waiting for the runner: when full, the reader stops reading until the runner catches up,
     * so an engine that floods output blocks on its own pipe instead of growing the runner.
     */
    static final int MAX_QUEUED_LINES = 4096;

    private final EngineSpec spec;
    private Process process;
    private Writer toEngine;
    private BlockingQueue<Received> fromEngine;
    /** When the line {@link #waitFor} returned last arrived ({@link System#nanoTime()}). */
    private long lastArrivalNanos;
    /** The engine's name as its handshake gives it; {@code null} before. */
    protected String idName;
    private final Deque<String> lastErrors = new ArrayDeque<>();
    private Thread errorReader;

    EngineProcess(EngineSpec spec) {
        this.spec = spec;
    }

    /** The engine of {@code spec} in its protocol ({@code proto=ugi} or {@code proto=hub}). */
    static EngineProcess of(EngineSpec spec) {
        return spec.protocol().equals(EngineSpec.HUB) ? new HubEngine(spec) : new UgiEngine(spec);
    }

    EngineSpec spec() {
        return spec;
    }

    /** The name from {@code id name}, or the command's file name before the first handshake. */
    String idName() {
        return idName != null ? idName : new File(spec.command().get(0)).getName();
    }

    boolean isRunning() {
        return process != null && process.isAlive();
    }

    /**
     * Starts the process (when it is not running) and does the protocol's handshake: the variant and
     * the options are set, and the engine is ready to play a game under {@code limits}.
     */
    final void start(Variant variant, MoveLimits limits, long timeoutMs) throws EngineFailure {
        if (isRunning()) {
            return;
        }
        kill();
        ProcessBuilder pb = new ProcessBuilder(spec.command());
        if (spec.directory() != null) {
            pb.directory(new File(spec.directory()));
        }
        try {
            process = pb.start();
        } catch (IOException e) {
            process = null;
            String program = spec.command().get(0);
            String hint = program.contains(" ") ? " (cmd= names the program alone; give its arguments with args=)" : "";
            throw new EngineFailure(EngineFailure.Kind.CRASH, "cannot start " + program + ": " + e.getMessage() + hint);
        }
        toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BlockingQueue<Received> queue = new LinkedBlockingQueue<>(MAX_QUEUED_LINES);
        fromEngine = queue;
        Process p = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = readLine(r)) != null; ) {
                    queue.put(new Received(line.trim(), System.nanoTime()));
                }
            } catch (IOException ignored) {
                // the process went away; the end marker below says so
            } catch (InterruptedException e) {
                return; // the runner is shutting down
            }
            try {
                queue.put(END_OF_OUTPUT);
            } catch (InterruptedException e) {
                // the runner is shutting down
            }
        }, "engine-reader");
        reader.setDaemon(true);
        reader.start();
        synchronized (lastErrors) {
            lastErrors.clear();
        }
        Thread errors = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = readLine(r)) != null; ) {
                    synchronized (lastErrors) {
                        if (lastErrors.size() == 3) {
                            lastErrors.removeFirst();
                        }
                        lastErrors.addLast(line.trim());
                    }
                }
            } catch (IOException ignored) {
                // the process went away
            }
        }, "engine-stderr");
        errors.setDaemon(true);
        errors.start();
        errorReader = errors;

        handshake(variant, limits, System.nanoTime() + timeoutMs * 1_000_000L);
    }

    /** The protocol's greeting, variant and options, until the engine is ready; the process runs. */
    protected abstract void handshake(Variant variant, MoveLimits limits, long deadlineNanos) throws EngineFailure;

    /** Tells the engine that a new game starts and waits until it is ready for it. */
    abstract void newGame(long deadlineNanos) throws EngineFailure;

    /**
     * Asks for a move in the position after {@code moves} (canonical texts) from the opening's root, with
     * {@code clocksMs} ({@code [0]} = p1) left when {@code limits} has a clock, and returns the move as
     * the engine wrote it ({@code ""} when it gave none), for {@code Position.parseMove}.
     */
    abstract String move(Opening opening, List<String> moves, int side, MoveLimits limits, long[] clocksMs,
                         long deadlineNanos) throws EngineFailure;

    /**
     * The engine's verdict on the final position after {@code moves}: {@code p1win|p2win|draw|none}, the
     * reason there is no answer ({@code "no answer (...)"}), or {@code null} when the protocol cannot ask.
     */
    abstract String result(Opening opening, List<String> moves, long timeoutMs);

    /** The last {@code error} line the engine wrote since its last move request, or {@code null}. */
    String lastError() {
        return null;
    }

    void send(String line) throws EngineFailure {
        if (process == null) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, "engine is not running");
        }
        try {
            toEngine.write(line);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, "engine crashed (" + e.getMessage() + ")");
        }
    }

    /** When the line {@link #waitFor} returned last (a move's answer, say) came from the engine. */
    long lastArrivalNanos() {
        return lastArrivalNanos;
    }

    /**
     * Returns the next line of the engine's output, whatever it is,
     * so callers loop until they see what they wait for. Fails when the engine exits or the deadline passes.
     */
    String waitFor(String what, long deadlineNanos) throws EngineFailure {
        try {
            long left = deadlineNanos - System.nanoTime();
            Received line = left > 0 ? fromEngine.poll(left, TimeUnit.NANOSECONDS) : fromEngine.poll();
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.HANG, "no " + what + " in time");
            }
            if (line == END_OF_OUTPUT) {
                fromEngine.offer(END_OF_OUTPUT); // for the next wait: the reader has ended, so there is room
                throw new EngineFailure(EngineFailure.Kind.CRASH, "engine crashed (exited"
                        + exitText() + " while the runner waited for " + what + ")");
            }
            lastArrivalNanos = line.nanos();
            return line.text();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(EngineFailure.Kind.HANG, "interrupted while waiting for " + what);
        }
    }

    /**
     * One line of at most {@link #MAX_LINE} characters (the rest of a longer line is skipped), without
     * its end ({@code \n}, {@code \r\n} or {@code \r}); null at the end of the stream.
     */
    static String readLine(BufferedReader r) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = r.read()) >= 0) {
            if (c == '\n') {
                return sb.toString();
            }
            if (c == '\r') {
                r.mark(1);
                if (r.read() != '\n') {
                    r.reset();
                }
                return sb.toString();
            }
            if (sb.length() < MAX_LINE) {
                sb.append((char) c);
            }
        }
        return sb.length() > 0 ? sb.toString() : null;
    }

    private String exitText() {
        String text = "";
        try {
            if (process != null && process.waitFor(200, TimeUnit.MILLISECONDS)) {
                text = " with code " + process.exitValue();
                errorReader.join(200); // its last words
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (lastErrors) {
            if (!lastErrors.isEmpty()) {
                text += "; its stderr ends: " + String.join(" | ", lastErrors);
            }
        }
        return text;
    }

    /** Asks the engine to quit and kills it if it does not within a short while. */
    void quit() {
        if (process == null) {
            return;
        }
        try {
            send("quit");
            if (!process.waitFor(1000, TimeUnit.MILLISECONDS)) {
                kill();
            }
        } catch (EngineFailure e) {
            kill();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
        }
        process = null;
    }

    /** Ends the process and its children at once (a hung or misbehaving engine). */
    void kill() {
        Process p = process;
        process = null;
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            try {
                p.waitFor(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
