package org.ansuz.engine.board;

import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * The "one effect, one move" filter: of the generated moves that reach the same position (the same
 * key after {@code play}), only one stays, the one whose text is canonical by the family's
 * {@link Preference}. It keeps the place of the first of them, so the list order is stable. It plays
 * and undoes every move once, unless the family hands it the key each move reaches; the tables are
 * preallocated and grow only for a list longer than ever seen, so the steady state allocates nothing.
 */
public final class DistinctEffects {

    /** Which of two moves with the same effect gives the canonical text. */
    @FunctionalInterface
    public interface Preference {
        /** Whether {@code a} is preferred to {@code b}. */
        boolean before(long a, long b);
    }

    private long[] seenKey;
    private int[] seenAt;
    private int[] seenStamp;
    private int now;
    /** The keys {@link #filter(Position, MoveList, Preference)} reaches by playing, per move. */
    private long[] played = new long[0];

    /** A filter whose table holds {@code capacity} moves before it grows (a power of two is used). */
    public DistinctEffects(int capacity) {
        allocate(Integer.highestOneBit(Math.max(16, capacity - 1)) << 1);
    }

    private void allocate(int size) {
        seenKey = new long[size];
        seenAt = new int[size];
        seenStamp = new int[size];
        now = 0;
    }

    /** Removes from {@code out} every move whose effect an earlier move has; returns the new size. */
    public int filter(Position pos, MoveList out, Preference preference) {
        if (played.length < out.size) {
            played = new long[out.moves.length];
        }
        for (int i = 0; i < out.size; i++) {
            pos.play(out.moves[i]);
            played[i] = pos.key();
            pos.undo();
        }
        return filter(out, played, preference);
    }

    /**
     * Removes from {@code out} every move whose effect an earlier move has, the effect of move {@code i}
     * being {@code effects[i]} (a key of the position it reaches, worked out by a family that knows it
     * without playing the move); returns the new size.
     */
    public int filter(MoveList out, long[] effects, Preference preference) {
        if (out.size * 2 > seenKey.length) {
            allocate(Integer.highestOneBit(out.size) << 2);
        }
        now++;
        int mask = seenKey.length - 1;
        int n = 0;
        for (int i = 0; i < out.size; i++) {
            long move = out.moves[i];
            long k = effects[i];
            int h = (int) (k ^ k >>> 29) & mask;
            boolean dup = false;
            while (seenStamp[h] == now) {
                if (seenKey[h] == k) {
                    int at = seenAt[h];
                    if (preference.before(move, out.moves[at])) {
                        out.moves[at] = move;
                    }
                    dup = true;
                    break;
                }
                h = (h + 1) & mask;
            }
            if (!dup) {
                seenStamp[h] = now;
                seenKey[h] = k;
                seenAt[h] = n;
                out.moves[n++] = move;
            }
        }
        out.size = n;
        return n;
    }
}
