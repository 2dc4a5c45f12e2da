package org.ansuz.variants.epaminondas;

import java.util.Locale;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.Zobrist;

/** A mutable Epaminondas position on a padded mailbox; see {@code package-info} for the move layout. */
public final class EpaminondasPosition extends BoardPosition {
    static final byte EMPTY = 0;
    static final byte WHITE = 1;
    static final byte BLACK = 2;
    static final byte BORDER = 3;
    private static final int MAX_CELLS = 256;
    /** Zobrist keys per colour (1, 2) and mailbox index, shared by both boards. */
    private static final long[][] ZOBRIST = new long[3][];
    private static final long SIDE_KEY;

    static {
        Zobrist z = new Zobrist(0x45504d4eL);
        ZOBRIST[0] = new long[MAX_CELLS];
        ZOBRIST[1] = z.table(MAX_CELLS);
        ZOBRIST[2] = z.table(MAX_CELLS);
        SIDE_KEY = z.next();
    }

    private final EpaminondasVariant variant;
    private final EpaminondasRules rules;
    private final EpaminondasWeights weights;
    private final int ranks;
    private final int stride;
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets. */
    private final int[] dirs;
    /** Mailbox index of every board cell in {@link org.ansuz.engine.Board} order (top rank first). */
    private final int[] cellIndex;
    private final byte[] sq;
    private final int[] stones = new int[3];
    /** Stones of each colour standing on the enemy home row. */
    private final int[] crossed = new int[3];
    private final MoveList scratch = new MoveList(512);
    private final MoveMatcher matcher = new MoveMatcher(EpaminondasPosition::normalise);

    private EpaminondasPosition(EpaminondasVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        this.weights = variant.weights;
        ranks = rules.ranks();
        stride = variant.mailbox.stride;
        dirs = variant.mailbox.offset;
        cellIndex = variant.mailbox.square;
        sq = variant.mailbox.newBoard(BORDER, EMPTY);
    }

    private int rankOf(int idx) {
        return idx / stride - 1;
    }

    private String name(int idx) {
        return variant.geometry.name(variant.mailbox.cell[idx]);
    }

    /** The home row of a colour: rank 1 for White, the last rank for Black. */
    private int homeRank(int colour) {
        return colour == WHITE ? 0 : ranks - 1;
    }

    // ---- position text ------------------------------------------------------------------------

    static EpaminondasPosition parse(EpaminondasVariant v, String text) throws NotationException {
        EpaminondasPosition p = new EpaminondasPosition(v, new GameHistory());
        String[] fields = text.trim().split("\\s+");
        if (fields.length == 0 || fields[0].isEmpty()) {
            throw new NotationException("empty position text");
        }
        v.codec.parse(fields[0], "wb", (cell, piece) -> p.put(p.cellIndex[cell], piece == 0 ? WHITE : BLACK));
        p.side = 0;
        if (fields.length > 1) {
            String s = fields[1].toLowerCase(Locale.ROOT);
            if (s.equals("b")) {
                p.side = 1;
            } else if (!s.equals("w")) {
                throw new NotationException("side to move must be w or b, not '" + fields[1] + "'");
            }
        }
        if (p.side == 1) {
            p.key ^= SIDE_KEY;
        }
        return p;
    }

    @Override
    public String fen() {
        return variant.codec.write(new StringBuilder(cellIndex.length + 4), this::symbolAt)
                .append(side == 0 ? " w" : " b").toString();
    }

    @Override
    public char symbolAt(int cell) {
        byte c = sq[cellIndex[cell]];
        return c == WHITE ? 'w' : c == BLACK ? 'b' : '.';
    }

    // ---- board updates --------------------------------------------------------------------------

    private void put(int idx, byte colour) {
        sq[idx] = colour;
        key ^= ZOBRIST[colour][idx];
        stones[colour]++;
        if (rankOf(idx) == homeRank(3 - colour)) {
            crossed[colour]++;
        }
    }

    private void remove(int idx) {
        byte colour = sq[idx];
        sq[idx] = EMPTY;
        key ^= ZOBRIST[colour][idx];
        stones[colour]--;
        if (rankOf(idx) == homeRank(3 - colour)) {
            crossed[colour]--;
        }
    }

    // ---- moves ----------------------------------------------------------------------------------

    static long encode(int tail, int dir, int k, int m, int removed) {
        return tail | (long) dir << 8 | (long) k << 11 | (long) m << 15 | (long) removed << 19;
    }

    static int tail(long move) {
        return (int) (move & 0xff);
    }

    static int dir(long move) {
        return (int) (move >>> 8) & 7;
    }

    static int size(long move) {
        return (int) (move >>> 11) & 15;
    }

    static int distance(long move) {
        return (int) (move >>> 15) & 15;
    }

    static int removed(long move) {
        return (int) (move >>> 19) & 15;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        return generateRaw(out);
    }

