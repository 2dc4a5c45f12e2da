package org.ansuz.variants.ordo;

import java.util.Arrays;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.Mailbox;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/**
 * A mutable Ordo / Ordo X position on a padded mailbox: the board, play and undo of turns and their
 * parts, the end of the game; moves come from its {@link OrdoMoveGenerator}, texts from
 * {@link OrdoNotation}, the score from {@link OrdoEvaluation}. See {@code package-info} for the move layout.
 */
public final class OrdoPosition extends StonePosition {
    static final int FILES = 10;
    static final int RANKS = 8;
    static final int S = FILES + 1;
    static final int SIZE = (RANKS + 3) * S;
    static final byte WHITE = 1;
    static final byte BLACK = 2;
    /** N, NE, E, SE, S, SW, W, NW. */
    static final int[] DIRS = {S, S + 1, 1, 1 - S, -S, -S - 1, -1, S - 1};
    static final int N = 0;
    static final int E = 2;
    static final int SOUTH = 4;
    static final int W = 6;
    /** The 10x8 board and its mailbox (one border column, two border ranks below and one above). */
    static final Geometry GEOMETRY = Geometry.rectangle(FILES, RANKS, Geometry.Links.EIGHT);
    static final Mailbox MAILBOX = new Mailbox(GEOMETRY, S, SIZE);
    static final StoneBoard STONES = StoneBoard.seeded(GEOMETRY, MAILBOX, "wb", 0x4f52444fL, SIZE).countingRanks();
    /** Mailbox index of every cell, top rank first. */
    static final int[] CELLS = STONES.mailbox.square;

    private final OrdoVariant variant;
    private final OrdoRules rules;
    final OrdoMoveGenerator generator;
    private final OrdoEvaluation evaluation;
    /** Enemy pieces removed by the moves on the history stack (captures and Ordo X sub-group removal). */
    private int[] removed = new int[512];
    private int removedTop;
    final MoveMatcher matcher = new MoveMatcher(OrdoNotation::normalise);

    OrdoPosition(OrdoVariant variant, GameHistory history) {
        super(STONES, history, OrdoNotation.INSTANCE);
        this.variant = variant;
        this.rules = variant.rules;
        generator = new OrdoMoveGenerator(this, rules, sq, count);
        evaluation = new OrdoEvaluation(variant.weights);
    }

    OrdoRules rules() {
        return rules;
    }

    static String name(int idx) {
        return STONES.name(idx);
    }

    static int homeRank(int colour) {
        return colour == WHITE ? 0 : RANKS - 1;
    }

    int me() {
        return mine();
    }

    // The kit's position-text readers, for OrdoNotation.parsePosition (they are protected in the kit).
    static String[] textFields(String text, String emptyMessage) throws NotationException {
        return fields(text, emptyMessage);
    }

    void placeStones(String[] fields) throws NotationException {
        readStones(fields);
    }

    // ---- move parts -----------------------------------------------------------------------------

    static long part(int first, int k, int axis, int dir, int m, boolean capture) {
        return first | (long) k << 7 | (long) axis << 11 | (long) dir << 12 | (long) m << 15 | (capture ? 1L << 19 : 0);
    }

    static int first(long part) {
        return (int) part & 0x7f;
    }

    static int size(long part) {
        return (int) (part >>> 7) & 15;
    }

    static int axisStep(long part) {
        return ((part >>> 11) & 1) == 0 ? 1 : S;
    }

    static int dir(long part) {
        return (int) (part >>> 12) & 7;
    }

    static int distance(long part) {
        return (int) (part >>> 15) & 15;
    }

    static boolean captures(long part) {
        return (part >>> 19 & 1) != 0;
    }

    static long part1(long move) {
        return move & 0xfffffL;
    }

    static long part2(long move) {
        return move >>> 20 & 0xfffffL;
    }

    static int keep1(long move) {
        return (int) (move >>> 40) & 0x7f;
    }

    static int keep2(long move) {
        return (int) (move >>> 47) & 0x7f;
    }

    static boolean sideways(int dir) {
        return dir == E || dir == W;
    }

    /** Moves the pieces of a part (after its capture, if any, was removed). */
    private void shift(long part, byte colour) {
        int f = first(part);
        int a = axisStep(part);
        int k = size(part);
        int off = distance(part) * DIRS[dir(part)];
        for (int j = 0; j < k; j++) {
            remove(f + j * a);
        }
        for (int j = 0; j < k; j++) {
            put(f + j * a + off, colour);
        }
    }

    private void unshift(long part, byte colour) {
        int f = first(part);
        int a = axisStep(part);
        int k = size(part);
        int off = distance(part) * DIRS[dir(part)];
        for (int j = 0; j < k; j++) {
            remove(f + j * a + off);
        }
        for (int j = 0; j < k; j++) {
            put(f + j * a, colour);
        }
    }

    private void pushRemoved(int idx) {
        if (removedTop == removed.length) {
            removed = Arrays.copyOf(removed, removedTop * 2);
        }
        removed[removedTop++] = idx;
        remove(idx);
    }

