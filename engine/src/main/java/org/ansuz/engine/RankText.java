package org.ansuz.engine;

/**
 * The placement part of a rectangular board's position text: ranks from the top one down, separated by
 * {@code /}, a decimal run for consecutive empty squares, one letter per piece (for example
 * {@code 2w7/10/.../b9}). Game-agnostic: the family says which letters exist and what they mean. Not a hot
 * path (used by {@code fen()} and by position parsing only).
 */
public final class RankText {
    /** What stands on square ({@code x}, {@code y}), {@code y = 0} the bottom rank: a letter, or {@code '.'} if empty. */
    public interface Squares {
        char at(int x, int y);
    }

    /** Receives one piece of the text: its square and its letter, lower-cased. */
    public interface Placement {
        void put(int x, int y, char letter);
    }

    private RankText() {
    }

    /** Appends the placement of a {@code files} x {@code ranks} board to {@code out}. */
    public static StringBuilder write(StringBuilder out, int files, int ranks, Squares squares) {
        for (int y = ranks - 1; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < files; x++) {
                char c = squares.at(x, y);
                if (c == '.') {
                    run++;
                    continue;
                }
                if (run > 0) {
                    out.append(run);
                    run = 0;
                }
                out.append(c);
            }
            if (run > 0) {
                out.append(run);
            }
            if (y > 0) {
                out.append('/');
            }
        }
        return out;
    }

    /**
     * Reads a placement, letters case-insensitive and limited to {@code letters} (lower case), handing each
     * piece on the board to {@code placement}; every rank must describe exactly {@code files} squares.
     */
    public static void parse(String text, int files, int ranks, String letters, Placement placement)
            throws NotationException {
        String[] rows = text.split("/");
        if (rows.length != ranks) {
            throw new NotationException("expected " + ranks + " ranks separated by '/', found " + rows.length);
        }
        for (int r = 0; r < ranks; r++) {
            int y = ranks - 1 - r;
            int x = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                if (Character.isDigit(ch)) {
                    int n = 0;
                    while (i < row.length() && Character.isDigit(row.charAt(i))) {
                        n = n * 10 + row.charAt(i++) - '0';
                    }
                    i--;
                    x += n;
                    continue;
                }
                char lc = Character.toLowerCase(ch);
                if (letters.indexOf(lc) < 0) {
                    throw new NotationException("unknown piece '" + ch + "' in rank " + (y + 1) + " (use "
                            + String.join(", ", letters.split("")) + " or a digit)");
                }
                if (x < files) {
                    placement.put(x, y, lc);
                }
                x++;
            }
            if (x != files) {
                throw new NotationException("rank " + (y + 1) + " '" + row + "' describes " + x + " squares, expected "
                        + files);
            }
        }
    }
}
