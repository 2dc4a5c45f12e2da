package org.ansuz.variants.chesst;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain chess-T / chess-T2 rules implementation for cross-checking the fast generator:
 * a {@code char[file][rank]} board, rules transcribed section by section from {@code docs/rules/chesst.md}
 * (default flags), moves as their canonical texts, immutable positions. Slow on purpose; shares no code
 * with the engine's family.
 */
public final class ChessTReference {
    /** Chess-T or Chess-T2; without the draw rules, so a position the engine ends in a draw is not compared. */
    public static ReferenceRules rules(Variant v) {
        boolean t2 = v.name().startsWith("chess-t2");
        return new ReferenceRules() {
            @Override
            public Map<String, String> moves(String fen) {
                ChessTReference p = parse(fen, t2);
                Map<String, String> out = new TreeMap<>();
                for (String move : p.legalMoves()) {
                    out.put(move, p.apply(move).fen());
                }
                return out;
            }

            @Override
            public boolean covers(Position p) {
                return p.result().kind() != GameResult.Kind.DRAW || p.generate(new MoveList()) > 0;
            }
        };
    }

    final char[][] b = new char[9][8];
    boolean whiteToMove = true;
    String impW; // e.g. "g4", null before the selection
    String impB;
    boolean rightW = true;
    boolean rightB = true;
    int clock;
    int fullmove = 1;
    final boolean t2;

    ChessTReference(boolean t2) {
        this.t2 = t2;
        for (char[] col : b) {
            java.util.Arrays.fill(col, '.');
        }
    }

    static ChessTReference parse(String fen, boolean t2) {
        ChessTReference p = new ChessTReference(t2);
        String[] f = fen.trim().split(" +");
        String[] rows = f[0].split("/");
        for (int r = 0; r < 8; r++) {
            int y = 7 - r;
            int x = 0;
            for (char ch : rows[r].toCharArray()) {
                if (Character.isDigit(ch)) {
                    x += ch - '0';
                } else {
                    p.b[x++][y] = ch;
                }
            }
        }
        p.whiteToMove = f[1].equals("w");
        if (!f[2].equals("-")) {
            p.impW = f[2].substring(0, 2);
            p.impB = f[2].substring(2, 4);
        }
        p.rightW = f[3].contains("P");
        p.rightB = f[3].contains("p");
        p.clock = Integer.parseInt(f[4]);
        p.fullmove = Integer.parseInt(f[5]);
        return p;
    }

    ChessTReference copy() {
        ChessTReference p = new ChessTReference(t2);
        for (int x = 0; x < 9; x++) {
            p.b[x] = b[x].clone();
        }
        p.whiteToMove = whiteToMove;
        p.impW = impW;
        p.impB = impB;
        p.rightW = rightW;
        p.rightB = rightB;
        p.clock = clock;
        p.fullmove = fullmove;
        return p;
    }

    String fen() {
        StringBuilder s = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < 9; x++) {
                if (b[x][y] == '.') {
                    run++;
                } else {
                    if (run > 0) {
                        s.append(run);
                    }
                    run = 0;
                    s.append(b[x][y]);
                }
            }
            if (run > 0) {
                s.append(run);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        s.append(whiteToMove ? " w " : " b ").append(impW == null ? "-" : impW + impB).append(' ');
        String r = (rightW ? "P" : "") + (rightB ? "p" : "");
        return s.append(r.isEmpty() ? "-" : r).append(' ').append(clock).append(' ').append(fullmove).toString();
    }

    // ---- squares and pieces ----

    static String sq(int x, int y) {
        return "" + (char) ('a' + x) + (y + 1);
    }

    static int fx(String s) {
        return s.charAt(0) - 'a';
    }

    static int fy(String s) {
        return s.charAt(1) - '1';
    }

    static boolean white(char p) {
        return Character.isUpperCase(p);
    }

    static boolean royal(char p) {
        char u = Character.toUpperCase(p);
        return u == 'K' || u == 'C' || u == 'P';
    }

