package org.ansuz.protocol.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.toy.TicTacToe;
import org.ansuz.protocol.record.Opening;

/**
 * A UGI engine for the match tests, run in its own JVM: plays a pseudo-random legal move of
 * {@link TicTacToe}, or misbehaves as told by its first argument:
 * {@code legal | perfect | crash | hang | illegal | slow | wrongresult | flood} ({@code perfect} plays
 * minimax-best moves, so it never loses; {@code flood} writes megabytes without a newline, then many
 * lines, before each move). Arguments after it: {@code seed=N},
 * {@code sleep=MS} (for slow), {@code once=FILE} (misbehave only while FILE does not exist, then create
 * it, so the restarted engine plays normally).
 */
public final class FakeUgiEngine {
    private FakeUgiEngine() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "legal";
        long seed = 1;
        long sleep = 0;
        Path once = null;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("seed=")) {
                seed = Long.parseLong(a.substring(5));
            } else if (a.startsWith("sleep=")) {
                sleep = Long.parseLong(a.substring(6));
            } else if (a.startsWith("once=")) {
                once = Path.of(a.substring(5));
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position pos = TicTacToe.VARIANT.startPosition();
        for (String line; (line = in.readLine()) != null; ) {
            String[] t = line.trim().split("\\s+");
            switch (t[0]) {
                case "ugi" -> {
                    say("id name Fake " + mode);
                    say("id author test");
                    say("option name UCI_Variant type combo default tictactoe var tictactoe");
                    say("ugiok");
                }
                case "isready" -> say("readyok");
                case "quit" -> System.exit(0);
                case "position" -> pos = Opening.parse(line.trim().substring(9), TicTacToe.VARIANT)
                        .position(TicTacToe.VARIANT);
                case "query" -> {
                    GameResult.Kind o = GameResult.of(pos).kind();
                    String result = o == GameResult.Kind.ONGOING ? "none" : o == GameResult.Kind.DRAW ? "draw"
                            : (o == GameResult.Kind.WIN) == (pos.sideToMove() == 0) ? "p1win" : "p2win";
                    say("response " + (mode.equals("wrongresult") && !result.equals("none") ? "draw" : result));
                }
                case "go" -> {
                    boolean misbehave = once == null || !Files.exists(once);
                    if (misbehave && once != null && !mode.equals("legal")) {
                        Files.createFile(once);
                    }
                    String how = misbehave ? mode : "legal";
                    if (how.equals("crash")) {
                        System.err.println("fake engine: crashing on purpose");
                        System.exit(3);
                    } else if (how.equals("hang")) {
                        continue;
                    } else if (how.equals("illegal")) {
                        say("info depth 1 score cp 0");
                        say("bestmove zz9");
                        continue;
                    } else if (how.equals("slow")) {
                        Thread.sleep(sleep);
                    } else if (how.equals("flood")) {
                        flood();
                    }
                    MoveList list = new MoveList();
                    int n = pos.generate(list);
                    Random r = new Random(seed * 31 + pos.key());
                    long move = n == 0 ? 0 : list.move(r.nextInt(n));
                    if (mode.equals("perfect")) {
                        int best = -2;
                        for (int i = 0; i < n; i++) {
                            pos.play(list.move(i));
                            int v = -negamax(pos);
                            pos.undo();
                            if (v > best) {
                                best = v;
                                move = list.move(i);
                            }
                        }
                    }
                    say("info depth 1 score cp 0 nodes " + n);
                    say("bestmove " + (n == 0 ? "(none)" : pos.moveText(move)));
                }
                default -> {
                    // setoption, uginewgame and the rest need no answer
                }
            }
        }
    }

    /** 8 MB in one line, then 100,000 short info lines: what a runner must survive without growing. */
    private static void flood() {
        java.io.PrintStream out = System.out;
        byte[] chunk = "x".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < 128; i++) {
            out.write(chunk, 0, chunk.length);
        }
        out.println();
        for (int i = 0; i < 100_000; i++) {
            out.println("info string flood " + i);
        }
        out.flush();
    }

    /** +1 won, 0 drawn, -1 lost for the side to move with best play. */
    private static int negamax(Position pos) {
        GameResult.Kind o = GameResult.of(pos).kind();
        if (o != GameResult.Kind.ONGOING) {
            return o == GameResult.Kind.WIN ? 1 : o == GameResult.Kind.LOSS ? -1 : 0;
        }
        MoveList list = new MoveList(16);
        int n = pos.generate(list);
        int best = -2;
        for (int i = 0; i < n; i++) {
            pos.play(list.move(i));
            best = Math.max(best, -negamax(pos));
            pos.undo();
        }
        return best;
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