    /** Plays one part: capture, shift, and in Ordo X the removal of the enemy's smaller sub-groups. */
    void playPart(long part, int keep, byte colour) {
        byte enemy = (byte) (3 - colour);
        if (captures(part)) {
            pushRemoved(first(part) + distance(part) * DIRS[dir(part)]);
        }
        shift(part, colour);
        if (captures(part) && rules.ordoX() && count[enemy] > 0) {
            int comps = generator.label(enemy);
            if (comps > 1) {
                int keepLabel = keep != 0 ? generator.labelOf(keep) : generator.largest(comps);
                for (int idx : CELLS) {
                    if (sq[idx] == enemy && generator.labelOf(idx) != keepLabel) {
                        pushRemoved(idx);
                    }
                }
            }
        }
    }

    @Override
    public void play(long move) {
        pushMove(move, false, removedTop);
        byte me = (byte) me();
        playPart(part1(move), keep1(move), me);
        long p2 = part2(move);
        if (p2 != 0) {
            playPart(p2, keep2(move), me);
        }
        passTurn();
    }

    @Override
    public void undo() {
        int base = (int) lastState();
        long move = history.pop();
        passTurn();
        byte me = (byte) me();
        long p2 = part2(move);
        if (p2 != 0) {
            unshift(p2, me);
        }
        unshift(part1(move), me);
        byte enemy = (byte) (3 - me);
        while (removedTop > base) {
            put(removed[--removedTop], enemy);
        }
    }


    /** The Zobrist keys of a colour's stones per square (what {@code put} and {@code remove} xor in). */
    long[] stoneKeysOf(int colour) {
        return stoneKeys(colour);
    }

    /** The height of the removed-stone stack (before a part is played). */
    int removedTop() {
        return removedTop;
    }

    /** The capture of a part, if any, and its shift: a part played without Ordo X's sub-group removal. */
    void captureAndShift(long part, byte colour) {
        if (captures(part)) {
            pushRemoved(first(part) + distance(part) * DIRS[dir(part)]);
        }
        shift(part, colour);
    }

    /** Takes back a part of {@code colour} and puts back the enemy stones removed since {@code base}. */
    void unplayPart(long part, byte colour, int base) {
        unshift(part, colour);
        byte enemy = (byte) (3 - colour);
        while (removedTop > base) {
            put(removed[--removedTop], enemy);
        }
    }

    @Override
    public int generate(MoveList out) {
        return over(out) ? 0 : generator.generate(out);
    }

    /** Quiescence's moves: see {@link OrdoMoveGenerator#generateNoisy}. */
    @Override
    public int generateNoisy(MoveList out) {
        return over(out) ? 0 : generator.generateNoisy(out);
    }

    // ---- end of game ----------------------------------------------------------------------------

    private static final GameResult.Decisive HOME = GameResult.decisive("home row reached");
    private static final GameResult.Decisive CAPTURED = GameResult.decisive("pieces captured");
    private static final GameResult NO_MOVE = GameResult.loss("no legal move");
    private static final GameResult SPLIT = GameResult.loss("group split and cannot reconnect");

    @Override
    public GameResult result() {
        int me = me();
        int enemy = 3 - me;
        if (onRank(enemy, homeRank(me))) {
            return HOME.lost();
        }
        if (onRank(me, homeRank(enemy))) {
            return HOME.won();
        }
        if (count[me] < rules.minPieces()) {
            return CAPTURED.lost();
        }
        if (count[enemy] < rules.minPieces()) {
            return CAPTURED.won();
        }
        return rules.repetition().ends() ? rules.repetition().result(repetitions()) : GameResult.ONGOING;
    }

    @Override
    public GameResult noMoveResult() {
        return generator.connected(me()) ? NO_MOVE : SPLIT;
    }

    boolean onRank(int colour, int rank) {
        return stonesOnRank(colour, rank) > 0;
    }


    /** Captures and arrivals on the enemy home row (which win at once). */
    @Override
    public boolean isNoisy(long move) {
        long p2 = part2(move);
        int far = homeRank(3 - me());
        return captures(part1(move)) || captures(p2) || reachesRank(part1(move), far)
                || p2 != 0 && reachesRank(p2, far);
    }

    static boolean reachesRank(long part, int rank) {
        return reachesRank(first(part) + distance(part) * DIRS[dir(part)], axisStep(part), size(part), rank);
    }

    /** Whether the line of k cells from {@code first} (step a) has a cell on the rank. */
    static boolean reachesRank(int first, int a, int k, int rank) {
        int low = STONES.rank(first); // a vertical line (step S) rises from its south end
        return a == 1 ? low == rank : rank >= low && rank < low + k;
    }

    // ---- move text (OrdoNotation) and evaluation (OrdoEvaluation) ----------------------------------



    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public Position copy() {
        OrdoPosition p = copyStonesTo(new OrdoPosition(variant, history.copy()));
        p.removed = removed.clone();
        p.removedTop = removedTop;
        return p;
    }

}