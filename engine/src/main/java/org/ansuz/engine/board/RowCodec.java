package org.ansuz.engine.board;

import java.util.List;
import org.ansuz.engine.spi.NotationException;

/**
 * The placement part of a position text, for any board: rows from the top one down at their natural
 * lengths, separated by {@code /}; a decimal run (may exceed 9) for consecutive empty cells,
 * {@code *} for a hole of the grid (a square that is not a cell), one letter per piece, or a
 * bracketed token {@code [..]} where a cell holds more than one letter (a stack, bottom first).
 * Example: {@code 2w7/10/*3b3*}. Not a hot path (used by {@code fen()} and parsing only).
 *
 * <p>Parsing is liberal: {@code .} or {@code -} is one empty cell, an empty run may also count holes, and digits
 * run together only as long as the number fits the row.
 */
public final class RowCodec {

    /** What a cell holds, as one letter, or {@code '.'} when it is empty. */
    @FunctionalInterface
    public interface CellChars {
        char at(int cell);
    }

    /** What a cell holds, as text (one letter, or several for a stack), or {@code ""} when empty. */
    @FunctionalInterface
    public interface CellTexts {
        String at(int cell);
    }

    /** Receives one piece read from the text: its cell and the index of its letter in the given letters. */
    @FunctionalInterface
    public interface Placement {
        void put(int cell, int piece) throws NotationException;
    }

    /** Receives one cell's contents read from the text: a letter or a bracketed token's letters. */
    @FunctionalInterface
    public interface TokenPlacement {
        void put(int cell, String token) throws NotationException;
    }

    private final int[][] rows;
    private final List<String> rowNames;
    private final String rowWord;
    private final String cellWord;

    /** The codec of a geometry's text rows ("rank" and "squares" in messages on rectangles, else "row" and "cells"). */
    public RowCodec(Geometry geometry) {
        this(geometry.textRows(), geometry.textRowNames(), geometry.shape().equals("rect") ? "rank" : "row",
                geometry.shape().equals("rect") ? "squares" : "cells");
    }

    /**
     * A codec over explicit rows: {@code rows[i]} lists the slots of the {@code i}-th text row (top
     * first) as cell indices, -1 for holes; {@code rowNames} name them in error messages as
     * "{@code rowWord name}" ({@code rank 8}, {@code row I}), and {@code cellWord} counts their slots.
     */
    public RowCodec(int[][] rows, List<String> rowNames, String rowWord, String cellWord) {
        this.rows = rows;
        this.rowNames = List.copyOf(rowNames);
        this.rowWord = rowWord;
        this.cellWord = cellWord;
    }

    /** Appends the placement, one letter per piece. */
    public StringBuilder write(StringBuilder out, CellChars cells) {
        return writeTexts(out, c -> {
            char ch = cells.at(c);
            return ch == '.' ? "" : String.valueOf(ch);
        });
    }

    /** Appends the placement; contents of more than one letter are written in brackets. */
    public StringBuilder writeTexts(StringBuilder out, CellTexts cells) {
        for (int r = 0; r < rows.length; r++) {
            int run = 0;
            for (int c : rows[r]) {
                String t = c < 0 ? "*" : cells.at(c);
                if (t == null || t.isEmpty()) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    out.append(run);
                    run = 0;
                }
                if (t.length() == 1) {
                    out.append(t);
                } else {
                    out.append('[').append(t).append(']');
                }
            }
            if (run > 0) {
                out.append(run);
            }
            if (r < rows.length - 1) {
                out.append('/');
            }
        }
        return out;
    }

    /**
     * Reads a placement whose pieces are single letters from {@code letters}: an exact match first,
     * else a case-insensitive one (so a game with only {@code "wb"} accepts {@code W} too), handing
     * each piece to {@code placement} with the index of its letter. Empty cells are not reported.
     */
    public void parse(String text, String letters, Placement placement) throws NotationException {
        read(text, (cell, token, row) -> {
            int p = token.length() == 1 ? pieceIndex(letters, token.charAt(0)) : -1;
            if (p < 0) {
                throw new NotationException("unknown piece '" + token + "' in " + where(row) + " (use "
                        + String.join(", ", letters.split("")) + " or a digit)");
            }
            placement.put(cell, p);
        });
    }

    private static int pieceIndex(String letters, char ch) {
        int p = letters.indexOf(ch);
        if (p >= 0) {
            return p;
        }
        int found = -1;
        for (int i = 0; i < letters.length(); i++) {
            if (Character.toLowerCase(letters.charAt(i)) == Character.toLowerCase(ch)) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /** Reads a placement, handing each occupied cell's token (a letter, or a bracket's contents) to {@code placement}. */
    public void parseTokens(String text, TokenPlacement placement) throws NotationException {
        read(text, (cell, token, row) -> placement.put(cell, token));
    }

    private interface Reader {
        void put(int cell, String token, int row) throws NotationException;
    }

    private void read(String text, Reader placement) throws NotationException {
        String[] parts = text.split("/", -1);
        if (parts.length != rows.length) {
            // ranks are numbered; named rows say which way they run ("9 rows (I to A)")
            String span = rowWord.equals("rank") ? ""
                    : " (" + rowNames.get(0) + " to " + rowNames.get(rows.length - 1) + ")";
            throw new NotationException("expected " + rows.length + " " + rowWord + "s" + span
                    + " separated by '/', found " + parts.length);
        }
        for (int r = 0; r < rows.length; r++) {
            int[] slots = rows[r];
            String row = parts[r];
            int at = 0;
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                if (Character.isDigit(ch)) {
                    // digits run together as long as the number fits the row ("10" on a wide board),
                    // so that "54" on a 9-cell row still reads as 5 then 4
                    int n = ch - '0';
                    while (i + 1 < row.length() && Character.isDigit(row.charAt(i + 1))
                            && at + n * 10 + row.charAt(i + 1) - '0' <= slots.length) {
                        n = n * 10 + row.charAt(++i) - '0';
                    }
                    at += n;
                    continue;
                }
                if (ch == '.' || ch == '-') {
                    if (at < slots.length && slots[at] < 0) {
                        throw new NotationException(where(r) + ": '" + ch + "' stands on a hole (write '*')");
                    }
                    at++;
                    continue;
                }
                if (ch == '*') {
                    if (at < slots.length && slots[at] >= 0) {
                        throw new NotationException(where(r) + ": '*' marks a hole, but cell "
                                + (at + 1) + " of the " + rowWord + " is on the board");
                    }
                    at++;
                    continue;
                }
                String token;
                if (ch == '[') {
                    int close = row.indexOf(']', i);
                    if (close < 0) {
                        throw new NotationException(where(r) + ": '[' without ']'");
                    }
                    token = row.substring(i + 1, close);
                    i = close;
                } else {
                    token = String.valueOf(ch);
                }
                if (at >= slots.length) {
                    throw tooLong(r, row);
                }
                if (slots[at] < 0) {
                    throw new NotationException(where(r) + ": a piece stands on a hole (cell " + (at + 1) + ")");
                }
                if (!token.isEmpty()) {
                    placement.put(slots[at], token, r);
                }
                at++;
            }
            if (at != slots.length) {
                if (at > slots.length) {
                    throw tooLong(r, row);
                }
                throw new NotationException(where(r) + " describes " + at + " " + cellWord + ", it has "
                        + slots.length);
            }
        }
    }

    private NotationException tooLong(int r, String row) {
        return new NotationException(where(r) + " is too long: it has " + rows[r].length + " " + cellWord);
    }

    private String where(int r) {
        return rowWord + " " + rowNames.get(r);
    }
}
