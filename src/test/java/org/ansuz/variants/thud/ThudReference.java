package org.ansuz.variants.thud;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain generator for the whole family, transcribed line by line from
 * {@code docs/rules/thud.md#thud} and {@code docs/rules/thud.md#koom-valley}: a 15x15 char array,
 * board copies for every move, no shared code with the engine. A move is identified by the position it
 * leaves (one effect, one move), so {@link #successors} is a map from the resulting position text to
 * whether that position ends the game.
 */
public final class ThudReference {
    /**
     * The reference under {@code v}'s rules. Moves are compared by the position they leave and whether that
     * ends the game (a capture of the last piece, the Rock taken or home), so each effect must be listed once.
     */
    public static ReferenceRules rules(Variant v) {
        ThudRules rules = ((ThudVariant) v).rules();
        return new ReferenceRules() {
            @Override
            public Map<String, String> moves(String fen) {
                Map<String, String> out = new TreeMap<>();
                new ThudReference(rules, fen).successors().forEach((after, over) -> out.put(after + (over ? " over" : ""), after));
                return out;
            }

            @Override
            public String moveText(Position p, long move) {
                ThudPosition t = (ThudPosition) p;
                t.play(move);
                boolean over = t.rules.isThud() ? t.dwarfs == 0 || t.trolls == 0
                        : t.rockTaken || (t.rock >= 0 && ThudBoard.rank(t.rock) == 14);
                String after = t.fen();
                t.undo();
                return after + (over ? " over" : "");
            }

            @Override
            public boolean covers(Position p) {
                // a game that has ended has no moves; the reference learns of the end from the move's flag above
                return !p.result().isOver() && !new ThudReference(rules, p.fen()).overAtSetup();
            }
        };
    }

    /** A random position of {@code v}: dwarfs, trolls (and a Rock) strewn over the octagon at a random density. */
    public static String scatter(Variant v, SplittableRandom random) {
        char[] cells = new char[165];
        int dwarfs = 4 + random.nextInt(30);
        int trolls = 2 + random.nextInt(10);
        java.util.Arrays.fill(cells, '.');
        if (((ThudVariant) v).rules().isThud()) {
            cells[ThudBoard.MAILBOX.cell[ThudBoard.CENTRE]] = 'X';
        } else {
            cells[random.nextInt(165 - 15) + 15] = 'R'; // never on the goal row (the first five cells)
        }
        for (int k = 0; k < dwarfs + trolls; k++) {
            int c;
            do {
                c = random.nextInt(165);
            } while (cells[c] != '.');
            cells[c] = k < dwarfs ? 'd' : 'T';
        }
        ThudReference r = new ThudReference(((ThudVariant) v).rules(), "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 d");
        int i = 0;
        for (int y = 14; y >= 0; y--) {
            for (int x = 0; x < 15; x++) {
                if (onOctagon(x, y)) {
                    r.board[x][y] = cells[i++];
                }
            }
        }
        r.side = random.nextBoolean() ? 'd' : 't';
        return r.fen();
    }

    static final int[][] DIRS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    final ThudRules rules;
    /** board[x][y]: '.', 'd', 'T', 'R', 'X'; squares off the octagon are '#'. */
    final char[][] board = new char[15][15];
    /** 'd' or 't'. */
    char side;

    ThudReference(ThudRules rules, String fen) {
        this.rules = rules;
        String[] fields = fen.trim().split("\\s+");
        String[] ranks = fields[0].split("/");
        for (int r = 0; r < 15; r++) {
            int y = 14 - r;
            List<Character> cells = new ArrayList<>();
            String row = ranks[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j + 1 < row.length() && Character.isDigit(row.charAt(j + 1))) {
                        j++;
                    }
                    for (int k = Integer.parseInt(row.substring(i, j + 1)); k > 0; k--) {
                        cells.add('.');
                    }
                    i = j;
                } else {
                    cells.add(c);
                }
            }
            int k = 0;
            for (int x = 0; x < 15; x++) {
                board[x][y] = onOctagon(x, y) ? cells.get(k++) : '#';
            }
        }
        side = fields[1].charAt(0);
    }

    private ThudReference(ThudReference other) {
        rules = other.rules;
        for (int x = 0; x < 15; x++) {
            board[x] = other.board[x].clone();
        }
        side = other.side;
    }

    /** Section 1: the square exists iff all four corner distances are at least 5. */
    static boolean onOctagon(int x, int y) {
        return x >= 0 && y >= 0 && x < 15 && y < 15
                && x + y >= 5 && (14 - x) + y >= 5 && x + (14 - y) >= 5 && (14 - x) + (14 - y) >= 5;
    }

    char at(int x, int y) {
        return onOctagon(x, y) ? board[x][y] : '#';
    }

    String fen() {
        StringBuilder s = new StringBuilder();
        for (int y = 14; y >= 0; y--) {
            int empty = 0;
            for (int x = 0; x < 15; x++) {
                if (!onOctagon(x, y)) {
                    continue;
                }
                char c = board[x][y];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        s.append(empty);
                    }
                    empty = 0;
                    s.append(c);
                }
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(' ').append(side).toString();
    }

    int count(char piece) {
        int n = 0;
        for (int x = 0; x < 15; x++) {
            for (int y = 0; y < 15; y++) {
                if (board[x][y] == piece) {
                    n++;
                }
            }
        }
        return n;
    }

    int[] rock() {
        for (int x = 0; x < 15; x++) {
            for (int y = 0; y < 15; y++) {
                if (board[x][y] == 'R') {
                    return new int[] {x, y};
                }
            }
        }
        return null;
    }

    int around(int x, int y, char piece) {
        int n = 0;
        for (int[] d : DIRS) {
            if (at(x + d[0], y + d[1]) == piece) {
                n++;
            }
        }
        return n;
    }

    /** Whether the game is over in this position when nobody has just moved (a position text). */
    boolean overAtSetup() {
        if (rules.isThud()) {
            return count('d') == 0 || count('T') == 0;
        }
        int[] r = rock();
        if (r == null) {
            return false;
        }
        if (r[1] == 14) {
            return true;
        }
        boolean three = around(r[0], r[1], 'T') >= 3;
        return switch (rules.rockCapture()) {
            case AFTER_TROLL_MOVE -> three && side == 'd';
            case ANY_MOVE -> three;
            case MOVED_TROLL_ADJACENT -> false;
        };
    }

    /** Every legal move, as the position it leaves mapped to whether that position ends the game. */
    Map<String, Boolean> successors() {
        Map<String, Boolean> out = new LinkedHashMap<>();
        for (int x = 0; x < 15; x++) {
            for (int y = 0; y < 15; y++) {
                char c = board[x][y];
                if (side == 'd' && c == 'd') {
                    if (rules.isThud()) {
                        thudDwarf(x, y, out);
                    } else {
                        kvDwarf(x, y, out);
                    }
                } else if (side == 'd' && c == 'R') {
                    rockMoves(x, y, out);
                } else if (side == 't' && c == 'T') {
                    if (rules.isThud()) {
                        thudTroll(x, y, out);
                    } else {
                        kvTroll(x, y, out);
                    }
                }
            }
        }
        return out;
    }

    private ThudReference after() {
        ThudReference next = new ThudReference(this);
        next.side = side == 'd' ? 't' : 'd';
        return next;
    }

    private void record(ThudReference next, boolean trollMoved, int lastX, int lastY, Map<String, Boolean> out) {
        boolean over;
        if (rules.isThud()) {
            over = next.count('d') == 0 || next.count('T') == 0;
        } else {
            int[] r = next.rock();
            over = false;
            if (r != null) {
                boolean three = next.around(r[0], r[1], 'T') >= 3;
                boolean touches = Math.abs(r[0] - lastX) <= 1 && Math.abs(r[1] - lastY) <= 1;
                over = r[1] == 14 || switch (rules.rockCapture()) {
                    case AFTER_TROLL_MOVE -> trollMoved && three;
                    case MOVED_TROLL_ADJACENT -> trollMoved && touches && three;
                    case ANY_MOVE -> three;
                };
            }
        }
        out.putIfAbsent(next.fen(), over);
    }

    // ---- docs/rules/thud.md#thud: dwarfs move like queens or hurl onto a troll ------------------------------

    private void thudDwarf(int x, int y, Map<String, Boolean> out) {
        for (int[] d : DIRS) {
            for (int k = 1; at(x + k * d[0], y + k * d[1]) == '.'; k++) {
                ThudReference next = after();
                next.board[x][y] = '.';
                next.board[x + k * d[0]][y + k * d[1]] = 'd';
                record(next, false, x + k * d[0], y + k * d[1], out);
            }
            int n = 0;
            while (at(x - n * d[0], y - n * d[1]) == 'd') {
                n++;
            }
            for (int m = 1; m <= n; m++) {
                boolean clear = true;
                for (int j = 1; j < m; j++) {
                    clear &= at(x + j * d[0], y + j * d[1]) == '.';
                }
                if (clear && at(x + m * d[0], y + m * d[1]) == 'T') {
                    ThudReference next = after();
                    next.board[x][y] = '.';
                    next.board[x + m * d[0]][y + m * d[1]] = 'd';
                    record(next, false, x + m * d[0], y + m * d[1], out);
                }
            }
        }
    }

    // ---- docs/rules/thud.md#thud: trolls step or are shoved, then take adjacent dwarfs -----------------------

    private void thudTroll(int x, int y, Map<String, Boolean> out) {
        for (int[] d : DIRS) {
            int n = 0;
            while (at(x - n * d[0], y - n * d[1]) == 'T') {
                n++;
            }
            for (int m = 1; m <= Math.max(1, n); m++) {
                boolean clear = true;
                for (int j = 1; j <= m; j++) {
                    clear &= at(x + j * d[0], y + j * d[1]) == '.';
                }
                if (!clear) {
                    break;
                }
                int tx = x + m * d[0];
                int ty = y + m * d[1];
                ThudReference moved = after();
                moved.board[x][y] = '.';
                moved.board[tx][ty] = 'T';
                List<int[]> adjacent = new ArrayList<>();
                for (int[] e : DIRS) {
                    if (moved.at(tx + e[0], ty + e[1]) == 'd') {
                        adjacent.add(new int[] {tx + e[0], ty + e[1]});
                    }
                }
                if (m >= 2 && adjacent.isEmpty()) {
                    continue; // a shove must land next to a dwarf
                }
                int subsets = rules.trollCapture() == ThudRules.TrollCapture.ALL ? 1 : 1 << adjacent.size();
                for (int s = 0; s < subsets; s++) {
                    int taken = rules.trollCapture() == ThudRules.TrollCapture.ALL ? (1 << adjacent.size()) - 1 : s;
                    if (m >= 2 && taken == 0) {
                        continue;
                    }
                    ThudReference next = new ThudReference(moved);
                    for (int i = 0; i < adjacent.size(); i++) {
                        if ((taken & 1 << i) != 0) {
                            next.board[adjacent.get(i)[0]][adjacent.get(i)[1]] = '.';
                        }
                    }
                    record(next, true, tx, ty, out);
                }
            }
        }
    }

    // ---- docs/rules/thud.md#koom-valley: dwarf moves with custodial captures, Rock moves ---------------------

    private void kvDwarf(int x, int y, Map<String, Boolean> out) {
        for (int[] d : DIRS) {
            for (int k = 1; at(x + k * d[0], y + k * d[1]) == '.'; k++) {
                int tx = x + k * d[0];
                int ty = y + k * d[1];
                ThudReference next = after();
                next.board[x][y] = '.';
                next.board[tx][ty] = 'd';
                if (!rules.isFootball()) {
                    ThudReference before = new ThudReference(next);
                    for (int[] e : DIRS) {
                        char far = before.at(tx + 2 * e[0], ty + 2 * e[1]);
                        if (before.at(tx + e[0], ty + e[1]) == 'T' && (far == 'd' || far == 'R' && rules.rockIsAnvil())) {
                            next.board[tx + e[0]][ty + e[1]] = '.';
                        }
                    }
                }
                record(next, false, tx, ty, out);
            }
        }
    }

    private void rockMoves(int x, int y, Map<String, Boolean> out) {
        if (around(x, y, 'd') == 0) {
            return;
        }
        for (int[] d : DIRS) {
            for (int k = 1; at(x + k * d[0], y + k * d[1]) == '.'; k++) {
                int tx = x + k * d[0];
                int ty = y + k * d[1];
                ThudReference next = after();
                next.board[x][y] = '.';
                next.board[tx][ty] = 'R';
                if (next.around(tx, ty, 'd') > 0) {
                    record(next, false, tx, ty, out);
                }
                if (!rules.isFootball()) {
                    break; // the Rock moves one square; the ball like a queen
                }
            }
        }
    }

    // ---- docs/rules/thud.md#koom-valley: troll moves of 1-3 squares, trample chains --------------------

    private void kvTroll(int x, int y, Map<String, Boolean> out) {
        for (int[] d : DIRS) {
            for (int k = 1; k <= 3 && at(x + k * d[0], y + k * d[1]) == '.'; k++) {
                int tx = x + k * d[0];
                int ty = y + k * d[1];
                if (rules.isFootball() && at(tx + d[0], ty + d[1]) == '#') {
                    break;
                }
                ThudReference next = after();
                next.board[x][y] = '.';
                next.board[tx][ty] = 'T';
                record(next, true, tx, ty, out);
            }
        }
        if (!rules.isFootball()) {
            ThudReference lifted = new ThudReference(this);
            lifted.board[x][y] = '.';
            jumps(lifted, x, y, 0, out);
        }
    }

    private void jumps(ThudReference b, int x, int y, int hops, Map<String, Boolean> out) {
        for (int[] d : DIRS) {
            if (b.at(x + d[0], y + d[1]) != 'd' || b.at(x + 2 * d[0], y + 2 * d[1]) != '.') {
                continue;
            }
            int tx = x + 2 * d[0];
            int ty = y + 2 * d[1];
            ThudReference next = new ThudReference(b);
            next.board[x + d[0]][y + d[1]] = '.';
            ThudReference finished = new ThudReference(next);
            finished.board[tx][ty] = 'T';
            finished.side = 'd';
            record(finished, true, tx, ty, out);
            boolean over = out.get(finished.fen());
            if (!over && rules.trampleChains() && hops + 1 < 16) {
                jumps(next, tx, ty, hops + 1, out);
            }
        }
    }
}
