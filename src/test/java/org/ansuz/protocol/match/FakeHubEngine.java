package org.ansuz.protocol.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * A Hub engine for the match tests, run in its own JVM, that plays a pseudo-random legal move and is strict
 * about what it is sent. Arguments: {@code dialect=1} (Scan 2.0: {@code name}, {@code pos <w|b...>},
 * {@code move}, {@code level <moves> <ms> <ms>}, {@code go} → {@code move}) or {@code dialect=2}
 * ({@code id}, {@code set-param}, {@code pos pos=... moves="..."}, {@code go think} → {@code done move=});
 * {@code variants=a,b} (dialect 2: the variant parameter it offers, Hub names; none: international only);
 * {@code log=FILE} (every line received is appended); {@code mode=illegal} (answers a move that is not legal).
 * Anything it does not accept (a position of the wrong form, a move not in Hub form, a level that gives more
 * time than the clock) is an {@code error} line and a crash (exit 3), so the runner's test sees it.
 */
public final class FakeHubEngine {
    private FakeHubEngine() {
    }

    public static void main(String[] args) throws Exception {
        int dialect = 2;
        String variants = null;
        Path log = null;
        String mode = "legal";
        for (String a : args) {
            if (a.startsWith("dialect=")) {
                dialect = Integer.parseInt(a.substring(8));
            } else if (a.startsWith("variants=")) {
                variants = a.substring(9);
            } else if (a.startsWith("log=")) {
                log = Path.of(a.substring(4));
            } else if (a.startsWith("mode=")) {
                mode = a.substring(5);
            }
        }
        Variant variant = Variants.registry().find("international").orElseThrow();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position pos = null;
        for (String line; (line = in.readLine()) != null; ) {
            if (log != null) {
                Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
            String[] t = line.trim().split("\\s+");
            try {
                switch (t[0]) {
                    case "hub" -> {
                        if (dialect == 1) {
                            say("Fake Hub engine, first dialect");
                            say("name Fake 1");
                            say("author test");
                        } else {
                            say("id name=Fake version=2 author=\"the tests\"");
                            if (variants != null) {
                                say("param name=variant value=normal type=enum values=\"" + variants.replace(',', ' ') + "\"");
                            }
                            say("param name=book value=true type=bool");
                        }
                        say("wait");
                    }
                    case "set-param" -> {
                        if (line.contains("name=variant")) {
                            String value = line.substring(line.indexOf("value=") + 6).trim();
                            variant = Variants.registry().find(value.equals("normal") ? "international" : value)
                                    .orElseThrow(() -> new IllegalStateException("unknown variant " + value));
                        }
                    }
                    case "init" -> say("ready");
                    case "ping" -> say("pong");
                    case "quit" -> System.exit(0);
                    case "pos" -> {
                        String text = dialect == 1 ? t[1] : t[1].substring(t[1].indexOf('=') + 1);
                        if (text.length() != variant.board().cells() + 1) {
                            throw new IllegalStateException("a position of " + text.length() + " characters");
                        }
                        if (dialect == 1) {
                            pos = variant.newPosition(fen(t[1], dialect));
                        } else {
                            if (!t[1].startsWith("pos=")) {
                                throw new IllegalStateException("pos without pos=: " + line);
                            }
                            pos = variant.newPosition(fen(t[1].substring(4), dialect));
                            int q = line.indexOf("moves=\"");
                            if (q >= 0) {
                                for (String m : line.substring(q + 7, line.lastIndexOf('"')).trim().split(" ")) {
                                    play(pos, m);
                                }
                            }
                        }
                    }
                    case "move" -> play(pos, t[1]);
                    case "level" -> {
                        if (dialect == 1 && t.length != 4) {
                            throw new IllegalStateException("level needs moves, time and increment: " + line);
                        }
                    }
                    case "go" -> {
                        MoveList list = new MoveList();
                        int n = pos.generate(list);
                        long move = list.move(new Random(pos.key()).nextInt(n));
                        String text = mode.equals("illegal") ? "1-2" : ((HubNotation) pos).hubMoveText(move);
                        if (dialect == 1) {
                            say("info 1 1.0 0 " + n + " 0.00 0.0 " + text);
                            say("move " + text);
                        } else {
                            say("info depth=1 score=0.00 nodes=" + n);
                            say("done move=" + text);
                        }
                    }
                    default -> {
                        // new, new-game, set, time, depth: nothing to answer
                    }
                }
            } catch (RuntimeException | NotationException e) {
                say("error " + e.getMessage());
                System.exit(3);
            }
        }
    }

    /** A move must be sent in Hub form: exactly the text the position writes for it there. */
    private static void play(Position pos, String text) throws NotationException {
        long move = pos.parseMove(text);
        if (!((HubNotation) pos).hubMoveText(move).equals(text)) {
            throw new IllegalStateException("not in Hub form: " + text);
        }
        pos.play(move);
    }

    /** The dialect's position string → a PDN FEN, read independently of the engine's own code. */
    private static String fen(String hub, int dialect) {
        char side = hub.charAt(0);
        if (dialect == 1 ? side != 'w' && side != 'b' : side != 'W' && side != 'B') {
            throw new IllegalStateException("side to move " + side + " in dialect " + dialect);
        }
        StringBuilder white = new StringBuilder();
        StringBuilder black = new StringBuilder();
        for (int i = 1; i < hub.length(); i++) {
            char c = hub.charAt(i);
            StringBuilder to = c == 'w' || c == 'W' ? white : c == 'b' || c == 'B' ? black : null;
            if (to == null && c != 'e') {
                throw new IllegalStateException("square " + i + " is " + c);
            }
            if (to != null) {
                to.append(to.length() == 0 ? "" : ",").append(Character.isUpperCase(c) ? "K" : "").append(i);
            }
        }
        return Character.toUpperCase(side) + ":W" + white + ":B" + black;
    }

    private static void say(String line) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        out.println(line);
        out.flush();
    }
}
