package org.ansuz.variants.cyvasse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.spi.Board;

/**
 * The 88-cell board of Nine-Tile Cyvasse (rules section 1): immutable tables built once. Cells are
 * numbered in position-text order, rank 1 (Black's back row, drawn at the top) first, each rank left
 * to right; see {@code package-info}.
 */
final class CyvasseGeometry {
    static final int CELLS = 88;
    static final int RANKS = 9;
    /** Directions e, ne, nw, w, sw, se: {@code (d + 3) % 6} is the opposite direction. */
    static final int[] DF = {1, 0, -1, -1, 0, 1};
    static final int[] DR = {0, -1, -1, 0, 1, 1};
    static final String[] DIR_NAMES = {"e", "ne", "nw", "w", "sw", "se"};
    /** Forward-left and forward-right of each side: White (0) moves up (nw, ne), Black (1) down (sw, se). */
    static final int[][] FORWARD = {{2, 1}, {4, 5}};

    static final int[] FILE = new int[CELLS];
    static final int[] RANK = new int[CELLS];
    static final String[] NAME = new String[CELLS];
    /** {@code STEP[cell * 6 + dir]}: the neighbour, -1 off the board. */
    static final int[] STEP = new int[CELLS * 6];
    /** {@code DIST[a * CELLS + b]}: hex distance. */
    static final byte[] DIST = new byte[CELLS * CELLS];
    /** Rank of a cell's name order: file first, then rank ("a1..l9 order" of the notation). */
    static final int[] NAME_ORDER = new int[CELLS];
    /** First cell of each rank (index 0 = rank 1) and one past the last. */
    static final int[] RANK_START = new int[RANKS + 1];
    /** Each side's home cells ({@link #home}), in cell order. */
    static final int[][] HOME_CELLS = new int[2][];
    /** Each side's King start cells ({@link #throne}), in cell order. */
    static final int[][] THRONES = new int[2][];
    /** The kit's description of this board (names, drawing, {@code step[dir][cell]}). */
    static final Geometry GEOMETRY;
    static final Board BOARD;
    /** Position text: ranks 1 to 9 at their natural lengths. */
    static final RowCodec CODEC;

    static {
        int c = 0;
        for (int r = 1; r <= RANKS; r++) {
            RANK_START[r - 1] = c;
            for (int f = Math.max(0, r - 5); f <= Math.min(11, r + 6); f++) {
                FILE[c] = f;
                RANK[c] = r;
                NAME[c] = (char) ('a' + f) + Integer.toString(r);
                c++;
            }
        }
        RANK_START[RANKS] = c;
        for (int i = 0; i < CELLS; i++) {
            for (int j = 0; j < CELLS; j++) {
                int df = FILE[j] - FILE[i];
                int dr = RANK[j] - RANK[i];
                int dist = (df >= 0) == (dr >= 0) || df == 0 || dr == 0
                        ? Math.max(Math.abs(df), Math.abs(dr)) : Math.abs(df) + Math.abs(dr);
                DIST[i * CELLS + j] = (byte) dist;
            }
        }
        Integer[] order = new Integer[CELLS];
        for (int i = 0; i < CELLS; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> NAME[a].compareTo(NAME[b]));
        for (int i = 0; i < CELLS; i++) {
            NAME_ORDER[order[i]] = i;
        }
        Geometry.Builder b = Geometry.builder("hex", "hex cells 88 ranks 9", DIR_NAMES);
        int[] col = new int[CELLS];
        for (int i = 0; i < CELLS; i++) {
            col[i] = 2 * FILE[i] - RANK[i] + 5;
            b.add(NAME[i], FILE[i], RANK[i], RANK[i] - 1, col[i]);
        }
        for (int i = 0; i < CELLS; i++) {
            for (int d = 0; d < 3; d++) {
                int n = at(FILE[i] + DF[d], RANK[i] + DR[d]);
                if (n >= 0) {
                    b.link(i, d, n);
                }
            }
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = 1; r <= RANKS; r++) {
            rowLabels.add(NAME[RANK_START[r - 1]]); // each row labelled with its first cell: a1 .. a5, b6 .. e9
        }
        List<String> colLabels = new ArrayList<>();
        for (int x = 0; x < 23; x++) {
            colLabels.add("");
        }
        for (int i = RANK_START[RANKS - 1]; i < CELLS; i++) {
            colLabels.set(col[i], String.valueOf((char) ('a' + FILE[i]))); // files under the bottom row
        }
        GEOMETRY = b.drawing(RANKS, 23, rowLabels, colLabels).build();
        for (int i = 0; i < CELLS; i++) {
            for (int d = 0; d < 6; d++) {
                STEP[i * 6 + d] = GEOMETRY.step[d][i];
            }
        }
        BOARD = GEOMETRY.board();
        int[][] ranks = new int[RANKS][];
        List<String> rankNames = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            ranks[r] = IntStream.range(RANK_START[r], RANK_START[r + 1]).toArray();
            rankNames.add(Integer.toString(r + 1));
        }
        CODEC = new RowCodec(ranks, rankNames, "rank", "cells");
        List<String> thrones = List.of("f8", "h8", "j8", "c2", "e2", "g2");
        for (int side = 0; side < 2; side++) {
            int s = side;
            HOME_CELLS[side] = IntStream.range(0, CELLS).filter(i -> s == 0 ? RANK[i] >= 6 : RANK[i] <= 4).toArray();
            THRONES[side] = IntStream.range(0, CELLS).filter(i -> thrones.subList(3 * s, 3 * s + 3).contains(NAME[i]))
                    .toArray();
        }
    }

    private CyvasseGeometry() {
    }

    /** The cell at file {@code f} (a = 0) and rank {@code r} (1..9), -1 when not on the board. */
    static int at(int f, int r) {
        if (r < 1 || r > RANKS || f < r - 5 || f > r + 6 || f < 0 || f > 11) {
            return -1;
        }
        return RANK_START[r - 1] + f - Math.max(0, r - 5);
    }

    /** The cell called {@code name} ({@code a1}..{@code l9}), -1 when there is none. */
    static int cell(String name) {
        if (name.length() != 2) {
            return -1;
        }
        int f = name.charAt(0) - 'a';
        int r = name.charAt(1) - '0';
        return at(f, r);
    }

    static int step(int cell, int dir) {
        return STEP[cell * 6 + dir];
    }

    static int distance(int a, int b) {
        return DIST[a * CELLS + b];
    }

    static boolean adjacent(int a, int b) {
        return DIST[a * CELLS + b] == 1;
    }

    /** Home zone: ranks 6-9 for White (side 0), ranks 1-4 for Black. */
    static boolean home(int side, int cell) {
        return side == 0 ? RANK[cell] >= 6 : RANK[cell] <= 4;
    }

    /** The King's start cells: f8 h8 j8 for White, c2 e2 g2 for Black. */
    static boolean throne(int side, int cell) {
        for (int t : THRONES[side]) {
            if (t == cell) {
                return true;
            }
        }
        return false;
    }
}
