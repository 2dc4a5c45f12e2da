package org.ansuz.variants.breakthrough;

import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.MoveMatcher;
import org.ansuz.engine.board.StonePosition;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/** A mutable Breakthrough position on a padded mailbox; see {@code package-info} for the move layout. */
public final class BreakthroughPosition extends StonePosition {
    static final byte WHITE = 1;
    static final byte BLACK = 2;

    /** The move layout, see {@code package-info}. */
    static final MoveField FROM = new MoveField(0, 8);
    static final MoveField DIR = FROM.next(2);
    static final MoveField CAPTURE = DIR.next(1);

    private final BreakthroughVariant variant;
    private final BreakthroughEvaluation evaluation;
    private final int ranks;
    /** One rank up the board in mailbox steps: White's forward; Black's is its negative. */
    private final int up;
    /** Mailbox index of every board cell in board order. */
    private final int[] cellIndex;
    final MoveMatcher matcher = new MoveMatcher(BreakthroughNotation::normalise);

    BreakthroughPosition(BreakthroughVariant variant, GameHistory history) {
        super(variant.stones, history, BreakthroughNotation.INSTANCE);
        this.variant = variant;
        this.evaluation = new BreakthroughEvaluation(variant.weights);
        ranks = variant.rules.ranks();
        up = stones.mailbox.stride;
        cellIndex = stones.mailbox.square;
    }

    // The kit's position-text readers, for BreakthroughNotation.parsePosition (they are protected in the kit).
    static String[] textFields(String text, String emptyMessage) throws NotationException {
        return fields(text, emptyMessage);
    }

    void placeStones(String[] fields) throws NotationException {
        readStones(fields);
    }

    // ---- what the notation and the evaluation read -----------------------------------------------

    /** One rank forward for men of {@code colour}, in mailbox steps. */
    int forward(int colour) {
        return colour == WHITE ? up : -up;
    }

    /** The square {@code move}, a move of the side to move, lands on. */
    int target(long move) {
        return FROM.of(move) + forward(mine()) + DIR.of(move) - 1;
    }

    byte[] squares() {
        return sq;
    }

    int[] cells() {
        return cellIndex;
    }

    int ranks() {
        return ranks;
    }

    int rankOf(int idx) {
        return stones.rank(idx);
    }

    // ---- moves ----------------------------------------------------------------------------------

    @Override
    public int generate(MoveList out) {
        if (over(out)) {
            return 0;
        }
        byte me = mine();
        byte enemy = theirs();
        int forward = forward(me);
        for (int from : cellIndex) {
            if (sq[from] != me) {
                continue;
            }
            for (int dir = 0; dir < 3; dir++) {
                byte there = sq[from + forward + dir - 1];
                if (there == EMPTY) {
                    out.add(FROM.put(from) | DIR.put(dir));
                } else if (there == enemy && dir != 1) {
                    out.add(FROM.put(from) | DIR.put(dir) | CAPTURE.put(1));
                }
            }
        }
        return out.size;
    }

    @Override
    public void play(long move) {
        boolean capture = CAPTURE.of(move) != 0;
        pushMove(move, true, 0); // men never go back: no earlier position can come again
        int from = FROM.of(move);
        int to = target(move);
        if (capture) {
            remove(to);
        }
        move(from, to);
        passTurn();
    }

    @Override
    public void undo() {
        long move = history.pop();
        passTurn();
        int from = FROM.of(move);
        int to = target(move);
        move(to, from);
        if (CAPTURE.of(move) != 0) {
            put(to, theirs());
        }
    }

    // ---- end of game ----------------------------------------------------------------------------

    private static final GameResult BROKEN_THROUGH = GameResult.loss("an enemy man reached the far rank");
    private static final GameResult NO_MEN = GameResult.loss("no men left");

    @Override
    public GameResult result() {
        int enemyGoal = mine() == WHITE ? 0 : ranks - 1; // the side that just moved aims at the mover's home rank
        if (stonesOnRank(theirs(), enemyGoal) > 0) {
            return BROKEN_THROUGH;
        }
        if (count[mine()] == 0) {
            return NO_MEN;
        }
        return GameResult.ONGOING;
    }

    // ---- evaluation -----------------------------------------------------------------------------

    /** Men, advancement, guards, home defenders and runners ({@link BreakthroughEvaluation}). */
    @Override
    protected String stoneKind() {
        return "pawn";
    }

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    /** Captures and steps onto the last two ranks (a man there wins or threatens to win). */
    @Override
    public boolean isNoisy(long move) {
        if (CAPTURE.of(move) != 0) {
            return true;
        }
        int rank = stones.rank(FROM.of(move));
        return mine() == WHITE ? rank >= ranks - 3 : rank <= 2;
    }

    @Override
    public Position copy() {
        return copyStonesTo(new BreakthroughPosition(variant, history.copy()));
    }
}
