package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.OFF;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.StoneBoard;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/**
 * An Abalone position on the padded hex mailbox: marbles {@code 1} = Black (moves first), {@code 2} =
 * White. Moves are generated as groups (a line of 1-3 marbles plus a direction) and carry everything
 * {@link #undo} needs, so the undo stack holds only moves and keys.
 */
final class AbalonePosition extends StonePosition {
    static final int WIN_EJECTIONS = 6;

    // Move bits, see package-info.
    static final int TAIL_MASK = 0x7F;
    static final int DIR_SHIFT = 7;
    static final int AXIS_SHIFT = 10;
    static final int SIZE_SHIFT = 13;
    static final int PUSH_SHIFT = 15;
    static final int EJECT_BIT = 1 << 17;

    /** Marbles ejected: {@code Z_LOST[colour][n]} for n marbles of that colour off the board (0 for none). */
    private static final long[][] Z_LOST = new long[3][15];
    /** Black = 1 moves first; the keys are drawn marble table by marble table with the ejection counts between. */
    private static final StoneBoard STONES;

    static {
        long[][] marble = new long[3][];
        Zobrist z = new Zobrist(0xABA10EL);
        for (int p = 1; p <= 2; p++) {
            marble[p] = z.table(CELL, HexGrid.SIZE);
            for (int n = 1; n < 15; n++) {
                Z_LOST[p][n] = z.next();
            }
        }
        STONES = new StoneBoard(HexGrid.GEOMETRY, HexGrid.MAILBOX, "bw", marble[1], marble[2], z.next());
    }

    private final AbaloneVariant variant;
    private final AbaloneEvaluation evaluation;
    /** Marbles pushed off, indexed by marble value 1..2. */
    private final int[] lost = new int[3];
    final MoveList scratch = new MoveList();

    AbalonePosition(AbaloneVariant variant, GameHistory history) {
        super(STONES, history, AbaloneNotation.INSTANCE);
        this.variant = variant;
        this.evaluation = new AbaloneEvaluation(variant.weightVector);
    }

    // The kit's position-text readers, for AbaloneNotation.parsePosition (they are protected in the kit).
    static String[] textFields(String text, String emptyMessage) throws NotationException {
        return fields(text, emptyMessage);
    }

    void placeStones(String[] fields) throws NotationException {
        readStones(fields);
    }

    /** Sets and keys the marbles ejected so far, by colour (the notation reads them from the text). */
    void setLost(int black, int white) {
        lost[1] = black;
        lost[2] = white;
        key ^= Z_LOST[1][black] ^ Z_LOST[2][white];
    }

    static long encode(int tail, int dir, int axis, int size, int pushed, boolean eject) {
        return tail | dir << DIR_SHIFT | axis << AXIS_SHIFT | size << SIZE_SHIFT | pushed << PUSH_SHIFT
                | (eject ? EJECT_BIT : 0);
    }

    static int tail(long m) {
        return (int) m & TAIL_MASK;
    }

    static int dir(long m) {
        return (int) (m >>> DIR_SHIFT) & 7;
    }

    static int axis(long m) {
        return (int) (m >>> AXIS_SHIFT) & 7;
    }

    static int size(long m) {
        return (int) (m >>> SIZE_SHIFT) & 3;
    }

