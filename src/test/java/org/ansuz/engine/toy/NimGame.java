package org.ansuz.engine.toy;

import java.util.List;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * Test game: one pile, take 1..{@code maxTake} stones, whoever takes the last stone wins. With
 * {@code twoKeepsTurn} taking exactly two stones grants another turn, so turns do not alternate.
 * Taking three is "noisy". With {@code drawnPile} the game is drawn at that pile size by a
 * "rule" the generator ignores, as a game-level draw rule may. Position text: {@code <pile> <side> <last taker or ->}.
 */
public final class NimGame implements Variant {
    public final int maxTake;
    public final boolean twoKeepsTurn;
    /** A pile size that {@code result()} declares drawn while {@code generate} still lists moves. */
    public final int drawnPile;

    public NimGame(int maxTake, boolean twoKeepsTurn) {
        this(maxTake, twoKeepsTurn, -1);
    }

    public NimGame(int maxTake, boolean twoKeepsTurn, int drawnPile) {
        this.maxTake = maxTake;
        this.twoKeepsTurn = twoKeepsTurn;
        this.drawnPile = drawnPile;
    }

    @Override
    public String name() {
        return twoKeepsTurn ? "nim-extra" : "nim";
    }

    @Override
    public Board board() {
        return Board.rectangular(1, 1, new boolean[] {true}, List.of("a1"));
    }

    @Override
    public String startFen() {
        return "21 0 -";
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        String[] f = fen.trim().split("\\s+");
        try {
            return new Pos(Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2].equals("-") ? -1 : Integer.parseInt(f[2]));
        } catch (RuntimeException e) {
            throw new NotationException("bad nim position: " + fen);
        }
    }

    @Override
    public GameInfo info() {
        return GameInfo.of("nim").withPlayers("first", "second")
                .withMaterialUnit("stone")
                .withTypicalGamePlies(20);
    }

    public Position position(int pile) {
        return new Pos(pile, 0, -1);
    }

    public final class Pos implements Position {
        int pile;
        int side;
        int lastTaker;
        final int[] undoSide = new int[256];
        final int[] undoLast = new int[256];
        final long[] undoMove = new long[256];
        int plies;

        Pos(int pile, int side, int lastTaker) {
            this.pile = pile;
            this.side = side;
            this.lastTaker = lastTaker;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public long key() {
            long z = pile * 4L + side * 2L + (pile == 0 && lastTaker == side ? 1 : 0) + 1;
            z *= 0x9E3779B97F4A7C15L;
            return z ^ (z >>> 29);
        }

        @Override
        public int generate(MoveList out) {
            out.clear();
            for (int k = 1; k <= Math.min(maxTake, pile); k++) {
                out.add(k);
            }
            return out.size;
        }

        @Override
        public void play(long move) {
            undoSide[plies] = side;
            undoLast[plies] = lastTaker;
            undoMove[plies++] = move;
            pile -= (int) move;
            lastTaker = side;
            if (!(twoKeepsTurn && move == 2)) {
                side ^= 1;
            }
        }

        @Override
        public void undo() {
            plies--;
            pile += (int) undoMove[plies];
            side = undoSide[plies];
            lastTaker = undoLast[plies];
        }

        @Override
        public GameResult result() {
            if (pile == drawnPile) {
                return GameResult.draw("drawn pile");
            }
            return pile > 0 ? GameResult.ONGOING : lastTaker == side ? GameResult.win("took the last stone")
                    : GameResult.loss("the other took the last stone");
        }

        @Override
        public int evaluate() {
            return 0;
        }

        @Override
        public boolean isNoisy(long move) {
            return move == 3;
        }

        @Override
        public String fen() {
            return pile + " " + side + " " + (lastTaker < 0 ? "-" : Integer.toString(lastTaker));
        }

        @Override
        public String moveText(long move) {
            return "take" + move;
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
            Pos p = new Pos(pile, side, lastTaker);
            p.plies = plies;
            System.arraycopy(undoSide, 0, p.undoSide, 0, plies);
            System.arraycopy(undoLast, 0, p.undoLast, 0, plies);
            System.arraycopy(undoMove, 0, p.undoMove, 0, plies);
            return p;
        }
    }
}
