package org.ansuz.variants.draughts;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.ansuz.engine.spi.EndgameProbe;
import org.ansuz.engine.spi.EndgameTableSet;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.variants.draughts.EndgameIndex.Material;

/**
 * The win/draw/loss tables of one draughts game, by material ({@link EndgameIndex}), two bits an entry:
 * the value for the side to move (White; Black to move is the colour-reversed table) by the rules'
 * moves alone, a side without a move losing. The game's counter rules (repetition, move limits,
 * lone-king endings) are not in the values: the search applies them before it asks the table.
 *
 * <p>A table and its colour-reversed twin are solved together, since their quiet moves lead into each
 * other; captures and promotions lead into tables solved before. Solving is retrograde: every entry's
 * moves out of the pair are looked up and its moves within counted, then wins and losses spread
 * backwards through un-made quiet moves pass after pass (a predecessor of a loss is a win; a predecessor
 * all of whose moves within reach wins and whose moves out reach no draw is a loss) until a pass settles
 * nothing; what is left is a draw.
 */
final class EndgameDatabase implements EndgameTableSet {
    /** Stored values (two bits). */
    static final int DRAW = 0;
    static final int WIN = 1;
    static final int LOSS = 2;
    static final int IMPOSSIBLE = 3;
    private static final String MAGIC = "ansuz-egdb 1";

    private final DraughtsVariant variant;
    private final EndgameIndex index;
    /** Tables by {@link Material#key()}; null where none is held. */
    private final Table[] tables = new Table[1 << 12];
    private final List<String> names = new ArrayList<>();
    /** The most pieces of any table held: positions with more are answered at once. */
    private volatile int mostPieces;

    /** One table: its material and its values packed 32 to a long. */
    private static final class Table {
        final Material material;
        final long size;
        final long[] packed;

        Table(Material material, long size) {
            this.material = material;
            this.size = size;
            this.packed = new long[(int) ((size + 31) / 32)];
        }

        int get(long i) {
            return (int) (packed[(int) (i >>> 5)] >>> ((i & 31) << 1)) & 3;
        }

        void set(long i, int v) {
            int w = (int) (i >>> 5);
            int shift = (int) ((i & 31) << 1);
            packed[w] = packed[w] & ~(3L << shift) | (long) v << shift;
        }
    }

    EndgameDatabase(DraughtsVariant variant) {
        this.variant = variant;
        this.index = new EndgameIndex(variant.geometry());
    }