    static int strength(char p) {
        return switch (Character.toUpperCase(p)) {
            case 'K', 'P', 'V' -> 3;
            case 'C' -> 6;
            case 'R' -> 4;
            case 'I' -> 2;
            default -> 0;
        };
    }

    static boolean whiteCastle(int x, int y) {
        return y == 0 && x >= 3 && x <= 5 || x == 4 && y == 1;
    }

    static boolean blackCastle(int x, int y) {
        return y == 7 && x >= 3 && x <= 5 || x == 4 && y == 6;
    }

    static boolean castle(int x, int y) {
        return whiteCastle(x, y) || blackCastle(x, y);
    }

    static boolean enemyCastle(boolean whitePiece, int x, int y) {
        return whitePiece ? blackCastle(x, y) : whiteCastle(x, y);
    }

    static boolean ownCastle(boolean whitePiece, int x, int y) {
        return whitePiece ? whiteCastle(x, y) : blackCastle(x, y);
    }

    /** The impregnable square a piece of this colour may not enter (its opponent's). */
    boolean isEnemyImp(boolean whitePiece, int x, int y) {
        String e = whitePiece ? impB : impW;
        return e != null && e.equals(sq(x, y));
    }

    static boolean on(int x, int y) {
        return x >= 0 && x < 9 && y >= 0 && y < 8;
    }

    /** One line of a piece: its squares in order and whether it jumps (section 6.1). */
    record Line(List<int[]> squares, boolean jumping) {
    }

    List<Line> lines(int x, int y) {
        char p = b[x][y];
        boolean w = white(p);
        char u = Character.toUpperCase(p);
        List<Line> out = new ArrayList<>();
        int[][] orth = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        int[][] diag = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
        switch (u) {
            case 'K' -> {
                for (int[] d : orth) {
                    out.add(line(x, y, d, 1, false));
                }
                for (int[] d : diag) {
                    out.add(line(x, y, d, 1, false));
                }
            }
            case 'P' -> {
                for (int[] d : orth) {
                    out.add(line(x, y, d, 1, false));
                }
                for (int[] d : diag) {
                    out.add(line(x, y, d, 3, false));
                }
            }
            case 'C' -> {
                for (int[] d : orth) {
                    out.add(line(x, y, d, 3, true));
                }
                for (int[] d : diag) {
                    out.add(line(x, y, d, 3, false));
                }
            }
            case 'R' -> {
                for (int[] d : orth) {
                    out.add(line(x, y, d, 3, true));
                }
            }
            case 'I', 'V' -> {
                int fwd = w ? 1 : -1;
                for (int[] d : orth) {
                    int len = 1;
                    if (d[1] == fwd) {
                        int y2 = y + 2 * fwd;
                        boolean inOwn = w ? y2 <= 3 : y2 >= 4;
                        if (y2 >= 0 && y2 < 8 && inOwn) {
                            len = 2;
                        }
                    }
                    out.add(line(x, y, d, len, false));
                }
            }
            default -> {
            }
        }
        return out;
    }

    private static Line line(int x, int y, int[] d, int len, boolean jumping) {
        List<int[]> s = new ArrayList<>();
        for (int i = 1; i <= len; i++) {
            if (on(x + i * d[0], y + i * d[1])) {
                s.add(new int[] {x + i * d[0], y + i * d[1]});
            }
        }
        return new Line(s, jumping);
    }

    /** Section 7.1: the squares the piece on (x, y) acts on. */
    List<String> projections(int x, int y) {
        List<String> out = new ArrayList<>();
        char p = b[x][y];
        if (Character.toUpperCase(p) == 'S') {
            return out;
        }
        boolean w = white(p);
        out.add(sq(x, y));
        for (Line l : lines(x, y)) {
            for (int[] q : l.squares()) {
                if (isEnemyImp(w, q[0], q[1])) {
                    if (l.jumping()) {
                        continue;
                    }
                    break;
                }
                out.add(sq(q[0], q[1]));
                if (!l.jumping() && b[q[0]][q[1]] != '.') {
                    break;
                }
            }
        }
        return out;
    }

