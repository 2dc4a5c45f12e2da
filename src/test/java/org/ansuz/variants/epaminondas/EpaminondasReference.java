package org.ansuz.variants.epaminondas;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately simple Epaminondas move generator transcribed from docs/rules/epaminondas.md#moves:
 * plain char arrays, one new board per move, move texts built from coordinates. Slow on purpose; it
 * only checks the fast generator.
 */
public record EpaminondasReference(int files, int ranks, boolean wholeLine, boolean homeRowImmune) {
    /** The reference of the 14x12 game or of the 8x8 one; its position text is the engine's board and side fields. */
    public static ReferenceRules rules(Variant v) {
        EpaminondasReference ref = v.name().equals("epaminondas") ? new EpaminondasReference(14, 12, true, false)
                : new EpaminondasReference(8, 8, false, true);
        return ReferenceRules.ofBoardAndSide((position, me) -> {
            Map<String, char[][]> out = new TreeMap<>();
            for (Move m : ref.moves(ref.board(position), me)) {
                out.put(m.text(), m.after());
            }
            return out;
        });
    }

    record Move(String text, char[][] after) {
    }

    static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};


    /** board[x][y] is 'w', 'b' or '.'; parses the rank strings of a FEN (no side field). */
    char[][] board(String fen) {
        return ReferenceRules.board(fen, files, ranks);
    }

    boolean on(int x, int y) {
        return x >= 0 && y >= 0 && x < files && y < ranks;
    }

    static String name(int x, int y) {
        return (char) ('a' + x) + String.valueOf(y + 1);
    }

    /** Section 5: the game is over at the start of this player's turn. */
    boolean over(char[][] b, char me) {
        char enemy = me == 'w' ? 'b' : 'w';
        int myHome = me == 'w' ? 0 : ranks - 1;
        int enemyHome = ranks - 1 - myHome;
        int mine = 0;
        int theirs = 0;
        int myStones = 0;
        for (int x = 0; x < files; x++) {
            if (b[x][enemyHome] == me) {
                mine++;
            }
            if (b[x][myHome] == enemy) {
                theirs++;
            }
            for (int y = 0; y < ranks; y++) {
                if (b[x][y] == me) {
                    myStones++;
                }
            }
        }
        return mine > theirs || myStones == 0;
    }

    List<Move> moves(char[][] b, char me) {
        List<Move> out = new ArrayList<>();
        if (over(b, me)) {
            return out;
        }
        char enemy = me == 'w' ? 'b' : 'w';
        int myHome = me == 'w' ? 0 : ranks - 1;
        for (int px = 0; px < files; px++) {
            for (int py = 0; py < ranks; py++) {
                if (b[px][py] != me) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    // the group: P and every own stone contiguous with it along d
                    int k = 1;
                    while (on(px + k * d[0], py + k * d[1]) && b[px + k * d[0]][py + k * d[1]] == me) {
                        k++;
                    }
                    int hx = px + (k - 1) * d[0];
                    int hy = py + (k - 1) * d[1];
                    for (int m = 1; m <= k; m++) {
                        boolean pathClear = true;
                        for (int i = 1; i < m; i++) {
                            int sx = hx + i * d[0];
                            int sy = hy + i * d[1];
                            if (!on(sx, sy) || b[sx][sy] != '.') {
                                pathClear = false;
                            }
                        }
                        int tx = hx + m * d[0];
                        int ty = hy + m * d[1];
                        if (!pathClear || !on(tx, ty)) {
                            continue;
                        }
                        String group = name(px, py) + (k > 1 ? name(hx, hy) : "");
                        if (b[tx][ty] == '.') {
                            out.add(new Move(group + "-" + name(tx, ty), shifted(b, px, py, d, k, m, me, 0)));
                        } else if (b[tx][ty] == enemy && k >= 2 && !(homeRowImmune && ty == myHome)) {
                            int e = 0;
                            while (on(tx + e * d[0], ty + e * d[1]) && b[tx + e * d[0]][ty + e * d[1]] == enemy) {
                                e++;
                            }
                            if (e < k) {
                                out.add(new Move(group + "x" + name(tx, ty),
                                        shifted(b, px, py, d, k, m, me, wholeLine ? e : 1)));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    private char[][] shifted(char[][] b, int px, int py, int[] d, int k, int m, char me, int removed) {
        char[][] a = new char[files][];
        for (int x = 0; x < files; x++) {
            a[x] = b[x].clone();
        }
        int tx = px + (k - 1 + m) * d[0];
        int ty = py + (k - 1 + m) * d[1];
        for (int i = 0; i < removed; i++) {
            a[tx + i * d[0]][ty + i * d[1]] = '.';
        }
        for (int i = 0; i < k; i++) {
            a[px + i * d[0]][py + i * d[1]] = '.';
        }
        for (int i = 0; i < k; i++) {
            a[px + (i + m) * d[0]][py + (i + m) * d[1]] = me;
        }
        return a;
    }

    long perft(char[][] b, char me, int depth) {
        return ReferenceRules.perft(b, me, depth, (board, side) -> moves(board, side).stream().map(Move::after).toList());
    }
}
