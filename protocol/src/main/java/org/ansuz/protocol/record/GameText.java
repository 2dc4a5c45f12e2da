package org.ansuz.protocol.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * Reads a game a person pastes or loads: what {@link GameRecordWriter} writes (PDN for draughts, the
 * same tag syntax for every other game), a PDN game from another program, a bare numbered move list,
 * or an opening line ({@code startpos moves ...}, {@code fen <text> moves ...}, a position text). Every
 * move is checked by playing it; the moves are kept in the game's canonical notation. The browser
 * board's import and the shell's {@code load} both read through here, so one text serves both.
 *
 * @param variant the game the text is of ({@code Variant} tag, else the PDN {@code GameType}, else the
 *                variant the reader was given)
 * @param opening the root position and every move of the game
 * @param result  the record's result token ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}, or
 *                PDN's {@code 2-0}/{@code 0-2}/{@code 1-1}); {@code *} when it has none
 * @param tags    the tag pairs in the order read
 */
public record GameText(Variant variant, Opening opening, String result, Map<String, String> tags) {

    private static final Pattern TAG = Pattern.compile("^\\s*\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:\\\\.|[^\"\\\\])*)\"\\s*]\\s*$");
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.+");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1");

    /** A game as long as this is the most a reader plays: a text of more moves is refused. */
    public static final int MAX_MOVES = 10_000;

    /**
     * Reads {@code text}.
     *
     * @param current the game when the text names none
     * @param byName  the installed variants by name or alias
     * @param all     every installed variant (to find a PDN {@code GameType})
     * @throws NotationException naming the first thing that is wrong (an unknown variant, an illegal
     *                           move with its number, a malformed position)
     */
    public static GameText read(String text, Variant current, Function<String, Optional<Variant>> byName,
                                List<Variant> all) throws NotationException {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty game text");
        }
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        boolean inHeader = true;
        for (String line : text.split("\\R")) {
            Matcher m = TAG.matcher(line);
            if (inHeader && m.matches()) {
                tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            } else if (!line.isBlank() || !movetext.isEmpty()) {
                inHeader = false;
                movetext.append(line).append('\n');
            }
        }
        Variant variant = variantOf(tags, current, byName, all);
        if (tags.isEmpty()) {
            String body = movetext.toString().trim();
            if (!looksNumbered(body)) {
                // an opening line or a position text, as the match runner's openings files hold them
                return new GameText(variant, Opening.parse(body.replace('\n', ' '), variant), "*", tags);
            }
        }
        String fen = "1".equals(tags.get("SetUp")) || tags.containsKey("FEN") ? tags.get("FEN") : null;
        Position pos = fen == null ? variant.startPosition() : variant.newPosition(fen);
        List<String> moves = new ArrayList<>();
        String result = "*";
        for (String token : tokens(movetext.toString())) {
            if (RESULTS.contains(token)) {
                result = token;
                continue;
            }
            if (GameResult.of(pos).isOver()) {
                throw new NotationException("move " + (moves.size() + 1) + " (" + token + ") comes after the game is over");
            }
            if (moves.size() >= MAX_MOVES) {
                throw new NotationException("more than " + MAX_MOVES + " moves");
            }
            long move;
            try {
                move = pos.parseMove(token);
            } catch (NotationException e) {
                throw new NotationException("move " + (moves.size() + 1) + " (" + token + "): " + e.getMessage());
            }
            moves.add(pos.moveText(move));
            pos.play(move);
        }
        String root = fen == null ? null : variant.newPosition(fen).fen();
        Opening opening = new Opening(variant.startPosition().fen().equals(root) ? null : root, moves);
        return new GameText(variant, opening, tags.getOrDefault("Result", result), tags);
    }

    private static Variant variantOf(Map<String, String> tags, Variant current,
                                     Function<String, Optional<Variant>> byName, List<Variant> all)
            throws NotationException {
        String name = tags.get("Variant");
        if (name != null && !name.isBlank()) {
            return byName.apply(name.trim())
                    .orElseThrow(() -> new NotationException("unknown variant in the record: " + name));
        }
        String type = tags.get("GameType");
        if (type != null) {
            String number = type.split(",")[0].trim();
            for (Variant v : all) {
                if (v instanceof PdnGameType pdn && pdn.pdnGameType() > 0
                        && number.equals(Integer.toString(pdn.pdnGameType()))) {
                    return v;
                }
            }
            throw new NotationException("no installed variant plays PDN GameType " + type);
        }
        return current;
    }

    /** A movetext starts with a move number ({@code 1.}); an opening line or a position text does not. */
    private static boolean looksNumbered(String body) {
        return MOVE_NUMBER.matcher(body).find();
    }

    /** The moves and result tokens of a movetext: comments, variations, NAGs, numbers and marks dropped. */
    static List<String> tokens(String movetext) {
        StringBuilder plain = new StringBuilder();
        int depth = 0;
        boolean comment = false;
        boolean lineComment = false;
        for (int i = 0; i < movetext.length(); i++) {
            char c = movetext.charAt(i);
            if (lineComment) {
                lineComment = c != '\n';
            } else if (comment) {
                comment = c != '}';
            } else if (c == '{') {
                comment = true;
            } else if (c == ';' && depth == 0 && (i == 0 || Character.isWhitespace(movetext.charAt(i - 1)))) {
                // a rest-of-line comment starts a token; inside a move (Ordo X's d1-f1;a3-a4) it is notation
                lineComment = true;
            } else if (c == '(' && (depth > 0 || i == 0 || Character.isWhitespace(movetext.charAt(i - 1)))) {
                // a variation opens at a token's start; inside a move (Thud's g7-f6x(e5,e6)) it is notation
                depth++;
            } else if (c == ')' && depth > 0) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                plain.append(c);
            }
            if (comment || lineComment || depth > 0 || c == '}' || c == ')') {
                plain.append(' ');
            }
        }
        List<String> out = new ArrayList<>();
        for (String raw : plain.toString().trim().split("\\s+")) {
            String t = MOVE_NUMBER.matcher(raw).replaceFirst("");
            if (!RESULTS.contains(t)) {
                t = t.replaceAll("[!?]+$", "");
            }
            if (!t.isEmpty() && !t.startsWith("$")) {
                out.add(t);
            }
        }
        return out;
    }
}
