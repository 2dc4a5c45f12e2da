package org.ansuz.protocol;

/**
 * What an error reply may quote of the input: at most {@link #MAX} characters, control characters
 * written as {@code \xNN}, so that no GUI log or terminal receives raw bytes or megabyte echoes.
 */
public final class Excerpt {
    /** The longest quote of input in a reply. */
    public static final int MAX = 100;

    private Excerpt() {
    }

    /** {@code text} cut to {@link #MAX} characters (the cut said as {@code ... (N characters)}), printable. */
    public static String of(String text) {
        return of(text, MAX);
    }

    public static String of(String text, int max) {
        if (text == null) {
            return "";
        }
        int n = Math.min(text.length(), max);
        StringBuilder sb = new StringBuilder(n + 24);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F || c >= 0x80 && c < 0xA0) {
                sb.append(String.format("\\x%02X", (int) c));
            } else if (c == 0x2028 || c == 0x2029 || c == 0xFEFF) {
                sb.append(String.format("\\u%04X", (int) c));
            } else if (Character.isSurrogate(c) && !(i + 1 < n && Character.isSurrogatePair(c, text.charAt(i + 1)))
                    && !(i > 0 && Character.isSurrogatePair(text.charAt(i - 1), c))) {
                sb.append('?');
            } else {
                sb.append(c);
            }
        }
        if (text.length() > max) {
            sb.append("... (").append(text.length()).append(" characters)");
        }
        return sb.toString();
    }

    /**
     * A whole reply line made printable, not shortened: control characters are escaped except the
     * tab and the newline a dialect may write on purpose (CECP's thinking lines, a move and a result
     * in one go); input lines never hold a newline, so no input can smuggle one in.
     */
    public static String printable(String line) {
        int i = 0;
        while (i < line.length() && !isControl(line.charAt(i))) {
            i++;
        }
        if (i == line.length()) {
            return line;
        }
        StringBuilder sb = new StringBuilder(line.length() + 16).append(line, 0, i);
        for (; i < line.length(); i++) {
            char c = line.charAt(i);
            if (isControl(c)) {
                sb.append(String.format("\\x%02X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** C0 and C1 control characters and DEL, except tab and newline. */
    private static boolean isControl(char c) {
        return c < 0x20 && c != '\t' && c != '\n' || c == 0x7F || c >= 0x80 && c < 0xA0;
    }
}
