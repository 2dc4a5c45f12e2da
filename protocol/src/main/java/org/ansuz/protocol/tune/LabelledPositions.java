package org.ansuz.protocol.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads the files {@code ansuz label} writes: one position a line, {@code <position text> <score> <result>
 * <game>}, the last three separated by single spaces (the position text may hold spaces of its own).
 * Blank lines and lines starting with {@code #} are skipped; a line that does not parse is an error.
 */
final class LabelledPositions {
    private LabelledPositions() {
    }

    /** Told of one labelled position: its line number, text, search score, result (for the mover) and game id. */
    @FunctionalInterface
    interface Sink {
        void accept(int line, String fen, int score, double result, int game);
    }

    static void read(Path file, Sink sink) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
            int number = 0;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                number++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                int c = t.lastIndexOf(' ');
                int b = c < 0 ? -1 : t.lastIndexOf(' ', c - 1);
                int a = b < 0 ? -1 : t.lastIndexOf(' ', b - 1);
                if (a <= 0) {
                    throw new IOException("line " + number + ": expected <position> <score> <result> <game>");
                }
                double result;
                int score;
                int game;
                try {
                    score = Integer.parseInt(t.substring(a + 1, b));
                    result = Double.parseDouble(t.substring(b + 1, c));
                    game = Integer.parseInt(t.substring(c + 1));
                } catch (NumberFormatException e) {
                    throw new IOException("line " + number + ": " + e.getMessage());
                }
                if (!(result >= 0 && result <= 1)) {
                    throw new IOException("line " + number + ": a result is from 0 to 1");
                }
                sink.accept(number, t.substring(0, a).strip(), score, result, game);
            }
        }
    }
}
