package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately simple, slow generator for the orthogonal games, written from the rule files alone
 * (docs/rules/draughts.md: Turkish, Greek, Senegalese, Gauntlet): a char grid, copied on every jump, every capture
 * route enumerated, then duplicates dropped by (from, to, captured set, flag) and the majority filter
 * applied. It shares nothing with {@link DraughtsPosition} but the FEN text it reads.
 *
 * <p>Grid: {@code board[y][x]}, {@code 'w'}/{@code 'W'} White man/king, {@code 'b'}/{@code 'B'} Black
 * man/king (Gauntlet: {@code w} runner, {@code b} left blocker, {@code B} right blocker), {@code '.'}
 * empty, {@code '#'} not a square.
 */
final class OrthogonalReference {
    enum Game { TURKISH, GREEK, SENEGALESE, GAUNTLET }

    /** Whether this reference (rather than {@code ReferenceDraughts}) models the named game. */
    static boolean covers(String variant) {
        for (Game g : Game.values()) {
            if (g.name().equalsIgnoreCase(variant)) {
                return true;
            }
        }
        return false;
    }

    /** One move: squares as {@code y * 8 + x}, captured squares likewise; flag = crowned / removed / goal. */
    record Move(int from, int to, long captured, boolean flag) {
    }

    final Game game;
    final int w;
    final int h;
    char[][] board;
    int side;