    static int pushed(long m) {
        return (int) (m >>> PUSH_SHIFT) & 3;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (decided()) {
            return 0;
        }
        final byte me = (byte) (side + 1);
        final byte[] b = sq;
        for (int sq : CELL) {
            if (b[sq] != me) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                if (b[sq + STEP[d]] == EMPTY) {
                    out.add(encode(sq, d, d, 1, 0, false));
                }
            }
            // Lines of 2 and 3 are generated once, from their lower end along the positive axes E, NE, NW.
            for (int axis = 0; axis < 3; axis++) {
                int s1 = sq + STEP[axis];
                if (b[s1] != me) {
                    continue;
                }
                groupMoves(out, sq, axis, 2);
                if (b[s1 + STEP[axis]] == me) {
                    groupMoves(out, sq, axis, 3);
                }
            }
        }
        return out.size;
    }

    private void groupMoves(MoveList out, int low, int axis, int size) {
        int high = low + (size - 1) * STEP[axis];
        inLine(out, low, high, axis, size);
        inLine(out, high, low, axis + 3, size);
        for (int d = 0; d < 6; d++) {
            if (d == axis || d == axis + 3) {
                continue;
            }
            int step = STEP[d];
            if (sq[low + step] == EMPTY && sq[high + step] == EMPTY
                    && (size == 2 || sq[low + STEP[axis] + step] == EMPTY)) {
                out.add(encode(low, d, axis, size, 0, false));
            }
        }
    }

    /** An in-line move of the line {@code tail..head} in direction {@code d}: a slide or a sumito. */
    private void inLine(MoveList out, int tail, int head, int d, int size) {
        int step = STEP[d];
        int t = head + step;
        byte v = sq[t];
        if (v == EMPTY) {
            out.add(encode(tail, d, d, size, 0, false));
            return;
        }
        byte opp = (byte) (2 - side);
        if (v != opp) {
            return; // own marble ahead or the edge
        }
        int k = 0;
        while (sq[t] == opp) {
            if (++k >= size) {
                return; // as many opponents as pushers: blocked
            }
            t += step;
        }
        if (sq[t] == EMPTY) {
            out.add(encode(tail, d, d, size, k, false));
        } else if (sq[t] == OFF) {
            out.add(encode(tail, d, d, size, k, true));
        }
    }

    /**
     * In line, the tail marble steps to the square in front of the line, after the front pushed marble
     * (if any) stepped past the last one or off the board; broadside, every marble steps.
     */
    @Override
    public void play(long move) {
        pushMove(move, false, 0);
        int tail = tail(move);
        int d = dir(move);
        int size = size(move);
        int step = STEP[d];
        if (axis(move) == d) {
            int front = tail + size * step;
            int pushed = pushed(move);
            if (pushed > 0) {
                byte opp = theirs();
                if ((move & EJECT_BIT) != 0) {
                    remove(front);
                    key ^= Z_LOST[opp][lost[opp]] ^ Z_LOST[opp][lost[opp] + 1];
                    lost[opp]++;
                } else {
                    move(front, front + pushed * step);
                }
            }
            move(tail, front);
        } else {
            int along = STEP[axis(move)];
            for (int i = 0, c = tail; i < size; i++, c += along) {
                move(c, c + step);
            }
        }
        passTurn();
    }

    @Override
    public void undo() {
        long before = history.key(history.plies() - 1);
        long move = history.pop();
        side ^= 1;
        int tail = tail(move);
        int d = dir(move);
        int size = size(move);
        int step = STEP[d];
        if (axis(move) == d) {
            int front = tail + size * step;
            move(front, tail);
            int pushed = pushed(move);
            if (pushed > 0) {
                if ((move & EJECT_BIT) != 0) {
                    byte opp = theirs();
                    lost[opp]--;
                    put(front, opp);
                } else {
                    move(front + pushed * step, front);
                }
            }
        } else {
            int along = STEP[axis(move)];
            for (int i = 0, c = tail; i < size; i++, c += along) {
                move(c + step, c);
            }
        }
        key = before;
    }

    /** Over by ejections, ply limit or repetition: the cases where {@link #generate} must not list moves. */
    private boolean decided() {
        return lost[1] >= WIN_EJECTIONS || lost[2] >= WIN_EJECTIONS || drawn();
    }

    private boolean drawn() {
        if (variant.rules.plyLimit() > 0 && history.plies() >= variant.rules.plyLimit()) {
            return true;
        }
        return variant.rules.repetitionDraw() && repetitions() >= 3;
    }

    private static final GameResult.Decisive EJECTED = GameResult.decisive("six marbles ejected");
    private static final GameResult PLY_LIMIT = GameResult.draw("ply limit");
    private static final GameResult REPETITION = GameResult.draw("threefold repetition");

    @Override
    public GameResult result() {
        if (lost[side + 1] >= WIN_EJECTIONS) {
            return EJECTED.lost();
        }
        if (lost[2 - side] >= WIN_EJECTIONS) {
            return EJECTED.won();
        }
        if (drawn()) {
            return variant.rules.plyLimit() > 0 && history.plies() >= variant.rules.plyLimit() ? PLY_LIMIT : REPETITION;
        }
        return GameResult.ONGOING;
    }

    /** Marbles pushed off, then centrality, cohesion and the danger of the edge ({@link AbaloneEvaluation}). */
    @Override
    protected String stoneKind() {
        return "marble";
    }

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long move) {
        return (move & EJECT_BIT) != 0;
    }

    @Override
    public String fen() {
        return writeStones(new StringBuilder(64)).append(' ').append(lost[2]).append(' ').append(lost[1]).toString();
    }

    @Override
    public Position copy() {
        AbalonePosition p = copyStonesTo(new AbalonePosition(variant, history.copy()));
        System.arraycopy(lost, 0, p.lost, 0, 3);
        return p;
    }

    /** Marbles of the given side (0 Black, 1 White) pushed off so far. */
    int lostMarbles(int player) {
        return lost[player + 1];
    }
}
