package org.ansuz.engine.toy;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * A tiny draughts-family test game (never registered): 4x4 board, squares 1..8 in PDN order (1-2 on
 * the top row, 7-8 at the bottom). White men start on 7 and 8 and move up, Black men on 1 and 2 move
 * down; one diagonal step, or a single compulsory jump over an enemy piece; kings ({@code K}) step
 * both ways and never appear from promotion. No move = loss. Move = from | to << 5 | captured << 10.
 * PDN FEN {@code W:W7,8:B1,2}; move text {@code 7-5}, {@code 7x2}; Hub form {@code 7x2x5}.
 */
public final class MiniDraughts implements Variant, PdnGameType {
    private static final Board BOARD;
    private static final int[] ROW = new int[9];
    private static final int[] COL = new int[9];

    static {
        boolean[] dark = new boolean[16];
        List<String> names = new ArrayList<>();
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                dark[y * 4 + x] = (x + y) % 2 == 0;
            }
        }
        for (int i = 1; i <= 8; i++) {
            names.add(Integer.toString(i));
        }
        BOARD = Board.rectangular(4, 4, dark, names);
        for (int i = 0; i < 8; i++) {
            ROW[i + 1] = BOARD.cellRow()[i];
            COL[i + 1] = BOARD.cellColumn()[i];
        }
    }

    private static int square(int row, int col) {
        for (int s = 1; s <= 8; s++) {
            if (ROW[s] == row && COL[s] == col) {
                return s;
            }
        }
        return 0;
    }

    @Override
    public String name() {
        return "mini";
    }

    @Override
    public Board board() {
        return BOARD;
    }

    @Override
    public String startFen() {
        return "W:W7,8:B1,2";
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        String[] f = fen.trim().split(":");
        if (f.length != 3 || !(f[0].equalsIgnoreCase("W") || f[0].equalsIgnoreCase("B"))) {
            throw new NotationException("expected W|B:W<squares>:B<squares>");
        }
        int[] sq = new int[9];
        for (int k = 1; k <= 2; k++) {
            String part = f[k];
            boolean white = Character.toUpperCase(part.charAt(0)) == 'W';
            for (String s : part.substring(1).split(",")) {
                if (s.isEmpty()) {
                    continue;
                }
                boolean king = s.charAt(0) == 'K';
                int n;
                try {
                    n = Integer.parseInt(king ? s.substring(1) : s);
                } catch (NumberFormatException e) {
                    throw new NotationException("bad square " + s);
                }
                if (n < 1 || n > 8 || sq[n] != 0) {
                    throw new NotationException("bad square " + s);
                }
                sq[n] = (white ? 1 : 3) + (king ? 1 : 0);
            }
        }
        return new Pos(sq, f[0].equalsIgnoreCase("W") ? 0 : 1);
    }

    @Override
    public GameInfo info() {
        return GameInfo.of("draughts").withPlayers("White", "Black")
                .withMaterialUnit("man")
                .withTypicalGamePlies(20);
    }

    /** Square contents: 0 empty, 1 white man, 2 white king, 3 black man, 4 black king. */
    /** Offered by the Hub dialect like every draughts game; PDN has no number for it. */
    @Override
    public int pdnGameType() {
        return 0;
    }

    public static final class Pos implements Position, HubNotation {
        final int[] sq;
        int side;
        final List<long[]> history = new ArrayList<>();

        Pos(int[] sq, int side) {
            this.sq = sq;
            this.side = side;
        }

        private boolean own(int v) {
            return v != 0 && (v <= 2) == (side == 0);
        }

        private boolean enemy(int v) {
            return v != 0 && (v <= 2) != (side == 0);
        }

        @Override
        public int generate(MoveList out) {
            out.clear();
            for (int pass = 0; pass < 2 && out.size() == 0; pass++) {
                for (int s = 1; s <= 8; s++) {
                    if (!own(sq[s])) {
                        continue;
                    }
                    boolean king = sq[s] == 2 || sq[s] == 4;
                    for (int dr = -1; dr <= 1; dr += 2) {
                        if (!king && dr != (side == 0 ? -1 : 1)) {
                            continue;
                        }
                        for (int dc = -1; dc <= 1; dc += 2) {
                            int a = square(ROW[s] + dr, COL[s] + dc);
                            if (pass == 1 && a != 0 && sq[a] == 0) {
                                out.add(s | (long) a << 5);
                            }
                            int b = square(ROW[s] + 2 * dr, COL[s] + 2 * dc);
                            if (pass == 0 && a != 0 && b != 0 && enemy(sq[a]) && sq[b] == 0) {
                                out.add(s | (long) b << 5 | (long) a << 10);
                            }
                        }
                    }
                }
            }
            return out.size();
        }

        @Override
        public void play(long m) {
            int from = (int) (m & 31);
            int to = (int) (m >> 5 & 31);
            int cap = (int) (m >> 10 & 31);
            history.add(new long[] {m, cap == 0 ? 0 : sq[cap]});
            sq[to] = sq[from];
            sq[from] = 0;
            if (cap != 0) {
                sq[cap] = 0;
            }
            side ^= 1;
        }

        @Override
        public void undo() {
            long[] h = history.remove(history.size() - 1);
            long m = h[0];
            int from = (int) (m & 31);
            int to = (int) (m >> 5 & 31);
            int cap = (int) (m >> 10 & 31);
            sq[from] = sq[to];
            sq[to] = 0;
            if (cap != 0) {
                sq[cap] = (int) h[1];
            }
            side ^= 1;
        }

        @Override
        public GameResult result() {
            return GameResult.ONGOING; // the game ends only when a side cannot move
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public long key() {
            long k = side;
            for (int s = 1; s <= 8; s++) {
                k = k * 5 + sq[s];
            }
            return k * 0x9E3779B97F4A7C15L;
        }

        @Override
        public int evaluate() {
            int v = 0;
            for (int s = 1; s <= 8; s++) {
                v += sq[s] == 0 ? 0 : (sq[s] <= 2 ? 100 : -100);
            }
            return side == 0 ? v : -v;
        }

        @Override
        public boolean isNoisy(long move) {
            return (move >> 10) != 0;
        }

        @Override
        public String fen() {
            StringBuilder w = new StringBuilder();
            StringBuilder b = new StringBuilder();
            for (int s = 1; s <= 8; s++) {
                StringBuilder l = sq[s] == 1 || sq[s] == 2 ? w : sq[s] >= 3 ? b : null;
                if (l != null) {
                    l.append(l.length() == 0 ? "" : ",").append(sq[s] % 2 == 0 ? "K" : "").append(s);
                }
            }
            return (side == 0 ? "W" : "B") + ":W" + w + ":B" + b;
        }

        @Override
        public String moveText(long m) {
            long cap = m >> 10 & 31;
            return (m & 31) + (cap == 0 ? "-" : "x") + (m >> 5 & 31);
        }

        @Override
        public String hubMoveText(long m) {
            long cap = m >> 10 & 31;
            return cap == 0 ? moveText(m) : (m & 31) + "x" + (m >> 5 & 31) + "x" + cap;
        }

        @Override
        public String hubPosition() {
            StringBuilder sb = new StringBuilder(side == 0 ? "W" : "B");
            for (int s = 1; s <= 8; s++) {
                sb.append("ewWbB".charAt(sq[s]));
            }
            return sb.toString();
        }

        @Override
        public String fenOfHubPosition(String hub) throws NotationException {
            if (hub.length() != 9) {
                throw new NotationException("expected 9 characters (side + 8 squares), got " + hub.length());
            }
            String mover = hub.substring(0, 1).toUpperCase(java.util.Locale.ROOT);
            if (!mover.equals("W") && !mover.equals("B")) {
                throw new NotationException("side to move must be W or B, not " + hub.charAt(0));
            }
            int[] cells = new int[9];
            for (int s = 1; s <= 8; s++) {
                cells[s] = "ewWbB".indexOf(hub.charAt(s));
                if (cells[s] < 0) {
                    throw new NotationException("bad square character '" + hub.charAt(s) + "' at square " + s);
                }
            }
            return new Pos(cells, mover.equals("W") ? 0 : 1).fen();
        }

        @Override
        public long parseMove(String text) throws NotationException {
            MoveList list = new MoveList(16);
            int n = generate(list);
            for (int i = 0; i < n; i++) {
                long m = list.move(i);
                if (moveText(m).equalsIgnoreCase(text.trim()) || hubMoveText(m).equalsIgnoreCase(text.trim())) {
                    return m;
                }
            }
            throw new NotationException("illegal move " + text);
        }

        @Override
        public char symbolAt(int cell) {
            return ".MKmk".charAt(sq[cell + 1]);
        }

        @Override
        public int plies() {
            return history.size();
        }

        @Override
        public Position copy() {
            Pos p = new Pos(sq.clone(), side);
            p.history.addAll(history);
            return p;
        }
    }
}