    /** Every (P, d, m) of rules section 4, without looking at the end of the game. */
    private int generateRaw(MoveList out) {
        out.clear();
        byte me = side == 0 ? WHITE : BLACK;
        byte enemy = (byte) (3 - me);
        int protectedRank = rules.homeRowImmune() ? homeRank(me) : -1;
        for (int idx : cellIndex) {
            if (sq[idx] != me) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int step = dirs[d];
                int head = idx;
                int k = 1;
                while (sq[head + step] == me) {
                    head += step;
                    k++;
                }
                int s = head;
                for (int m = 1; m <= k; m++) {
                    s += step;
                    byte c = sq[s];
                    if (c == EMPTY) {
                        out.add(encode(idx, d, k, m, 0));
                        continue;
                    }
                    if (c == enemy && k >= 2 && rankOf(s) != protectedRank) {
                        int e = 1;
                        while (sq[s + e * step] == enemy) {
                            e++;
                        }
                        if (e < k) {
                            out.add(encode(idx, d, k, m, rules.wholeLineCapture() ? e : 1));
                        }
                    }
                    break;
                }
            }
        }
        return out.size;
    }

    @Override
    public void play(long move) {
        history.push(key, move, removed(move) > 0);
        byte me = side == 0 ? WHITE : BLACK;
        int step = dirs[dir(move)];
        int t = tail(move);
        int k = size(move);
        int m = distance(move);
        int land = t + (k - 1 + m) * step;
        for (int i = 0, r = removed(move); i < r; i++) {
            remove(land + i * step);
        }
        for (int i = 0; i < m; i++) {
            remove(t + i * step);
            put(t + (k + i) * step, me);
        }
        side ^= 1;
        key ^= SIDE_KEY;
    }

    @Override
    public void undo() {
        long move = history.pop();
        side ^= 1;
        key ^= SIDE_KEY;
        byte me = side == 0 ? WHITE : BLACK;
        int step = dirs[dir(move)];
        int t = tail(move);
        int k = size(move);
        int m = distance(move);
        int land = t + (k - 1 + m) * step;
        for (int i = 0; i < m; i++) {
            remove(t + (k + i) * step);
            put(t + i * step, me);
        }
        for (int i = 0, r = removed(move); i < r; i++) {
            put(land + i * step, (byte) (3 - me));
        }
    }

    // ---- end of game ----------------------------------------------------------------------------

    private static final GameResult CROSSING = GameResult.win("crossing: more stones on the enemy home row");
    private static final GameResult NO_STONES = GameResult.loss("no stones left");
    private static final GameResult REPETITION_DRAW = GameResult.draw("threefold repetition");
    /** Zillions/Dagaz: the player who repeats a position for the third time loses (the side to move wins). */
    private static final GameResult REPETITION_WIN = GameResult.win("threefold repetition");

    @Override
    public GameResult result() {
        int me = side == 0 ? WHITE : BLACK;
        int enemy = 3 - me;
        if (crossed[me] > crossed[enemy]) {
            return CROSSING;
        }
        if (stones[me] == 0) {
            return NO_STONES;
        }
        if (rules.repetition() != EpaminondasRules.Repetition.OFF && history.repetitions(key) >= 3) {
            return rules.repetition() == EpaminondasRules.Repetition.DRAW ? REPETITION_DRAW : REPETITION_WIN;
        }
        return GameResult.ONGOING;
    }

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        int score = 0;
        EpaminondasWeights w = weights;
        int me = side == 0 ? WHITE : BLACK;
        for (int idx : cellIndex) {
            int c = sq[idx];
            if (c == EMPTY) {
                continue;
            }
            int y = rankOf(idx);
            int advanced = c == WHITE ? y : ranks - 1 - y;
            int v = w.stone() + w.advance() * advanced;
            if (advanced == ranks - 1) {
                v += w.farRow();
            } else if (advanced == ranks - 2) {
                v += w.nearFarRow();
            }
            // phalanx strength: each adjacent own pair counted once (N, NE, E, SE)
            for (int d = 0; d < 4; d++) {
                if (sq[idx + dirs[d]] == c) {
                    v += w.pair();
                }
            }
            score += c == me ? v : -v;
        }
        // The side to move wins at once with a crossing lead; the other side threatens to.
        score += w.crossingLead() * (crossed[me] - crossed[3 - me]);
        return score;
    }

    @Override
    public boolean isNoisy(long move) {
        return removed(move) > 0;
    }

    // ---- move text ------------------------------------------------------------------------------

    @Override
    public String moveText(long move) {
        int step = dirs[dir(move)];
        int t = tail(move);
        int k = size(move);
        int head = t + (k - 1) * step;
        StringBuilder s = new StringBuilder(name(t));
        if (k > 1) {
            s.append(name(head));
        }
        return s.append(removed(move) > 0 ? 'x' : '-').append(name(head + distance(move) * step)).toString();
    }

    /** Accepts the canonical text in any case, with {@code -}, {@code x} or {@code :} as separator. */
    @Override
    public long parseMove(String text) throws NotationException {
        String wanted = normalise(text);
        if (!wanted.matches("[a-z]\\d{1,2}([a-z]\\d{1,2})?-[a-z]\\d{1,2}")) {
            throw new NotationException("not an Epaminondas move: '" + text.trim()
                    + "' (expected <tail>[<head>]-<dest>, e.g. c1c2-c4 or c2-c3)");
        }
        long move = matcher.find(this, wanted);
        if (move != 0) {
            return move;
        }
        throw new NotationException("illegal move: " + text.trim()
                + " (no legal phalanx move with that tail, head and destination)");
    }

    private static String normalise(String text) {
        return text.trim().toLowerCase(Locale.ROOT).replace('x', '-').replace(':', '-');
    }

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public Position copy() {
        EpaminondasPosition p = new EpaminondasPosition(variant, history.copy());
        System.arraycopy(sq, 0, p.sq, 0, sq.length);
        p.side = side;
        p.key = key;
        System.arraycopy(stones, 0, p.stones, 0, 3);
        System.arraycopy(crossed, 0, p.crossed, 0, 3);
        return p;
    }

}
