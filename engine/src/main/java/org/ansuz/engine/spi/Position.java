package org.ansuz.engine.spi;

/**
 * A mutable game state, owned by one thread at a time. The search knows games only through this
 * interface and {@link Variant}.
 *
 * <p>A move is a {@code long} whose bit layout each family chooses (documented in the family's
 * {@code package-info}); {@code 0} is "no move". One move is one complete turn. {@link #generate},
 * {@link #play}, {@link #undo} and {@link #evaluate} allocate nothing.
 */
public interface Position {

    /** {@link #sideToMove()} while a chance event is pending: a third party (dice, a draw) moves. */
    int CHANCE = 2;

    /**
     * 0 = the player who moves first in the standard start position ("p1"), 1 = the other, or
     * {@link #CHANCE} while a chance event is pending ({@link #generate} then lists its outcomes).
     * Turns need not alternate: after {@link #play} the side to move is whatever the rules say.
     */
    int sideToMove();

    /** Zobrist key of everything that matters for legality and result, side to move included. */
    long key();

    /**
     * Clears {@code out}, appends every legal move and returns how many there are. A position whose
     * game is over by its rules ({@link #result()} over) has no moves; a position with no moves
     * whose {@link #result()} is ongoing ends as {@link #noMoveResult()} says.
     */
    int generate(MoveList out);

    /** Plays a legal move generated from this position. */
    void play(long move);

    /** The exact inverse of the last {@link #play}. */
    void undo();

    /**
     * The end of the game by its own rules (goal reached, army wiped out, move counters, repetition,
     * score end), from the side to move's point of view. It never calls {@link #generate}: a
     * position without legal moves is judged by {@link #noMoveResult()}. {@link GameResult#of}
     * combines both for callers outside the search.
     */
    GameResult result();

    /** What it means when {@link #generate} returns 0 and {@link #result()} is ongoing. */
    default GameResult noMoveResult() {
        return GameResult.loss("no legal move");
    }

    /**
     * How the game ends when the position repeats inside a search tree (the search takes a repetition for
     * the end a threefold one would be): a draw by default; games that end a repetition on points (Thud)
     * score it here. Called on the hot path: return a shared instance.
     */
    default GameResult repetitionResult() {
        return GameResult.REPETITION;
    }

    /**
     * The weight of a chance outcome while {@link #sideToMove()} is {@link #CHANCE} (how many of
     * the equally likely events give it); 1 by default. The search averages outcomes by it.
     */
    default int chanceWeight(long move) {
        return 1;
    }

    /** Static score for the side to move, in centi-units of the family's material unit. */
    int evaluate();

    /** Captures, pushes off the board, promotions: the moves quiescence search looks at. */
    boolean isNoisy(long move);

    /**
     * Quiescence's generator: clears {@code out}, appends the legal {@link #isNoisy noisy} moves and
     * returns 0 when there is no legal move at all, {@code out.size} when every legal move is noisy
     * (no stand-pat) and more than that when quiet moves exist. The default filters
     * {@link #generate}; a game whose full generation is costly may override it with a cheaper
     * generator of the noisy moves that matter most (a subset). Additive SPI.
     */
    default int generateNoisy(MoveList out) {
        int n = generate(out);
        int k = 0;
        for (int i = 0; i < n; i++) {
            long m = out.moves[i];
            if (isNoisy(m)) {
                out.moves[k++] = m;
            }
        }
        out.size = k;
        return n;
    }

    /**
     * Whether the side not to move could capture if it were its turn: a threat the side to move must
     * answer. Quiescence searches one ply more at a quiet node where this holds, in games with
     * {@link SearchTrait#QUIESCENCE_THREATS}; false by default. Hot path: allocates nothing. Additive SPI.
     */
    default boolean isThreatened() {
        return false;
    }

    /**
     * How many legal moves there are ({@link #generate}'s result); {@code scratch} may be overwritten. The
     * last ply of perft asks only this, so a game may count without listing. Hot path: allocates nothing.
     */
    default int countMoves(MoveList scratch) {
        return generate(scratch);
    }

    /**
     * {@link #countMoves} in the position after {@code move}, this position unchanged on return. The ply
     * before perft's last asks only this, so a game may count the child's moves from its pieces without
     * playing the move (no key, no history). Hot path: allocates nothing.
     */
    default int countMovesAfter(long move, MoveList scratch) {
        play(move);
        int n = countMoves(scratch);
        undo();
        return n;
    }

    /** Canonical position text; round-trips through {@link Variant#newPosition}. */
    String fen();

    /** Canonical move text, no spaces. */
    String moveText(long move);

    /**
     * Finds the legal move a user or GUI meant. The default matches the canonical texts
     * case-insensitively; families override it to accept their aliases (other separators, short
     * forms, Hub captured-square form).
     *
     * @throws NotationException naming the reason: unknown, illegal or ambiguous
     */
    default long parseMove(String text) throws NotationException {
        MoveList list = new MoveList();
        int n = generate(list);
        String wanted = text.trim();
        for (int i = 0; i < n; i++) {
            if (moveText(list.move(i)).equalsIgnoreCase(wanted)) {
                return list.move(i);
            }
        }
        throw new NotationException("illegal or unknown move: " + text);
    }

    /**
     * The piece drawn on a cell of {@link Variant#board()}: {@code '.'} for an empty cell, otherwise a
     * letter (upper case = first player, or as the game's own notation writes it).
     */
    char symbolAt(int cell);

    /**
     * What a cell holds, as drawn: {@code "."} for an empty cell, otherwise one or more characters
     * (a stack is drawn bottom to top). The default is {@link #symbolAt}.
     */
    default String cellText(int cell) {
        return String.valueOf(symbolAt(cell));
    }

    /**
     * The board this position is drawn on where it changes during the game (tiles that move), or
     * {@code null} for the variant's fixed {@link Variant#board()}. See {@link Variant#board(Position)}.
     */
    default Board board() {
        return null;
    }

    /** Number of plies played since this position was created (the depth of the undo stack). */
    int plies();

    /**
     * At least the number of plies since the last move that no later position can undo (a capture, a
     * man's step): no earlier position can come again, so the search looks no further back for a
     * repetition. Unbounded by default. Hot path: allocates nothing.
     */
    default int reversiblePlies() {
        return Integer.MAX_VALUE;
    }

    /** An independent deep copy, history included. */
    Position copy();
}
