package org.ansuz.protocol.gui;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The server-sent event stream the page listens to: search lines as the engine thinks, and a note whenever the
 * game changes. A browser that goes away is dropped at the next event.
 */
final class EventStream {
    private final List<OutputStream> clients = new ArrayList<>();

    synchronized void add(OutputStream out) throws IOException {
        clients.add(out);
        out.write(": connected\n\n".getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    synchronized void send(String event, String data) {
        byte[] bytes = ("event: " + event + "\ndata: " + data.replace("\n", "\ndata: ") + "\n\n")
                .getBytes(StandardCharsets.UTF_8);
        List<OutputStream> gone = new ArrayList<>();
        for (OutputStream out : clients) {
            try {
                out.write(bytes);
                out.flush();
            } catch (IOException e) {
                gone.add(out);
            }
        }
        for (OutputStream out : gone) {
            clients.remove(out);
            try {
                out.close();
            } catch (IOException ignored) {
                // already closed by the browser
            }
        }
    }

    synchronized int clients() {
        return clients.size();
    }

    synchronized void closeAll() {
        for (OutputStream out : clients) {
            try {
                out.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        clients.clear();
    }
}
