package org.ansuz.variants.chesst;

/**
 * The fixed tables of the 9x8 board: square index {@code y * 9 + x} (a1 = 0, i8 = 71), castles,
 * impregnable candidates, and the movement lines of every piece kind per colour and square
 * ({@code docs/rules/chesst.md#moves}). Built once; read-only afterwards.
 */
final class ChessTGeometry {
    static final int FILES = 9;
    static final int RANKS = 8;
    static final int SQUARES = FILES * RANKS;

    /**
     * Piece kinds, numbered as {@link #LETTERS} lists them; a piece code is kind | colour << 3 (colour
     * 0 = White, 1 = Black), 0 = empty.
     */
    static final int KING = 1, CONNET = 2, PRINCE = 3, RITTER = 4, VER_KNECHT = 5, KNECHT = 6, SCOUT = 7;
    /** Letters by kind (index 0 unused), as the position text writes White's pieces. */
    static final String LETTERS = ".KCPRVIS";
    /** Strength in half-units by kind (section 15.1). */
    static final int[] STRENGTH = {0, 3, 6, 3, 4, 3, 2, 0};

    /** N, NE, E, SE, S, SW, W, NW as (dx, dy). */
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};

    /** 0 = White's castle (d1 e1 f1 e2), 1 = Black's (d8 e8 f8 e7), -1 = none. */
    static final int[] CASTLE_OWNER = new int[SQUARES];
    static final int[][] CASTLE = {{3, 4, 5, 13}, {66, 67, 68, 58}};
    /** Files a, b, c, g, h, i: the impregnable candidates' files. */
    static final int[] IMP_FILES = {0, 1, 2, 6, 7, 8};

    /**
     * Lines of each colour, kind and square, flattened: {@code [jumping, length, q1..qn]} repeated. Scouts
     * have no lines (see {@link #LEAPS}).
     */
    static final int[][][][] LINES = new int[2][8][SQUARES][];
    /** Knight-leap targets of a Scout on each square. */
    static final int[][] LEAPS = new int[SQUARES][];

    static {
        java.util.Arrays.fill(CASTLE_OWNER, -1);
        for (int c = 0; c < 2; c++) {
            for (int s : CASTLE[c]) {
                CASTLE_OWNER[s] = c;
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int s = 0; s < SQUARES; s++) {
                for (int k = KING; k <= KNECHT; k++) {
                    LINES[c][k][s] = lines(c, k, s);
                }
                LINES[c][SCOUT][s] = new int[0];
            }
        }
        int[][] jumps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int s = 0; s < SQUARES; s++) {
            int n = 0;
            int[] t = new int[8];
            for (int[] j : jumps) {
                int x = s % FILES + j[0];
                int y = s / FILES + j[1];
                if (onBoard(x, y)) {
                    t[n++] = y * FILES + x;
                }
            }
            LEAPS[s] = java.util.Arrays.copyOf(t, n);
        }
    }

    private ChessTGeometry() {
    }

    static boolean onBoard(int x, int y) {
        return x >= 0 && x < FILES && y >= 0 && y < RANKS;
    }

    static boolean isRoyal(int kind) {
        return kind >= KING && kind <= PRINCE;
    }

    /** Whether rank {@code y} (0-based) is in colour {@code c}'s own territory (White 0..3, Black 4..7). */
    static boolean ownTerritory(int c, int y) {
        return c == 0 ? y <= 3 : y >= 4;
    }

    static String name(int sq) {
        return (char) ('a' + sq % FILES) + Integer.toString(sq / FILES + 1);
    }

    /** The square a name such as {@code e4} denotes, or -1. */
    static int square(String name) {
        if (name.length() != 2) {
            return -1;
        }
        int x = name.charAt(0) - 'a';
        int y = name.charAt(1) - '1';
        return onBoard(x, y) ? y * FILES + x : -1;
    }

    private static int[] lines(int colour, int kind, int s) {
        int x0 = s % FILES;
        int y0 = s / FILES;
        int forward = colour == 0 ? 0 : 4; // direction index of "forward"
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int d = 0; d < 8; d++) {
            boolean orth = d % 2 == 0;
            int len;
            boolean jumping = false;
            switch (kind) {
                case KING -> len = 1;
                case PRINCE -> len = orth ? 1 : 3;
                case CONNET -> {
                    len = 3;
                    jumping = orth;
                }
                case RITTER -> {
                    len = orth ? 3 : 0;
                    jumping = true;
                }
                default -> { // Knecht, Ver Knecht
                    if (!orth) {
                        len = 0;
                    } else if (d == forward) {
                        int y2 = y0 + 2 * DY[d];
                        len = y2 >= 0 && y2 < RANKS && ownTerritory(colour, y2) ? 2 : 1;
                    } else {
                        len = 1;
                    }
                }
            }
            int n = 0;
            int[] sq = new int[3];
            for (int i = 1; i <= len; i++) {
                int x = x0 + i * DX[d];
                int y = y0 + i * DY[d];
                if (!onBoard(x, y)) {
                    break;
                }
                sq[n++] = y * FILES + x;
            }
            if (n > 0) {
                out.add(jumping ? 1 : 0);
                out.add(n);
                for (int i = 0; i < n; i++) {
                    out.add(sq[i]);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
