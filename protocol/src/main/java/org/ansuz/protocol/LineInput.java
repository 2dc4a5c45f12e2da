package org.ansuz.protocol;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads protocol lines with a bound: a line longer than {@link #MAX_LINE} characters is skipped up
 * to its end and returned as {@link #TOO_LONG}, so no input, however long and with or without a
 * newline, can exhaust memory. {@code \n}, {@code \r\n} and a lone {@code \r} end a line.
 */
public final class LineInput {
    /** The longest line read: one megabyte of characters. */
    public static final int MAX_LINE = 1 << 20;
    /** Returned (compare by identity) in place of a line that was too long. */
    public static final String TOO_LONG = new String("<line too long>");

    private final Reader in;
    private final char[] buf = new char[8192];
    private final int max;
    private int pos;
    private int end;
    private boolean pendingCr;

    public LineInput(Reader in) {
        this(in, MAX_LINE);
    }

    public LineInput(Reader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** The next line without its end, {@link #TOO_LONG}, or {@code null} at the end of input. */
    public String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean overflow = false;
        boolean any = false;
        while (true) {
            if (pos == end) {
                end = in.read(buf, 0, buf.length);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    return any ? finish(line, overflow) : null;
                }
            }
            char c = buf[pos++];
            if (pendingCr) {
                pendingCr = false;
                if (c == '\n') {
                    continue; // the \n of a \r\n
                }
            }
            if (c == '\n' || c == '\r') {
                pendingCr = c == '\r';
                return finish(line, overflow);
            }
            any = true;
            if (overflow) {
                continue;
            }
            if (line.length() >= max) {
                overflow = true;
                line.setLength(0);
                line.trimToSize();
            } else {
                line.append(c);
            }
        }
    }

    private static String finish(StringBuilder line, boolean overflow) {
        return overflow ? TOO_LONG : line.toString();
    }
}
