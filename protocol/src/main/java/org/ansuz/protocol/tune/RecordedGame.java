package org.ansuz.protocol.tune;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * One game of a PGN/PDN record file as {@code ansuz match --pgn} writes it: its tags and its move texts
 * (numbers, comments, variations and the result token left out). Files ending in {@code .gz} are read
 * through gzip.
 *
 * @param tags  tag name to value, in file order
 * @param moves the moves in the game's own notation
 */
public record RecordedGame(Map<String, String> tags, List<String> moves) implements Serializable {
    /** Every game of {@code file}. */
    public static List<RecordedGame> read(Path file) throws IOException {
        byte[] bytes;
        try (InputStream in = file.toString().endsWith(".gz")
                ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            bytes = in.readAllBytes();
        }
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    /** Every game of a record text. */
    public static List<RecordedGame> parse(String text) {
        List<RecordedGame> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        for (String line : text.split("\\R")) {
            String t = line.strip();
            if (t.startsWith("[") && t.endsWith("]")) {
                if (movetext.length() > 0) {
                    games.add(new RecordedGame(tags, moves(movetext.toString(), tags.get("Result"))));
                    tags = new LinkedHashMap<>();
                    movetext.setLength(0);
                }
                int q = t.indexOf('"');
                if (q > 0 && t.lastIndexOf('"') > q) {
                    String value = t.substring(q + 1, t.lastIndexOf('"')).replace("\\\"", "\"").replace("\\\\", "\\");
                    tags.put(t.substring(1, q).strip(), value);
                }
            } else if (!t.isEmpty()) {
                movetext.append(t).append(' ');
            }
        }
        if (movetext.length() > 0 || !tags.isEmpty()) {
            games.add(new RecordedGame(tags, moves(movetext.toString(), tags.get("Result"))));
        }
        return games;
    }

    private static List<String> moves(String movetext, String result) {
        StringBuilder clean = new StringBuilder();
        int depth = 0;
        boolean comment = false;
        // a '(' inside a move's text is no variation: Thud writes a capture's squares as h9-f11x(f10)
        boolean inMove = false;
        char last = ' ';
        for (char c : movetext.toCharArray()) {
            if (comment) {
                comment = c != '}';
            } else if (c == '{') {
                comment = true;
            } else if (c == '(' && depth == 0 && !Character.isWhitespace(last) && last != ')') {
                inMove = true;
                clean.append(c);
            } else if (c == ')' && inMove) {
                inMove = false;
                clean.append(c);
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                clean.append(c);
            }
            last = c;
        }
        List<String> moves = new ArrayList<>();
        for (String token : clean.toString().split("\\s+")) {
            String m = token.replaceFirst("^\\d+\\.(\\.\\.)?", "");
            if (m.isEmpty() || m.equals(result) || m.equals("*") || m.equals("1/2-1/2")) {
                continue;
            }
            moves.add(m);
        }
        return moves;
    }

    /** The tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
