package org.ansuz.protocol.match;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/**
 * Noughts and crosses as a {@link Variant}: a tiny game the match tests and the fake engine share, so
 * the runner can be tested before any real family is on main. Cells top rank first (a3 b3 c3 / a2 ...);
 * position text {@code x.o/.x./..o x}; a move is {@code cell + 1}.
 */
final class TicTacToe implements Variant {
    static final TicTacToe VARIANT = new TicTacToe();
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
        {0, 4, 8}, {2, 4, 6}};
    private static final List<String> NAMES = List.of("a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1");

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public Board board() {
        boolean[] all = new boolean[9];
        java.util.Arrays.fill(all, true);
        return Board.rectangular(3, 3, all, NAMES);
    }

    @Override
    public String startFen() {
        return ".../.../... x";
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        String[] parts = fen.trim().split("\\s+");
        if (parts.length != 2 || !parts[1].matches("[xo]")) {
            throw new NotationException("tictactoe fen is ROWS SIDE: " + fen);
        }
        String cells = parts[0].replace("/", "");
        if (cells.length() != 9 || !cells.matches("[.xo]+")) {
            throw new NotationException("tictactoe rows are 3 x 3 of . x o: " + fen);
        }
        return new Grid(cells.toCharArray(), parts[1].equals("x") ? 0 : 1, new ArrayList<>());
    }

    @Override
    public GameInfo info() {
        return new GameInfo("X", "O", true, "mark", 9, "alphabeta", "tictactoe");
    }

    private static final class Grid implements Position {
        private final char[] cells;
        private int side;
        private final List<Integer> history;

        Grid(char[] cells, int side, List<Integer> history) {
            this.cells = cells;
            this.side = side;
            this.history = history;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public long key() {
            long k = side;
            for (char c : cells) {
                k = k * 3 + (c == '.' ? 0 : c == 'x' ? 1 : 2);
            }
            return k;
        }

        @Override
        public int generate(MoveList out) {
            out.clear();
            if (result().isOver()) {
                return 0;
            }
            for (int i = 0; i < 9; i++) {
                if (cells[i] == '.') {
                    out.add(i + 1);
                }
            }
            return out.size();
        }

        @Override
        public void play(long move) {
            cells[(int) move - 1] = side == 0 ? 'x' : 'o';
            history.add((int) move - 1);
            side ^= 1;
        }

        @Override
        public void undo() {
            cells[history.remove(history.size() - 1)] = '.';
            side ^= 1;
        }

        private boolean lineOf(char mark) {
            for (int[] l : LINES) {
                if (cells[l[0]] == mark && cells[l[1]] == mark && cells[l[2]] == mark) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public GameResult result() {
            if (lineOf(side == 0 ? 'o' : 'x')) {
                return GameResult.loss("three in a row");
            }
            return new String(cells).indexOf('.') < 0 ? GameResult.draw("board full") : GameResult.ONGOING;
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
            String s = new String(cells);
            return s.substring(0, 3) + "/" + s.substring(3, 6) + "/" + s.substring(6) + (side == 0 ? " x" : " o");
        }

        @Override
        public String moveText(long move) {
            return NAMES.get((int) move - 1);
        }

        @Override
        public char symbolAt(int cell) {
            return cells[cell] == 'x' ? 'X' : cells[cell];
        }

        @Override
        public int plies() {
            return history.size();
        }

        @Override
        public Position copy() {
            return new Grid(cells.clone(), side, new ArrayList<>(history));
        }
    }
}
