package org.ansuz.protocol.gui;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The browser analysis board: a page served on 127.0.0.1 only (the JDK's own HTTP server), a small API that
 * drives the engine, and a server-sent event stream of the engine's thinking. Nothing is fetched from outside
 * the machine; the page is plain HTML, CSS and JavaScript shipped in the jar.
 *
 * <p>API: {@code GET /api/state}, {@code GET /api/variants}, {@code GET /api/events} (event stream),
 * {@code GET /api/record} (PDN/PGN); {@code POST /api/new} ({@code variant}, {@code fen}), {@code /api/move}
 * ({@code move}), {@code /api/undo}, {@code /api/settings} ({@code engine} none|p1|p2, {@code movetime} ms,
 * {@code lines}), {@code /api/analyse} ({@code on} true|false), {@code /api/stop}. Parameters come form-encoded
 * in the body or the query. A bad request answers 400 with {@code {"error": "..."}} and changes nothing.
 */
public final class GuiServer implements AutoCloseable {
    private static final int MAX_BODY = 64 * 1024;
    private static final Map<String, String> PAGES = Map.of(
            "/", "index.html", "/index.html", "index.html", "/board.js", "board.js", "/board.css", "board.css");

    private final HttpServer server;
    private final ExecutorService pool;
    private final EventStream events = new EventStream();
    private final AnalysisBoard board;

    /** Binds to the loopback interface on {@code port} (0: any free port). */
    public GuiServer(int port, String variant) throws IOException {
        board = new AnalysisBoard(events, variant);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "ansuz-gui");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(pool);
        server.createContext("/", this::page);
        server.createContext("/api/", this::api);
        server.start();
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The address the server is bound to (the loopback interface). */
    public InetAddress boundAddress() {
        return server.getAddress().getAddress();
    }

    public String address() {
        return "http://" + boundAddress().getHostAddress() + ":" + port() + "/";
    }

    @Override
    public void close() {
        board.close();
        server.stop(0);
        pool.shutdownNow();
    }

    private void page(HttpExchange ex) throws IOException {
        try (ex) {
            String file = PAGES.get(ex.getRequestURI().getPath());
            if (file == null || !"GET".equals(ex.getRequestMethod())) {
                send(ex, 404, "text/plain", "not found");
                return;
            }
            try (InputStream in = GuiServer.class.getResourceAsStream(file)) {
                if (in == null) {
                    send(ex, 500, "text/plain", "page missing from the jar: " + file);
                    return;
                }
                String type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "text/html";
                send(ex, 200, type + "; charset=utf-8", new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
    }

    private void api(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        if ("/api/events".equals(path)) {
            events(ex);
            return;
        }
        try (ex) {
            try {
                Map<String, String> p = parameters(ex);
                String reply = handle(ex.getRequestMethod(), path, p);
                send(ex, 200, path.equals("/api/record") ? "text/plain; charset=utf-8" : "application/json", reply);
            } catch (BadRequest e) {
                send(ex, e.status(), "application/json", new Json().beginObject().field("error", e.getMessage())
                        .endObject().toString());
            }
        }
    }

    private String handle(String method, String path, Map<String, String> p) throws BadRequest {
        boolean post = "POST".equals(method);
        if (!post && !"GET".equals(method)) {
            throw new BadRequest(405, "use GET or POST");
        }
        switch (path) {
            case "/api/state":
                return board.stateJson();
            case "/api/variants":
                return board.variantsJson();
            case "/api/record":
                return board.gameRecord();
            default:
                break;
        }
        if (!post) {
            throw new BadRequest(405, path + " changes the game: use POST");
        }
        switch (path) {
            case "/api/new" -> board.newGame(p.get("variant"), p.get("fen"));
            case "/api/move" -> board.play(p.get("move"));
            case "/api/undo" -> board.undo();
            case "/api/settings" -> board.settings(p.get("engine"), p.get("movetime"), p.get("lines"));
            case "/api/analyse" -> board.analyse(!"false".equals(p.getOrDefault("on", "true")));
            case "/api/stop" -> board.stop();
            default -> throw new BadRequest(404, "no such request: " + path);
        }
        return board.stateJson();
    }

    private void events(HttpExchange ex) throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/event-stream");
        ex.getResponseHeaders().set("Cache-Control", "no-cache");
        ex.sendResponseHeaders(200, 0);
        OutputStream out = ex.getResponseBody();
        events.add(out); // kept open; the stream closes it when the browser goes away
    }

    private static Map<String, String> parameters(HttpExchange ex) throws IOException, BadRequest {
        Map<String, String> p = new HashMap<>();
        String query = ex.getRequestURI().getRawQuery();
        if (query != null) {
            decode(query, p);
        }
        if ("POST".equals(ex.getRequestMethod())) {
            byte[] body = ex.getRequestBody().readNBytes(MAX_BODY + 1);
            if (body.length > MAX_BODY) {
                throw new BadRequest(413, "request too large (at most " + MAX_BODY + " bytes)");
            }
            decode(new String(body, StandardCharsets.UTF_8), p);
        }
        return p;
    }

    private static void decode(String form, Map<String, String> into) throws BadRequest {
        for (String pair : form.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            try {
                String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                into.put(k, v);
            } catch (IllegalArgumentException e) {
                throw new BadRequest("badly encoded parameter: " + e.getMessage());
            }
        }
    }

    private static void send(HttpExchange ex, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.sendResponseHeaders(status, bytes.length);
        ex.getResponseBody().write(bytes);
    }
}
