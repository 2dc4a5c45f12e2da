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
 * {@code GET /api/record} (the whole line as PDN/PGN); {@code POST /api/new} ({@code variant}, {@code fen}),
 * {@code /api/move} ({@code move}; played at the move shown, it replaces the rest of the line),
 * {@code /api/goto} ({@code ply}: show the position after that many moves of the line, deleting none),
 * {@code /api/import} ({@code text}: a game record, move list or position), {@code /api/undo} (take back: deletes),
 * {@code /api/settings} ({@code engine} none|p1|p2|both, {@code movetime} ms, {@code lines}, {@code clockbase}
 * and {@code clockinc} ms: new clocks, base 0 = none), {@code /api/movenow} (one engine move, no side changes
 * hands), {@code /api/roll} (draw a chance outcome), {@code /api/setupforme} (the engine places the side to
 * move's setup), {@code /api/analyse} ({@code on} true|false), {@code /api/stop}. Parameters come form-encoded
 * in the body or the query. A bad request answers 400 with {@code {"error": "..."}} and changes nothing.
 *
 * <p>Other web pages the user visits must not drive the board: every request must name this server in its
 * {@code Host} (127.0.0.1, localhost or [::1] with this port: a DNS-rebinding page names its own host), and a
 * request that changes anything ({@code POST}) must come without an {@code Origin} or with this server's, and
 * carry the server's random token in the {@code X-Ansuz-Token} header. The page gets the token inside the HTML
 * it is served (no other site can read it); a script gets it from {@link #token()}, printed at start. Anything
 * else is answered 403 and changes nothing.
 */
public final class GuiServer implements AutoCloseable {
    private static final int MAX_BODY = 64 * 1024;
    private static final Map<String, String> PAGES = Map.of(
            "/", "index.html", "/index.html", "index.html", "/board.js", "board.js", "/board.css", "board.css");

    private final HttpServer server;
    private final ExecutorService pool;
    private final EventStream events = new EventStream();
    private final AnalysisBoard board;
    /** The secret a state-changing request must carry (128 random bits, hex). */
    private final String token = newToken();
    /** The header that carries {@link #token}. */
    static final String TOKEN_HEADER = "X-Ansuz-Token";

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

    /** Browsers listening to the event stream now. */
    int eventClients() {
        return events.clients();
    }

    /** The token a script sends in {@code X-Ansuz-Token} with every {@code POST}. */
    public String token() {
        return token;
    }

    private static String newToken() {
        byte[] bytes = new byte[16];
        new java.security.SecureRandom().nextBytes(bytes);
        StringBuilder hex = new StringBuilder();
        for (byte b : bytes) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }

    /** The {@code Host} values that name this server. */
    private boolean ownHost(String host) {
        if (host == null) {
            return false;
        }
        String h = host.trim().toLowerCase(java.util.Locale.ROOT);
        int port = port();
        return h.equals("127.0.0.1:" + port) || h.equals("localhost:" + port) || h.equals("[::1]:" + port);
    }

    /** No {@code Origin} (a script, a form from this page's own origin in some browsers) or this server's. */
    private boolean ownOrigin(String origin) {
        return origin == null || origin.startsWith("http://") && ownHost(origin.substring("http://".length()));
    }

    /**
     * Why this request may not be served (403), or null: a foreign {@code Host} always; a foreign
     * {@code Origin} or a missing or wrong token for a request that changes the board.
     */
    private String forbidden(HttpExchange ex, boolean changes) {
        if (!ownHost(ex.getRequestHeaders().getFirst("Host"))) {
            return "this server answers only requests addressed to it (Host " + address().substring(7) + ")";
        }
        if (!changes) {
            return null;
        }
        if (!ownOrigin(ex.getRequestHeaders().getFirst("Origin"))) {
            return "requests from other web pages are not accepted";
        }
        String sent = ex.getRequestHeaders().getFirst(TOKEN_HEADER);
        if (sent == null || !java.security.MessageDigest.isEqual(sent.getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8))) {
            return "a request that changes the board needs the " + TOKEN_HEADER + " header the page or the start message gives";
        }
        return null;
    }

    @Override
    public void close() {
        board.close();
        server.stop(0);
        pool.shutdownNow();
    }

    private void page(HttpExchange ex) throws IOException {
        try (ex) {
            String refused = forbidden(ex, false);
            if (refused != null) {
                send(ex, 403, "text/plain; charset=utf-8", refused);
                return;
            }
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
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                if (file.equals("index.html")) {
                    text = text.replace("@TOKEN@", token); // only this origin can read the page, and so the token
                }
                // no other site may frame the board and trick a user into clicking in it
                ex.getResponseHeaders().set("X-Frame-Options", "DENY");
                ex.getResponseHeaders().set("Content-Security-Policy", "frame-ancestors 'none'");
                send(ex, 200, type + "; charset=utf-8", text);
            }
        }
    }

    private void api(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String refused = forbidden(ex, !"GET".equals(ex.getRequestMethod()));
        if (refused != null) {
            try (ex) {
                send(ex, 403, "application/json", new Json().beginObject().field("error", refused).endObject().toString());
            }
            return;
        }
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
            case "/api/settings" -> board.settings(p.get("engine"), p.get("movetime"), p.get("lines"),
                    p.get("clockbase"), p.get("clockinc"));
            case "/api/goto" -> board.goTo(p.get("ply"));
            case "/api/import" -> board.importGame(p.get("text"));
            case "/api/movenow" -> board.moveNow();
            case "/api/roll" -> board.roll();
            case "/api/setupforme" -> board.setUpForMe();
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
        events.add(out); // kept open; the stream closes it when the browser goes away or falls behind
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
