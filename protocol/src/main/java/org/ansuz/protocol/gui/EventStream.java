package org.ansuz.protocol.gui;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The server-sent event stream the page listens to: search lines as the engine thinks, and a note whenever the
 * game changes. Sending only queues: each browser has its own bounded queue and its own writer thread, so a
 * reader that stops reading never holds up the board (whose lock the sender may hold). A browser whose queue
 * is full, or that went away, is dropped.
 */
final class EventStream {
    /** Events a client may fall behind by before it is dropped. */
    static final int MAX_QUEUED_EVENTS = 256;
    /** Bytes a client may fall behind by before it is dropped. */
    static final int MAX_QUEUED_BYTES = 256 * 1024;

    private final List<Client> clients = new ArrayList<>();

    /** One browser's stream: its queue and the thread that writes it. */
    private final class Client {
        final OutputStream out;
        final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(MAX_QUEUED_EVENTS);
        int queuedBytes;
        volatile boolean closed;

        Client(OutputStream out) {
            this.out = out;
        }

        /** Queues {@code bytes}; false when the client is too far behind (or gone) and must be dropped. */
        boolean offer(byte[] bytes) {
            synchronized (this) {
                if (closed || queuedBytes + bytes.length > MAX_QUEUED_BYTES || !queue.offer(bytes)) {
                    return false;
                }
                queuedBytes += bytes.length;
                return true;
            }
        }

        void write() {
            try {
                while (!closed) {
                    byte[] bytes = queue.take();
                    synchronized (this) {
                        queuedBytes -= bytes.length;
                    }
                    out.write(bytes);
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                // the browser went away, or the client was dropped
            } finally {
                drop(this);
            }
        }

        void close() {
            closed = true;
            queue.clear();
            queue.offer(new byte[0]); // wakes the writer, which sees closed
            try {
                out.close(); // also ends a write blocked on a reader that stopped reading
            } catch (IOException ignored) {
                // already closed by the browser
            }
        }
    }

    void add(OutputStream out) {
        Client c = new Client(out);
        synchronized (this) {
            clients.add(c);
        }
        c.offer(": connected\n\n".getBytes(StandardCharsets.UTF_8));
        Thread writer = new Thread(c::write, "ansuz-gui-events");
        writer.setDaemon(true);
        writer.start();
    }

    /** Queues an event for every client; never waits for one. */
    void send(String event, String data) {
        byte[] bytes = ("event: " + event + "\ndata: " + data.replace("\n", "\ndata: ") + "\n\n")
                .getBytes(StandardCharsets.UTF_8);
        List<Client> behind = new ArrayList<>();
        synchronized (this) {
            for (Client c : clients) {
                if (!c.offer(bytes)) {
                    behind.add(c);
                }
            }
        }
        behind.forEach(this::drop);
    }

    private void drop(Client c) {
        synchronized (this) {
            clients.remove(c);
        }
        c.close();
    }

    synchronized int clients() {
        return clients.size();
    }

    void closeAll() {
        List<Client> all;
        synchronized (this) {
            all = new ArrayList<>(clients);
            clients.clear();
        }
        all.forEach(Client::close);
    }
}
