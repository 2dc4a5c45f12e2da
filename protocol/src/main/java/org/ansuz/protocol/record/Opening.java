package org.ansuz.protocol.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * An opening line: a root position ({@code null} = the variant's start) and moves played from it, in
 * canonical notation. Lines read {@code startpos}, {@code startpos moves m1 m2 ...},
 * {@code fen <FEN> [moves ...]} or a bare {@code <FEN> [moves ...]}.
 */
public record Opening(String rootFen, List<String> moves) {

    public Opening {
        moves = List.copyOf(moves);
    }

    public static Opening startpos() {
        return new Opening(null, List.of());
    }

    /** Parses one line and checks that every move is legal; the moves are stored canonically. */
    public static Opening parse(String line, Variant variant) throws NotationException {
        String text = line.trim();
        String head = text;
        String tail = "";
        int m = indexOfWord(text, "moves");
        if (m >= 0) {
            head = text.substring(0, m).trim();
            tail = text.substring(m + 5).trim();
        }
        String fen;
        if (head.isEmpty() || head.equals("startpos")) {
            fen = null;
        } else if (head.startsWith("fen ")) {
            fen = head.substring(4).trim();
        } else {
            fen = head;
        }
        Position pos = fen == null ? variant.startPosition() : variant.newPosition(fen);
        List<String> moves = new ArrayList<>();
        for (String token : tail.isEmpty() ? new String[0] : tail.split("\\s+")) {
            if (GameResult.of(pos).isOver()) {
                throw new NotationException("move " + token + " after the game is over");
            }
            long move = pos.parseMove(token);
            moves.add(pos.moveText(move));
            pos.play(move);
        }
        String root = fen == null ? null : variant.newPosition(fen).fen();
        return new Opening(variant.startPosition().fen().equals(root) ? null : root, moves);
    }

    private static int indexOfWord(String text, String word) {
        for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
            boolean before = i == 0 || Character.isWhitespace(text.charAt(i - 1));
            int end = i + word.length();
            boolean after = end == text.length() || Character.isWhitespace(text.charAt(end));
            if (before && after) {
                return i;
            }
        }
        return -1;
    }

    /** Reads an openings file: one line each, blank lines and {@code #} comments skipped. */
    public static List<Opening> load(Path file, Variant variant) throws IOException {
        List<Opening> all = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            try {
                all.add(parse(t, variant));
            } catch (NotationException e) {
                throw new IOException(file + ":" + number + ": " + e.getMessage(), e);
            }
        }
        return all;
    }

    /** The root position with the opening moves played. */
    public Position position(Variant variant) {
        try {
            Position pos = rootPosition(variant);
            for (String m : moves) {
                pos.play(pos.parseMove(m));
            }
            return pos;
        } catch (NotationException e) {
            throw new IllegalStateException("opening was checked when it was read", e);
        }
    }

    public Position rootPosition(Variant variant) throws NotationException {
        return rootFen == null ? variant.startPosition() : variant.newPosition(rootFen);
    }

    /** The UGI {@code position} argument for the root: {@code startpos} or {@code fen <FEN>}. */
    public String rootCommand() {
        return rootFen == null ? "startpos" : "fen " + rootFen;
    }

    /** The line as an openings file writes it. */
    @Override
    public String toString() {
        return rootCommand() + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
    }
}
