package org.ansuz.variants.epaminondas;

import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/** A mutable Epaminondas position on a padded mailbox; see {@code package-info} for the move layout. */
public final class EpaminondasPosition extends StonePosition {
    static final byte WHITE = 1;
    static final byte BLACK = 2;

    private final EpaminondasVariant variant;
    private final EpaminondasRules rules;
    private final EpaminondasEvaluation evaluation;
    private final int ranks;
    /** N, NE, E, SE, S, SW, W, NW as mailbox offsets. */
    private final int[] dirs;
    /** Mailbox index of every board cell in {@link org.ansuz.engine.spi.Board} order (top rank first). */
    private final int[] cellIndex;
    final MoveMatcher matcher = new MoveMatcher(EpaminondasNotation::normalise);

    EpaminondasPosition(EpaminondasVariant variant, GameHistory history) {
        super(variant.stones, history, EpaminondasNotation.INSTANCE);
        this.variant = variant;
        this.rules = variant.rules;
        this.evaluation = new EpaminondasEvaluation(variant);
        ranks = rules.ranks();
        dirs = stones.mailbox.offset;
        cellIndex = stones.mailbox.square;
    }

    /** The home row of a colour: rank 1 for White, the last rank for Black. */
    private int homeRank(int colour) {
        return colour == WHITE ? 0 : ranks - 1;
    }

    /** Stones of a colour standing on the enemy home row. */
    int crossed(int colour) {
        return stonesOnRank(colour, homeRank(3 - colour));
    }

    // The kit's position-text readers, for EpaminondasNotation.parsePosition (they are protected in the kit).
    static String[] textFields(String text, String emptyMessage) throws NotationException {
        return fields(text, emptyMessage);
    }

    void placeStones(String[] fields) throws NotationException {
        readStones(fields);
    }

    // ---- moves ----------------------------------------------------------------------------------

    /** The move layout, see {@code package-info}. */
    static final MoveField TAIL = new MoveField(0, 8);
    static final MoveField DIR = TAIL.next(3);
    static final MoveField SIZE = DIR.next(4);
    static final MoveField DISTANCE = SIZE.next(4);
    static final MoveField REMOVED = DISTANCE.next(4);

    static long encode(int tail, int dir, int k, int m, int removed) {
        return TAIL.put(tail) | DIR.put(dir) | SIZE.put(k) | DISTANCE.put(m) | REMOVED.put(removed);
    }

    @Override
    public int generate(MoveList out) {
        return over(out) ? 0 : generateRaw(out);
    }

    /** Every (P, d, m) of rules section 4, without looking at the end of the game. */
    private int generateRaw(MoveList out) {
        out.clear();
        byte me = mine();
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
                    if (c == enemy && k >= 2 && stones.rank(s) != protectedRank) {
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
        pushMove(move, REMOVED.of(move) > 0, 0);
        byte me = mine();
        int step = dirs[DIR.of(move)];
        int t = TAIL.of(move);
        int k = SIZE.of(move);
        int m = DISTANCE.of(move);
        int land = t + (k - 1 + m) * step;
        for (int i = 0, r = REMOVED.of(move); i < r; i++) {
            remove(land + i * step);
        }
        for (int i = 0; i < m; i++) {
            move(t + i * step, t + (k + i) * step);
        }
        passTurn();
    }

    @Override
    public void undo() {
        long move = history.pop();
        passTurn();
        byte me = mine();
        int step = dirs[DIR.of(move)];
        int t = TAIL.of(move);
        int k = SIZE.of(move);
        int m = DISTANCE.of(move);
        int land = t + (k - 1 + m) * step;
        for (int i = 0; i < m; i++) {
            move(t + (k + i) * step, t + i * step);
        }
        for (int i = 0, r = REMOVED.of(move); i < r; i++) {
            put(land + i * step, (byte) (3 - me));
        }
    }

    // ---- end of game ----------------------------------------------------------------------------

    private static final GameResult CROSSING = GameResult.win("crossing: more stones on the enemy home row");
    private static final GameResult NO_STONES = GameResult.loss("no stones left");

    @Override
    public GameResult result() {
        if (crossed(mine()) > crossed(theirs())) {
            return CROSSING;
        }
        if (count[mine()] == 0) {
            return NO_STONES;
        }
        return rules.repetition().ends() ? rules.repetition().result(repetitions()) : GameResult.ONGOING;
    }

    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return REMOVED.of(move) > 0;
    }

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public Position copy() {
        return copyStonesTo(new EpaminondasPosition(variant, history.copy()));
    }

}
