package org.ansuz.variants.magyar;

import static org.ansuz.variants.magyar.MagyarPosition.DQ;
import static org.ansuz.variants.magyar.MagyarPosition.DR;
import static org.ansuz.variants.magyar.MagyarPosition.FROM;
import static org.ansuz.variants.magyar.MagyarPosition.JUMPS;
import static org.ansuz.variants.magyar.MagyarPosition.KIND;
import static org.ansuz.variants.magyar.MagyarPosition.KIND_JUMP;
import static org.ansuz.variants.magyar.MagyarPosition.KIND_STEP;
import static org.ansuz.variants.magyar.MagyarPosition.NB;
import static org.ansuz.variants.magyar.MagyarPosition.SKIP;
import static org.ansuz.variants.magyar.MagyarPosition.STEP_DIR;
import static org.ansuz.variants.magyar.MagyarPosition.TILE_TO;
import static org.ansuz.variants.magyar.MagyarPosition.jumpDir;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveNotation;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;

/**
 * Magyar move texts: {@code h4-h5} (a step), {@code h4xh6xf6} (a capture, along any route over the same
 * columns), {@code T:F7-E7} (a tile move), {@code T:-} (no tile move); cells by their Dagaz name inside
 * the 15 x 9 window, else axial {@code q,r}.
 */
final class MagyarNotation implements MoveNotation<MagyarPosition> {
    static final MagyarNotation INSTANCE = new MagyarNotation();

    private MagyarNotation() {
    }

    @Override
    public String moveText(MagyarPosition pos, long m) {
        switch (KIND.of(m)) {
            case KIND_STEP -> {
                int f = FROM.of(m);
                return pos.name(f, false) + "-" + cellName(pos.realQ[f] + DQ[STEP_DIR.of(m)], pos.realR[f] + DR[STEP_DIR.of(m)], false);
            }
            case KIND_JUMP -> {
                int at = FROM.of(m);
                int q = pos.realQ[at];
                int r = pos.realR[at];
                StringBuilder s = new StringBuilder(pos.name(at, false));
                for (int i = 0; i < JUMPS.of(m); i++) {
                    int d = jumpDir(m, i);
                    q += 2 * DQ[d];
                    r += 2 * DR[d];
                    s.append('x').append(cellName(q, r, false));
                }
                return s.toString();
            }
            default -> {
                if (m == SKIP) {
                    return "T:-";
                }
                int f = FROM.of(m);
                int to = TILE_TO.of(m);
                int[] qr = destination(pos, f, to);
                return "T:" + pos.name(f, true) + "-" + cellName(qr[0], qr[1], true);
            }
        }
    }

    /** Real coordinates of an empty destination cell, from a tile next to it other than the source. */
    private static int[] destination(MagyarPosition pos, int source, int to) {
        for (int d = 0; d < 6; d++) {
            int t = NB[(d + 3) % 6][to];
            if (t != source && pos.tile[t]) {
                return new int[] {pos.realQ[t] + DQ[d], pos.realR[t] + DR[d]};
            }
        }
        throw new IllegalStateException("tile destination without neighbours");
    }

    @Override
    public long parseMove(MagyarPosition pos, String text) throws NotationException {
        String wanted = text.trim();
        MoveList list = new MoveList();
        int n = pos.generate(list);
        for (int i = 0; i < n; i++) {
            if (moveText(pos, list.move(i)).equalsIgnoreCase(wanted)) {
                return list.move(i);
            }
        }
        // A capture may be written along any route over the same columns (all routes are one move).
        for (int i = 0; i < n; i++) {
            if (KIND.of(list.move(i)) == KIND_JUMP && routeMatches(pos, list.move(i), wanted)) {
                return list.move(i);
            }
        }
        throw new NotationException("illegal move: " + text);
    }

