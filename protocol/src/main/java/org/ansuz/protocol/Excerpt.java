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

    /** A whole reply line made printable (control characters escaped), not shortened. */
    public static String printable(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x20 || c == 0x7F || c >= 0x80 && c < 0xA0) {
                return of(line, Integer.MAX_VALUE);
            }
        }
        return line;
    }
}
