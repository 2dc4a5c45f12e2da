package org.ansuz.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variant;

/**
 * Protocol mode: reads commands line by line and hands them to the session of the dialect in use.
 * The first handshake token picks it ({@code ugi}, {@code uci}, {@code uai} or {@code hub}) unless
 * {@code --protocol} forced one; lines before any handshake go to the UGI command table. This
 * thread only reads and dispatches; searches run on the engine's threads, so {@code isready} and
 * {@code ping} are answered while a search runs. End of input means {@code quit}.
 */
public final class ProtocolLoop {
    private final List<Variant> variants;
    private final String defaultVariant;
    private final Engine engine;
    private final Output out;
    private final UgiSession ugi;
    private HubSession hub;
    private boolean chosen;

    /** @param forced {@code ugi}, {@code uci}, {@code uai}, {@code hub}, or {@code null} to let the first command decide */
    public ProtocolLoop(List<Variant> variants, String defaultVariant, Engine engine, Output out, String forced) {
        this.variants = variants;
        this.defaultVariant = defaultVariant;
        this.engine = engine;
        this.out = out;
        this.ugi = new UgiSession(variants, defaultVariant, engine, out);
        if (forced != null) {
            chosen = true;
            if (forced.equalsIgnoreCase("hub")) {
                hub = new HubSession(variants, defaultVariant, engine, out);
            } else {
                ugi.setDialect(Dialect.fromToken(forced));
            }
        }
    }

    /** Reads until {@code quit}, end of input or a closed output. */
    public void run(Reader input) {
        BufferedReader in = input instanceof BufferedReader b ? b : new BufferedReader(input);
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line) || out.isClosed()) {
                    return;
                }
            }
        } catch (IOException e) {
            // an unreadable input is the end of input
        }
        handle("quit");
    }

    /** One line; {@code false} when the session has ended. */
    public boolean handle(String line) {
        if (!chosen) {
            String first = line.strip().split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
            if (first.equals("hub")) {
                hub = new HubSession(variants, defaultVariant, engine, out);
                chosen = true;
            } else if (Dialect.fromToken(first) != null) {
                chosen = true;
            }
        }
        return hub != null ? hub.handle(line) : ugi.handle(line);
    }
}
