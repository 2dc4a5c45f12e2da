package org.ansuz.variants.gess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain GESS move generator transcribed from {@code docs/rules/gess.md} (Moves, Rings): a
 * {@code int[18][18]} board, every centre of the 20 x 20 grid tried, the move played on a copy one step at a
 * time. Slow and simple, for cross-checking {@link GessPosition}.
 */
public final class GessReference {
    public static ReferenceRules rules(Variant v) {
        return fen -> {
            Map<String, String> out = new TreeMap<>();
            for (Move m : parse(fen).moves()) {
                out.put(m.text(), m.after().fen());
            }
            return out;
        };
    }

    static final int N = 18;
    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};

    /** cells[x][y], x = file 0..17, y = rank 0..17 (rank 1 = y 0). */
    final int[][] cells = new int[N][N];
    /** BLACK or WHITE. */
    int side = BLACK;

    record Move(String text, GessReference after) {
    }

    static GessReference parse(String fen) {
        GessReference r = new GessReference();
        String[] f = fen.trim().split("\\s+");
        String[] rows = f[0].split("/");
        for (int i = 0; i < N; i++) {
            int y = N - 1 - i;
            int x = 0;
            String row = rows[i];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int n = c - '0';
                    while (j + 1 < row.length() && Character.isDigit(row.charAt(j + 1))) {
                        n = n * 10 + row.charAt(++j) - '0';
                    }
                    x += n;
                } else {
                    r.cells[x++][y] = c == 'b' ? BLACK : WHITE;
                }
            }
        }
        r.side = f[1].equals("b") ? BLACK : WHITE;
        return r;
    }

    String fen() {
        StringBuilder s = new StringBuilder();
        for (int y = N - 1; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < N; x++) {
                if (cells[x][y] == EMPTY) {
                    run++;
                } else {
                    if (run > 0) {
                        s.append(run);
                    }
                    run = 0;
                    s.append(cells[x][y] == BLACK ? 'b' : 'w');
                }
            }
            if (run > 0) {
                s.append(run);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(side == BLACK ? " b" : " w").toString();
    }

    static boolean inside(int x, int y) {
        return x >= 0 && x < N && y >= 0 && y < N;
    }

    int at(int x, int y) {
        return inside(x, y) ? cells[x][y] : EMPTY;
    }

    GessReference copy() {
        GessReference r = new GessReference();
        for (int x = 0; x < N; x++) {
            r.cells[x] = cells[x].clone();
        }
        r.side = side;
        return r;
    }

    static String name(int x, int y) {
        char file = x < 0 ? 'x' : x >= N ? 'y' : (char) ('a' + x);
        return file + Integer.toString(y + 1);
    }

    /** Section 3: no enemy stone, at least one own stone off-centre. */
    boolean isPiece(int cx, int cy, int me) {
        boolean own = false;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int c = at(cx + dx, cy + dy);
                if (c != EMPTY && c != me) {
                    return false;
                }
                if (c == me && (dx != 0 || dy != 0)) {
                    own = true;
                }
            }
        }
        return own;
    }

    /** Section 5: a ring of {@code who}: empty centre, eight own stones around it. */
    boolean hasRing(int who) {
        for (int cx = 1; cx < N - 1; cx++) {
            for (int cy = 1; cy < N - 1; cy++) {
                if (cells[cx][cy] != EMPTY) {
                    continue;
                }
                boolean ring = true;
                for (int d = 0; d < 8 && ring; d++) {
                    ring = cells[cx + DX[d]][cy + DY[d]] == who;
                }
                if (ring) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Section 5 after a move: true when the game is over (someone lacks a ring). */
    boolean over() {
        return !hasRing(BLACK) || !hasRing(WHITE);
    }

    /** Section 4: every (centre, direction, distance), with the position after it. */
    List<Move> moves() {
        List<Move> out = new ArrayList<>();
        if (over()) {
            return out;
        }
        int me = side;
        for (int cx = -1; cx <= N; cx++) {
            for (int cy = -1; cy <= N; cy++) {
                if (!isPiece(cx, cy, me)) {
                    continue;
                }
                int range = at(cx, cy) == me ? 100 : 3;
                for (int d = 0; d < 8; d++) {
                    if (at(cx + DX[d], cy + DY[d]) != me) {
                        continue;
                    }
                    // Lift the pattern.
                    int[][] pattern = new int[3][3];
                    GessReference lifted = copy();
                    for (int dx = -1; dx <= 1; dx++) {
                        for (int dy = -1; dy <= 1; dy++) {
                            pattern[dx + 1][dy + 1] = at(cx + dx, cy + dy);
                            if (inside(cx + dx, cy + dy)) {
                                lifted.cells[cx + dx][cy + dy] = EMPTY;
                            }
                        }
                    }
                    for (int k = 1; k <= range; k++) {
                        int nx = cx + k * DX[d];
                        int ny = cy + k * DY[d];
                        if (nx < -1 || nx > N || ny < -1 || ny > N) {
                            break;
                        }
                        GessReference after = lifted.copy();
                        boolean hit = false;
                        for (int dx = -1; dx <= 1; dx++) {
                            for (int dy = -1; dy <= 1; dy++) {
                                if (after.at(nx + dx, ny + dy) != EMPTY) {
                                    hit = true;
                                    after.cells[nx + dx][ny + dy] = EMPTY;
                                }
                            }
                        }
                        for (int dx = -1; dx <= 1; dx++) {
                            for (int dy = -1; dy <= 1; dy++) {
                                if (pattern[dx + 1][dy + 1] != EMPTY && inside(nx + dx, ny + dy)) {
                                    after.cells[nx + dx][ny + dy] = pattern[dx + 1][dy + 1];
                                }
                            }
                        }
                        after.side = 3 - me;
                        out.add(new Move(name(cx, cy) + "-" + name(nx, ny), after));
                        if (hit) {
                            break;
                        }
                    }
                }
            }
        }
        return out;
    }
}
