package org.ansuz.variants.abalone;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A deliberately simple Taacoca move generator for cross-checking: plain arrays, every subset of
 * {@code min(3, stones)} own stones times every allowed direction, filtered by {@code docs/rules/abalone.md#taacoca}
 * word for word. Slow on purpose; it shares no code with the engine.
 */
final class TaacocaReference {
    static final String[] DIRS = {"E", "W", "NE", "NW", "SE", "SW"};
    static final int[] DR = {0, 0, 1, 1, -1, -1};
    static final int[] DN = {1, -1, 1, 0, 0, -1};

    final boolean allSix;
    char[][] cell = new char[9][10];
    char side;

    TaacocaReference(boolean allSix) {
        this.allSix = allSix;
    }

    static TaacocaReference parse(String fen, boolean allSix) {
        TaacocaReference p = new TaacocaReference(allSix);
        AbaloneReference a = AbaloneReference.parse(fen.trim() + (fen.trim().split(" ").length == 1 ? " w" : ""));
        for (int r = 0; r < 9; r++) {
            p.cell[r] = a.cell[r].clone();
        }
        p.side = a.side;
        return p;
    }

    /** A position from cell lists such as {@code "C3 D4"}: White's stones, Black's, side to move. */
    static String fen(String white, String black, char side) {
        AbaloneReference p = new AbaloneReference();
        for (char[] row : p.cell) {
            java.util.Arrays.fill(row, '.');
        }
        AbaloneReference.place(p.cell, white, 'w');
        AbaloneReference.place(p.cell, black, 'b');
        return p.rows() + " " + side;
    }

    String toFen() {
        AbaloneReference p = new AbaloneReference();
        p.cell = cell;
        return p.rows() + " " + side;
    }

    char at(int r, int n) {
        return AbaloneReference.exists(r, n) ? cell[r][n] : '#';
    }

    /** The winner ('w' or 'b') when a stone stands on its goal row, else 0. */
    char goal() {
        for (int n = 1; n <= 9; n++) {
            if (at(8, n) == 'w') {
                return 'w';
            }
            if (at(0, n) == 'b') {
                return 'b';
            }
        }
        return 0;
    }

    TreeSet<String> moves() {
        TreeSet<String> out = new TreeSet<>();
        if (goal() != 0) {
            return out;
        }
        List<int[]> mine = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            for (int n = 1; n <= 9; n++) {
                if (at(r, n) == side) {
                    mine.add(new int[] {r, n});
                }
            }
        }
        int k = Math.min(3, mine.size());
        if (k == 0) {
            return out;
        }
        List<List<int[]>> subsets = new ArrayList<>();
        choose(mine, 0, k, new ArrayList<>(), subsets);
        for (int d = 0; d < 6; d++) {
            boolean forward = side == 'w' ? DR[d] == 1 : DR[d] == -1;
            if (!allSix && !forward) {
                continue;
            }
            for (List<int[]> set : subsets) {
                boolean ok = true;
                for (int[] s : set) {
                    int tr = s[0] + DR[d];
                    int tn = s[1] + DN[d];
                    char t = at(tr, tn);
                    if (t == '#') {
                        ok = false;
                    } else if (t == side) {
                        boolean moving = false;
                        for (int[] o : set) {
                            moving |= o[0] == tr && o[1] == tn;
                        }
                        ok &= moving;
                    }
                }
                if (ok) {
                    StringBuilder sb = new StringBuilder();
                    for (int[] s : set) { // already sorted by row, then number
                        sb.append(sb.length() > 0 ? "," : "").append(AbaloneReference.name(s[0], s[1]));
                    }
                    out.add(sb + "-" + DIRS[d]);
                }
            }
        }
        return out;
    }

    private static void choose(List<int[]> all, int from, int k, List<int[]> cur, List<List<int[]>> out) {
        if (cur.size() == k) {
            out.add(new ArrayList<>(cur));
            return;
        }
        for (int i = from; i < all.size(); i++) {
            cur.add(all.get(i));
            choose(all, i + 1, k, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    TaacocaReference after(String move) {
        TaacocaReference p = new TaacocaReference(allSix);
        for (int r = 0; r < 9; r++) {
            p.cell[r] = cell[r].clone();
        }
        String[] parts = move.split("-");
        int d = List.of(DIRS).indexOf(parts[1]);
        String[] cs = parts[0].split(",");
        for (String c : cs) {
            p.cell[c.charAt(0) - 'A'][c.charAt(1) - '0'] = '.';
        }
        for (String c : cs) {
            p.cell[c.charAt(0) - 'A' + DR[d]][c.charAt(1) - '0' + DN[d]] = side;
        }
        p.side = side == 'w' ? 'b' : 'w';
        return p;
    }
}
