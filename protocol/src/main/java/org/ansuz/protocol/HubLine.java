package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One line of Scan's Hub protocol split into its command and {@code name[=value]} pairs: what the Hub
 * dialect reads from a GUI and what the match runner reads from a Hub engine, so neither needs the other.
 */
public final class HubLine {
    private HubLine() {
    }

    /** {@code command name[=value] name="quoted value" ...} → pairs; element 0 is the command. Names are lower-cased. */
    public static List<String[]> parse(String line) {
        List<String[]> pairs = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != '=') {
                i++;
            }
            String name = line.substring(start, i).toLowerCase(Locale.ROOT);
            String value = null;
            if (i < n && line.charAt(i) == '=') {
                i++;
                if (i < n && line.charAt(i) == '"') {
                    int close = line.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new IllegalArgumentException("unterminated quote after " + name + "=");
                    }
                    value = line.substring(i + 1, close);
                    i = close + 1;
                } else {
                    int s = i;
                    while (i < n && !Character.isWhitespace(line.charAt(i))) {
                        i++;
                    }
                    value = line.substring(s, i);
                }
            }
            pairs.add(new String[] {name, value});
        }
        return pairs;
    }
}