    /** The tables of up to {@code pieces} pieces, each after every table its captures and promotions lead to. */
    static List<String> tableNames(int pieces) {
        List<String> out = new ArrayList<>();
        for (int n = 2; n <= Math.min(pieces, EndgameIndex.MAX_PIECES); n++) {
            for (int men = 0; men <= n; men++) {
                for (int whiteMen = 0; whiteMen <= men; whiteMen++) {
                    for (int whiteKings = 0; whiteKings <= n - men; whiteKings++) {
                        Material m = new Material(whiteMen, whiteKings, men - whiteMen, n - men - whiteKings);
                        if (m.whiteMen() + m.whiteKings() > 0 && m.blackMen() + m.blackKings() > 0) {
                            out.add(m.name());
                        }
                    }
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- probing

    /**
     * The value of a position for its side to move ({@link EndgameProbe}'s constants); unknown where the
     * side to move has no piece left. Allocates nothing.
     */
    int probe(long white, long black, long kings, int color) {
        if (Long.bitCount(white | black) > mostPieces || (color == 0 ? white : black) == 0) {
            // more pieces than any table; or the game is over, which the game says (its own loss, with its distance)
            return EndgameProbe.UNKNOWN;
        }
        long own = color == 0 ? white : index.flip(black);
        long opp = color == 0 ? black : index.flip(white);
        long k = color == 0 ? kings : index.flip(kings);
        int v = value(own, opp, k);
        return v == WIN ? EndgameProbe.WIN : v == LOSS ? EndgameProbe.LOSS : v == DRAW ? EndgameProbe.DRAW
                : EndgameProbe.UNKNOWN;
    }

    /** The stored value of White-to-move pieces, {@link #IMPOSSIBLE} where no table holds them. */
    private int value(long white, long black, long kings) {
        if (white == 0) {
            return LOSS;
        }
        if (black == 0) {
            return IMPOSSIBLE; // not a position of a game: the side that moved last has no piece
        }
        Table t = table(white, black, kings);
        if (t == null) {
            return IMPOSSIBLE;
        }
        long i = index.index(t.material, white, black, kings);
        return i < 0 ? IMPOSSIBLE : t.get(i);
    }

    private Table table(long white, long black, long kings) {
        int key = Material.key(Long.bitCount(white & ~kings), Long.bitCount(white & kings),
                Long.bitCount(black & ~kings), Long.bitCount(black & kings));
        return key < tables.length ? tables[key] : null;
    }

    /** The value for the side to move after {@code move} (White moves in {@code pos}); a missing table is an error. */
    private int valueAfter(DraughtsPosition pos, long move) {
        pos.play(move);
        long own = index.flip(pos.pieces[1]);
        long opp = index.flip(pos.pieces[0]);
        long k = index.flip(pos.kings);
        pos.undo();
        int v = value(own, opp, k);
        if (v == IMPOSSIBLE) {
            throw new IllegalArgumentException("table " + new Material(Long.bitCount(own & ~k), Long.bitCount(own & k),
                    Long.bitCount(opp & ~k), Long.bitCount(opp & k)).name() + " is needed first");
        }
        return v;
    }

    // ---------------------------------------------------------------- the set

    @Override
    public synchronized List<String> names() {
        return List.copyOf(names);
    }

    @Override
    public long entries(String name) {
        return index.size(Material.parse(name));
    }

    private Table held(String name) {
        Table t = tables[Material.parse(name).key()];
        if (t == null) {
            throw new IllegalArgumentException("table " + name + " is not held");
        }
        return t;
    }

    private synchronized void hold(Table t) {
        tables[t.material.key()] = t;
        names.remove(t.material.name());
        names.add(t.material.name());
        mostPieces = Math.max(mostPieces, t.material.pieces());
    }

    @Override
    public byte[] encode(String name) {
        Table t = held(name);
        byte[] raw = new byte[t.packed.length * 8];
        ByteBuffer.wrap(raw).asLongBuffer().put(t.packed);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(raw);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header(t).getBytes(StandardCharsets.US_ASCII));
        byte[] buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    private String header(Table t) {
        return MAGIC + " " + variant.name() + " " + t.material.name() + " " + t.size + "\n";
    }

    @Override
    public void load(String name, byte[] data) {
        Material m = Material.parse(name);
        Table t = new Table(m, index.size(m));
        byte[] head = header(t).getBytes(StandardCharsets.US_ASCII);
        if (data.length < head.length || !java.util.Arrays.equals(data, 0, head.length, head, 0, head.length)) {
            throw new IllegalArgumentException("not the " + variant.name() + " table " + name);
        }
        byte[] raw = new byte[t.packed.length * 8];
        Inflater inflater = new Inflater();
        inflater.setInput(data, head.length, data.length - head.length);
        try {
            int n = 0;
            while (n < raw.length && !inflater.finished()) {
                int got = inflater.inflate(raw, n, raw.length - n);
                if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                n += got;
            }
            if (n != raw.length || !inflater.finished()) {
                throw new IllegalArgumentException("table " + name + " is cut short or too long");
            }
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("table " + name + " is damaged: " + e.getMessage());
        } finally {
            inflater.end();
        }
        ByteBuffer.wrap(raw).asLongBuffer().get(t.packed);
        hold(t);
    }

    // ---------------------------------------------------------------- solving

    /** Solving states (a byte an entry while solving). */
    private static final byte OPEN = 0;
    /** Open, but a move out of the pair reaches a draw: never a loss. */
    private static final byte ESCAPE = 1;
    private static final byte WON = 2;
    private static final byte LOST = 3;
    private static final byte NONE = 4;

    /** One table being solved. */
    private final class Solving {
        final Material material;
        final long size;
        final byte[] state;
        /** Quiet moves not yet known to lose (to reach a win for the opponent). */
        final byte[] open;
        long[] fresh;
        long[] next;

        Solving(Material material) {
            this.material = material;
            this.size = index.size(material);
            if (size >= Integer.MAX_VALUE) {
                throw new IllegalArgumentException("table " + material.name() + " is too large: " + size + " entries");
            }
            state = new byte[(int) size];
            open = new byte[(int) size];
            fresh = new long[(int) ((size + 63) / 64)];
            next = new long[fresh.length];
        }

        void settle(int i, byte s) {
            state[i] = s;
            next[i >>> 6] |= 1L << i;
        }
    }

    @Override
    public List<String> build(String name) {
        Material m = Material.parse(name);
        Material twinMaterial = m.flipped();
        Solving first = new Solving(m);
        Solving twin = twinMaterial.equals(m) ? first : new Solving(twinMaterial);
        Solving[] pair = first == twin ? new Solving[] {first} : new Solving[] {first, twin};
        DraughtsPosition pos = new DraughtsPosition(variant);
        MoveList list = new MoveList();
        long[] placed = new long[3];
        for (Solving s : pair) {
            for (int i = 0; i < s.size; i++) {
                start(s, i, pos, list, placed);
            }
        }
        boolean moving = true;
        while (moving) {
            moving = false;
            for (Solving s : pair) {
                long[] t = s.fresh;
                s.fresh = s.next;
                s.next = t;
                java.util.Arrays.fill(s.next, 0);
            }
            for (Solving s : pair) {
                Solving other = s == first ? twin : first;
                long[] fresh = s.fresh;
                for (int w = 0; w < fresh.length; w++) {
                    for (long bits = fresh[w]; bits != 0; bits &= bits - 1) {
                        moving = true;
                        int i = w << 6 | Long.numberOfTrailingZeros(bits);
                        spreadBack(s, i, other, pos, placed);
                    }
                }
            }
        }
        List<String> built = new ArrayList<>();
        for (Solving s : pair) {
            Table t = new Table(s.material, s.size);
            for (int i = 0; i < s.size; i++) {
                byte st = s.state[i];
                t.set(i, st == NONE ? IMPOSSIBLE : st == WON ? WIN : st == LOST ? LOSS : DRAW);
            }
            hold(t);
            built.add(s.material.name());
        }
        return built;
    }

    /** Sets pos to White to move with the pieces of {@code placed}; false for an impossible placement. */
    private boolean place(DraughtsPosition pos, Material m, long i, long[] placed) {
        if (!index.placement(m, i, placed)) {
            return false;
        }
        pos.pieces[0] = placed[0];
        pos.pieces[1] = placed[1];
        pos.kings = placed[2];
        pos.color = 0;
        return true;
    }

    /** Entry i's first look: moves out of the pair decided from the smaller tables, moves within counted. */
    private void start(Solving s, int i, DraughtsPosition pos, MoveList list, long[] placed) {
        if (!place(pos, s.material, i, placed)) {
            s.state[i] = NONE;
            return;
        }
        int n = pos.generate(list);
        int within = 0;
        boolean escape = false;
        for (int j = 0; j < n; j++) {
            long move = list.moves[j];
            if ((move & (DraughtsPosition.CAPTURED | DraughtsPosition.PROMOTION)) == 0) {
                within++;
                continue;
            }
            int v = valueAfter(pos, move);
            if (v == LOSS) {
                s.settle(i, WON);
                return;
            }
            escape |= v == DRAW;
        }
        if (within == 0 && !escape) {
            s.settle(i, LOST);
        } else {
            s.state[i] = escape ? ESCAPE : OPEN;
            s.open[i] = (byte) within;
        }
    }

    /**
     * Entry i of {@code s} was settled last pass: each position Black could have quietly moved from to
     * reach it (an entry of the twin table, turned) learns that one of its moves wins or loses.
     */
    private void spreadBack(Solving s, int i, Solving twin, DraughtsPosition pos, long[] placed) {
        boolean lost = s.state[i] == LOST;
        index.placement(s.material, i, placed);
        long white = placed[0];
        long black = placed[1];
        long kings = placed[2];
        long empty = index.all & ~(white | black);
        DraughtsGeometry g = variant.geometry();
        boolean flying = variant.rules().flyingKings();
        for (long b = black; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            boolean king = (kings >>> to & 1) != 0;
            int[] dirs = king ? variant.rules().kingDirs() : variant.manMoveDirs[1];
            for (int d : dirs) {
                int[] back = g.step[g.opposite[d]];
                for (int from = back[to]; from >= 0 && (empty >>> from & 1) != 0; from = back[from]) {
                    if (king || (g.promotionRow[1] >>> from & 1) == 0) {
                        unmade(twin, lost, pos, white, black ^ (1L << to | 1L << from),
                                king ? kings ^ (1L << to | 1L << from) : kings);
                    }
                    if (!king || !flying) {
                        break;
                    }
                }
            }
        }
    }

    /** Black to move with these pieces had a quiet move to a position lost ({@code lost}) or won for White. */
    private void unmade(Solving twin, boolean lost, DraughtsPosition pos, long white, long black, long kings) {
        pos.pieces[0] = white;
        pos.pieces[1] = black;
        pos.kings = kings;
        pos.color = 1;
        if (pos.generator.canCapture(1)) {
            return; // the capture is compulsory: the quiet move was not legal
        }
        int i = (int) index.index(twin.material, index.flip(black), index.flip(white), index.flip(kings));
        byte st = twin.state[i];
        if (st >= WON) {
            return;
        }
        if (lost) {
            twin.settle(i, WON);
        } else if (--twin.open[i] == 0 && st == OPEN) {
            twin.settle(i, LOST);
        }
    }

    // ---------------------------------------------------------------- checking

    @Override
    public long verify(String name) {
        Table t = held(name);
        DraughtsPosition pos = new DraughtsPosition(variant);
        MoveList list = new MoveList();
        long[] placed = new long[3];
        long wrong = 0;
        for (long i = 0; i < t.size; i++) {
            int stored = t.get(i);
            if (!place(pos, t.material, i, placed)) {
                wrong += stored == IMPOSSIBLE ? 0 : 1;
                continue;
            }
            int n = pos.generate(list);
            int best = LOSS;
            for (int j = 0; j < n && best != WIN; j++) {
                int v = valueAfter(pos, list.moves[j]);
                best = v == LOSS ? WIN : v == DRAW ? DRAW : best;
            }
            wrong += best == stored ? 0 : 1;
        }
        return wrong;
    }

    @Override
    public SampleCheck sample(String name, int samples, int depth, long seed) {
        Table t = held(name);
        DraughtsPosition pos = new DraughtsPosition(variant);
        MoveList[] lists = new MoveList[depth + 1];
        for (int d = 0; d <= depth; d++) {
            lists[d] = new MoveList();
        }
        long[] placed = new long[3];
        SplittableRandom random = new SplittableRandom(seed);
        int proven = 0;
        int undecided = 0;
        int disagreements = 0;
        String example = "";
        for (int k = 0; k < samples; k++) {
            long i;
            do {
                i = random.nextLong(t.size);
            } while (!place(pos, t.material, i, placed));
            pos.refresh();
            int stored = t.get(i);
            java.util.HashMap<Long, Integer> memo = new java.util.HashMap<>();
            int found = IMPOSSIBLE;
            for (int d = 1; d <= depth && found == IMPOSSIBLE; d++) {
                found = prove(pos, d, lists, 0, memo);
            }
            if (found == IMPOSSIBLE) {
                undecided++;
            } else if (found == stored) {
                proven++;
            } else {
                disagreements++;
                if (example.isEmpty()) {
                    example = pos.fen();
                }
            }
        }
        return new SampleCheck(proven, undecided, disagreements, example);
    }

    /**
     * A plain search that knows no table: {@link #WIN} or {@link #LOSS} when the side to move wins or
     * loses within {@code depth} plies whatever is played, else {@link #IMPOSSIBLE} (not decided).
     * {@code memo} holds by position key a decided value, or the most plies found undecided.
     */
    private static int prove(DraughtsPosition pos, int depth, MoveList[] lists, int ply, java.util.Map<Long, Integer> memo) {
        Integer known = memo.get(pos.key());
        if (known != null && (known < 0 || known >= depth)) {
            return known < 0 ? -known : IMPOSSIBLE;
        }
        MoveList list = lists[ply];
        int n = pos.generate(list);
        int v = n == 0 ? LOSS : depth == 0 ? IMPOSSIBLE : -1;
        boolean allWin = true;
        for (int j = 0; j < n && v < 0; j++) {
            pos.play(list.moves[j]);
            int child = prove(pos, depth - 1, lists, ply + 1, memo);
            pos.undo();
            if (child == LOSS) {
                v = WIN;
            }
            allWin &= child == WIN;
        }
        if (v < 0) {
            v = allWin ? LOSS : IMPOSSIBLE;
        }
        memo.put(pos.key(), v == IMPOSSIBLE ? depth : -v);
        return v;
    }
}
