package org.ansuz.protocol;

/** Reads the blank-separated words of a line one at a time, in one pass (no regular expressions). */
public final class Words {
    private final String line;
    private int i;

    public Words(String line) {
        this.line = line;
    }

    /** The next word, or {@code null} at the end. */
    public String next() {
        int n = line.length();
        while (i < n && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        if (i >= n) {
            return null;
        }
        int start = i;
        while (i < n && !Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return line.substring(start, i);
    }

    /** Everything after the current word, without the blanks around it. */
    public String rest() {
        String r = line.substring(i).strip();
        i = line.length();
        return r;
    }
}
