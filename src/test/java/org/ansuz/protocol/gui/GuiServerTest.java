package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class GuiServerTest {
    private GuiServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void start() throws Exception {
        System.setProperty("java.awt.headless", "true");
        server = new GuiServer(0, "russian");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.address() + path.substring(1))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String form) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.address() + path.substring(1)))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header(GuiServer.TOKEN_HEADER, server.token())
                        .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(\"(?:[^\"\\\\]|\\\\.)*\"|[^,}]*)").matcher(json);
        assertThat(m.find()).as("field %s in %s", name, json.substring(0, Math.min(200, json.length()))).isTrue();
        String v = m.group(1);
        return v.startsWith("\"") ? v.substring(1, v.length() - 1) : v;
    }

    @Test
    void servesOnTheLoopbackInterfaceOnly() {
        assertThat(server.boundAddress().isLoopbackAddress()).isTrue();
        assertThat(server.boundAddress().isAnyLocalAddress()).isFalse();
        assertThat(server.address()).startsWith("http://127.0.0.1:");
    }

    @Test
    void servesThePageAndItsScripts() throws Exception {
        assertThat(get("/").body()).contains("<title>Ansuz analysis board</title>");
        assertThat(get("/board.js").headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).contains("javascript"));
        assertThat(get("/nothing-here").statusCode()).isEqualTo(404);
    }

    @Test
    void aLegalMoveChangesThePositionAndTakeBackRestoresIt() throws Exception {
        String start = field(get("/api/state").body(), "fen");
        HttpResponse<String> moved = post("/api/move", "move=c3-d4");
        assertThat(moved.statusCode()).isEqualTo(200);
        assertThat(field(moved.body(), "fen")).isEqualTo("B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
        assertThat(moved.body()).contains("\"moves\":[\"c3-d4\"]");
        HttpResponse<String> back = post("/api/undo", "");
        assertThat(field(back.body(), "fen")).isEqualTo(start);
        assertThat(post("/api/undo", "").statusCode()).isEqualTo(400);
    }

    @Test
    void badRequestsAreRefusedWithAReasonAndChangeNothing() throws Exception {
        String before = get("/api/state").body();
        HttpResponse<String> illegal = post("/api/move", "move=c3-c4");
        assertThat(illegal.statusCode()).isEqualTo(400);
        assertThat(field(illegal.body(), "error")).isNotBlank();
        HttpResponse<String> badFen = post("/api/new", "variant=russian&fen=W:Wz99");
        assertThat(badFen.statusCode()).isEqualTo(400);
        assertThat(field(badFen.body(), "error")).startsWith("not a position of russian");
        assertThat(post("/api/new", "variant=chess-960").statusCode()).isEqualTo(400);
        assertThat(post("/api/settings", "movetime=-5").statusCode()).isEqualTo(400);
        assertThat(post("/api/settings", "engine=p3").statusCode()).isEqualTo(400);
        assertThat(get("/api/move").statusCode()).isEqualTo(405);
        assertThat(get("/api/state").body()).isEqualTo(before);
    }

    @Test
    void anotherGameAndAPositionFromText() throws Exception {
        HttpResponse<String> abalone = post("/api/new", "variant=abalone");
        assertThat(field(abalone.body(), "variant")).isEqualTo("abalone");
        HttpResponse<String> fromText = post("/api/new", "variant=russian&fen=W:Wc3:Bd4,f6");
        assertThat(field(fromText.body(), "fen")).isEqualTo("W:Wc3:Bd4,f6");
        assertThat(fromText.body()).contains("{\"text\":\"c3:e5:g7\"");
    }

    @Test
    void theEngineAnswersAMoveWhenItPlaysTheSideToMove() throws Exception {
        post("/api/move", "move=c3-d4");
        post("/api/settings", "engine=p2&movetime=200");
        String state = "";
        for (int i = 0; i < 100; i++) {
            state = get("/api/state").body();
            if (field(state, "side").equals("0")) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(field(state, "side")).isEqualTo("0");
        assertThat(state).containsPattern("\"moves\":\\[\"c3-d4\",\"[a-h][1-8][-:][a-h][1-8]\"\\]");
    }

    @Test
    void analysisStreamsTheEnginesLinesAsServerSentEvents() throws Exception {
        HttpRequest events = HttpRequest.newBuilder(URI.create(server.address() + "api/events")).build();
        HttpResponse<java.io.InputStream> stream = http.send(events, HttpResponse.BodyHandlers.ofInputStream());
        CompletableFuture<String> firstInfo = CompletableFuture.supplyAsync(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
                String line;
                boolean info = false;
                while ((line = r.readLine()) != null) {
                    if (line.equals("event: info")) {
                        info = true;
                    } else if (info && line.startsWith("data: ")) {
                        return line.substring(6);
                    }
                }
                return "";
            } catch (Exception e) {
                return "failed: " + e;
            }
        });
        post("/api/settings", "lines=2");
        post("/api/analyse", "on=true");
        String info = firstInfo.get(20, TimeUnit.SECONDS);
        post("/api/stop", "");
        assertThat(info).contains("\"depth\":").contains("\"pv\":\"");
        assertThat(field(info, "pv")).matches("[a-h][1-8]-[a-h][1-8]( .*)?");
    }

    // ----- other web pages must not drive the board (issue 34)

    /** One raw HTTP/1.1 request with exactly these headers (a browser's, a rebinding page's); the status line. */
    private String raw(String method, String path, String headers, String body) throws Exception {
        try (java.net.Socket s = new java.net.Socket(server.boundAddress(), server.port())) {
            s.setSoTimeout(5_000);
            String req = method + " " + path + " HTTP/1.1\r\n" + headers + "Content-Length: " + body.length()
                    + "\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n" + body;
            s.getOutputStream().write(req.getBytes(StandardCharsets.US_ASCII));
            return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII)).readLine();
        }
    }

    private String own() {
        return "Host: 127.0.0.1:" + server.port() + "\r\n";
    }

    @Test
    void aCrossSiteFormPostIsRefusedAndChangesNothing() throws Exception {
        String before = get("/api/state").body();
        // a simple form post from another site: its Origin, no custom header
        assertThat(raw("POST", "/api/move", own() + "Origin: http://evil.example\r\n", "move=c3-d4"))
                .isEqualTo("HTTP/1.1 403 Forbidden");
        assertThat(raw("POST", "/api/settings", own() + "Origin: http://evil.example\r\n"
                + GuiServer.TOKEN_HEADER + ": " + server.token() + "\r\n", "movetime=600000")).isEqualTo("HTTP/1.1 403 Forbidden");
        // no Origin, but no token either (a form the browser sends without Origin, a stray script)
        assertThat(raw("POST", "/api/new", own(), "variant=english")).isEqualTo("HTTP/1.1 403 Forbidden");
        assertThat(raw("POST", "/api/analyse", own() + GuiServer.TOKEN_HEADER + ": 0123\r\n", "on=true"))
                .isEqualTo("HTTP/1.1 403 Forbidden");
        assertThat(get("/api/state").body()).isEqualTo(before);
        // the page's own request: same origin and the token
        assertThat(raw("POST", "/api/move", own() + "Origin: http://127.0.0.1:" + server.port() + "\r\n"
                + GuiServer.TOKEN_HEADER + ": " + server.token() + "\r\n", "move=c3-d4")).isEqualTo("HTTP/1.1 200 OK");
        assertThat(get("/api/state").body()).isNotEqualTo(before);
    }

    @Test
    void aForeignHostIsRefusedForPagesAndApiAlike() throws Exception {
        String token = GuiServer.TOKEN_HEADER + ": " + server.token() + "\r\n";
        for (String host : new String[] {"evil.example:" + server.port(), "127.0.0.1:" + (server.port() + 1),
            "evil.example", "localhost"}) {
            assertThat(raw("GET", "/api/state", "Host: " + host + "\r\n", "")).as(host).isEqualTo("HTTP/1.1 403 Forbidden");
            assertThat(raw("GET", "/", "Host: " + host + "\r\n", "")).as(host).isEqualTo("HTTP/1.1 403 Forbidden");
            assertThat(raw("POST", "/api/new", "Host: " + host + "\r\n" + token, "variant=english")).as(host)
                    .isEqualTo("HTTP/1.1 403 Forbidden");
        }
        assertThat(raw("GET", "/api/state", "", "")).as("no Host at all").isEqualTo("HTTP/1.1 403 Forbidden");
        assertThat(field(get("/api/state").body(), "variant")).isEqualTo("russian");
        assertThat(raw("GET", "/api/state", "Host: localhost:" + server.port() + "\r\n", "")).isEqualTo("HTTP/1.1 200 OK");
    }

    @Test
    void thePageCarriesTheTokenItsScriptSends() throws Exception {
        assertThat(get("/").body()).contains("<meta name=\"ansuz-token\" content=\"" + server.token() + "\">");
        assertThat(server.token()).matches("[0-9a-f]{32}");
        assertThat(get("/board.js").body()).contains("'X-Ansuz-Token': TOKEN");
        HttpResponse<String> page = get("/");
        assertThat(page.headers().firstValue("X-Frame-Options")).hasValue("DENY");
        assertThat(page.headers().firstValue("Content-Security-Policy")).hasValue("frame-ancestors 'none'");
    }

    @Test
    void aStalledEventReaderDoesNotDelayTheApi() throws Exception {
        try (java.net.Socket stalled = new java.net.Socket(server.boundAddress(), server.port())) {
            stalled.setReceiveBufferSize(1024);
            stalled.getOutputStream().write(("GET /api/events HTTP/1.1\r\n" + own() + "\r\n").getBytes(StandardCharsets.US_ASCII));
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (server.eventClients() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(server.eventClients()).isEqualTo(1);
            // never read, while the board changes and streams (the drop itself is EventStreamTest's)
            for (int i = 0; i < 40; i++) {
                assertThat(post("/api/move", "move=c3-d4").statusCode()).isEqualTo(200);
                assertThat(post("/api/undo", "").statusCode()).isEqualTo(200);
                long t = System.nanoTime();
                assertThat(get("/api/state").statusCode()).isEqualTo(200);
                assertThat((System.nanoTime() - t) / 1_000_000).as("ms for /api/state beside a stalled reader")
                        .isLessThan(1_000);
            }
        }
    }
}
