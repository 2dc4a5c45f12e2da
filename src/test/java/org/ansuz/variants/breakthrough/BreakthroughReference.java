package org.ansuz.variants.breakthrough;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain Breakthrough generator for cross-checking the fast one: a char grid, rank 1 at
 * row 0, no mailbox, no incremental state, written from the rules alone.
 */
public final class BreakthroughReference {
    final char[][] grid = new char[8][8];
    char side;

    /** Reads {@code <rows top first> <w|b>}. */
    BreakthroughReference(String fen) {
        String[] parts = fen.trim().split("\\s+");
        String[] rows = parts[0].split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : rows[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        grid[7 - r][file++] = '.';
                    }
                } else {
                    grid[7 - r][file++] = c;
                }
            }
        }
        side = parts[1].charAt(0);
    }

    private BreakthroughReference(BreakthroughReference other) {
        for (int r = 0; r < 8; r++) {
            grid[r] = other.grid[r].clone();
        }
        side = other.side;
    }

    /** Over when the side that just moved stands on its goal rank or the side to move has no men. */
    boolean over() {
        char other = side == 'w' ? 'b' : 'w';
        int goal = other == 'w' ? 7 : 0;
        for (int f = 0; f < 8; f++) {
            if (grid[goal][f] == other) {
                return true;
            }
        }
        for (char[] row : grid) {
            for (char c : row) {
                if (c == side) {
                    return false;
                }
            }
        }
        return true;
    }

    List<String> moves() {
        List<String> out = new ArrayList<>();
        if (over()) {
            return out;
        }
        int dy = side == 'w' ? 1 : -1;
        char enemy = side == 'w' ? 'b' : 'w';
        for (int r = 0; r < 8; r++) {
            for (int f = 0; f < 8; f++) {
                if (grid[r][f] != side || r + dy < 0 || r + dy > 7) {
                    continue;
                }
                for (int df = -1; df <= 1; df++) {
                    int tf = f + df;
                    if (tf < 0 || tf > 7) {
                        continue;
                    }
                    char there = grid[r + dy][tf];
                    if (there == '.') {
                        out.add(name(f, r) + "-" + name(tf, r + dy));
                    } else if (there == enemy && df != 0) {
                        out.add(name(f, r) + "x" + name(tf, r + dy));
                    }
                }
            }
        }
        return out;
    }

    BreakthroughReference after(String move) {
        BreakthroughReference next = new BreakthroughReference(this);
        int f0 = move.charAt(0) - 'a';
        int r0 = move.charAt(1) - '1';
        int f1 = move.charAt(3) - 'a';
        int r1 = move.charAt(4) - '1';
        next.grid[r1][f1] = grid[r0][f0];
        next.grid[r0][f0] = '.';
        next.side = side == 'w' ? 'b' : 'w';
        return next;
    }

    /** The reference as {@code ReferenceAgreementTest} speaks to every family's. */
    public static ReferenceRules rules(Variant v) {
        return ReferenceRules.ofBoardAndSide((position, me) -> {
            BreakthroughReference ref = new BreakthroughReference(position);
            Map<String, char[][]> out = new TreeMap<>();
            for (String m : ref.moves()) {
                out.put(m, ref.after(m).byFileAndRank());
            }
            return out;
        });
    }

    /** The board as {@code [file][rank]}, rank 1 first. */
    char[][] byFileAndRank() {
        char[][] b = new char[8][8];
        for (int r = 0; r < 8; r++) {
            for (int f = 0; f < 8; f++) {
                b[f][r] = grid[r][f];
            }
        }
        return b;
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (String m : moves()) {
            n += depth == 1 ? 1 : after(m).perft(depth - 1);
        }
        return n;
    }

    private static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }
}
