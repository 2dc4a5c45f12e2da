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
}
