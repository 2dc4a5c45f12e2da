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

    // ----- the analysis board's line, import, clocks and one-off engine moves (issue 36)

    private static final String RUSSIAN_START = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

    private static String url(String text) {
        return java.net.URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The state once {@code done} holds (polled for up to 20 s). */
    private String await(java.util.function.Predicate<String> done) throws Exception {
        String state = get("/api/state").body();
        for (int i = 0; i < 400 && !done.test(state); i++) {
            Thread.sleep(50);
            state = get("/api/state").body();
        }
        assertThat(done.test(state)).as("state reached: %s", state.substring(0, Math.min(300, state.length()))).isTrue();
        return state;
    }

    private static String moves(String state) {
        Matcher m = Pattern.compile("\"moves\":\\[([^\\]]*)\\]").matcher(state);
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    @Test
    void goingToAnEarlierMoveDeletesNothingAndANewMoveThereReplacesTheTail() throws Exception {
        post("/api/move", "move=c3-d4");
        post("/api/move", "move=b6-a5");
        String atEnd = post("/api/move", "move=d4-c5").body();
        assertThat(moves(atEnd)).isEqualTo("\"c3-d4\",\"b6-a5\",\"d4-c5\"");
        HttpResponse<String> start = post("/api/goto", "ply=0");
        assertThat(field(start.body(), "fen")).isEqualTo(RUSSIAN_START);
        assertThat(field(start.body(), "cursor")).isEqualTo("0");
        assertThat(moves(start.body())).isEqualTo("\"c3-d4\",\"b6-a5\",\"d4-c5\"");
        assertThat(field(post("/api/goto", "ply=3").body(), "fen")).isEqualTo(field(atEnd, "fen"));
        post("/api/goto", "ply=1");
        // the line's own next move walks on along it; another move replaces the rest
        HttpResponse<String> same = post("/api/move", "move=b6-a5");
        assertThat(moves(same.body())).isEqualTo("\"c3-d4\",\"b6-a5\",\"d4-c5\"");
        assertThat(field(same.body(), "cursor")).isEqualTo("2");
        post("/api/goto", "ply=1");
        HttpResponse<String> other = post("/api/move", "move=f6-g5");
        assertThat(moves(other.body())).isEqualTo("\"c3-d4\",\"f6-g5\"");
        assertThat(field(other.body(), "cursor")).isEqualTo("2");
        assertThat(other.body()).contains("\"movers\":[0,1]");
        // bad move numbers change nothing
        String before = get("/api/state").body();
        assertThat(post("/api/goto", "ply=3").statusCode()).isEqualTo(400);
        assertThat(field(post("/api/goto", "ply=-1").body(), "error")).isEqualTo("move number must be 0 to 2, not -1");
        assertThat(field(post("/api/goto", "ply=two").body(), "error")).isEqualTo("move number must be a whole number, not 'two'");
        assertThat(field(post("/api/goto", "").body(), "error")).isEqualTo("no move number given");
        assertThat(get("/api/state").body()).isEqualTo(before);
    }

    @Test
    void anExportedGameImportsToTheSameGameAndExportsTheSameText() throws Exception {
        post("/api/move", "move=c3-d4");
        post("/api/move", "move=b6-a5");
        post("/api/move", "move=d4-c5");
        post("/api/goto", "ply=1"); // the export is the whole line, wherever the board stands
        String record = get("/api/record").body();
        assertThat(record).contains("[Variant \"russian\"]").contains("1. c3-d4 b6-a5 2. d4-c5 *");
        post("/api/new", "variant=abalone");
        HttpResponse<String> imported = post("/api/import", "text=" + url(record));
        assertThat(imported.statusCode()).isEqualTo(200);
        assertThat(field(imported.body(), "variant")).isEqualTo("russian");
        assertThat(moves(imported.body())).isEqualTo("\"c3-d4\",\"b6-a5\",\"d4-c5\"");
        assertThat(field(imported.body(), "cursor")).isEqualTo("3");
        assertThat(get("/api/record").body()).isEqualTo(record);
        // a position text and a numbered move list from elsewhere read too
        assertThat(field(post("/api/import", "text=" + url("W:Wc3:Bd4,f6")).body(), "fen")).isEqualTo("W:Wc3:Bd4,f6");
        HttpResponse<String> list = post("/api/import", "text=" + url("1. c3-d4 b6-a5 *"));
        assertThat(moves(list.body())).isEqualTo("\"c3-d4\",\"b6-a5\"");
    }

    @Test
    void anImportWithAnIllegalMoveOrGarbageIsRefusedWithAReasonAndChangesNothing() throws Exception {
        post("/api/move", "move=c3-d4");
        String before = get("/api/state").body();
        HttpResponse<String> illegal = post("/api/import", "text=" + url("1. c3-d4 c3-c4 *"));
        assertThat(illegal.statusCode()).isEqualTo(400);
        assertThat(field(illegal.body(), "error")).startsWith("cannot import the game: move 2 (c3-c4)");
        HttpResponse<String> unknown = post("/api/import", "text=" + url("[Variant \"chess-960\"]\n\n1. e4 *"));
        assertThat(field(unknown.body(), "error")).isEqualTo("cannot import the game: unknown variant in the record: chess-960");
        assertThat(post("/api/import", "text=" + url("}}} not a game {{{")).statusCode()).isEqualTo(400);
        assertThat(field(post("/api/import", "text=").body(), "error")).isEqualTo("no game text given");
        assertThat(post("/api/import", "text=%zz").statusCode()).isEqualTo(400); // badly encoded
        assertThat(get("/api/state").body()).isEqualTo(before);
    }

    @Test
    void theClockOfTheSideToMoveRunsDownAndItsFlagFalls() throws Exception {
        assertThat(field(post("/api/settings", "clockbase=50").body(), "error"))
                .isEqualTo("clock (ms) must be 0 (no clock) or 100 to 10800000");
        assertThat(post("/api/settings", "clockbase=-1").statusCode()).isEqualTo(400);
        assertThat(post("/api/settings", "clockinc=soon").statusCode()).isEqualTo(400);
        // 3 s: long enough for White's move to arrive in time on a loaded machine (400 ms was not), short
        // enough for Black's flag to fall soon
        HttpResponse<String> timed = post("/api/settings", "clockbase=3000&clockinc=1000");
        assertThat(timed.body()).contains("\"clock\":{\"on\":true,\"base\":3000,\"increment\":1000,\"running\":0,\"flagged\":-1");
        post("/api/move", "move=c3-d4"); // White moves in time and gains the increment
        String flagged = await(s -> !field(s, "result").equals("none"));
        assertThat(field(flagged, "result")).isEqualTo("p1win");
        assertThat(field(flagged, "reason")).isEqualTo("time forfeit: Black's flag fell");
        assertThat(flagged).contains("\"flagged\":1,\"left\":[");
        assertThat(field(post("/api/move", "move=b6-a5").body(), "error")).isEqualTo("the game is over");
        assertThat(get("/api/record").body()).contains("[Result \"1-0\"]").contains("[Termination \"time forfeit: Black's flag fell\"]");
        assertThat(field(post("/api/settings", "clockbase=0").body(), "result")).isEqualTo("none");
    }

    @Test
    void moveNowMakesOneMoveAndHandsNoSideToTheEngine() throws Exception {
        post("/api/settings", "movetime=50");
        post("/api/movenow", "");
        String after = await(s -> field(s, "side").equals("1") && field(s, "thinking").equals("false"));
        assertThat(moves(after).split(",")).hasSize(1);
        assertThat(field(after, "engine")).isEqualTo("none");
        Thread.sleep(300);
        assertThat(moves(get("/api/state").body()).split(",")).hasSize(1);
        // a Cyvasse setup: one press places one piece
        post("/api/new", "variant=cyvasse");
        post("/api/movenow", "");
        String dropped = await(s -> !moves(s).isEmpty() && field(s, "thinking").equals("false"));
        assertThat(moves(dropped)).matches("\"[A-Z]@[a-l]\\d\"");
        assertThat(field(dropped, "engine")).isEqualTo("none");
        assertThat(field(dropped, "side")).isEqualTo("0");
    }

    @Test
    void theChessTDieIsRolledByRequestAsNobodysMove() throws Exception {
        post("/api/new", "variant=chess-t");
        for (String m : "a2a3 a7a6 b2b3 b7b6 c2c3 c7c6".split(" ")) {
            post("/api/move", "move=" + m);
        }
        assertThat(field(post("/api/settings", "engine=none").body(), "side")).isEqualTo("2");
        HttpResponse<String> rolled = post("/api/roll", "");
        assertThat(rolled.statusCode()).isEqualTo(200);
        assertThat(moves(rolled.body())).matches(".*,\"@[abcghi]4[abcghi]5\"");
        assertThat(rolled.body()).contains("\"movers\":[0,1,0,1,0,1,2]");
        assertThat(field(rolled.body(), "side")).isEqualTo("0");
        assertThat(field(rolled.body(), "engine")).isEqualTo("none");
        String before = get("/api/state").body();
        assertThat(field(post("/api/roll", "").body(), "error")).isEqualTo("there is nothing to roll for: no chance event is pending");
        assertThat(get("/api/state").body()).isEqualTo(before);
        // a chosen outcome, played as a move where the die was: it replaces the rolled one
        post("/api/goto", "ply=6");
        HttpResponse<String> chosen = post("/api/move", "move=" + url("@a4i5"));
        assertThat(moves(chosen.body())).endsWith(",\"c7c6\",\"@a4i5\"");
        // "Move now" at the die rolls it, and hands nobody to the engine
        post("/api/goto", "ply=6");
        HttpResponse<String> moveNow = post("/api/movenow", "");
        assertThat(moves(moveNow.body())).matches(".*,\"c7c6\",\"@[abcghi]4[abcghi]5\"");
        assertThat(field(moveNow.body(), "side")).isEqualTo("0");
        assertThat(field(moveNow.body(), "engine")).isEqualTo("none");
    }

    @Test
    void theEngineSetsUpACyvasseSideAndPlaysBothSidesWhenAsked() throws Exception {
        assertThat(field(post("/api/setupforme", "").body(), "error"))
                .isEqualTo("there is nothing to set up: the side to move does not place pieces now");
        // White's 27 pieces still to place, kind by kind in the order the rules allow
        assertThat(post("/api/new", "variant=cyvasse").body()).contains("\"hand\":[{\"piece\":\"M\",\"left\":4},"
                + "{\"piece\":\"K\",\"left\":1},{\"piece\":\"W\",\"left\":2},{\"piece\":\"R\",\"left\":6},"
                + "{\"piece\":\"S\",\"left\":3},{\"piece\":\"L\",\"left\":3},{\"piece\":\"H\",\"left\":2},"
                + "{\"piece\":\"E\",\"left\":2},{\"piece\":\"C\",\"left\":2},{\"piece\":\"T\",\"left\":1},"
                + "{\"piece\":\"D\",\"left\":1}]");
        post("/api/settings", "movetime=10");
        assertThat(field(post("/api/setupforme", "").body(), "placing")).isEqualTo("true");
        String placed = await(s -> field(s, "side").equals("1") && field(s, "thinking").equals("false"));
        assertThat(moves(placed).split(",")).allMatch(m -> m.matches("\"[A-Z]@[a-l]\\d\""));
        assertThat(moves(placed).split(",")).hasSize(27);
        assertThat(placed).contains("\"hand\":[{\"piece\":\"M\",\"left\":4},"); // now Black's
        assertThat(field(placed, "engine")).isEqualTo("none");
        assertThat(field(placed, "settingUp")).isEqualTo("false");
        Thread.sleep(200);
        assertThat(moves(get("/api/state").body())).isEqualTo(moves(placed)); // Black's setup is Black's to do
        post("/api/new", "variant=russian");
        post("/api/settings", "engine=both&movetime=20");
        String played = await(s -> moves(s).split(",").length >= 4);
        assertThat(field(played, "engine")).isEqualTo("both");
        post("/api/settings", "engine=none");
    }
}