    /** Section 7.3: F(c, q). */
    int force(boolean whiteSide, int qx, int qy) {
        int raw = 0;
        boolean royalActs = false;
        for (int x = 0; x < 9; x++) {
            for (int y = 0; y < 8; y++) {
                char p = b[x][y];
                if (p == '.' || white(p) != whiteSide) {
                    continue;
                }
                if (projections(x, y).contains(sq(qx, qy))) {
                    raw += strength(p);
                    if (royal(p)) {
                        royalActs = true;
                    }
                }
            }
        }
        char t = b[qx][qy];
        if (castle(qx, qy) && (t == '.' || white(t) != whiteSide) && !royalActs) {
            return 0;
        }
        return raw;
    }

    boolean chancePending() {
        return impW == null && fullmove >= 4 && whiteToMove && !over();
    }

    boolean kingMissing(boolean whiteSide) {
        for (char[] col : b) {
            for (char p : col) {
                if (p == (whiteSide ? 'K' : 'k')) {
                    return false;
                }
            }
        }
        return true;
    }

    int royalsIn(boolean castleOfWhite, boolean whitePieces) {
        int n = 0;
        for (int x = 0; x < 9; x++) {
            for (int y = 0; y < 8; y++) {
                char p = b[x][y];
                if (p != '.' && royal(p) && white(p) == whitePieces
                        && (castleOfWhite ? whiteCastle(x, y) : blackCastle(x, y))) {
                    n++;
                }
            }
        }
        return n;
    }

    /** A king gone or a castle captured (the draw rules are left out, as in perft). */
    boolean over() {
        if (kingMissing(true) || kingMissing(false)) {
            return true;
        }
        for (boolean owner : new boolean[] {true, false}) {
            if (royalsIn(owner, !owner) > 0 && royalsIn(owner, owner) == 0) {
                return true;
            }
        }
        return false;
    }

    // ---- moves (section 12) ----

