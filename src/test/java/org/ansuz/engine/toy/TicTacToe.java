package org.ansuz.engine.toy;

import java.util.ArrayList;
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
 * A tiny test game (never registered as a service): noughts and crosses on a 3x3 board. Cells are
 * numbered top row first ({@code a3 b3 c3 a2 ...}); a move is the cell index + 1. The FEN is
 * {@code 3/3/3 x}: rows top to bottom, {@code X} for the first player's marks when
 * {@code p1IsUpperCase}, digits for empty runs, then the side to move ({@code x} or {@code o}).
 */
public final class TicTacToe implements Variant {
    /** The standard game: {@code tictactoe}, X moves first. */
    public static final TicTacToe VARIANT = new TicTacToe();
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    private static final List<String> NAMES = List.of("a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1");

    private final String name;
    private final boolean p1Upper;
    private final String family;

    public TicTacToe(String name, boolean p1Upper, String family) {
        this.name = name;
        this.p1Upper = p1Upper;
        this.family = family;
    }

    public TicTacToe() {
        this("tictactoe", true, "toy");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> aliases() {
        return p1Upper ? List.of("ttt", "noughts") : List.of();
    }

    @Override
    public Board board() {
        boolean[] all = new boolean[9];
        java.util.Arrays.fill(all, true);
        return Board.rectangular(3, 3, all, NAMES);
    }

    @Override
    public String startFen() {
        return "3/3/3 " + (p1Upper ? "x" : "o");
    }

    /** The mark of a player: 'X' or 'o'. */
    public char mark(int player) {
        return (player == 0) == p1Upper ? 'X' : 'o';
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        String[] parts = fen.trim().split("\\s+");
        if (parts.length != 2) {
            throw new NotationException("expected '<rows> <side>'");
        }
        String[] rows = parts[0].split("/");
        if (rows.length != 3) {
            throw new NotationException("expected 3 rows");
        }
        int[] cells = new int[9];
        for (int r = 0; r < 3; r++) {
            int c = 0;
            for (char ch : rows[r].toCharArray()) {
                if (Character.isDigit(ch)) {
                    c += ch - '0';
                } else if (ch == 'X' || ch == 'x' || ch == 'O' || ch == 'o') {
                    if (c >= 3) {
                        throw new NotationException("row " + (r + 1) + " is too long");
                    }
                    char m = Character.toUpperCase(ch) == 'X' ? 'X' : 'o';
                    cells[r * 3 + c++] = m == mark(0) ? 1 : 2;
                } else {
                    throw new NotationException("bad character '" + ch + "'");
                }
            }
            if (c != 3) {
                throw new NotationException("row " + (r + 1) + " has " + c + " cells");
            }
        }
        char side = Character.toUpperCase(parts[1].charAt(0)) == 'X' ? 'X' : 'o';
        if (parts[1].length() != 1 || "xXoO".indexOf(parts[1].charAt(0)) < 0) {
            throw new NotationException("side must be x or o");
        }
        return new Pos(cells, side == mark(0) ? 0 : 1);
    }

    public Position newPositionUnchecked(String fen) {
        try {
            return newPosition(fen);
        } catch (NotationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public GameInfo info() {
        return GameInfo.of(family).withPlayers(p1Upper ? "X" : "O", p1Upper ? "O" : "X")
                .withP1IsUpperCase(p1Upper)
                .withMaterialUnit("point")
                .withTypicalGamePlies(9);
    }

    public final class Pos implements Position {
        final int[] cells;
        int side;
        final List<Integer> history = new ArrayList<>();

        Pos(int[] cells, int side) {
            this.cells = cells;
            this.side = side;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public long key() {
            long k = side;
            for (int c : cells) {
                k = k * 3 + c;
            }
            return k * 0x9E3779B97F4A7C15L;
        }

        private boolean lineOf(int player) {
            for (int[] l : LINES) {
                if (cells[l[0]] == player && cells[l[1]] == player && cells[l[2]] == player) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public GameResult result() {
            if (lineOf(2 - side)) {
                return GameResult.loss("three in a row");
            }
            if (lineOf(1 + side)) {
                return GameResult.win("three in a row");
            }
            for (int c : cells) {
                if (c == 0) {
                    return GameResult.ONGOING;
                }
            }
            return GameResult.draw("board full");
        }

        @Override
        public int generate(MoveList out) {
            out.clear();
            if (result().isOver()) {
                return 0;
            }
            for (int i = 0; i < 9; i++) {
                if (cells[i] == 0) {
                    out.add(i + 1);
                }
            }
            return out.size();
        }

        @Override
        public void play(long move) {
            cells[(int) move - 1] = side + 1;
            history.add((int) move - 1);
            side ^= 1;
        }

        @Override
        public void undo() {
            cells[history.remove(history.size() - 1)] = 0;
            side ^= 1;
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
            StringBuilder sb = new StringBuilder();
            for (int r = 0; r < 3; r++) {
                int empty = 0;
                for (int c = 0; c < 3; c++) {
                    int v = cells[r * 3 + c];
                    if (v == 0) {
                        empty++;
                    } else {
                        if (empty > 0) {
                            sb.append(empty);
                        }
                        empty = 0;
                        sb.append(mark(v - 1));
                    }
                }
                if (empty > 0) {
                    sb.append(empty);
                }
                if (r < 2) {
                    sb.append('/');
                }
            }
            return sb.append(' ').append(Character.toLowerCase(mark(side))).toString();
        }

        @Override
        public String moveText(long move) {
            return NAMES.get((int) move - 1);
        }

        @Override
        public char symbolAt(int cell) {
            return cells[cell] == 0 ? '.' : mark(cells[cell] - 1);
        }

        @Override
        public int plies() {
            return history.size();
        }

        @Override
        public Position copy() {
            Pos p = new Pos(cells.clone(), side);
            p.history.addAll(history);
            return p;
        }
    }
}
