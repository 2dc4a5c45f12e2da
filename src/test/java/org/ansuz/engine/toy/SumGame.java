package org.ansuz.engine.toy;

import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A toy position for the kit's tests: a running total; move {@code m} (1..6) adds {@code m % 3 + 1},
 * so moves 1 and 4 (and 2 and 5, 3 and 6) have the same effect. Move texts are {@code add<m>}. The
 * game ends at a total of 10 or more, won by the player who reached it.
 */
public final class SumGame implements Position {
    private int total;
    private int side;
    private final long[] moves = new long[64];
    private int plies;

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long key() {
        return total * 2L + side;
    }

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        for (int m = 1; m <= 6; m++) {
            out.add(m);
        }
        return out.size;
    }

    @Override
    public void play(long move) {
        moves[plies++] = move;
        total += (int) (move % 3) + 1;
        side ^= 1;
    }

    @Override
    public void undo() {
        long move = moves[--plies];
        total -= (int) (move % 3) + 1;
        side ^= 1;
    }

    @Override
    public GameResult result() {
        return total >= 10 ? GameResult.loss("total reached") : GameResult.ONGOING;
    }

    @Override
    public int evaluate() {
        return 0;
    }

    @Override
    public boolean isNoisy(long move) {
        return false;
    }

    @Override
    public String fen() {
        return total + " " + side;
    }

    @Override
    public String moveText(long move) {
        return "add" + move;
    }

    @Override
    public char symbolAt(int cell) {
        return '.';
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public Position copy() {
        SumGame g = new SumGame();
        g.total = total;
        g.side = side;
        return g;
    }
}