    List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        if (over()) {
            return out;
        }
        if (chancePending()) {
            for (char wf : "abcghi".toCharArray()) {
                for (char bf : "abcghi".toCharArray()) {
                    out.add("@" + wf + "4" + bf + "5");
                }
            }
            return out;
        }
        boolean me = whiteToMove;
        for (int x = 0; x < 9; x++) {
            for (int y = 0; y < 8; y++) {
                char p = b[x][y];
                if (p == '.' || white(p) != me) {
                    continue;
                }
                String from = sq(x, y);
                if (Character.toUpperCase(p) == 'S') {
                    int[][] jumps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
                    for (int[] j : jumps) {
                        int qx = x + j[0];
                        int qy = y + j[1];
                        if (!on(qx, qy) || isEnemyImp(me, qx, qy)) {
                            continue;
                        }
                        char t = b[qx][qy];
                        if (t != '.' && white(t) == me) {
                            continue;
                        }
                        if (castle(qx, qy) && t == '.') {
                            continue;
                        }
                        emit(out, from + sq(qx, qy));
                    }
                    continue;
                }
                for (Line l : lines(x, y)) {
                    for (int[] q : l.squares()) {
                        int qx = q[0];
                        int qy = q[1];
                        char t = b[qx][qy];
                        boolean obstacle = isEnemyImp(me, qx, qy) || t != '.' && white(t) == me
                                || castle(qx, qy) && !royal(p);
                        if (obstacle) {
                            if (l.jumping()) {
                                continue;
                            }
                            break;
                        }
                        if (t != '.') {
                            int a = force(me, qx, qy);
                            int d = force(!me, qx, qy);
                            char pu = Character.toUpperCase(p);
                            boolean ok = a > d || a == d && pu != 'K';
                            if (ok) {
                                withTransformations(out, x, y, qx, qy, a > d);
                            }
                            if (!l.jumping()) {
                                break;
                            }
                            continue;
                        }
                        if (royal(p) && enemyCastle(me, qx, qy) && !enemyCastle(me, x, y)
                                && force(!me, qx, qy) > force(me, qx, qy)) {
                            continue;
                        }
                        withTransformations(out, x, y, qx, qy, true);
                    }
                }
            }
        }
        return out;
    }

    private int countPieces(char p) {
        int n = 0;
        for (char[] col : b) {
            for (char c : col) {
                if (c == p) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Section 10; {@code lands} false for an exchange (nothing transforms). */
    private void withTransformations(List<String> out, int x, int y, int qx, int qy, boolean lands) {
        char p = b[x][y];
        boolean w = white(p);
        String base = sq(x, y) + sq(qx, qy);
        char u = Character.toUpperCase(p);
        if (lands && u == 'V' && qy == (w ? 7 : 0)) {
            emit(out, base + "r");
            if (countPieces(w ? 'P' : 'p') < 3) {
                emit(out, base + "p");
            }
            if ((qx == 0 || qx == 8) && countPieces(w ? 'C' : 'c') < 3) {
                emit(out, base + "c");
            }
            if (t2) {
                emit(out, base + "s");
            }
            return;
        }
        if (lands && u == 'P' && enemyCastle(w, qx, qy) && !enemyCastle(w, x, y) && (w ? rightW : rightB)
                && countPieces(w ? 'C' : 'c') < 3) {
            emit(out, base);
            emit(out, base + "c");
            return;
        }
        emit(out, base);
    }

    /** Section 9.3 as a post-condition. */
    private void emit(List<String> out, String move) {
        boolean me = whiteToMove;
        ChessTReference after = apply(move);
        if (after.royalsIn(me, !me) >= 1 && after.royalsIn(me, me) == 0) {
            return;
        }
        out.add(move);
    }

    ChessTReference apply(String move) {
        ChessTReference n = copy();
        if (move.startsWith("@")) {
            n.impW = move.substring(1, 3);
            n.impB = move.substring(3, 5);
            boolean removed = false;
            char a = n.b[fx(n.impW)][fy(n.impW)];
            if (a != '.' && !white(a)) {
                n.b[fx(n.impW)][fy(n.impW)] = '.';
                removed = true;
            }
            char c = n.b[fx(n.impB)][fy(n.impB)];
            if (c != '.' && white(c)) {
                n.b[fx(n.impB)][fy(n.impB)] = '.';
                removed = true;
            }
            if (removed) {
                n.clock = 0;
            }
            return n;
        }
        int x = fx(move.substring(0, 2));
        int y = fy(move.substring(0, 2));
        int qx = fx(move.substring(2, 4));
        int qy = fy(move.substring(2, 4));
        char p = b[x][y];
        boolean w = white(p);
        char t = b[qx][qy];
        boolean exchange;
        if (Character.toUpperCase(p) == 'S') {
            exchange = t != '.' && castle(qx, qy);
        } else {
            exchange = t != '.' && force(w, qx, qy) == force(!w, qx, qy);
        }
        n.b[x][y] = '.';
        if (exchange) {
            n.b[qx][qy] = '.';
        } else {
            char placed = p;
            char u = Character.toUpperCase(p);
            if (move.length() == 5) {
                char s = Character.toUpperCase(move.charAt(4));
                placed = w ? s : Character.toLowerCase(s);
                if (u == 'P') {
                    if (w) {
                        n.rightW = false;
                    } else {
                        n.rightB = false;
                    }
                }
            } else if (u == 'I' && (w ? qy >= 5 : qy <= 2)) {
                placed = w ? 'V' : 'v';
            }
            n.b[qx][qy] = placed;
        }
        n.clock = t == '.' ? clock + 1 : 0;
        if (!whiteToMove) {
            n.fullmove++;
        }
        n.whiteToMove = !whiteToMove;
        return n;
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (String m : moves) {
            n += apply(m).perft(depth - 1);
        }
        return n;
    }
}
