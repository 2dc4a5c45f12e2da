package org.ansuz.variants.ordo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately simple Ordo / Ordo X move generator transcribed from docs/rules/ordo.md (Ordo, Ordo X, Notation):
 * char arrays, a new board per candidate, breadth-first connectivity, duplicates merged by board text.
 * Slow on purpose; it only checks the fast generator.
 */
public final class OrdoReference {
    /** The reference of Ordo or Ordo X; its position text is the engine's board and side fields. */
    public static ReferenceRules rules(Variant v) {
        OrdoReference ref = new OrdoReference(v.name().equals("ordo-x"));
        return ReferenceRules.ofBoardAndSide((position, me) -> {
            Map<String, char[][]> out = new TreeMap<>();
            for (Move m : ref.moves(board(position), me)) {
                out.put(m.text(), m.after());
            }
            return out;
        });
    }

    record Move(String text, char[][] after) {
    }

    static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    static final int NORTH = 0;
    static final int EAST = 2;
    static final int SOUTH = 4;
    static final int WEST = 6;

    final boolean ordoX;

    OrdoReference(boolean ordoX) {
        this.ordoX = ordoX;
    }

    static char[][] board(String fen) {
        return ReferenceRules.board(fen, 10, 8);
    }

    static String text(char[][] b) {
        StringBuilder s = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            for (int x = 0; x < 10; x++) {
                s.append(b[x][y]);
            }
        }
        return s.toString();
    }

    static boolean on(int x, int y) {
        return x >= 0 && x < 10 && y >= 0 && y < 8;
    }

    static String name(int x, int y) {
        return (char) ('a' + x) + String.valueOf(y + 1);
    }

    static char[][] copy(char[][] b) {
        char[][] a = new char[10][];
        for (int x = 0; x < 10; x++) {
            a[x] = b[x].clone();
        }
        return a;
    }

    static int count(char[][] b, char c) {
        int n = 0;
        for (char[] col : b) {
            for (char v : col) {
                if (v == c) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Component labels (1..n) of a colour, numbered in a1, b1, ... order of their first square. */
    static int[][] components(char[][] b, char c) {
        int[][] label = new int[10][8];
        int n = 0;
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 10; x++) {
                if (b[x][y] == c && label[x][y] == 0) {
                    n++;
                    List<int[]> queue = new ArrayList<>();
                    queue.add(new int[] {x, y});
                    label[x][y] = n;
                    for (int q = 0; q < queue.size(); q++) {
                        int[] s = queue.get(q);
                        for (int[] d : DIRECTIONS) {
                            int nx = s[0] + d[0];
                            int ny = s[1] + d[1];
                            if (on(nx, ny) && b[nx][ny] == c && label[nx][ny] == 0) {
                                label[nx][ny] = n;
                                queue.add(new int[] {nx, ny});
                            }
                        }
                    }
                }
            }
        }
        return label;
    }

    static int componentCount(char[][] b, char c) {
        int max = 0;
        for (int[] col : components(b, c)) {
            for (int v : col) {
                max = Math.max(max, v);
            }
        }
        return max;
    }

    static boolean connected(char[][] b, char c) {
        return componentCount(b, c) <= 1;
    }

    static boolean forward(int d, char me) {
        return me == 'w' ? d == 0 || d == 1 || d == 7 : d == 3 || d == 4 || d == 5;
    }

    boolean over(char[][] b, char me) {
        char enemy = me == 'w' ? 'b' : 'w';
        int myHome = me == 'w' ? 0 : 7;
        for (int x = 0; x < 10; x++) {
            if (b[x][myHome] == enemy || b[x][7 - myHome] == me) {
                return true;
            }
        }
        return count(b, me) == 0 || count(b, enemy) == 0;
    }

    /** One part: text plus board; for captures in Ordo X one entry per sub-group the capturer may keep. */
    List<Move> parts(char[][] b, char me, boolean[] singleDirs, boolean[] horizontalDirs, boolean[] verticalDirs) {
        char enemy = me == 'w' ? 'b' : 'w';
        List<Move> out = new ArrayList<>();
        for (int x = 0; x < 10; x++) {
            for (int y = 0; y < 8; y++) {
                if (b[x][y] != me) {
                    continue;
                }
                for (int d = 0; d < 8; d++) {
                    if (!singleDirs[d]) {
                        continue;
                    }
                    for (int m = 1; ; m++) {
                        int tx = x + m * DIRECTIONS[d][0];
                        int ty = y + m * DIRECTIONS[d][1];
                        if (!on(tx, ty) || b[tx][ty] == me) {
                            break;
                        }
                        char[][] a = copy(b);
                        boolean capture = a[tx][ty] == enemy;
                        a[x][y] = '.';
                        a[tx][ty] = me;
                        if (connected(a, me)) {
                            String t = name(x, y) + (capture ? "x" : "-") + name(tx, ty);
                            if (capture) {
                                out.addAll(removals(a, enemy, t));
                            } else {
                                out.add(new Move(t, a));
                            }
                        }
                        if (capture) {
                            break;
                        }
                    }
                }
                // ordos with (x, y) as west end (horizontal) or south end (vertical)
                for (int axis = 0; axis < 2; axis++) {
                    int ax = axis == 0 ? 1 : 0;
                    int ay = axis == 0 ? 0 : 1;
                    boolean[] dirs = axis == 0 ? horizontalDirs : verticalDirs;
                    for (int k = 2; on(x + (k - 1) * ax, y + (k - 1) * ay) && b[x + (k - 1) * ax][y + (k - 1) * ay] == me; k++) {
                        for (int d = 0; d < 8; d++) {
                            if (!dirs[d]) {
                                continue;
                            }
                            for (int m = 1; m < 10; m++) {
                                char[][] a = copy(b);
                                for (int j = 0; j < k; j++) {
                                    a[x + j * ax][y + j * ay] = '.';
                                }
                                boolean ok = true;
                                for (int j = 0; j < k && ok; j++) {
                                    for (int i = 1; i <= m && ok; i++) {
                                        int px = x + j * ax + i * DIRECTIONS[d][0];
                                        int py = y + j * ay + i * DIRECTIONS[d][1];
                                        ok = on(px, py) && a[px][py] == '.';
                                    }
                                }
                                if (!ok) {
                                    break;
                                }
                                for (int j = 0; j < k; j++) {
                                    a[x + j * ax + m * DIRECTIONS[d][0]][y + j * ay + m * DIRECTIONS[d][1]] = me;
                                }
                                if (connected(a, me)) {
                                    out.add(new Move(name(x, y) + name(x + (k - 1) * ax, y + (k - 1) * ay) + "-"
                                            + name(x + m * DIRECTIONS[d][0], y + m * DIRECTIONS[d][1]), a));
                                }
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Ordo X: after a capture only the largest enemy sub-group stays; ties give the capturer a choice. */
    private List<Move> removals(char[][] a, char enemy, String text) {
        if (!ordoX || count(a, enemy) == 0) {
            return List.of(new Move(text, a));
        }
        int[][] label = components(a, enemy);
        int n = componentCount(a, enemy);
        if (n <= 1) {
            return List.of(new Move(text, a));
        }
        int[] size = new int[n + 1];
        String[] first = new String[n + 1];
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 10; x++) {
                if (label[x][y] > 0) {
                    size[label[x][y]]++;
                    if (first[label[x][y]] == null) {
                        first[label[x][y]] = name(x, y);
                    }
                }
            }
        }
        int best = 0;
        for (int c = 1; c <= n; c++) {
            best = Math.max(best, size[c]);
        }
        List<Integer> tied = new ArrayList<>();
        for (int c = 1; c <= n; c++) {
            if (size[c] == best) {
                tied.add(c);
            }
        }
        List<Move> out = new ArrayList<>();
        for (int keep : tied) {
            char[][] r = copy(a);
            for (int x = 0; x < 10; x++) {
                for (int y = 0; y < 8; y++) {
                    if (label[x][y] > 0 && label[x][y] != keep) {
                        r[x][y] = '.';
                    }
                }
            }
            out.add(new Move(tied.size() > 1 ? text + "/keep:" + first[keep] : text, r));
        }
        return out;
    }

    static boolean[] dirs(int... ds) {
        boolean[] r = new boolean[8];
        for (int d : ds) {
            r[d] = true;
        }
        return r;
    }

    List<Move> moves(char[][] b, char me) {
        if (over(b, me)) {
            return List.of();
        }
        int[] fwd = me == 'w' ? new int[] {0, 1, 7} : new int[] {4, 3, 5};
        int[] back = me == 'w' ? new int[] {4, 3, 5} : new int[] {0, 1, 7};
        if (!ordoX) {
            boolean split = !connected(b, me);
            boolean[] single = dirs(fwd[0], fwd[1], fwd[2], EAST, WEST);
            boolean[] horizontal = dirs(fwd[0]);
            if (split) {
                for (int d : back) {
                    single[d] = true;
                }
                horizontal[back[0]] = true;
            }
            return parts(b, me, single, horizontal, dirs(EAST, WEST));
        }
        boolean[] all = dirs(fwd[0], fwd[1], fwd[2], EAST, WEST);
        boolean[] forwardOnly = dirs(fwd[0], fwd[1], fwd[2]);
        char enemy = me == 'w' ? 'b' : 'w';
        Map<String, String> best = new LinkedHashMap<>();
        Map<String, char[][]> boards = new LinkedHashMap<>();
        for (Move p : parts(b, me, all, all, all)) {
            boolean sideways = sidewaysPart(p.text());
            if (!sideways || count(p.after(), enemy) == 0) {
                offer(best, boards, p.text(), p.after());
                continue;
            }
            for (Move q : parts(p.after(), me, forwardOnly, forwardOnly, forwardOnly)) {
                offer(best, boards, p.text() + ";" + q.text(), q.after());
            }
        }
        List<Move> out = new ArrayList<>();
        for (Map.Entry<String, String> e : best.entrySet()) {
            out.add(new Move(e.getValue(), boards.get(e.getKey())));
        }
        return out;
    }

    /** A part is sideways when its destination is on the rank of its first square and not the same file. */
    private static boolean sidewaysPart(String t) {
        Matcher m = SQUARE.matcher(t);
        List<String> sq = new ArrayList<>();
        while (m.find()) {
            sq.add(m.group());
        }
        String from = sq.get(0);
        String to = sq.get(t.matches("[a-j][1-8][a-j][1-8].*") ? 2 : 1);
        return from.charAt(1) == to.charAt(1);
    }

    static final Pattern SQUARE = Pattern.compile("[a-j][1-8]");

    private static void offer(Map<String, String> best, Map<String, char[][]> boards, String text, char[][] after) {
        String key = text(after);
        String old = best.get(key);
        if (old == null || canonicalBefore(text, old)) {
            best.put(key, text);
            boards.put(key, after);
        }
    }

    /** Shortest text first, then square by square in a1, b1, ..., j1, a2, ... order. */
    static boolean canonicalBefore(String a, String b) {
        if (a.length() != b.length()) {
            return a.length() < b.length();
        }
        Matcher ma = SQUARE.matcher(a);
        Matcher mb = SQUARE.matcher(b);
        while (ma.find() && mb.find()) {
            int oa = (ma.group().charAt(1) - '1') * 10 + ma.group().charAt(0) - 'a';
            int ob = (mb.group().charAt(1) - '1') * 10 + mb.group().charAt(0) - 'a';
            if (oa != ob) {
                return oa < ob;
            }
        }
        return false;
    }

    long perft(char[][] b, char me, int depth) {
        return ReferenceRules.perft(b, me, depth, (board, side) -> moves(board, side).stream().map(Move::after).toList());
    }
}
