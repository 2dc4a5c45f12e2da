package org.ansuz.variants.abalone;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately simple Abalone move generator for cross-checking: plain {@code char[row][number]}
 * arrays, rules transcribed from {@code docs/rules/abalone.md#abalone} and its #notation. Slow on purpose; it
 * shares no code with the engine.
 */
public final class AbaloneReference {
    /** The reference of Abalone and its start layouts, or of Taacoca (all six directions in the Dagaz version). */
    public static ReferenceRules rules(Variant v) {
        if (v.name().startsWith("abalone")) {
            return fen -> {
                AbaloneReference p = parse(fen);
                Map<String, String> out = new TreeMap<>();
                for (String move : p.moves()) {
                    out.put(move, p.after(move).toFen());
                }
                return out;
            };
        }
        boolean allSix = v.name().endsWith("dagaz");
        return fen -> {
            TaacocaReference p = TaacocaReference.parse(fen, allSix);
            Map<String, String> out = new TreeMap<>();
            for (String move : p.moves()) {
                out.put(move, p.after(move).toFen());
            }
            return out;
        };
    }

    // Directions as the spec's table lists them: E, W, NE, NW, SE, SW as (drow, dnum).
    static final String[] DIRS = {"E", "W", "NE", "NW", "SE", "SW"};
    static final int[] DR = {0, 0, 1, 1, -1, -1};
    static final int[] DN = {1, -1, 1, 0, 0, -1};

    char[][] cell = new char[9][10]; // [row A=0..I=8][number 1..9], '.' empty, 'b', 'w'
    char side;
    int ejectedByBlack;
    int ejectedByWhite;

    static boolean exists(int r, int n) {
        int i = r - 4;
        int j = n - 5;
        return Math.abs(i) <= 4 && Math.abs(j) <= 4 && Math.abs(j - i) <= 4;
    }

    static AbaloneReference parse(String fen) {
        AbaloneReference p = new AbaloneReference();
        String[] f = fen.trim().split(" ");
        String[] rows = f[0].split("/");
        for (int k = 0; k < 9; k++) {
            int r = 8 - k;
            int n = 1;
            while (!exists(r, n)) {
                n++;
            }
            for (char ch : rows[k].toCharArray()) {
                if (Character.isDigit(ch)) {
                    for (int e = 0; e < ch - '0'; e++) {
                        p.cell[r][n++] = '.';
                    }
                } else {
                    p.cell[r][n++] = ch;
                }
            }
        }
        p.side = f[1].charAt(0);
        p.ejectedByBlack = f.length > 2 ? Integer.parseInt(f[2]) : 0;
        p.ejectedByWhite = f.length > 3 ? Integer.parseInt(f[3]) : 0;
        return p;
    }

    /** A position from cell lists such as {@code "C3 D4"}: Black's marbles, White's, side, ejected counts. */
    static String fen(String black, String white, char side, int ejectedByBlack, int ejectedByWhite) {
        AbaloneReference p = new AbaloneReference();
        for (char[] row : p.cell) {
            java.util.Arrays.fill(row, '.');
        }
        place(p.cell, black, 'b');
        place(p.cell, white, 'w');
        p.side = side;
        p.ejectedByBlack = ejectedByBlack;
        p.ejectedByWhite = ejectedByWhite;
        return p.toFen();
    }

    static void place(char[][] cell, String cells, char piece) {
        for (String c : cells.trim().split("\\s+")) {
            if (!c.isEmpty()) {
                cell[c.charAt(0) - 'A'][c.charAt(1) - '0'] = piece;
            }
        }
    }

    /** Rows I..A with run-length digits, then side and both ejected counts (docs/rules/abalone.md#notation). */
    String toFen() {
        return rows() + " " + side + " " + ejectedByBlack + " " + ejectedByWhite;
    }

    String rows() {
        StringBuilder sb = new StringBuilder();
        for (int r = 8; r >= 0; r--) {
            int empty = 0;
            for (int n = 1; n <= 9; n++) {
                if (!exists(r, n)) {
                    continue;
                }
                if (cell[r][n] == '.') {
                    empty++;
                } else {
                    sb.append(empty > 0 ? Integer.toString(empty) : "").append(cell[r][n]);
                    empty = 0;
                }
            }
            sb.append(empty > 0 ? Integer.toString(empty) : "").append(r > 0 ? "/" : "");
        }
        return sb.toString();
    }

    AbaloneReference copy() {
        AbaloneReference p = new AbaloneReference();
        for (int r = 0; r < 9; r++) {
            p.cell[r] = cell[r].clone();
        }
        p.side = side;
        p.ejectedByBlack = ejectedByBlack;
        p.ejectedByWhite = ejectedByWhite;
        return p;
    }

    char at(int r, int n) {
        return exists(r, n) ? cell[r][n] : '#';
    }

    static String name(int r, int n) {
        return "" + (char) ('A' + r) + n;
    }

    boolean over() {
        return ejectedByBlack >= 6 || ejectedByWhite >= 6;
    }

    /** Every legal move as text, each (group, direction) once. */
    TreeSet<String> moves() {
        TreeSet<String> out = new TreeSet<>();
        if (over()) {
            return out;
        }
        char me = side;
        char opp = side == 'b' ? 'w' : 'b';
        // Every group: 1..3 own marbles adjacent on a line, found from each end in each direction.
        for (int r = 0; r < 9; r++) {
            for (int n = 1; n <= 9; n++) {
                if (at(r, n) != me) {
                    continue;
                }
                for (int gd = 0; gd < 6; gd++) {
                    for (int size = 1; size <= 3; size++) {
                        boolean ok = true;
                        for (int i = 0; i < size; i++) {
                            if (at(r + i * DR[gd], n + i * DN[gd]) != me) {
                                ok = false;
                            }
                        }
                        if (!ok) {
                            break;
                        }
                        for (int md = 0; md < 6; md++) {
                            String m = tryMove(r, n, gd, size, md, me, opp);
                            if (m != null) {
                                out.add(m);
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The group of {@code size} marbles from (r,n) along gd moving in md, as text, or null if illegal. */
    private String tryMove(int r, int n, int gd, int size, int md, char me, char opp) {
        int r2 = r + (size - 1) * DR[gd];
        int n2 = n + (size - 1) * DN[gd];
        boolean inLine = size > 1 && DR[md] == DR[gd] && DN[md] == DN[gd]
                || size > 1 && DR[md] == -DR[gd] && DN[md] == -DN[gd];
        if (size == 1 || !inLine) {
            for (int i = 0; i < size; i++) {
                int tr = r + i * DR[gd] + DR[md];
                int tn = n + i * DN[gd] + DN[md];
                if (at(tr, tn) != '.') {
                    return null;
                }
            }
            if (size == 1) {
                return name(r, n) + "-" + DIRS[md];
            }
            boolean firstLower = r < r2 || (r == r2 && n < n2);
            return (firstLower ? name(r, n) + name(r2, n2) : name(r2, n2) + name(r, n)) + "-" + DIRS[md];
        }
        // In-line: head = the end farthest in the direction of motion.
        boolean forward = DR[md] == DR[gd] && DN[md] == DN[gd];
        int hr = forward ? r2 : r;
        int hn = forward ? n2 : n;
        int tr = forward ? r : r2;
        int tn = forward ? n : n2;
        int cr = hr + DR[md];
        int cn = hn + DN[md];
        char t = at(cr, cn);
        if (t == '#' || t == me) {
            return null;
        }
        if (t == opp) {
            int k = 0;
            while (at(cr, cn) == opp) {
                k++;
                cr += DR[md];
                cn += DN[md];
            }
            char after = at(cr, cn);
            if (k >= size || (after != '.' && after != '#')) {
                return null;
            }
        }
        return name(tr, tn) + name(hr, hn) + "-" + DIRS[md];
    }

    /** Plays a move given in this class's own text form. */
    AbaloneReference after(String move) {
        AbaloneReference p = copy();
        String[] parts = move.split("-");
        int md = List.of(DIRS).indexOf(parts[1]);
        List<int[]> group = new ArrayList<>();
        int r1 = parts[0].charAt(0) - 'A';
        int n1 = parts[0].charAt(1) - '0';
        if (parts[0].length() == 2) {
            group.add(new int[] {r1, n1});
        } else {
            int r2 = parts[0].charAt(2) - 'A';
            int n2 = parts[0].charAt(3) - '0';
            int size = Math.max(Math.abs(r2 - r1), Math.abs(n2 - n1)) + 1;
            for (int i = 0; i < size; i++) {
                group.add(new int[] {r1 + Integer.signum(r2 - r1) * i, n1 + Integer.signum(n2 - n1) * i});
            }
        }
        char me = side;
        char opp = side == 'b' ? 'w' : 'b';
        // Marbles to shift: the group, then any opponent marbles in front of the head.
        List<int[]> shift = new ArrayList<>(group);
        int[] head = group.get(group.size() - 1);
        int hr = head[0] + DR[md];
        int hn = head[1] + DN[md];
        while (p.at(hr, hn) == opp && group.size() > 1) {
            shift.add(new int[] {hr, hn});
            hr += DR[md];
            hn += DN[md];
        }
        char[] colours = new char[shift.size()];
        for (int i = 0; i < shift.size(); i++) {
            colours[i] = p.cell[shift.get(i)[0]][shift.get(i)[1]];
            p.cell[shift.get(i)[0]][shift.get(i)[1]] = '.';
        }
        for (int i = 0; i < shift.size(); i++) {
            int r = shift.get(i)[0] + DR[md];
            int n = shift.get(i)[1] + DN[md];
            if (exists(r, n)) {
                p.cell[r][n] = colours[i];
            } else if (me == 'b') {
                p.ejectedByBlack++;
            } else {
                p.ejectedByWhite++;
            }
        }
        p.side = opp;
        return p;
    }
}