    /** Whether {@code wanted} is another route of the capture {@code m}: same start, landing and jumped columns. */
    private static boolean routeMatches(MagyarPosition pos, long m, String wanted) throws NotationException {
        String[] parts = wanted.toLowerCase(Locale.ROOT).split("x");
        if (parts.length < 2) {
            return false;
        }
        int[] start = parseCell(parts[0]);
        if (start[0] != pos.realQ[FROM.of(m)] || start[1] != pos.realR[FROM.of(m)]) {
            return false;
        }
        TreeMap<String, Integer> jumped = new TreeMap<>();
        int q = start[0];
        int r = start[1];
        for (int i = 1; i < parts.length; i++) {
            int[] to = parseCell(parts[i]);
            int dq = to[0] - q;
            int dr = to[1] - r;
            if (Math.abs(dq) > 2 || Math.abs(dr) > 2 || dq % 2 != 0 || dr % 2 != 0 || dq == 0 && dr == 0
                    || Math.abs(dq + dr) > 2) {
                return false;
            }
            jumped.merge((q + dq / 2) + "," + (r + dr / 2), 1, Integer::sum);
            q = to[0];
            r = to[1];
        }
        TreeMap<String, Integer> mine = new TreeMap<>();
        int mq = pos.realQ[FROM.of(m)];
        int mr = pos.realR[FROM.of(m)];
        for (int i = 0; i < JUMPS.of(m); i++) {
            int d = jumpDir(m, i);
            mine.merge((mq + DQ[d]) + "," + (mr + DR[d]), 1, Integer::sum);
            mq += 2 * DQ[d];
            mr += 2 * DR[d];
        }
        return mq == q && mr == r && mine.equals(jumped) && parts.length - 1 == JUMPS.of(m);
    }

    /** Dagaz name inside its 15 x 9 window (file A..O = q 0..14, rank 1..9 = r), else {@code q,r}. */
    static String cellName(int q, int r, boolean upper) {
        if (q >= 0 && q <= 14 && r >= 1 && r <= 9) {
            return (char) ((upper ? 'A' : 'a') + q) + Integer.toString(r);
        }
        return q + "," + r;
    }