    OrthogonalReference(Game game, String fen) {
        this.game = game;
        w = switch (game) {
            case SENEGALESE -> 6;
            default -> 8;
        };
        h = game == Game.SENEGALESE ? 5 : 8;
        board = new char[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1);
                board[y][x] = game == Game.GAUNTLET && corner ? '#' : '.';
            }
        }
        String[] f = fen.split(":");
        side = f[0].equals("W") ? 0 : 1;
        for (int i = 1; i < f.length; i++) {
            char c = f[i].charAt(0);
            if (c != 'W' && c != 'B') {
                continue;
            }
            if (f[i].length() == 1) {
                continue;
            }
            for (String sq : f[i].substring(1).split(",")) {
                boolean king = sq.startsWith("K");
                String s = king ? sq.substring(1) : sq;
                int x = s.charAt(0) - 'a';
                int y = Integer.parseInt(s.substring(1)) - 1;
                char man = c == 'W' ? 'w' : 'b';
                board[y][x] = king ? Character.toUpperCase(man) : man;
            }
        }
    }

    /** The side to move and the grid, row by row: the position text {@link DraughtsReferenceRules} compares. */
    String text() {
        StringBuilder s = new StringBuilder(side == 0 ? "W" : "B").append('|');
        for (char[] row : board) {
            s.append(row);
        }
        return s.toString();
    }

    /** The position {@link #text} wrote. */
    static OrthogonalReference ofText(Game game, String text) {
        OrthogonalReference r = new OrthogonalReference(game, text.substring(0, 1));
        for (int y = 0; y < r.h; y++) {
            text.getChars(2 + y * r.w, 2 + (y + 1) * r.w, r.board[y], 0);
        }
        return r;
    }

    private boolean own(char p, int s) {
        return p != '.' && p != '#' && (Character.toLowerCase(p) == 'w') == (s == 0);
    }

    private boolean enemy(char p, int s) {
        return p != '.' && p != '#' && !own(p, s);
    }

    private boolean on(int x, int y) {
        return x >= 0 && y >= 0 && x < w && y < h && board[y][x] != '#';
    }

    /** The steps a piece moves and captures in. */
    private int[][] dirs(char p) {
        boolean white = Character.toLowerCase(p) == 'w';
        boolean king = Character.isUpperCase(p);
        if (game == Game.GAUNTLET) {
            return white ? new int[][]{{0, 1}} : king ? new int[][]{{-1, 0}} : new int[][]{{1, 0}};
        }
        if (king) {
            return new int[][]{{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        }
        return new int[][]{{0, white ? 1 : -1}, {1, 0}, {-1, 0}};
    }

    private boolean flyingKing(char p) {
        return Character.isUpperCase(p) && (game == Game.TURKISH || game == Game.GREEK);
    }

    private int farRow(int s) {
        return s == 0 ? h - 1 : 0;
    }

    boolean gameOverByGoal() {
        if (game != Game.GAUNTLET) {
            return false;
        }
        for (int x = 0; x < w; x++) {
            if (board[h - 1][x] == 'w') {
                return true;
            }
        }
        return false;
    }

    List<Move> moves() {
        Set<Move> out = new LinkedHashSet<>();
        if (gameOverByGoal()) {
            return new ArrayList<>();
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (own(board[y][x], side)) {
                    char p = board[y][x];
                    board[y][x] = '.';
                    jumps(p, x, y, x, y, 0L, null, out);
                    board[y][x] = p;
                }
            }
        }
        if (!out.isEmpty()) {
            boolean majority = game != Game.SENEGALESE;
            if (majority) {
                int best = 0;
                for (Move m : out) {
                    best = Math.max(best, Long.bitCount(m.captured()));
                }
                List<Move> keep = new ArrayList<>();
                for (Move m : out) {
                    if (Long.bitCount(m.captured()) == best) {
                        keep.add(m);
                    }
                }
                return keep;
            }
            return new ArrayList<>(out);
        }
        List<Move> quiet = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                char p = board[y][x];
                if (!own(p, side)) {
                    continue;
                }
                for (int[] d : dirs(p)) {
                    for (int tx = x + d[0], ty = y + d[1]; on(tx, ty) && board[ty][tx] == '.'; tx += d[0], ty += d[1]) {
                        boolean far = Character.isLowerCase(p) && ty == farRow(side)
                                && !(game == Game.GAUNTLET && side == 1);
                        quiet.add(new Move(y * 8 + x, ty * 8 + tx, 0L, far));
                        if (!flyingKing(p)) {
                            break;
                        }
                    }
                }
            }
        }
        return quiet;
    }

    /** Extends a capture of piece p (lifted off the board) standing at (x, y). */
    private void jumps(char p, int fromX, int fromY, int x, int y, long captured, int[] last, Set<Move> out) {
        boolean any = false;
        for (int[] d : dirs(p)) {
            if (last != null && game == Game.TURKISH && d[0] == -last[0] && d[1] == -last[1]) {
                continue;
            }
            int vx = x + d[0];
            int vy = y + d[1];
            if (flyingKing(p)) {
                while (on(vx, vy) && board[vy][vx] == '.') {
                    vx += d[0];
                    vy += d[1];
                }
            }
            if (!on(vx, vy) || !enemy(board[vy][vx], side)) {
                continue;
            }
            List<int[]> lands = new ArrayList<>();
            for (int lx = vx + d[0], ly = vy + d[1]; on(lx, ly) && board[ly][lx] == '.'; lx += d[0], ly += d[1]) {
                lands.add(new int[]{lx, ly});
                if (!(flyingKing(p) && game == Game.TURKISH)) {
                    break;
                }
            }
            if (lands.isEmpty()) {
                continue;
            }
            any = true;
            char victim = board[vy][vx];
            board[vy][vx] = '.';
            long cap = captured | 1L << (vy * 8 + vx);
            for (int[] l : lands) {
                boolean man = Character.isLowerCase(p);
                boolean reachesFar = man && l[1] == farRow(side);
                if (reachesFar && (game == Game.GREEK || game == Game.GAUNTLET)) {
                    out.add(new Move(fromY * 8 + fromX, l[1] * 8 + l[0], cap, true));
                    continue;
                }
                if (!jumpsFrom(p, fromX, fromY, l[0], l[1], cap, d, out)) {
                    out.add(new Move(fromY * 8 + fromX, l[1] * 8 + l[0], cap, reachesFar));
                }
            }
            board[vy][vx] = victim;
        }
        if (!any && captured != 0) {
            throw new IllegalStateException("unreachable");
        }
    }

    private boolean jumpsFrom(char p, int fromX, int fromY, int x, int y, long captured, int[] last, Set<Move> out) {
        int before = out.size();
        boolean can = canJump(p, x, y, last);
        if (can) {
            jumps(p, fromX, fromY, x, y, captured, last, out);
        }
        return can || out.size() != before;
    }

    private boolean canJump(char p, int x, int y, int[] last) {
        for (int[] d : dirs(p)) {
            if (last != null && game == Game.TURKISH && d[0] == -last[0] && d[1] == -last[1]) {
                continue;
            }
            int vx = x + d[0];
            int vy = y + d[1];
            if (flyingKing(p)) {
                while (on(vx, vy) && board[vy][vx] == '.') {
                    vx += d[0];
                    vy += d[1];
                }
            }
            if (on(vx, vy) && enemy(board[vy][vx], side) && on(vx + d[0], vy + d[1])
                    && board[vy + d[1]][vx + d[0]] == '.') {
                return true;
            }
        }
        return false;
    }

    /** Plays m; returns the undo information (a copy of the grid). */
    char[][] play(Move m) {
        char[][] saved = new char[h][];
        for (int y = 0; y < h; y++) {
            saved[y] = board[y].clone();
        }
        int fx = m.from() % 8;
        int fy = m.from() / 8;
        int tx = m.to() % 8;
        int ty = m.to() / 8;
        char p = board[fy][fx];
        board[fy][fx] = '.';
        for (long b = m.captured(); b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            board[c / 8][c % 8] = '.';
        }
        if (m.flag() && game != Game.GAUNTLET) {
            p = game == Game.SENEGALESE ? '.' : Character.toUpperCase(p);
        }
        board[ty][tx] = p;
        side ^= 1;
        return saved;
    }

    void undo(char[][] saved) {
        board = saved;
        side ^= 1;
    }
}
