package org.ansuz.engine.toy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * Test game: k in a row on a {@code width x height} board, optionally with gravity (3x3 k=3 without
 * gravity is tic-tac-toe, 7x6 k=4 with gravity is Connect Four). A move is {@code cell + 1}; a move
 * that completes a line is noisy. Position text: rows top to bottom of {@code x o .}, then {@code w|b}.
 */
public final class ConnectGame implements Variant {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    public final int width;
    public final int height;
    public final int k;
    public final boolean gravity;
    private final long[] zobrist;
    private final long sideKey;

    public ConnectGame(int width, int height, int k, boolean gravity) {
        this.width = width;
        this.height = height;
        this.k = k;
        this.gravity = gravity;
        SplittableRandom r = new SplittableRandom(7);
        zobrist = new long[2 * width * height];
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = r.nextLong();
        }
        sideKey = r.nextLong();
    }

    public static ConnectGame ticTacToe() {
        return new ConnectGame(3, 3, 3, false);
    }

    public static ConnectGame connectFour() {
        return new ConnectGame(7, 6, 4, true);
    }

    @Override
    public String name() {
        return "connect";
    }

    @Override
    public Board board() {
        boolean[] all = new boolean[width * height];
        java.util.Arrays.fill(all, true);
        List<String> names = new ArrayList<>();
        for (int y = height - 1; y >= 0; y--) {
            for (int x = 0; x < width; x++) {
                names.add("" + (char) ('a' + x) + (y + 1));
            }
        }
        return Board.rectangular(width, height, all, names);
    }

    @Override
    public String startFen() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < height; y++) {
            sb.append(".".repeat(width)).append(y + 1 < height ? "/" : " w");
        }
        return sb.toString();
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        String[] parts = fen.trim().split("\\s+");
        String[] rows = parts[0].split("/");
        if (rows.length != height || parts.length < 2) {
            throw new NotationException("bad position: " + fen);
        }
        Pos p = new Pos();
        for (int r = 0; r < height; r++) {
            for (int x = 0; x < width; x++) {
                char c = rows[r].charAt(x);
                int cell = (height - 1 - r) * width + x; // cell 0 = a1
                if (c != '.') {
                    p.put(cell, c == 'x' ? 1 : 2);
                }
            }
        }
        p.side = parts[1].equals("w") ? 0 : 1;
        if (p.side == 1) {
            p.key ^= sideKey;
        }
        for (int c = 0; c < p.cells.length; c++) {
            p.lastWon |= p.cells[c] == 2 - p.side && p.completesLine(c, 2 - p.side);
        }
        return p;
    }

    @Override
    public GameInfo info() {
        return GameInfo.of("connect").withPlayers("x", "o")
                .withMaterialUnit("line")
                .withTypicalGamePlies(width * height);
    }

    public final class Pos implements Position {
        final int[] cells = new int[width * height];
        final int[] undo = new int[width * height + 1];
        int plies;
        int filled;
        int side;
        long key;
        boolean lastWon;

        void put(int cell, int piece) {
            cells[cell] = piece;
            key ^= zobrist[cell * 2 + piece - 1];
            filled++;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public long key() {
            return key;
        }

        @Override
        public int generate(MoveList out) {
            out.clear();
            if (lastWon || filled == cells.length) {
                return 0;
            }
            if (gravity) {
                for (int x = 0; x < width; x++) {
                    for (int y = 0; y < height; y++) {
                        if (cells[y * width + x] == 0) {
                            out.add(y * width + x + 1);
                            break;
                        }
                    }
                }
            } else {
                for (int c = 0; c < cells.length; c++) {
                    if (cells[c] == 0) {
                        out.add(c + 1);
                    }
                }
            }
            return out.size;
        }

        @Override
        public void play(long move) {
            int cell = (int) move - 1;
            put(cell, side + 1);
            undo[plies++] = cell;
            lastWon = completesLine(cell, side + 1);
            side ^= 1;
            key ^= sideKey;
        }

        @Override
        public void undo() {
            int cell = undo[--plies];
            key ^= zobrist[cell * 2 + cells[cell] - 1] ^ sideKey;
            cells[cell] = 0;
            filled--;
            side ^= 1;
            lastWon = false; // play never continues after a win
        }

        private boolean completesLine(int cell, int piece) {
            int x0 = cell % width;
            int y0 = cell / width;
            int[][] dirs = DIRECTIONS;
            for (int[] d : dirs) {
                int n = 1;
                for (int s = -1; s <= 1; s += 2) {
                    int x = x0 + s * d[0];
                    int y = y0 + s * d[1];
                    while (x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] == piece) {
                        n++;
                        x += s * d[0];
                        y += s * d[1];
                    }
                }
                if (n >= k) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public GameResult result() {
            return lastWon ? GameResult.loss("a line") : filled == cells.length ? GameResult.draw("board full")
                    : GameResult.ONGOING;
        }

        @Override
        public int evaluate() {
            int me = side + 1;
            int score = 0;
            int[][] dirs = DIRECTIONS;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    for (int[] d : dirs) {
                        int ex = x + (k - 1) * d[0];
                        int ey = y + (k - 1) * d[1];
                        if (ex < 0 || ey < 0 || ex >= width || ey >= height) {
                            continue;
                        }
                        int mine = 0;
                        int theirs = 0;
                        for (int i = 0; i < k; i++) {
                            int c = cells[(y + i * d[1]) * width + x + i * d[0]];
                            if (c == me) {
                                mine++;
                            } else if (c != 0) {
                                theirs++;
                            }
                        }
                        if (theirs == 0) {
                            score += mine * mine;
                        } else if (mine == 0) {
                            score -= theirs * theirs;
                        }
                    }
                }
            }
            return score * 5;
        }

        @Override
        public boolean isNoisy(long move) {
            int cell = (int) move - 1;
            cells[cell] = side + 1;
            boolean wins = completesLine(cell, side + 1);
            cells[cell] = 0;
            return wins;
        }

        @Override
        public String fen() {
            StringBuilder sb = new StringBuilder();
            for (int y = height - 1; y >= 0; y--) {
                for (int x = 0; x < width; x++) {
                    sb.append(".xo".charAt(cells[y * width + x]));
                }
                sb.append(y > 0 ? "/" : side == 0 ? " w" : " b");
            }
            return sb.toString();
        }

        @Override
        public String moveText(long move) {
            int cell = (int) move - 1;
            return "" + (char) ('a' + cell % width) + (cell / width + 1);
        }

        @Override
        public char symbolAt(int cell) {
            int x = cell % width;
            int y = height - 1 - cell / width;
            return ".xo".charAt(cells[y * width + x]);
        }

        @Override
        public int plies() {
            return plies;
        }

        @Override
        public Position copy() {
            Pos p = new Pos();
            System.arraycopy(cells, 0, p.cells, 0, cells.length);
            System.arraycopy(undo, 0, p.undo, 0, undo.length);
            p.plies = plies;
            p.filled = filled;
            p.side = side;
            p.key = key;
            p.lastWon = lastWon;
            return p;
        }
    }
}