    /** Parses a cell name (Dagaz letter-digit or {@code q,r}) to {q, r}. */
    static int[] parseCell(String s) throws NotationException {
        String t = s.trim().toLowerCase(Locale.ROOT);
        try {
            int comma = t.indexOf(',');
            if (comma > 0) {
                return new int[] {Integer.parseInt(t.substring(0, comma)), Integer.parseInt(t.substring(comma + 1))};
            }
            if (t.length() >= 2 && t.charAt(0) >= 'a' && t.charAt(0) <= 'o') {
                int r = Integer.parseInt(t.substring(1));
                if (r >= 1 && r <= 9) {
                    return new int[] {t.charAt(0) - 'a', r};
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the error below
        }
        throw new NotationException("bad cell '" + s + "' (a Dagaz name a1..o9 or axial q,r)");
    }

    /** The position a {@code fen} text describes; nothing is built when the text is malformed. */
    static MagyarPosition parsePosition(MagyarVariant v, String text) throws NotationException {
        MagyarPosition p = new MagyarPosition(v, new GameHistory());
        String[] f = text.trim().split("\\s+");
        int i = 0;
        List<int[]> seen = new ArrayList<>();
        while (i < f.length && f[i].indexOf(':') > 0) {
            String e = f[i++];
            int colon = e.lastIndexOf(':');
            int[] qr = parseCell(e.substring(0, colon));
            String content = e.substring(colon + 1).toLowerCase(Locale.ROOT);
            for (int[] o : seen) {
                int dq = qr[0] - o[0];
                int dr = qr[1] - o[1];
                if (dq == 0 && dr == 0) {
                    throw new NotationException("tile " + e + " listed twice");
                }
                if (Math.abs(dq) > 30 || Math.abs(dr) > 30 || Math.abs(dq + dr) > 30) {
                    throw new NotationException("tiles too far apart: the board is one cluster of tiles");
                }
            }
            if (seen.size() == 63) {
                throw new NotationException("too many tiles (at most 63)");
            }
            seen.add(qr);
            int cell = MagyarPosition.index(qr[0], qr[1]);
            p.addTile(cell, qr[0], qr[1]);
            if (!content.equals(".")) {
                if (content.isEmpty() || content.length() > 23 || !content.matches("[rw]+")) {
                    throw new NotationException("bad column '" + content + "' (bottom to top r/w, or . for an empty tile)");
                }
                int bits = 0;
                for (int k = 0; k < content.length(); k++) {
                    bits |= (content.charAt(k) == 'w' ? 1 : 0) << k;
                }
                p.setStack(cell, content.length() << 24 | bits);
            }
        }
        if (p.tileCount == 0) {
            throw new NotationException("no tiles: expected <cell>:<column> entries, then r|w and stones|tile");
        }
        if (i >= f.length) {
            throw new NotationException("missing side to move (r or w)");
        }
        String s = f[i++].toLowerCase(Locale.ROOT);
        if (!s.equals("r") && !s.equals("w")) {
            throw new NotationException("side to move must be r or w, not '" + s + "'");
        }
        if (i < f.length && (f[i].equalsIgnoreCase("stones") || f[i].equalsIgnoreCase("tile"))) {
            p.phase = f[i++].equalsIgnoreCase("tile") ? 1 : 0;
            if (p.phase == 1 && !v.rules.twoPhase()) {
                throw new NotationException("single-phase Magyar has no tile phase");
            }
        }
        if (i < f.length && !v.rules.twoPhase() && !f[i].matches("\\d+")) {
            if (!f[i].equals("-")) {
                int[] qr = parseCell(f[i]);
                int cell = MagyarPosition.index(qr[0], qr[1]);
                if (!p.tile[cell] || p.realQ[cell] != qr[0] || p.realR[cell] != qr[1]) {
                    throw new NotationException("ko cell " + f[i] + " has no tile");
                }
                p.ko = cell;
            }
            i++;
        }
        if (i < f.length) {
            try {
                p.turns = Integer.parseInt(f[i++]);
            } catch (NumberFormatException e) {
                throw new NotationException("bad turn count '" + f[i - 1] + "'");
            }
            if (p.turns < 0) {
                throw new NotationException("negative turn count");
            }
        }
        if (i < f.length) {
            throw new NotationException("unexpected '" + f[i] + "' after the position");
        }
        p.finishSetup(s.equals("r") ? MagyarPosition.RED : MagyarPosition.WHITE);
        return p;
    }

    static String columnText(int code) {
        if (code == 0) {
            return ".";
        }
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < MagyarPosition.height(code); k++) {
            s.append((code >>> k & 1) != 0 ? 'w' : 'r');
        }
        return s.toString();
    }


    static Board drawingBoard(int[] order, int[] qs, int[] rs) {
        int n = order.length;
        int maxR = Integer.MIN_VALUE;
        int minR = Integer.MAX_VALUE;
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        for (int c : order) {
            maxR = Math.max(maxR, rs[c]);
            minR = Math.min(minR, rs[c]);
            minX = Math.min(minX, 2 * qs[c] + rs[c]);
            maxX = Math.max(maxX, 2 * qs[c] + rs[c]);
        }
        int[] row = new int[n];
        int[] col = new int[n];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int c = order[i];
            row[i] = maxR - rs[c];
            col[i] = 2 * qs[c] + rs[c] - minX;
            names.add(cellName(qs[c], rs[c], true));
        }
        List<String> rowLabels = new ArrayList<>();
        for (int r = maxR; r >= minR; r--) {
            rowLabels.add(Integer.toString(r));
        }
        List<String> colLabels = new ArrayList<>();
        for (int x = 0; x <= maxX - minX; x++) {
            colLabels.add("");
        }
        return new Board("hex", "hex tiles " + n, maxR - minR + 1, maxX - minX + 1, row, col, List.copyOf(names),
                List.copyOf(rowLabels), List.copyOf(colLabels));
    }
}
