package org.ansuz.protocol;

/** Reads the blank-separated words of a line one at a time, in one pass (no regular expressions). */
final class Words {
    private final String line;
    private int i;

    Words(String line) {
        this.line = line;
    }

    /** The next word, or {@code null} at the end. */
    String next() {
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
    String rest() {
        String r = line.substring(i).strip();
        i = line.length();
        return r;
    }
}
